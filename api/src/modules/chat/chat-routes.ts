import type { FastifyRequest } from 'fastify';
import { CHAT_HISTORY_PAGE } from '@mall/shared';
import { chatContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { ModuleError } from '../../http/messages';
import { merchantOf, requireMerchant, userOf } from '../accounts';
import { adminGuard } from '../shops';
import { orderCard, productCard } from './cards';
import {
  ensureConversation,
  findConversation,
  history,
  listConversations,
  markRead,
  oneConversation,
  sendMessage,
  unreadOf,
  type ChatDeps,
  type Party,
} from './chat-service';
import {
  addGroup,
  addPicture,
  deleteGroup,
  deletePicture,
  movePictures,
  pictureGroups,
  picturePage,
  renameGroup,
  renamePicture,
} from './pictures-service';
import type { ChatHub } from './hub';
import { chatMemory } from './memory';
import { isOnline, setOnline } from './presence';

/** Chat REST (contracts/chat.ts): the buyer's lists and picture manager, the merchant's and the service agent's side. */
export function registerChatRoutes(api: Api, ctx: AppContext, deps: ChatDeps, hub: ChatHub): void {
  const { db } = deps;
  const buyer = (r: FastifyRequest): Party => ({ kind: 'user', userId: userOf(r).userId });

  // --- buyer ---------------------------------------------------------------------------------------
  let tags = ['chat'];
  route(api, c.conversations, { tags, summary: "The buyer's conversations, latest message first" }, async (r) =>
    ok(await listConversations(db, buyer(r), localeOf(r), r.query.current, r.query.size)),
  );
  route(api, c.messages, { tags, summary: 'Older messages of a conversation (before a message id), oldest first' }, async (r) =>
    ok(await history(db, buyer(r), r.query)),
  );
  route(api, c.unread, { tags, summary: 'Unread messages, in all and per conversation' }, async (r) => ok(await unreadOf(db, buyer(r))));
  route(
    api,
    c.open,
    { tags, summary: 'Open the chat with a shop, customer service, or the shop of a product or order (/chat2)' },
    async (r) => {
      const userId = userOf(r).userId;
      const { shopId, attachment } = await windowTarget(userId, r.body);
      const conversation = await ensureConversation(db, userId, shopId);
      return ok({
        conversation: await oneConversation(db, { kind: 'user', userId }, conversation.conversationId, localeOf(r)),
        attachment,
      });
    },
  );
  route(
    api,
    c.window,
    { tags, summary: 'The /chat2 window read only: the existing conversation and its newest messages, or none yet (nothing is made)' },
    async (r) => {
      const userId = userOf(r).userId;
      const { shopId, attachment } = await windowTarget(userId, r.query);
      const found = await findConversation(db, userId, shopId);
      if (!found) return ok({ conversation: null, history: null, attachment });
      const party: Party = { kind: 'user', userId };
      const [conversation, page] = await Promise.all([
        oneConversation(db, party, found.conversationId, localeOf(r)),
        history(db, party, { conversationId: found.conversationId, size: CHAT_HISTORY_PAGE }),
      ]);
      return ok({ conversation, history: page, attachment });
    },
  );
  route(api, c.read, { tags, summary: "Move the buyer's read mark of a conversation" }, async (r) =>
    ok(await markRead(deps, buyer(r), r.body.conversationId, r.body.upToMsgId)),
  );

  /** The shop a /chat2 window talks to (null: customer service) and the product or order card it attaches. */
  async function windowTarget(userId: string, q: { shopId?: number; service?: unknown; prodId?: number; orderNumber?: string }) {
    const product = q.prodId === undefined ? null : await productCardWithShop(q.prodId);
    const order = q.orderNumber === undefined ? null : await orderCardWithShop(q.orderNumber, userId);
    const shopId = q.service ? null : (q.shopId ?? product?.shopId ?? order!.shopId);
    const attachment = product
      ? { msgType: 'product' as const, content: product.card }
      : order
        ? { msgType: 'order' as const, content: order.card }
        : null;
    return { shopId, attachment };
  }
  /** A product's card and its shop. */
  async function productCardWithShop(prodId: number) {
    const card = await productCard(db, prodId);
    const row = await db.one<{ shopId: number }>(`SELECT shop_id AS "shopId" FROM product WHERE prod_id = $1`, [prodId]);
    return { card, shopId: row!.shopId };
  }
  /** The buyer's order's card and its shop (A00013 for anyone else's). */
  async function orderCardWithShop(orderNumber: string, userId: string) {
    const card = await orderCard(db, orderNumber, userId, null);
    const row = await db.one<{ shopId: number }>(`SELECT shop_id AS "shopId" FROM order_info WHERE order_number = $1`, [orderNumber]);
    return { card, shopId: row!.shopId };
  }

  // --- picture manager -----------------------------------------------------------------------------
  tags = ['chat-pictures'];
  route(api, c.pictureGroups, { tags, summary: 'Picture groups with their counts' }, async (r) =>
    ok(await pictureGroups(db, userOf(r).userId)),
  );
  route(api, c.addPictureGroup, { tags, summary: 'New picture group' }, async (r) => ok(await addGroup(db, userOf(r).userId, r.body.name)));
  route(api, c.renamePictureGroup, { tags, summary: 'Rename a group (a new name is required)' }, async (r) =>
    ok(await renameGroup(db, userOf(r).userId, r.params.groupId, r.body.name)),
  );
  route(api, c.deletePictureGroup, { tags, summary: 'Delete a group; its pictures stay, in no group' }, async (r) =>
    ok(await deleteGroup(db, userOf(r).userId, r.params.groupId)),
  );
  route(api, c.pictures, { tags, summary: 'Pictures, newest first (groupId 0: in no group)' }, async (r) =>
    ok(await picturePage(db, userOf(r).userId, r.query)),
  );
  route(api, c.addPicture, { tags, summary: 'Add an uploaded chat image (purpose chat-image) to the manager' }, async (r) =>
    ok(await addPicture(db, await deps.uploads(), userOf(r).userId, r.body)),
  );
  route(api, c.renamePicture, { tags, summary: 'Rename a picture (a new name is required)' }, async (r) =>
    ok(await renamePicture(db, userOf(r).userId, r.params.pictureId, r.body.name)),
  );
  route(api, c.deletePicture, { tags, summary: 'Delete a picture from the manager (messages keep showing it)' }, async (r) =>
    ok(await deletePicture(db, userOf(r).userId, r.params.pictureId)),
  );
  route(api, c.movePictures, { tags, summary: 'Move pictures into a group (null: out of every group)' }, async (r) =>
    ok(await movePictures(db, userOf(r).userId, r.body.pictureIds, r.body.groupId)),
  );

  // --- merchant (the shop's side) -----------------------------------------------------------------
  tags = ['merchant-chat'];
  const m = { onRequest: requireMerchant(ctx) };
  const shop = (r: FastifyRequest): Party & { kind: 'shop' } => {
    const { shopId, merchantId } = merchantOf(r);
    if (shopId == null) throw new ModuleError('chat', 'noShop');
    return { kind: 'shop', shopId, merchantId };
  };
  route(api, c.merchantConversations, { ...m, tags, summary: "The shop's conversations with buyers" }, async (r) =>
    ok(await listConversations(db, shop(r), localeOf(r), r.query.current, r.query.size)),
  );
  route(api, c.merchantMessages, { ...m, tags, summary: 'Older messages of a conversation of the shop' }, async (r) =>
    ok(await history(db, shop(r), r.query)),
  );
  route(api, c.merchantUnread, { ...m, tags, summary: "The shop's unread messages" }, async (r) => ok(await unreadOf(db, shop(r))));
  route(api, c.merchantSend, { ...m, tags, summary: 'Reply in a conversation (stored once per clientMsgId)' }, async (r) =>
    ok((await sendMessage(deps, shop(r), r.body)).ack),
  );
  route(api, c.merchantRead, { ...m, tags, summary: "Move the shop's read mark" }, async (r) =>
    ok(await markRead(deps, shop(r), r.body.conversationId, r.body.upToMsgId)),
  );
  route(api, c.merchantStatus, { ...m, tags, summary: "The shop's chat status (online/offline)" }, async (r) =>
    ok({ online: await isOnline(db, shop(r).shopId) }),
  );
  route(api, c.merchantSetStatus, { ...m, tags, summary: 'Go online or offline (buyers see it; messages wait either way)' }, async (r) =>
    ok(await setOnline(db, deps.transport, shop(r).shopId, r.body.online)),
  );

  // --- mall customer service (the official sender; the admin token) --------------------------------
  tags = ['admin-chat'];
  const a = { onRequest: adminGuard(ctx) };
  const service: Party = { kind: 'service', agent: 'service' };
  route(api, c.serviceConversations, { ...a, tags, summary: 'Conversations with customer service' }, async (r) =>
    ok(await listConversations(db, service, localeOf(r), r.query.current, r.query.size)),
  );
  route(api, c.serviceMessages, { ...a, tags, summary: 'Older messages of a customer-service conversation' }, async (r) =>
    ok(await history(db, service, r.query)),
  );
  route(api, c.serviceUnread, { ...a, tags, summary: "Customer service's unread messages" }, async () => ok(await unreadOf(db, service)));
  route(api, c.serviceSend, { ...a, tags, summary: 'Answer as mall customer service (the official sender)' }, async (r) =>
    ok((await sendMessage(deps, service, r.body)).ack),
  );
  route(api, c.serviceRead, { ...a, tags, summary: "Move customer service's read mark" }, async (r) =>
    ok(await markRead(deps, service, r.body.conversationId, r.body.upToMsgId)),
  );
  route(api, c.serviceStatus, { ...a, tags, summary: "Customer service's status (online/offline)" }, async () =>
    ok({ online: await isOnline(db, null) }),
  );
  route(api, c.serviceSetStatus, { ...a, tags, summary: 'Customer service goes online or offline' }, async (r) =>
    ok(await setOnline(db, deps.transport, null, r.body.online)),
  );
  route(api, c.memory, { ...a, tags, summary: "This process's memory and chat sockets (gc=1: after full collections)" }, async (r) =>
    ok(chatMemory(hub.size, r.query.gc === '1')),
  );
}
