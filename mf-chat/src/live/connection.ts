import { CHAT_CLOSE, CHAT_HEARTBEAT_MS, currentLocale, getConfig, type Locale } from '@mall/shared';
import type { ChatAck, ChatClientFrame, ChatSendFrame, ChatServerFrame } from '@mall/shared/contracts';

/**
 * One chat socket per page (docs/chat.md), shared by the header badge, the launcher and the chat
 * pages. It authenticates with the buyer's token, reconnects with exponential backoff and full
 * jitter after a loss, resumes from the last message id it knows, resends unacknowledged messages
 * with their clientMsgId (the server stores each once) and answers heartbeats.
 */
export type ChatStatus =
  /** Not started (signed out). */
  | 'idle'
  | 'connecting'
  | 'connected'
  /** Lost: trying again (attempt, next try at). */
  | 'reconnecting'
  /** Gave up or refused as broken: the page must be refreshed. */
  | 'broken'
  /** A newer session of the account opened the chat: logged in elsewhere. */
  | 'replaced'
  /** The account holds the most chat sockets it may (one per open page): close a page, then refresh. */
  | 'tooMany'
  /** The token is not (or no longer) good: log in again. */
  | 'unauthorized';

export interface ConnectionState {
  status: ChatStatus;
  attempt: number;
  /** When the next attempt starts (ms since epoch), while reconnecting. */
  retryAt: number | null;
}

/** Backoff: 0.5 s doubling up to 30 s, a random share of it (full jitter); broken after this many failures in a row. */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 30_000;
export const MAX_ATTEMPTS = 10;
export const backoffDelay = (attempt: number, random = Math.random) =>
  Math.round(random() * Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt));

/** Close codes after which trying again cannot help. */
const FINAL: Record<number, ChatStatus> = {
  [CHAT_CLOSE.replaced]: 'replaced',
  [CHAT_CLOSE.unauthorized]: 'unauthorized',
  [CHAT_CLOSE.malformed]: 'broken',
  [CHAT_CLOSE.flooding]: 'broken',
  [CHAT_CLOSE.tooBig]: 'broken',
  [CHAT_CLOSE.tooManySockets]: 'tooMany',
};

interface Pending {
  frame: ChatSendFrame;
  resolve: (ack: ChatAck) => void;
  reject: (err: ChatRefusal) => void;
}

/** A message the server refused (the socket stays open): its code and words. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ChatRefusal';
  }
}

export interface ConnectionOptions {
  /** The buyer's current token ('' when signed out). */
  token: () => string;
  url?: () => string;
  locale?: () => Locale;
  createSocket?: (url: string) => WebSocket;
  now?: () => number;
}

/** ws(s)://host/api/chat/ws from the API base (relative or absolute). */
export function socketUrl(apiBase = getConfig().apiBase, origin = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(apiBase.replace(/\/+$/, '') + '/chat/ws', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export class ChatConnection {
  state: ConnectionState = { status: 'idle', attempt: 0, retryAt: null };
  /** The largest message id this page has (resume point). */
  lastMsgId = 0;
  private ws: WebSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setInterval> | null = null;
  private heardAt = 0;
  private heartbeatMs = CHAT_HEARTBEAT_MS;
  private readonly pending = new Map<string, Pending>();
  /** The conversation this page holds: told again after every reconnect. */
  private held: number | null = null;
  /** The server accepted this page once: later connections are reconnects (they take no seat over). */
  private connectedOnce = false;
  private readonly frameListeners = new Set<(f: ChatServerFrame) => void>();
  private readonly stateListeners = new Set<(s: ConnectionState) => void>();

  constructor(private readonly opts: ConnectionOptions) {}

  onFrame(fn: (f: ChatServerFrame) => void): () => void {
    this.frameListeners.add(fn);
    return () => this.frameListeners.delete(fn);
  }

  onState(fn: (s: ConnectionState) => void): () => void {
    this.stateListeners.add(fn);
    return () => this.stateListeners.delete(fn);
  }

  /** Connects if signed in and not connected already. */
  start(): void {
    if (!this.opts.token()) return;
    if (this.ws || this.retryTimer || ['replaced', 'unauthorized', 'broken', 'tooMany'].includes(this.state.status)) return;
    this.connect();
  }

  /** Signed out or leaving: closes without trying again. */
  stop(): void {
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000, 'bye');
    this.setState({ status: 'idle', attempt: 0, retryAt: null });
  }

  /** The network is back, or the buyer asked: try now instead of waiting for the timer. */
  retryNow(): void {
    if (this.state.status !== 'reconnecting' && this.state.status !== 'broken') return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.state.status === 'broken') this.state = { ...this.state, attempt: 0 };
    this.connect();
  }

  /** Notes message ids the page loaded over REST, so a resume starts after them. */
  noteMessageId(msgId: number): void {
    if (msgId > this.lastMsgId) this.lastMsgId = msgId;
  }

  /**
   * Sends a message: resolves with its ack once stored, rejects with a ChatRefusal. While the
   * socket is down it waits and goes out (with the same clientMsgId) after the reconnect.
   */
  sendMessage(frame: Omit<ChatSendFrame, 'type'>): Promise<ChatAck> {
    const full = { ...frame, type: 'send' } as ChatSendFrame;
    return new Promise((resolve, reject) => {
      this.pending.set(full.clientMsgId, { frame: full, resolve, reject });
      if (this.state.status === 'connected') this.raw(full);
    });
  }

  /** Frames that only matter now (typing) or are repeated after a reconnect (read, open). */
  /** Writes a frame on the open socket; false when there is none (the caller may go over HTTP instead). */
  send(frame: Exclude<ChatClientFrame, { type: 'send' | 'auth' | 'pong' }>): boolean {
    if (frame.type === 'open') this.held = frame.conversationId;
    return this.state.status === 'connected' && this.raw(frame);
  }

  /** This page lets go of its conversation (navigated away). */
  release(conversationId: number): void {
    if (this.held === conversationId) this.held = null;
  }

  private raw(frame: ChatClientFrame): boolean {
    if (this.ws?.readyState !== 1) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  private setState(next: ConnectionState): void {
    this.state = next;
    this.stateListeners.forEach((fn) => fn(next));
  }

  private connect(): void {
    this.clearTimers();
    const token = this.opts.token();
    if (!token) return this.setState({ status: 'idle', attempt: 0, retryAt: null });
    const reconnecting = this.state.attempt > 0 || this.state.status === 'reconnecting';
    this.setState({ status: reconnecting ? 'reconnecting' : 'connecting', attempt: this.state.attempt, retryAt: null });
    let ws: WebSocket;
    try {
      ws = (this.opts.createSocket ?? ((u) => new WebSocket(u)))(this.opts.url?.() ?? socketUrl());
    } catch {
      return this.lost(1006);
    }
    this.ws = ws;
    ws.onopen = () => {
      this.heardAt = this.now();
      const locale = (this.opts.locale ?? currentLocale)();
      // The page's first connection takes the account's chat from another session (the buyer
      // opened or refreshed it); a reconnect does not, so two pages never take turns by themselves.
      const takeOver = !this.connectedOnce;
      ws.send(
        JSON.stringify({
          type: 'auth',
          token,
          role: 'buyer',
          locale,
          ...(takeOver ? { takeOver } : {}),
          ...(this.lastMsgId ? { lastMsgId: this.lastMsgId } : {}),
        }),
      );
    };
    ws.onmessage = (e) => this.receive(ws, String(e.data));
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.lost(e.code);
    };
  }

  private receive(ws: WebSocket, data: string): void {
    if (this.ws !== ws) return;
    this.heardAt = this.now();
    let f: ChatServerFrame;
    try {
      f = JSON.parse(data) as ChatServerFrame;
    } catch {
      return;
    }
    switch (f.type) {
      case 'ping':
        this.raw({ type: 'pong' });
        return;
      case 'ready':
        this.connectedOnce = true;
        this.heartbeatMs = f.heartbeatMs;
        this.setState({ status: 'connected', attempt: 0, retryAt: null });
        this.startWatchdog();
        if (this.held !== null) this.raw({ type: 'open', conversationId: this.held });
        // What waited (or whose ack was lost) goes out again; the server keeps each once.
        for (const p of this.pending.values()) this.raw(p.frame);
        break;
      case 'ack': {
        this.noteMessageId(f.msgId);
        const p = this.pending.get(f.clientMsgId);
        this.pending.delete(f.clientMsgId);
        p?.resolve(f);
        break;
      }
      case 'error': {
        const p = f.ref ? this.pending.get(f.ref) : undefined;
        if (p && f.ref) {
          this.pending.delete(f.ref);
          p.reject(new ChatRefusal(f.code, f.msg, f.data));
        }
        break;
      }
      case 'message':
        this.noteMessageId(f.message.msgId);
        break;
      case 'synced':
        this.noteMessageId(f.lastMsgId);
        break;
      case 'expired':
        // Another page took the conversation: this page no longer holds it, so a reconnect must
        // not take it back (only "re-consult" does, with a new open).
        if (this.held === f.conversationId) this.held = null;
        break;
    }
    this.frameListeners.forEach((fn) => fn(f));
  }

  private lost(code: number): void {
    this.clearTimers();
    const final = FINAL[code];
    if (final) {
      // Nothing waiting can go out any more on this page.
      for (const [id, p] of this.pending) {
        this.pending.delete(id);
        p.reject(new ChatRefusal('closed', final));
      }
      return this.setState({ status: final, attempt: 0, retryAt: null });
    }
    if (!this.opts.token()) return this.setState({ status: 'idle', attempt: 0, retryAt: null });
    const attempt = this.state.attempt + 1;
    if (attempt > MAX_ATTEMPTS) return this.setState({ status: 'broken', attempt, retryAt: null });
    const delay = backoffDelay(attempt - 1);
    this.setState({ status: 'reconnecting', attempt, retryAt: this.now() + delay });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  /** A server that went silent (no ping for 2.5 heartbeats) is gone even if the socket looks open. */
  private startWatchdog(): void {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = setInterval(
      () => {
        if (this.now() - this.heardAt > this.heartbeatMs * 2.5) {
          const ws = this.ws;
          this.ws = null;
          ws?.close();
          this.lost(1006);
        }
      },
      Math.min(5000, this.heartbeatMs),
    );
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.watchdog) clearInterval(this.watchdog);
    this.retryTimer = null;
    this.watchdog = null;
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }
}
