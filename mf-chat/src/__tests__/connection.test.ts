import { CHAT_CLOSE } from '@mall/shared';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, ChatConnection, backoffDelay } from '../live/connection';

/** A socket the test drives: it records what the page sent and lets the test answer or close. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  hear(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const ready = { type: 'ready', role: 'buyer', subjectId: 'u1', shopId: null, heartbeatMs: 25_000, serverTime: new Date().toISOString() };

function connection() {
  FakeSocket.all = [];
  const c = new ChatConnection({
    token: () => 'token-1',
    url: () => 'ws://shop.test/api/chat/ws',
    locale: () => 'en',
    createSocket: (u) => new FakeSocket(u) as unknown as WebSocket,
  });
  c.start();
  return c;
}

afterEach(() => vi.useRealTimers());

describe('the chat connection', () => {
  it('backs off exponentially with full jitter, capped', () => {
    expect(backoffDelay(0, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 1)).toBe(BACKOFF_BASE_MS * 8);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(3, () => 0.25)).toBe(BACKOFF_BASE_MS * 2);
    expect(backoffDelay(3, () => 0)).toBe(0);
  });

  it('authenticates first, reconnects after a loss and resumes from the last message id; what waited goes out again with its clientMsgId', async () => {
    vi.useFakeTimers();
    const c = connection();
    const first = FakeSocket.all[0];
    first.open();
    // The page's first connection takes the account's chat over (a page opened or refreshed by the buyer).
    expect(first.sent[0]).toEqual({ type: 'auth', token: 'token-1', role: 'buyer', locale: 'en', takeOver: true });
    first.hear(ready);
    expect(c.state.status).toBe('connected');
    first.hear({
      type: 'message',
      message: { msgId: 41, conversationId: 7, sender: 'shop', msgType: 'text', content: { text: 'hi' }, clientMsgId: 'x', sentAt: '' },
    });

    first.drop(1006);
    expect(c.state).toMatchObject({ status: 'reconnecting', attempt: 1 });
    const acked = c.sendMessage({ clientMsgId: 'c-000001', conversationId: 7, msgType: 'text', content: { text: 'still there?' } });
    expect(first.sent.some((f) => f.type === 'send')).toBe(false);

    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    const second = FakeSocket.all[1];
    second.open();
    expect(second.sent[0]).toMatchObject({ type: 'auth', lastMsgId: 41 });
    // A reconnect does not: two pages never take the chat from each other by themselves.
    expect(second.sent[0]).not.toHaveProperty('takeOver');
    second.hear(ready);
    expect(second.sent.filter((f) => f.type === 'send')).toEqual([
      { type: 'send', clientMsgId: 'c-000001', conversationId: 7, msgType: 'text', content: { text: 'still there?' } },
    ]);
    second.hear({ type: 'ack', clientMsgId: 'c-000001', msgId: 42, conversationId: 7, sentAt: '', duplicate: false });
    await expect(acked).resolves.toMatchObject({ msgId: 42 });
    expect(c.lastMsgId).toBe(42);
  });

  it('says whether a frame went out, so a read mark that could not be written goes over HTTP instead of being lost', () => {
    const c = connection();
    const s = FakeSocket.all[0];
    expect(c.send({ type: 'read', conversationId: 7, upToMsgId: 40 })).toBe(false);
    s.open();
    s.hear(ready);
    expect(c.send({ type: 'read', conversationId: 7, upToMsgId: 41 })).toBe(true);
    // The socket is closing, and no close event has reached the page yet: the state still says connected.
    s.readyState = 2;
    expect(c.state.status).toBe('connected');
    expect(c.send({ type: 'read', conversationId: 7, upToMsgId: 42 })).toBe(false);
    s.drop(1006);
    expect(c.send({ type: 'read', conversationId: 7, upToMsgId: 42 })).toBe(false);
    expect(s.sent.filter((f) => f.type === 'read')).toEqual([{ type: 'read', conversationId: 7, upToMsgId: 41 }]);
  });

  it('stops for good when logged in elsewhere, and refuses what waited', async () => {
    const c = connection();
    const s = FakeSocket.all[0];
    s.open();
    s.hear(ready);
    s.readyState = 0;
    const waiting = c.sendMessage({ clientMsgId: 'c-000002', conversationId: 7, msgType: 'text', content: { text: 'x' } });
    s.drop(CHAT_CLOSE.replaced);
    expect(c.state.status).toBe('replaced');
    await expect(waiting).rejects.toMatchObject({ code: 'closed' });
    c.start();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops when the account holds too many chat sockets (one per open page), without trying again', () => {
    const c = connection();
    const s = FakeSocket.all[0];
    s.open();
    s.drop(CHAT_CLOSE.tooManySockets);
    expect(c.state.status).toBe('tooMany');
    c.start();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('gives up as broken after too many failed attempts; the buyer can still retry', async () => {
    vi.useFakeTimers();
    const c = connection();
    for (let i = 0; i < 11; i++) {
      FakeSocket.all.at(-1)!.drop(1006);
      await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    }
    expect(c.state.status).toBe('broken');
    const before = FakeSocket.all.length;
    c.retryNow();
    expect(FakeSocket.all).toHaveLength(before + 1);
  });

  it('holds its conversation over a reconnect, but not once it expired here (another page took it)', async () => {
    vi.useFakeTimers();
    const c = connection();
    const first = FakeSocket.all[0];
    first.open();
    first.hear(ready);
    c.send({ type: 'open', conversationId: 7 });
    first.drop(1006);
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    const second = FakeSocket.all[1];
    second.open();
    second.hear(ready);
    expect(second.sent.filter((f) => f.type === 'open')).toEqual([{ type: 'open', conversationId: 7 }]);

    second.hear({ type: 'expired', conversationId: 7 });
    second.drop(1006);
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    const third = FakeSocket.all[2];
    third.open();
    third.hear(ready);
    expect(third.sent.filter((f) => f.type === 'open')).toEqual([]);
    // Re-consult: this page holds it again.
    c.send({ type: 'open', conversationId: 7 });
    expect(third.sent.filter((f) => f.type === 'open')).toEqual([{ type: 'open', conversationId: 7 }]);
  });
});
