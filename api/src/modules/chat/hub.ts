import { CHAT_CLOSE, CHAT_HEARTBEAT_MS } from '@mall/shared';
import type { ChatServerFrame } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { loadMessage } from './chat-service';
import { leaveAllSocketPlaces, SOCKET_TOUCH_MS, touchSocketPlaces } from './limits';
import { endedSessions, type Subject } from './presence';
import type { ChatEvent, ChatTransport } from './transport';

/** What the hub needs of one open socket (socket.ts). */
export interface HubSocket {
  readonly id: string;
  readonly subject: Subject;
  readonly sessionId: string;
  /** 'u:<userId>' (a buyer's sockets) or 's:<shopId>' (a shop's merchant sockets). */
  readonly room: string;
  /** The conversation this page holds (a consultation), and its shop (null: customer service). */
  open: { conversationId: number; shopId: number | null } | null;
  /** Milliseconds (Date.now()) of the last frame heard and the last ping sent. */
  lastHeard: number;
  lastPing: number;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

export const userRoom = (userId: string) => `u:${userId}`;
export const shopRoom = (shopId: number) => `s:${shopId}`;
const frame = (f: ChatServerFrame) => JSON.stringify(f);

/** How often the hub looks at its sockets (pings, silence) and at their sessions (signed out, replaced). */
const SWEEP_MS = 5_000;
const SESSION_CHECK_MS = 60_000;

/** Subscribes to the accounts whose sessions a committed change may have ended (null: any): accounts' followSessionEnds. */
export type SessionEnds = (handler: (subjects: string[] | null) => void) => Promise<() => Promise<void>>;

/**
 * The sockets of this process and the delivery of chat events to them. Every process subscribes
 * to the transport and delivers each event to its own sockets only, so N processes behind one
 * address reach every socket exactly once.
 */
export class ChatHub {
  private readonly rooms = new Map<string, Set<HubSocket>>();
  private readonly subjects = new Map<Subject, Set<HubSocket>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private unsubscribe: (() => Promise<void>) | null = null;
  private stopSessionEnds: (() => Promise<void>) | null = null;
  private stopMissed: (() => void) | null = null;
  private stopped = false;
  /** Sockets whose session is being checked again after a session change notice: their frames wait for it. */
  private readonly checking = new Map<HubSocket, Promise<void>>();
  /** Counts session change notices: a socket that authenticated across one is checked again. */
  private sessionNotices = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: ChatTransport,
    private readonly log: (message: string, err?: unknown) => void,
    private readonly sessionEnds?: SessionEnds,
    private readonly heartbeatMs = CHAT_HEARTBEAT_MS,
  ) {}

  get size(): number {
    let n = 0;
    for (const set of this.rooms.values()) n += set.size;
    return n;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.transport.subscribe((event) => this.deliver(event));
    // Cut off from the other processes for a while: events were lost, every page reloads what it shows.
    this.stopMissed = this.transport.onMissed(() => this.broadcast(frame({ type: 'synced', lastMsgId: 0, more: true })));
    // A session that ends (sign-out, password change, a refresh token's reuse, account closed) ends
    // its sockets in every process at once, not at the next periodic check.
    this.stopSessionEnds = (await this.sessionEnds?.((subjects) => this.sessionsChanged(subjects))) ?? null;
    const sweep = setInterval(() => this.sweep(), Math.min(SWEEP_MS, this.heartbeatMs));
    const sessions = setInterval(() => void this.checkSessions(), SESSION_CHECK_MS);
    // This process's sockets still count towards their accounts' caps (limits.ts).
    const places = setInterval(() => {
      if (this.size) touchSocketPlaces(this.db).catch((err: unknown) => this.log('chat: socket places not refreshed', err));
    }, SOCKET_TOUCH_MS);
    sweep.unref();
    sessions.unref();
    places.unref();
    this.timers.push(sweep, sessions, places);
  }

  /** The server is going down: every socket is told to come back (1012), nothing else is sent. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timers.forEach(clearInterval);
    this.stopMissed?.();
    await this.stopSessionEnds?.().catch(() => undefined);
    for (const set of this.rooms.values()) for (const s of set) s.close(CHAT_CLOSE.restart, 'server restarting');
    this.rooms.clear();
    this.subjects.clear();
    await leaveAllSocketPlaces(this.db).catch(() => undefined);
    await this.unsubscribe?.().catch(() => undefined);
  }

  add(s: HubSocket): void {
    if (this.stopped) return s.close(CHAT_CLOSE.restart, 'server restarting');
    add(this.rooms, s.room, s);
    add(this.subjects, s.subject, s);
  }

  remove(s: HubSocket): void {
    remove(this.rooms, s.room, s);
    remove(this.subjects, s.subject, s);
  }

  /** One event from any process (this one included) to this process's sockets. */
  deliver(e: ChatEvent): void {
    switch (e.t) {
      case 'message': {
        this.toParties(e.userId, e.shopId, frame({ type: 'message', message: e.message }));
        return;
      }
      case 'messageRef':
        // Too large for the notice: read it once for all this process's sockets.
        void loadMessage(this.db, e.msgId)
          .then((message) => message && this.toParties(e.userId, e.shopId, frame({ type: 'message', message })))
          .catch((err: unknown) => this.log('chat: a message could not be read for delivery', err));
        return;
      case 'read':
        this.toParties(
          e.userId,
          e.shopId,
          frame({ type: 'read', conversationId: e.conversationId, reader: e.reader, upToMsgId: e.upToMsgId, unread: e.unread }),
        );
        return;
      case 'typing': {
        // To the other party only; customer service has no sockets.
        const room = e.from === 'user' ? (e.shopId === null ? null : shopRoom(e.shopId)) : userRoom(e.userId);
        if (room) this.toRoom(room, frame({ type: 'typing', conversationId: e.conversationId, from: e.from }));
        return;
      }
      case 'open': {
        const f = frame({ type: 'expired', conversationId: e.conversationId });
        for (const s of this.subjects.get(e.subject as Subject) ?? []) {
          if (s.id === e.socket || s.open?.conversationId !== e.conversationId) continue;
          s.open = null;
          s.send(f);
        }
        return;
      }
      case 'kick':
        for (const s of [...(this.subjects.get(e.subject as Subject) ?? [])]) {
          if (s.sessionId !== e.keepSession) s.close(CHAT_CLOSE.replaced, 'logged in elsewhere');
        }
        return;
      case 'presence': {
        const f = frame({ type: 'presence', shopId: e.shopId, online: e.online });
        for (const set of this.rooms.values()) for (const s of set) if (s.open && s.open.shopId === e.shopId) s.send(f);
        return;
      }
    }
  }

  private toParties(userId: string, shopId: number | null, f: string): void {
    this.toRoom(userRoom(userId), f);
    if (shopId !== null) this.toRoom(shopRoom(shopId), f);
  }

  private toRoom(room: string, f: string): void {
    for (const s of this.rooms.get(room) ?? []) s.send(f);
  }

  private broadcast(f: string): void {
    for (const set of this.rooms.values()) for (const s of set) s.send(f);
  }

  /** Pings every heartbeat; a socket silent for 2.5 heartbeats is dead (a peer that vanished without a close). */
  private sweep(): void {
    const now = Date.now();
    for (const set of this.rooms.values()) {
      for (const s of [...set]) {
        if (now - s.lastHeard > this.heartbeatMs * 2.5) s.close(CHAT_CLOSE.heartbeat, 'heartbeat timeout');
        else if (now - s.lastPing >= this.heartbeatMs) {
          s.lastPing = now;
          s.send(frame({ type: 'ping', t: now }));
        }
      }
    }
  }

  /**
   * Sessions of these accounts (null: any) may have ended: their sockets are checked now, and
   * what they send meanwhile waits for the answer (socket.ts), so nothing is accepted from a
   * session that was signed out before its sign-out was answered.
   */
  sessionsChanged(subjects: string[] | null): void {
    this.sessionNotices++;
    const affected = subjects
      ? subjects.flatMap((s) => [...(this.subjects.get(s as Subject) ?? [])])
      : [...this.subjects.values()].flatMap((set) => [...set]);
    if (affected.length) this.recheck(affected);
  }

  private recheck(sockets: HubSocket[]): void {
    const check = this.checkSessions(sockets);
    for (const s of sockets) this.checking.set(s, check);
    void check.finally(() => {
      for (const s of sockets) if (this.checking.get(s) === check) this.checking.delete(s);
    });
  }

  /** Resolves once a pending check of this socket's session is done (at once when there is none). */
  sessionSettled(s: HubSocket): Promise<void> {
    return this.checking.get(s) ?? Promise.resolve();
  }

  /** The count of session change notices so far (a socket compares it across its authentication). */
  get sessionNoticeCount(): number {
    return this.sessionNotices;
  }

  /** A socket that authenticated while a session change notice arrived is checked again, as if it had been there. */
  joinedDuring(s: HubSocket, noticesBefore: number): void {
    if (this.sessionNotices !== noticesBefore) this.recheck([s]);
  }

  /** Sockets of signed-out sessions close; so do those of a session a newer one replaced while this process missed the notice. */
  async checkSessions(sockets?: HubSocket[]): Promise<void> {
    const all = sockets ?? [...this.subjects.values()].flatMap((set) => [...set]);
    if (!all.length) return;
    try {
      const ended = await endedSessions(this.db, [
        ...new Map(all.map((s) => [s.sessionId, { subject: s.subject, sessionId: s.sessionId }])).values(),
      ]);
      for (const s of all) {
        const why = ended.get(s.sessionId);
        if (why === 'replaced') s.close(CHAT_CLOSE.replaced, 'logged in elsewhere');
        else if (why === 'signedOut') s.close(CHAT_CLOSE.unauthorized, 'signed out');
      }
    } catch (err) {
      if (!this.stopped) this.log('chat: session check failed', err);
    }
  }
}

function add<K>(map: Map<K, Set<HubSocket>>, key: K, s: HubSocket): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(s);
}

function remove<K>(map: Map<K, Set<HubSocket>>, key: K, s: HubSocket): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(s);
  if (!set.size) map.delete(key);
}
