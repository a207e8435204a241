import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { ChatClientFrame, ChatServerFrame } from '@mall/shared/contracts';

type Frame = ChatServerFrame;
type FrameOf<T extends Frame['type']> = Extract<Frame, { type: T }>;

/**
 * A chat socket as a browser tab or the merchant's console holds it, for API tests: every frame
 * it hears is kept; tests wait for the frame they expect.
 */
export class ChatClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as Frame;
      if (f.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      this.frames.push(f);
      this.waiters = this.waiters.filter((w) => !(w.match(f) && (w.resolve(f), true)));
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async connect(base: string): Promise<ChatClient> {
    const ws = new WebSocket(base.replace(/^http/, 'ws') + '/api/chat/ws');
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new ChatClient(ws);
  }

  /** Connects and authenticates; answers the client once the server said ready. */
  static async open(base: string, token: string, opts: { role?: 'buyer' | 'merchant'; lastMsgId?: number } = {}): Promise<ChatClient> {
    const c = await ChatClient.connect(base);
    c.send({ type: 'auth', token, role: opts.role ?? 'buyer', lastMsgId: opts.lastMsgId });
    const first = await Promise.race([c.next('ready'), c.closed.then((x) => x)]);
    if (!('type' in first)) throw new Error(`chat socket closed: ${first.code} ${first.reason}`);
    return c;
  }

  send(frame: ChatClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  raw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** The next frame of this type (and matching `where`) from now on, or one already heard when `seen` is set. */
  next<T extends Frame['type']>(
    type: T,
    where: (f: FrameOf<T>) => boolean = () => true,
    timeoutMs = 10_000,
    seen = false,
  ): Promise<FrameOf<T>> {
    const match = (f: Frame): boolean => f.type === type && where(f as FrameOf<T>);
    if (seen) {
      const found = this.frames.find(match);
      if (found) return Promise.resolve(found as FrameOf<T>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} frame within ${timeoutMs} ms; heard: ${JSON.stringify(this.frames.slice(-5))}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f as FrameOf<T>);
        },
      });
    });
  }

  /** Sends a text and answers its ack (or the refusal). */
  async say(text: string, target: { conversationId?: number; toShopId?: number; toService?: true }, clientMsgId = newId()) {
    return this.sendAndWait({ type: 'send', clientMsgId, msgType: 'text', content: { text }, ...target });
  }

  /** Sends a send frame and answers the ack or the error that refers to it. */
  async sendAndWait(frame: Record<string, unknown> & { clientMsgId: string }): Promise<FrameOf<'ack'> | FrameOf<'error'>> {
    const answer = Promise.race([
      this.next('ack', (f) => f.clientMsgId === frame.clientMsgId),
      this.next('error', (f) => f.ref === frame.clientMsgId),
    ]);
    this.send(frame);
    return answer;
  }

  messages(): FrameOf<'message'>['message'][] {
    return this.frames.filter((f): f is FrameOf<'message'> => f.type === 'message').map((f) => f.message);
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.ws.close();
  }
}

export const newId = () => randomUUID().replace(/-/g, '');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
