import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  CHAT_AUTH_TIMEOUT_MS,
  CHAT_CLOSE,
  CHAT_HEARTBEAT_MS,
  CHAT_RATE_BURST,
  CHAT_RATE_PER_SECOND,
  LOCALE_COOKIE,
  RESPONSE_CODES,
  type Locale,
} from '@mall/shared';
import {
  CHAT_MSG_TYPES,
  chatAuthFrame,
  chatClientFrames,
  chatOpenFrame,
  chatReadFrame,
  chatSendFrame,
  chatTypingFrame,
  clientMsgIdField,
  type ChatServerFrame,
} from '@mall/shared/contracts';
import type { Db } from '../../db';
import { inputError, findUnsafeInput } from '../../http/input-guard';
import { ModuleError, translate } from '../../http/messages';
import { resolveAccessToken } from '../accounts';
import {
  conversationOf,
  markRead,
  messagesSince,
  sendMessage,
  senderOf,
  type ChatDeps,
  type ConversationRef,
  type Party,
} from './chat-service';
import { shopRoom, userRoom, type ChatHub, type HubSocket } from './hub';
import { leaveSocketPlace, takeSocketPlace } from './limits';
import { takeSeat, type Subject } from './presence';

/** A send frame's envelope: anything short of this is a broken client (4400), not a message to word. */
const sendShape = z.object({
  clientMsgId: clientMsgIdField,
  msgType: z.enum(CHAT_MSG_TYPES),
  content: z.record(z.string(), z.unknown()),
});
/** Messages resent after a reconnect, at most; beyond, the client reloads its lists. */
const RESUME_LIMIT = 200;
/** A client that does not read what it is sent holds the server's memory: dropped beyond this. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

class Malformed extends Error {}

/**
 * One chat socket (docs/chat.md): the first frame authenticates; then send/read/typing/open
 * frames are handled one after another, each answered or refused on the socket; malformed frames
 * close it with a reason code (CHAT_CLOSE). The hub delivers what other sockets cause.
 */
export class ChatConnection implements HubSocket {
  readonly id = randomUUID();
  subject!: Subject;
  sessionId = '';
  room = '';
  open: HubSocket['open'] = null;
  lastHeard = Date.now();
  lastPing = Date.now();
  private party: Party | null = null;
  private state: 'auth' | 'ready' | 'closed' = 'auth';
  private locale: Locale;
  private tokens = CHAT_RATE_BURST;
  private refilledAt = Date.now();
  private chain: Promise<void> = Promise.resolve();
  /** Frames after the auth frame wait for it in the chain; frames before it close the socket. */
  private authSent = false;
  /** The socket holds one of its account's places (limits.ts) until it closes. */
  private counted = false;
  private readonly known = new Map<number, ConversationRef>();
  private readonly authTimer: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    request: FastifyRequest,
    private readonly deps: ChatDeps,
    private readonly hub: ChatHub,
    private readonly log: (message: string, err?: unknown) => void,
  ) {
    this.locale = request.cookies?.[LOCALE_COOKIE] === 'zh_CN' ? 'zh_CN' : 'en';
    this.authTimer = setTimeout(() => this.close(CHAT_CLOSE.unauthorized, 'no auth frame'), CHAT_AUTH_TIMEOUT_MS);
    this.authTimer.unref();
    ws.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    ws.on('close', () => this.closed());
  }

  send(frame: string): void {
    if (this.state === 'closed' || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) return this.close(1008, 'not reading');
    this.ws.send(frame);
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.closed();
    this.ws.close(code, reason);
  }

  private isClosed(): boolean {
    return this.state === 'closed';
  }

  private closed(): void {
    const counted = this.counted;
    this.counted = false;
    this.state = 'closed';
    clearTimeout(this.authTimer);
    this.hub.remove(this);
    if (counted) leaveSocketPlace(this.deps.db, this.id).catch((err: unknown) => this.log('chat: a socket place was not given back', err));
  }

  private frame(f: ChatServerFrame): void {
    this.send(JSON.stringify(f));
  }

  /** Token bucket: CHAT_RATE_PER_SECOND with bursts of CHAT_RATE_BURST. Far in debt means flooding. */
  private take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(CHAT_RATE_BURST, this.tokens + ((now - this.refilledAt) / 1000) * CHAT_RATE_PER_SECOND);
    this.refilledAt = now;
    this.tokens -= 1;
    if (this.tokens < -2 * CHAT_RATE_BURST) this.close(CHAT_CLOSE.flooding, 'flooding');
    return this.tokens >= 0;
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.state === 'closed') return;
    this.lastHeard = Date.now();
    if (isBinary) return this.close(CHAT_CLOSE.malformed, 'binary frames are not accepted');
    let f: unknown;
    try {
      f = JSON.parse(data.toString('utf8'));
    } catch {
      return this.close(CHAT_CLOSE.malformed, 'frame is not JSON');
    }
    const type = typeof f === 'object' && f !== null && !Array.isArray(f) ? (f as { type?: unknown }).type : undefined;
    if (typeof type !== 'string') return this.close(CHAT_CLOSE.malformed, 'frame without a type');
    if (!Object.hasOwn(chatClientFrames, type)) return this.close(CHAT_CLOSE.malformed, `unknown frame type: ${type.slice(0, 40)}`);
    if (type === 'auth') this.authSent = true;
    else if (!this.authSent) return this.close(CHAT_CLOSE.unauthorized, 'authenticate first');
    if (type === 'pong') return;
    if (type !== 'auth' && !this.take()) {
      if (this.isClosed()) return;
      const ref = (f as { clientMsgId?: unknown }).clientMsgId;
      if (type !== 'typing') this.refuse(new ModuleError('chat', 'tooManyMessages', { code: RESPONSE_CODES.TOO_MANY_REQUESTS }), ref);
      return;
    }
    const frame = f as Record<string, unknown>;
    this.chain = this.chain
      .then(() => this.handle(type, frame))
      .catch((err: unknown) => {
        if (err instanceof Malformed) return this.close(CHAT_CLOSE.malformed, err.message);
        this.refuse(err, frame.clientMsgId);
      });
  }

  /** A refusal on the socket (it stays open): the code of spec section 8 and the message in the socket's language. */
  private refuse(err: unknown, ref: unknown): void {
    const r = typeof ref === 'string' ? ref.slice(0, 64) : undefined;
    if (err instanceof ModuleError) {
      return this.frame({ type: 'error', code: err.code, msg: err.messageFor(this.locale), ref: r, data: err.data ?? undefined });
    }
    this.log('chat: a frame failed', err);
    this.frame({ type: 'error', code: RESPONSE_CODES.EXCEPTION, msg: translate('code.exception', this.locale), ref: r });
  }

  private async handle(type: string, f: Record<string, unknown>): Promise<void> {
    if (this.state === 'closed') return;
    if (type === 'auth') return this.auth(f);
    if (this.state !== 'ready' || !this.party) return this.close(CHAT_CLOSE.unauthorized, 'authenticate first');
    // The session may have just ended (a change notice arrived): nothing is taken from it until that is known.
    await this.hub.sessionSettled(this);
    if (this.isClosed()) return;
    const p = this.party;
    switch (type) {
      case 'send': {
        if (!sendShape.safeParse(f).success) throw new Malformed('send frame needs clientMsgId, msgType and content');
        const parsed = chatSendFrame.safeParse(f);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new ModuleError('common', (issue?.message ?? 'validation.invalid') as never, {
            code: RESPONSE_CODES.INVALID_ARGUMENT,
            data: { field: issue?.path.join('.') ?? '' },
          });
        }
        const unsafe = findUnsafeInput(parsed.data, '');
        if (unsafe) throw inputError(unsafe);
        const { type: _type, ...input } = parsed.data;
        const sent = await sendMessage(this.deps, p, input, { known: this.known });
        this.frame({ type: 'ack', ...sent.ack });
        return;
      }
      case 'read': {
        const r = strict(chatReadFrame, f);
        await markRead(this.deps, p, r.conversationId, r.upToMsgId, this.known);
        return;
      }
      case 'typing': {
        const c = await this.conversation(strict(chatTypingFrame, f).conversationId);
        await this.deps.transport.publish({
          t: 'typing',
          userId: c.userId,
          shopId: c.shopId,
          conversationId: c.conversationId,
          from: senderOf(p),
        });
        return;
      }
      case 'open': {
        const c = await this.conversation(strict(chatOpenFrame, f).conversationId);
        this.open = { conversationId: c.conversationId, shopId: c.shopId };
        await this.deps.transport.publish({ t: 'open', subject: this.subject, conversationId: c.conversationId, socket: this.id });
        return;
      }
    }
  }

  private async conversation(conversationId: number): Promise<ConversationRef> {
    const cached = this.known.get(conversationId);
    if (cached) return cached;
    const c = await conversationOf(this.deps.db, this.party!, conversationId);
    this.known.set(conversationId, c);
    return c;
  }

  private async auth(f: Record<string, unknown>): Promise<void> {
    if (this.state !== 'auth') throw new Malformed('already authenticated');
    const parsed = chatAuthFrame.safeParse(f);
    if (!parsed.success) return this.close(CHAT_CLOSE.unauthorized, 'auth frame needs a token');
    const a = parsed.data;
    if (a.locale) this.locale = a.locale;
    const db: Db = this.deps.db;
    const noticesBefore = this.hub.sessionNoticeCount;
    const session = await resolveAccessToken(db, a.token, a.role === 'merchant' ? 'merchant' : 'user');
    if (!session) return this.close(CHAT_CLOSE.unauthorized, 'invalid or expired token');
    if (a.role === 'merchant') {
      const row = await db.one<{ shopId: number | null }>(`SELECT shop_id AS "shopId" FROM merchant_account WHERE id::text = $1`, [
        session.subjectId,
      ]);
      if (row?.shopId == null) return this.close(CHAT_CLOSE.unauthorized, 'this merchant account has no shop');
      this.party = { kind: 'shop', shopId: Number(row.shopId), merchantId: session.subjectId };
      this.subject = `merchant:${session.subjectId}`;
      this.room = shopRoom(Number(row.shopId));
    } else {
      this.party = { kind: 'user', userId: session.subjectId };
      this.subject = `user:${session.subjectId}`;
      this.room = userRoom(session.subjectId);
    }
    this.sessionId = session.sessionId;
    if (this.state !== 'auth') return;
    if (!(await takeSeat(db, this.subject, this.sessionId, a.takeOver))) return this.close(CHAT_CLOSE.replaced, 'logged in elsewhere');
    // Older sessions of this account, in every process, end now.
    await this.deps.transport.publish({ t: 'kick', subject: this.subject, keepSession: this.sessionId });
    if (this.state !== 'auth') return;
    // One account's sockets are capped over every process (a page holds one; many tabs, not a flood).
    if (!(await takeSocketPlace(db, { id: this.id, subject: this.subject, sessionId: this.sessionId })))
      return this.close(CHAT_CLOSE.tooManySockets, 'too many chat sockets for this account');
    // Closed while the place was being taken: give it back at once.
    if (this.state !== 'auth') return leaveSocketPlace(db, this.id);
    this.counted = true;
    clearTimeout(this.authTimer);
    this.state = 'ready';
    this.hub.add(this);
    this.hub.joinedDuring(this, noticesBefore);
    const shopId = this.party.kind === 'shop' ? this.party.shopId : null;
    this.frame({
      type: 'ready',
      role: a.role,
      subjectId: session.subjectId,
      shopId,
      heartbeatMs: CHAT_HEARTBEAT_MS,
      serverTime: new Date().toISOString(),
    });
    if (a.lastMsgId !== undefined) {
      const { messages, more } = await messagesSince(db, this.party, a.lastMsgId, RESUME_LIMIT);
      for (const message of messages) this.frame({ type: 'message', message });
      this.frame({ type: 'synced', lastMsgId: messages.at(-1)?.msgId ?? a.lastMsgId, more });
    }
  }
}

/** A frame a client library builds (read, typing, open): wrong means a broken client. */
function strict<S extends z.ZodType>(schema: S, f: unknown): z.output<S> {
  const r = schema.safeParse(f);
  if (!r.success) throw new Malformed(`${(f as { type: string }).type} frame: ${r.error.issues[0]?.path.join('.') || 'invalid'}`);
  return r.data;
}

export function openChatSocket(
  ws: WebSocket,
  request: FastifyRequest,
  deps: ChatDeps,
  hub: ChatHub,
  log: (m: string, e?: unknown) => void,
) {
  return new ChatConnection(ws, request, deps, hub, log);
}
