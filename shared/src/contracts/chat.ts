import { z } from 'zod';
import { CHAT_HISTORY_PAGE, ORDER_NUMBER_PATTERN } from '../constants';
import { chatMessageSchema, chatWindowAddressSchema, renamePictureSchema } from '../schemas/commerce';
import { isoTime, noData, pageOf, pageQuery, picPath, type Contract } from './common';
import { fileKeyField } from './uploads';

/**
 * Chat (`chat` API module, docs/chat.md): buyers talk to shops and to mall customer service. The
 * live part is a WebSocket at /api/chat/ws whose frames are below (client frames are validated
 * with these schemas; server frames are typed by them); history, lists, the picture manager and
 * the merchant's and service agent's side are REST.
 */

// --- messages ------------------------------------------------------------------------------------

/** Who wrote a message: the buyer, the shop (its merchant) or mall customer service (the official sender, spec section 6). */
export const chatSenderSchema = z.enum(['user', 'shop', 'service']);
export type ChatSender = z.input<typeof chatSenderSchema>;

export const CHAT_MSG_TYPES = ['text', 'image', 'product', 'order'] as const;
export type ChatMsgType = (typeof CHAT_MSG_TYPES)[number];

/** A sender's own id for a message, so a resend after a lost ack is stored once: 8 to 64 of A-Z a-z 0-9 _ -. */
export const clientMsgIdField = z.string({ error: 'validation.invalid' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid');
const idField = z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid');
const orderNumberField = z.string({ error: 'validation.invalid' }).regex(ORDER_NUMBER_PATTERN, 'validation.invalid');

/** What travels in a product card: the product as it was when it was sent (names in both languages, price in minor units). */
export const chatProductCardSchema = z.object({
  prodId: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
  pic: picPath,
  price: z.number().int(),
  currency: z.string(),
});
export type ChatProductCard = z.input<typeof chatProductCardSchema>;

/** An order card (spec section 3: order number and payment amount), as it was when sent. */
export const chatOrderCardSchema = z.object({
  orderNumber: z.string(),
  /** The amount payable, minor units. */
  amount: z.number().int(),
  currency: z.string(),
  /** Order status 1-7 (API.md). */
  status: z.number().int(),
  itemCount: z.number().int(),
  pic: picPath,
  prodNameEn: z.string(),
  prodNameZh: z.string(),
});
export type ChatOrderCard = z.input<typeof chatOrderCardSchema>;

/** A picture message: the stored file (public path) and, for the buyer's own, the picture manager entry. */
export const imageContentSchema = z.object({ url: z.string(), pictureId: z.number().int().nullable() });

const messageBase = {
  msgId: z.number().int(),
  conversationId: z.number().int(),
  /** The sender's id for it (the sender's tabs match their pending copy by it). */
  clientMsgId: z.string(),
  sender: chatSenderSchema,
  sentAt: isoTime,
};

/** One stored message as every side sees it. Party names come with the conversation, in the reader's language. */
export const chatMessageViewSchema = z.discriminatedUnion('msgType', [
  z.object({ ...messageBase, msgType: z.literal('text'), content: z.object({ text: z.string() }) }),
  z.object({ ...messageBase, msgType: z.literal('image'), content: imageContentSchema }),
  z.object({ ...messageBase, msgType: z.literal('product'), content: chatProductCardSchema }),
  z.object({ ...messageBase, msgType: z.literal('order'), content: chatOrderCardSchema }),
]);
export type ChatMessageView = z.input<typeof chatMessageViewSchema>;

/**
 * What a sender sends (the server turns ids into cards): text (never blank, at most
 * CHAT_TEXT_MAX), a picture (a fresh upload of purpose `chat-image`, or one from the buyer's
 * picture manager), a product or an order (the buyer's own, of that shop).
 */
export const outgoingVariants = {
  text: z.object({ msgType: z.literal('text'), content: z.object({ text: chatMessageSchema }, { error: 'validation.blankMessage' }) }),
  image: z.object({
    msgType: z.literal('image'),
    content: z.union([z.object({ fileKey: fileKeyField }), z.object({ pictureId: idField })], { error: 'validation.invalid' }),
  }),
  product: z.object({ msgType: z.literal('product'), content: z.object({ prodId: idField }) }),
  order: z.object({ msgType: z.literal('order'), content: z.object({ orderNumber: orderNumberField }) }),
};

/** Where a buyer's message goes: a conversation of theirs, a shop (the conversation is made on first use) or customer service. */
const targetFields = {
  clientMsgId: clientMsgIdField,
  conversationId: idField.optional(),
  toShopId: idField.optional(),
  toService: z.literal(true).optional(),
};
const withTarget = <T extends z.ZodRawShape>(shape: T) =>
  z.discriminatedUnion('msgType', [
    outgoingVariants.text.extend(shape),
    outgoingVariants.image.extend(shape),
    outgoingVariants.product.extend(shape),
    outgoingVariants.order.extend(shape),
  ]);

/** A reply of the merchant or the service agent over REST (always into an existing conversation). */
export const chatReplyBody = withTarget({ clientMsgId: clientMsgIdField, conversationId: idField });
export type ChatReplyBody = z.input<typeof chatReplyBody>;

/** The answer to a stored message: its id and time (`duplicate`: it had been stored before under this clientMsgId). */
export const chatAckSchema = z.object({
  clientMsgId: z.string(),
  msgId: z.number().int(),
  conversationId: z.number().int(),
  sentAt: isoTime,
  duplicate: z.boolean(),
});
export type ChatAck = z.input<typeof chatAckSchema>;

// --- conversations -------------------------------------------------------------------------------

/** The shop side of a conversation, in the reader's language; `status` is shop_status (1 open; 4 offline ...). */
export const chatShopSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: picPath,
  status: z.number().int(),
  /** 'open', 'offline', 'paused', ... (shops module). Only an open shop can be written to. */
  statusKey: z.string(),
});

export const chatUserSchema = z.object({ userId: z.string(), nickName: z.string(), pic: picPath });

export const chatConversationSchema = z.object({
  conversationId: z.number().int(),
  /** 'shop': with a shop's merchant; 'service': with mall customer service (the official sender). */
  kind: z.enum(['shop', 'service']),
  shop: chatShopSchema.nullable(),
  user: chatUserSchema,
  /** The other party is online (the shop's merchant or customer service); null on the merchant's and agent's side. */
  online: z.boolean().nullable(),
  lastMessage: chatMessageViewSchema.nullable(),
  /** Messages of the other party the reader has not read. */
  unread: z.number().int(),
  /** The reader has read the other party's messages up to this id. */
  readUpTo: z.number().int(),
  /** The other party has read the reader's messages up to this id (read marks). */
  peerReadUpTo: z.number().int(),
  updatedAt: isoTime.nullable(),
});
export type ChatConversation = z.input<typeof chatConversationSchema>;

/** Older messages of a conversation, oldest first; `hasMore`: there are older ones still. */
export const chatHistorySchema = z.object({ records: z.array(chatMessageViewSchema), hasMore: z.boolean() });
export type ChatHistory = z.input<typeof chatHistorySchema>;

export const chatHistoryQuery = z.object({
  conversationId: z.coerce.number<number>().int().positive(),
  /** Messages with a smaller id than this (the oldest one shown); absent: the newest. */
  before: z.coerce.number<number>().int().positive().optional(),
  size: z.coerce.number<number>().int().min(1).max(100).default(CHAT_HISTORY_PAGE),
});

/** Unread messages: in all, and per conversation that has any. */
export const chatUnreadSchema = z.object({
  total: z.number().int(),
  conversations: z.array(z.object({ conversationId: z.number().int(), shopId: z.number().int().nullable(), unread: z.number().int() })),
});
export type ChatUnread = z.input<typeof chatUnreadSchema>;

export const chatReadBody = z.object({ conversationId: idField, upToMsgId: idField });
/** After a read: the reader's unread in that conversation and in all. */
export const chatReadSchema = z.object({ conversationId: z.number().int(), unread: z.number().int(), total: z.number().int() });

/**
 * Opens (makes on first use) the buyer's conversation with a shop, with customer service, or with
 * the shop of a product or an order (the /chat2 window); the product or order comes back as the
 * card to attach.
 */
export const chatOpenBody = z
  .object({
    shopId: idField.optional(),
    service: z.literal(true).optional(),
    prodId: idField.optional(),
    orderNumber: orderNumberField.optional(),
  })
  .refine((b) => [b.shopId, b.service, b.prodId, b.orderNumber].filter((v) => v !== undefined).length === 1, {
    message: 'validation.invalid',
    path: ['shopId'],
  });
export type ChatOpenBody = z.input<typeof chatOpenBody>;

export const chatAttachmentSchema = z.discriminatedUnion('msgType', [
  z.object({ msgType: z.literal('product'), content: chatProductCardSchema }),
  z.object({ msgType: z.literal('order'), content: chatOrderCardSchema }),
]);
export type ChatAttachment = z.input<typeof chatAttachmentSchema>;
export const chatOpenSchema = z.object({ conversation: chatConversationSchema, attachment: chatAttachmentSchema.nullable() });
export type ChatOpened = z.input<typeof chatOpenSchema>;

export type ChatWindowQuery = z.input<typeof chatWindowAddressSchema>;
/**
 * The /chat2 window as it is, read only (nothing is made): the buyer's existing conversation with
 * that shop (or customer service) and its newest history page, or null for both when there is none
 * yet (`POST /p/chat/open` makes it); the product or order card to attach either way.
 */
export const chatWindowSchema = z.object({
  conversation: chatConversationSchema.nullable(),
  history: chatHistorySchema.nullable(),
  attachment: chatAttachmentSchema.nullable(),
});
export type ChatWindow = z.input<typeof chatWindowSchema>;

/** Online/offline of the merchant's shop (or of customer service): buyers see it; messages wait either way. */
export const chatStatusSchema = z.object({ online: z.boolean() });
export const chatStatusBody = z.object({ online: z.boolean({ error: 'validation.invalid' }) });

// --- picture manager (spec section 2) -------------------------------------------------------------

export const chatPictureSchema = z.object({
  pictureId: z.number().int(),
  groupId: z.number().int().nullable(),
  name: z.string(),
  /** Public path of the image (resolve with the resource base). */
  url: z.string(),
  createTime: isoTime,
});
export type ChatPicture = z.input<typeof chatPictureSchema>;

export const chatPictureGroupSchema = z.object({ groupId: z.number().int(), name: z.string(), count: z.number().int() });
export type ChatPictureGroup = z.input<typeof chatPictureGroupSchema>;
export const chatPictureGroupsSchema = z.object({
  groups: z.array(chatPictureGroupSchema),
  /** Pictures in no group, and in all. */
  ungrouped: z.number().int(),
  total: z.number().int(),
});
export type ChatPictureGroups = z.input<typeof chatPictureGroupsSchema>;

export const chatPicturesQuery = pageQuery(24, 60).extend({
  /** Absent: every picture; 0: the ones in no group. */
  groupId: z.coerce.number<number>().int().min(0).optional(),
});
const groupTarget = idField.nullable().optional();
export const chatPictureAddBody = z.object({ fileKey: fileKeyField, groupId: groupTarget, name: renamePictureSchema.optional() });
export const chatNameBody = z.object({ name: renamePictureSchema });
export const chatPictureMoveBody = z.object({
  pictureIds: z.array(idField).min(1, 'validation.invalid').max(100, 'validation.invalid'),
  /** null: out of every group. */
  groupId: idField.nullable(),
});
const pictureParams = z.object({ pictureId: z.coerce.number<number>().int().positive() });
const groupParams = z.object({ groupId: z.coerce.number<number>().int().positive() });

// --- socket frames (docs/chat.md) ------------------------------------------------------------------

/** First frame: a buyer token, or a merchant token with role 'merchant'; lastMsgId resumes after a reconnect. */
export const chatAuthFrame = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(200),
  role: z.enum(['buyer', 'merchant']).default('buyer'),
  lastMsgId: z.number().int().min(0).optional(),
  /**
   * A page's first connection (opened, or refreshed by the buyer): it takes the account's chat
   * from any other session ("logged in elsewhere, refresh"). Reconnects do not, so two pages never
   * take it from each other by themselves.
   */
  takeOver: z.boolean().optional(),
  /** The language of error frames (the site's locale cookie when absent). */
  locale: z.enum(['en', 'zh_CN']).optional(),
});
export const chatSendFrame = withTarget({ ...targetFields, type: z.literal('send') });
export type ChatSendFrame = z.input<typeof chatSendFrame>;
export const chatReadFrame = z.object({ type: z.literal('read'), conversationId: idField, upToMsgId: idField });
export const chatTypingFrame = z.object({ type: z.literal('typing'), conversationId: idField });
/** This page holds the conversation (a consultation): the same conversation opened on another page expires here. */
export const chatOpenFrame = z.object({ type: z.literal('open'), conversationId: idField });
export const chatPongFrame = z.object({ type: z.literal('pong') });

/** The frame types a client may send, each with its schema (an unknown type closes the socket). */
export const chatClientFrames = {
  auth: chatAuthFrame,
  send: chatSendFrame,
  read: chatReadFrame,
  typing: chatTypingFrame,
  open: chatOpenFrame,
  pong: chatPongFrame,
} as const;
export type ChatClientFrame =
  | z.input<typeof chatAuthFrame>
  | ChatSendFrame
  | z.input<typeof chatReadFrame>
  | z.input<typeof chatTypingFrame>
  | z.input<typeof chatOpenFrame>
  | z.input<typeof chatPongFrame>;

/** Frames the server sends. */
export type ChatServerFrame =
  | { type: 'ready'; role: 'buyer' | 'merchant'; subjectId: string; shopId: number | null; heartbeatMs: number; serverTime: string }
  | ({ type: 'ack' } & ChatAck)
  | { type: 'message'; message: ChatMessageView }
  /** Messages after lastMsgId were sent (resume); `more`: there were more than one frame holds, reload the lists. */
  | { type: 'synced'; lastMsgId: number; more: boolean }
  | { type: 'read'; conversationId: number; reader: ChatSender; upToMsgId: number; unread: number }
  | { type: 'typing'; conversationId: number; from: ChatSender }
  | { type: 'expired'; conversationId: number }
  | { type: 'presence'; shopId: number | null; online: boolean }
  | { type: 'error'; code: string; msg: string; ref?: string; data?: unknown }
  | { type: 'ping'; t: number };

// --- diagnostics ---------------------------------------------------------------------------------

/**
 * One API process's memory, event-loop delay and authenticated chat sockets, as the process itself
 * measures them (`process.memoryUsage()`; after full garbage collections when `gc=1`). Platform only (the
 * admin token): the chat bench reads it before and after connecting its sockets (docs/chat.md).
 */
export const chatMemorySchema = z.object({
  pid: z.number().int(),
  sockets: z.number().int(),
  /** Whether full collections ran just before (gc=1 and the runtime allowed it). */
  collected: z.boolean(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  heapTotalBytes: z.number(),
  /** Memory of C++ objects bound to JavaScript ones, socket buffers included (arrayBuffersBytes is part of it). */
  externalBytes: z.number(),
  arrayBuffersBytes: z.number(),
  /** How late the event loop ran since the previous call (null on the first call, which starts watching). */
  eventLoopDelay: z.object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number() }).nullable(),
});
export type ChatMemory = z.input<typeof chatMemorySchema>;
export const chatMemoryQuery = z.object({ gc: z.enum(['0', '1']).optional() });

// --- routes --------------------------------------------------------------------------------------

const history = { querystring: chatHistoryQuery, data: chatHistorySchema };
const conversations = { querystring: pageQuery(20, 50), data: pageOf(chatConversationSchema) };

export const chatContract = {
  conversations: { method: 'GET', url: '/p/chat/conversations', ...conversations },
  messages: { method: 'GET', url: '/p/chat/messages', ...history },
  unread: { method: 'GET', url: '/p/chat/unread', data: chatUnreadSchema },
  open: { method: 'POST', url: '/p/chat/open', body: chatOpenBody, data: chatOpenSchema },
  window: { method: 'GET', url: '/p/chat/window', querystring: chatWindowAddressSchema, data: chatWindowSchema },
  read: { method: 'POST', url: '/p/chat/read', body: chatReadBody, data: chatReadSchema },

  pictureGroups: { method: 'GET', url: '/p/chat/pictureGroups', data: chatPictureGroupsSchema },
  addPictureGroup: { method: 'POST', url: '/p/chat/pictureGroups', body: chatNameBody, data: chatPictureGroupSchema },
  renamePictureGroup: {
    method: 'PUT',
    url: '/p/chat/pictureGroups/:groupId',
    params: groupParams,
    body: chatNameBody,
    data: chatPictureGroupSchema,
  },
  deletePictureGroup: { method: 'DELETE', url: '/p/chat/pictureGroups/:groupId', params: groupParams, data: noData },
  pictures: { method: 'GET', url: '/p/chat/pictures', querystring: chatPicturesQuery, data: pageOf(chatPictureSchema) },
  addPicture: { method: 'POST', url: '/p/chat/pictures', body: chatPictureAddBody, data: chatPictureSchema },
  renamePicture: { method: 'PUT', url: '/p/chat/pictures/:pictureId', params: pictureParams, body: chatNameBody, data: chatPictureSchema },
  deletePicture: { method: 'DELETE', url: '/p/chat/pictures/:pictureId', params: pictureParams, data: noData },
  movePictures: { method: 'POST', url: '/p/chat/pictures/move', body: chatPictureMoveBody, data: z.object({ moved: z.number().int() }) },

  merchantConversations: { method: 'GET', url: '/merchant/chat/conversations', ...conversations },
  merchantMessages: { method: 'GET', url: '/merchant/chat/messages', ...history },
  merchantUnread: { method: 'GET', url: '/merchant/chat/unread', data: chatUnreadSchema },
  merchantSend: { method: 'POST', url: '/merchant/chat/send', body: chatReplyBody, data: chatAckSchema },
  merchantRead: { method: 'POST', url: '/merchant/chat/read', body: chatReadBody, data: chatReadSchema },
  merchantStatus: { method: 'GET', url: '/merchant/chat/status', data: chatStatusSchema },
  merchantSetStatus: { method: 'PUT', url: '/merchant/chat/status', body: chatStatusBody, data: chatStatusSchema },

  serviceConversations: { method: 'GET', url: '/admin/chat/conversations', ...conversations },
  serviceMessages: { method: 'GET', url: '/admin/chat/messages', ...history },
  serviceUnread: { method: 'GET', url: '/admin/chat/unread', data: chatUnreadSchema },
  serviceSend: { method: 'POST', url: '/admin/chat/send', body: chatReplyBody, data: chatAckSchema },
  serviceRead: { method: 'POST', url: '/admin/chat/read', body: chatReadBody, data: chatReadSchema },
  serviceStatus: { method: 'GET', url: '/admin/chat/status', data: chatStatusSchema },
  serviceSetStatus: { method: 'PUT', url: '/admin/chat/status', body: chatStatusBody, data: chatStatusSchema },
  memory: { method: 'GET', url: '/admin/chat/memory', querystring: chatMemoryQuery, data: chatMemorySchema },
} as const satisfies Contract;
