import { RESPONSE_CODES, type Locale } from '@mall/shared';
import type { ChatAck, ChatConversation, ChatMessageView, ChatSender, ChatUnread, chatSendFrame } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { ModuleError } from '../../http/messages';
import { SHOP_STATUS, shopStatusKey } from '../shops';
import { orderCard, productCard } from './cards';
import { takeMessageToken } from './limits';
import { pictureForMessage } from './pictures-service';
import type { ChatTransport } from './transport';
import type { UploadService } from '../uploads';

/**
 * Conversations and messages (docs/chat.md). A party is who reads or writes: the buyer, a shop's
 * merchant, or mall customer service (the official sender). Every rule is here; the socket
 * (socket.ts) and the REST routes only parse and call.
 */
export type Party =
  { kind: 'user'; userId: string } | { kind: 'shop'; shopId: number; merchantId: string } | { kind: 'service'; agent: string };

export interface ChatDeps {
  db: Db;
  transport: ChatTransport;
  uploads: () => Promise<UploadService>;
}

/** The sender type of a party's messages (chat_message.sender_type). */
export const senderOf = (p: Party): ChatSender => p.kind;
const senderIdOf = (p: Party): string => (p.kind === 'user' ? p.userId : p.kind === 'shop' ? p.merchantId : 'service');
/** The account a party sends as (a socket's subject); customer service agents have no per-account limit. */
const accountOf = (p: Party): string | null =>
  p.kind === 'user' ? `user:${p.userId}` : p.kind === 'shop' ? `merchant:${p.merchantId}` : null;

/** The parts of a conversation the rules need (cached per socket: none of it changes). */
export interface ConversationRef {
  conversationId: number;
  userId: string;
  kind: 'shop' | 'service';
  shopId: number | null;
}

export const conversationNotFound = () => new ModuleError('chat', 'conversationNotFound', { code: RESPONSE_CODES.NOT_FOUND });

/** Whether the party may read and write the conversation. */
function belongs(p: Party, c: ConversationRef): boolean {
  if (p.kind === 'user') return c.userId === p.userId;
  if (p.kind === 'shop') return c.kind === 'shop' && c.shopId === p.shopId;
  return c.kind === 'service';
}

const REF_COLUMNS = `conversation_id AS "conversationId", user_id AS "userId", kind, shop_id AS "shopId"`;

/** The party's conversation, or A00013 (missing and someone else's answer alike). */
export async function conversationOf(db: Db, p: Party, conversationId: number): Promise<ConversationRef> {
  const c = await db.one<ConversationRef>(
    `/* chat.conversation */ SELECT ${REF_COLUMNS} FROM chat_conversation WHERE conversation_id = $1`,
    [conversationId],
  );
  if (!c || !belongs(p, c)) throw conversationNotFound();
  return c;
}

/** Which row is the buyer's conversation with a shop (or with customer service: null). */
function conversationWhere(userId: string, shopId: number | null) {
  return shopId === null
    ? { where: `user_id = $1 AND kind = 'service'`, params: [userId] }
    : { where: `user_id = $1 AND shop_id = $2 AND kind = 'shop'`, params: [userId, shopId] };
}

/**
 * The buyer's existing conversation with a shop or with customer service, or null when they have
 * not talked yet; reads only (the /chat2 window's first view). An unknown shop is A00013.
 */
export async function findConversation(db: Db, userId: string, shopId: number | null): Promise<ConversationRef | null> {
  if (shopId !== null) {
    const shop = await db.one(`SELECT 1 FROM shop WHERE shop_id = $1`, [shopId]);
    if (!shop) throw new ModuleError('chat', 'shopNotFound', { code: RESPONSE_CODES.NOT_FOUND });
  }
  const { where, params } = conversationWhere(userId, shopId);
  return db.one<ConversationRef>(`/* chat.find */ SELECT ${REF_COLUMNS} FROM chat_conversation WHERE ${where}`, params);
}

/** The buyer's conversation with a shop or with customer service, made on first use. */
export async function ensureConversation(db: Db, userId: string, shopId: number | null): Promise<ConversationRef> {
  const found = await findConversation(db, userId, shopId);
  if (found) return found;
  const kind = shopId === null ? 'service' : 'shop';
  const { where, params } = conversationWhere(userId, shopId);
  // Two tabs opening the same chat at once: one insert wins, both read the same row.
  await db.query(`INSERT INTO chat_conversation (user_id, kind, shop_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    userId,
    kind,
    shopId,
  ]);
  return (await db.one<ConversationRef>(`SELECT ${REF_COLUMNS} FROM chat_conversation WHERE ${where}`, params))!;
}

// --- messages -------------------------------------------------------------------------------------

interface MessageRow {
  msgId: number;
  conversationId: number;
  clientMsgId: string;
  sender: ChatSender;
  msgType: ChatMessageView['msgType'];
  content: unknown;
  sentAt: Date | string;
}
const MESSAGE_COLUMNS = `m.msg_id AS "msgId", m.conversation_id AS "conversationId", m.client_msg_id AS "clientMsgId",
  m.sender_type AS sender, m.msg_type AS "msgType", m.content, m.created_at AS "sentAt"`;

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();
export const messageView = (r: MessageRow): ChatMessageView => ({ ...r, sentAt: iso(r.sentAt) }) as ChatMessageView;

export async function loadMessage(db: Db, msgId: number): Promise<ChatMessageView | null> {
  const row = await db.one<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_message m WHERE m.msg_id = $1`, [msgId]);
  return row ? messageView(row) : null;
}

/** What a send says: one of the outgoing variants plus its target (a send frame without `type`, or a REST reply). */
type WithoutType<T> = T extends unknown ? Omit<T, 'type'> : never;
export type SendInput = WithoutType<z.output<typeof chatSendFrame>>;

export interface SendOptions {
  /** Conversations this sender used before (a socket keeps them: their owners never change). */
  known?: Map<number, ConversationRef>;
}

export interface Sent {
  ack: ChatAck;
  /** The stored message (null for a duplicate: it went out the first time). */
  message: ChatMessageView | null;
}

/** Where a send goes: one of conversationId, toShopId (buyers), toService (buyers). */
async function targetOf(db: Db, p: Party, input: SendInput, known?: Map<number, ConversationRef>): Promise<ConversationRef> {
  const targets = [input.conversationId, input.toShopId, input.toService].filter((v) => v !== undefined).length;
  if (targets !== 1 || (p.kind !== 'user' && input.conversationId === undefined)) {
    throw new ModuleError('chat', 'targetRequired', { code: RESPONSE_CODES.INVALID_ARGUMENT, data: { field: 'conversationId' } });
  }
  if (input.conversationId !== undefined) {
    const cached = known?.get(input.conversationId);
    if (cached && belongs(p, cached)) return cached;
    const c = await conversationOf(db, p, input.conversationId);
    known?.set(c.conversationId, c);
    return c;
  }
  const userId = (p as { userId: string }).userId;
  const c = await ensureConversation(db, userId, input.toShopId ?? null);
  known?.set(c.conversationId, c);
  return c;
}

/** The stored content of a message: cards are filled in from ids, a picture goes through the manager. */
async function contentOf(deps: ChatDeps, p: Party, c: ConversationRef, input: SendInput): Promise<unknown> {
  switch (input.msgType) {
    case 'text':
      return { text: input.content.text.trim() };
    case 'product':
      return productCard(deps.db, input.content.prodId);
    case 'order':
      return orderCard(deps.db, input.content.orderNumber, c.userId, c.shopId);
    case 'image':
      if (p.kind !== 'user') throw new ModuleError('common', 'validation.fileFormat', { code: RESPONSE_CODES.INVALID_ARGUMENT });
      return pictureForMessage(deps, p.userId, input.content);
  }
}

const storeOffline = (shopId: number, status: number) =>
  new ModuleError('chat', 'storeOffline', { data: { shopId, shopStatus: status, statusKey: shopStatusKey(status) } });

/**
 * Stores a message, then (in the same transaction) tells every process, so it is acknowledged
 * only once stored and delivered only once readable. A resend with a clientMsgId this sender used
 * before answers the stored message (`duplicate`) and stores nothing. A shop that is not open
 * (taken offline, paused, ...) cannot be written to, by either side.
 */
export async function sendMessage(deps: ChatDeps, p: Party, input: SendInput, opts: SendOptions = {}): Promise<Sent> {
  const { db } = deps;
  const sender = senderOf(p);
  const senderId = senderIdOf(p);
  const c = await targetOf(db, p, input, opts.known);
  // An account's messages over all its sockets and API processes share one bucket (limits.ts).
  const account = accountOf(p);
  if (account && !(await takeMessageToken(db, account)))
    throw new ModuleError('chat', 'tooManyMessages', { code: RESPONSE_CODES.TOO_MANY_REQUESTS });
  const existing = async () =>
    db.one<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_message m WHERE m.sender_type = $1 AND m.sender_id = $2 AND m.client_msg_id = $3`,
      [sender, senderId, input.clientMsgId],
    );
  const duplicateOf = (row: MessageRow): Sent => ({
    ack: { clientMsgId: row.clientMsgId, msgId: row.msgId, conversationId: row.conversationId, sentAt: iso(row.sentAt), duplicate: true },
    message: null,
  });
  // Cards and pictures do work before the insert: a resend must not do it twice.
  if (input.msgType !== 'text') {
    const before = await existing();
    if (before) return duplicateOf(before);
  }

  return db.tx(async (tx) => {
    const content = await contentOf({ ...deps, db: tx }, p, c, input);
    const fromUser = sender === 'user';
    const row = await tx.one<{ msgId: number; sentAt: Date | string }>(
      `/* chat.send */ WITH m AS (
         INSERT INTO chat_message (conversation_id, sender_type, sender_id, client_msg_id, msg_type, content)
         SELECT $1, $2, $3, $4, $5, $6::jsonb
          WHERE $7::bigint IS NULL OR EXISTS (SELECT 1 FROM shop WHERE shop_id = $7 AND shop_status = ${SHOP_STATUS.open})
         ON CONFLICT (sender_type, sender_id, client_msg_id) DO NOTHING
         RETURNING msg_id, created_at
       ), c AS (
         UPDATE chat_conversation
            SET last_msg_id = GREATEST(COALESCE(last_msg_id, 0), m.msg_id),
                last_msg_at = GREATEST(COALESCE(last_msg_at, m.created_at), m.created_at),
                user_unread = user_unread + $8::int,
                peer_unread = peer_unread + $9::int
           FROM m WHERE conversation_id = $1
       )
       SELECT msg_id AS "msgId", created_at AS "sentAt" FROM m`,
      [
        c.conversationId,
        sender,
        senderId,
        input.clientMsgId,
        input.msgType,
        JSON.stringify(content),
        c.shopId,
        fromUser ? 0 : 1,
        fromUser ? 1 : 0,
      ],
    );
    if (!row) {
      const before = await existing();
      if (before) return duplicateOf(before);
      const shop = await tx.one<{ status: number }>(`SELECT shop_status AS status FROM shop WHERE shop_id = $1`, [c.shopId]);
      throw storeOffline(c.shopId!, shop?.status ?? SHOP_STATUS.offline);
    }
    const message = messageView({
      msgId: row.msgId,
      conversationId: c.conversationId,
      clientMsgId: input.clientMsgId,
      sender,
      msgType: input.msgType,
      content,
      sentAt: row.sentAt,
    });
    await deps.transport.publish({ t: 'message', userId: c.userId, shopId: c.shopId, message });
    return {
      ack: { clientMsgId: input.clientMsgId, msgId: row.msgId, conversationId: c.conversationId, sentAt: message.sentAt, duplicate: false },
      message,
    };
  });
}

/** Older messages of the party's conversation, oldest first. */
export async function history(db: Db, p: Party, q: { conversationId: number; before?: number; size: number }) {
  await conversationOf(db, p, q.conversationId);
  const rows = await db.query<MessageRow>(
    `/* chat.history */ SELECT ${MESSAGE_COLUMNS} FROM chat_message m
      WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.msg_id < $2)
      ORDER BY m.msg_id DESC LIMIT $3`,
    [q.conversationId, q.before ?? null, q.size + 1],
  );
  const hasMore = rows.length > q.size;
  return { records: rows.slice(0, q.size).reverse().map(messageView), hasMore };
}

/** The conversations of a party as SQL: which rows, and which side's marks are the reader's. */
function scopeOf(p: Party): { where: string; params: unknown[]; mine: 'user' | 'peer'; theirs: 'user' | 'peer' } {
  if (p.kind === 'user') return { where: 'c.user_id = $1', params: [p.userId], mine: 'user', theirs: 'peer' };
  if (p.kind === 'shop') return { where: `c.kind = 'shop' AND c.shop_id = $1`, params: [p.shopId], mine: 'peer', theirs: 'user' };
  return { where: `c.kind = 'service' AND $1::text IS NOT NULL`, params: ['service'], mine: 'peer', theirs: 'user' };
}

/**
 * Messages after `since` in the party's conversations (a reconnect resumes from its last message
 * id), oldest first, at most `limit`. Message ids are handed out before commit, so one committed a
 * moment after a larger id could be missed by `id > since` alone: messages of the 10 seconds
 * before `since` come again (the client drops what it has).
 */
export async function messagesSince(
  db: Db,
  p: Party,
  since: number,
  limit: number,
): Promise<{ messages: ChatMessageView[]; more: boolean }> {
  const s = scopeOf(p);
  const n = s.params.length;
  const rows = await db.query<MessageRow>(
    `/* chat.resume */ SELECT ${MESSAGE_COLUMNS} FROM chat_message m JOIN chat_conversation c ON c.conversation_id = m.conversation_id
      WHERE ${s.where}
        AND (m.msg_id > $${n + 1}
             OR m.created_at >= (SELECT created_at - interval '10 seconds' FROM chat_message WHERE msg_id = $${n + 1}))
      ORDER BY m.msg_id LIMIT $${n + 2}`,
    [...s.params, since, limit + 1],
  );
  return { messages: rows.slice(0, limit).map(messageView), more: rows.length > limit };
}

// --- conversations and unread ---------------------------------------------------------------------

interface ConversationRow {
  conversationId: number;
  kind: 'shop' | 'service';
  shopId: number | null;
  shopNameEn: string | null;
  shopNameZh: string | null;
  logo: string | null;
  shopStatus: number | null;
  userId: string;
  nickName: string | null;
  pic: string | null;
  online: boolean | null;
  unread: number;
  readUpTo: number;
  peerReadUpTo: number;
  updatedAt: Date | string | null;
  lastMsgId: number | null;
}

function conversationView(r: ConversationRow, last: ChatMessageView | null, locale: Locale, withOnline: boolean): ChatConversation {
  return {
    conversationId: r.conversationId,
    kind: r.kind,
    shop:
      r.shopId === null
        ? null
        : {
            shopId: r.shopId,
            shopName: (locale === 'zh_CN' ? r.shopNameZh : r.shopNameEn) ?? '',
            logo: r.logo,
            status: r.shopStatus ?? SHOP_STATUS.offline,
            statusKey: shopStatusKey(r.shopStatus ?? SHOP_STATUS.offline),
          },
    user: { userId: r.userId, nickName: r.nickName ?? '', pic: r.pic },
    online: withOnline ? Boolean(r.online) : null,
    lastMessage: last,
    unread: r.unread,
    readUpTo: r.readUpTo,
    peerReadUpTo: r.peerReadUpTo,
    updatedAt: r.updatedAt === null ? null : iso(r.updatedAt),
  };
}

const conversationSelect = (mine: 'user' | 'peer', theirs: 'user' | 'peer') => `
  SELECT c.conversation_id AS "conversationId", c.kind, c.shop_id AS "shopId",
         s.shop_name_en AS "shopNameEn", s.shop_name_zh AS "shopNameZh", s.logo, s.shop_status AS "shopStatus",
         c.user_id AS "userId", u.nick_name AS "nickName", u.pic,
         pr.online, c.${mine}_unread AS unread, c.${mine}_read_upto AS "readUpTo", c.${theirs}_read_upto AS "peerReadUpTo",
         COALESCE(c.last_msg_at, c.created_at) AS "updatedAt", c.last_msg_id AS "lastMsgId"
    FROM chat_conversation c
    LEFT JOIN shop s ON s.shop_id = c.shop_id
    LEFT JOIN app_user u ON u.user_id = c.user_id
    LEFT JOIN chat_presence pr ON pr.party = CASE WHEN c.kind = 'shop' THEN 'shop:' || c.shop_id ELSE 'service' END`;

async function withLastMessages(db: Db, rows: ConversationRow[], locale: Locale, withOnline: boolean): Promise<ChatConversation[]> {
  const ids = rows.map((r) => r.lastMsgId).filter((id): id is number => id !== null);
  const last = ids.length
    ? await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_message m WHERE m.msg_id IN (SELECT (jsonb_array_elements_text($1::jsonb))::bigint)`,
        [JSON.stringify(ids)],
      )
    : [];
  const byId = new Map(last.map((m) => [m.msgId, messageView(m)]));
  return rows.map((r) => conversationView(r, r.lastMsgId === null ? null : (byId.get(r.lastMsgId) ?? null), locale, withOnline));
}

/**
 * The party's conversations, latest message first. The buyer sees conversations they opened
 * before the first message too; the shop and customer service only those with messages.
 */
export async function listConversations(db: Db, p: Party, locale: Locale, current: number, size: number) {
  const s = scopeOf(p);
  const n = s.params.length;
  const withMessages = p.kind === 'user' ? '' : ' AND c.last_msg_id IS NOT NULL';
  const [rows, count] = await Promise.all([
    db.query<ConversationRow>(
      `/* chat.conversations */ ${conversationSelect(s.mine, s.theirs)}
        WHERE ${s.where}${withMessages}
        ORDER BY c.last_msg_id DESC NULLS FIRST, c.conversation_id DESC
        LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...s.params, size, (current - 1) * size],
    ),
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_conversation c WHERE ${s.where}${withMessages}`, s.params),
  ]);
  const total = count?.n ?? 0;
  return {
    records: await withLastMessages(db, rows, locale, p.kind === 'user'),
    total,
    pages: Math.ceil(total / size),
    current,
    size,
  };
}

/** One of the party's conversations as the list shows it. */
export async function oneConversation(db: Db, p: Party, conversationId: number, locale: Locale): Promise<ChatConversation> {
  const s = scopeOf(p);
  const row = await db.one<ConversationRow>(
    `${conversationSelect(s.mine, s.theirs)} WHERE ${s.where} AND c.conversation_id = $${s.params.length + 1}`,
    [...s.params, conversationId],
  );
  if (!row) throw conversationNotFound();
  return (await withLastMessages(db, [row], locale, p.kind === 'user'))[0];
}

export async function unreadOf(db: Db, p: Party): Promise<ChatUnread> {
  const s = scopeOf(p);
  const rows = await db.query<{ conversationId: number; shopId: number | null; unread: number }>(
    `/* chat.unread */ SELECT c.conversation_id AS "conversationId", c.shop_id AS "shopId", c.${s.mine}_unread AS unread
       FROM chat_conversation c WHERE ${s.where} AND c.${s.mine}_unread > 0`,
    s.params,
  );
  return { total: rows.reduce((sum, r) => sum + r.unread, 0), conversations: rows };
}

/**
 * The reader has read the other party's messages up to upToMsgId: the mark moves forward only,
 * the unread count is recounted under the conversation's row lock (a message arriving meanwhile
 * waits for it), both parties hear of it.
 */
export async function markRead(deps: ChatDeps, p: Party, conversationId: number, upToMsgId: number, known?: Map<number, ConversationRef>) {
  const c = known?.get(conversationId) ?? (await conversationOf(deps.db, p, conversationId));
  if (!belongs(p, c)) throw conversationNotFound();
  const s = scopeOf(p);
  const reader = senderOf(p);
  const result = await deps.db.tx(async (tx) => {
    const row = await tx.one<{ upTo: number; unread: number }>(
      `/* chat.read */ UPDATE chat_conversation
          SET ${s.mine}_read_upto = GREATEST(${s.mine}_read_upto, LEAST($2::bigint, COALESCE(last_msg_id, 0))),
              ${s.mine}_unread = (SELECT count(*) FROM chat_message m
                                   WHERE m.conversation_id = $1 AND m.sender_type <> $3
                                     AND m.msg_id > GREATEST(${s.mine}_read_upto, LEAST($2::bigint, COALESCE(last_msg_id, 0))))
        WHERE conversation_id = $1
        RETURNING ${s.mine}_read_upto AS "upTo", ${s.mine}_unread AS unread`,
      [conversationId, upToMsgId, reader],
    );
    await deps.transport.publish({
      t: 'read',
      userId: c.userId,
      shopId: c.shopId,
      conversationId,
      reader,
      upToMsgId: row!.upTo,
      unread: row!.unread,
    });
    return row!;
  });
  const total = await unreadOf(deps.db, p);
  return { conversationId, unread: result.unread, total: total.total };
}
