import { CHAT_CLOSE, CHAT_MAX_SOCKETS_PER_ACCOUNT, CHAT_RATE_BURST, CHAT_RATE_PER_SECOND } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { vi } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { clock } from '../../accounts/clock';
import { ChatClient, newId } from './chat-client';
import { call, count, freshBuyer, startChatApp } from './helpers';

/**
 * Issue 39: a chat socket lives no longer than its session (sign-out, password change, a refresh
 * token's reuse all end it at once, and nothing it sends after the sign-out was answered is
 * stored), and one account cannot flood: its sockets are capped and its messages share one bucket
 * over all of them. The same across two API processes: chat-processes.test.ts.
 */
let t: TestApp;
let base: string;
const open: ChatClient[] = [];
const client = async (token: string) => {
  const c = await ChatClient.open(base, token);
  open.push(c);
  return c;
};
let shift = 0;

beforeAll(async () => {
  vi.spyOn(clock, 'now').mockImplementation(() => Date.now() + shift);
  ({ t, base } = await startChatApp());
});
afterAll(async () => {
  open.forEach((c) => c.close());
  await t?.close();
  vi.restoreAllMocks();
});

const stored = (userId: string, text: string) =>
  count(t, `SELECT 1 FROM chat_message WHERE sender_id = $1 AND content->>'text' = $2`, [userId, text]);
/** Sends a message the moment the call answers; resolves with the socket's close code. */
async function sendRightAfter(c: ChatClient, action: Promise<unknown>, text: string): Promise<number> {
  await action;
  c.send({ type: 'send', clientMsgId: newId(), msgType: 'text', content: { text }, toShopId: 1 });
  return (
    await Promise.race([c.closed, new Promise<never>((_, no) => setTimeout(() => no(new Error('socket still open after 5 s')), 5000))])
  ).code;
}

describe('a chat socket ends with its session (finding 4)', () => {
  it('sign-out closes it at once, and a message sent right after the answer is not stored', async () => {
    const buyer = await freshBuyer(t);
    const c = await client(buyer.token);
    expect((await c.say('Before signing out', { toShopId: 1 })).type).toBe('ack');
    const code = await sendRightAfter(c, call(t, 'POST', '/logOut', { token: buyer.token }), 'After signing out');
    expect(code).toBe(CHAT_CLOSE.unauthorized);
    expect(await stored(buyer.userId, 'After signing out')).toBe(0);
    expect(await stored(buyer.userId, 'Before signing out')).toBe(1);
  });

  it('a password change closes the sockets of the sessions it ends', async () => {
    const buyer = await freshBuyer(t);
    const c = await client(buyer.token);
    const other = await call<{ accessToken: string }>(t, 'POST', '/login', {
      body: { userName: buyer.userName, passWord: encryptLoginPassword('Chat@123456', t.ctx.config.passwordKey, clock.now()) },
    });
    const key = t.ctx.config.passwordKey;
    const change = call(t, 'PUT', '/p/user/updatePwd', {
      token: other.data.accessToken,
      body: {
        passWord: encryptLoginPassword('Chat@123456', key, clock.now()),
        newPassWord: encryptLoginPassword('Chat@654321', key, clock.now()),
      },
    });
    expect(await sendRightAfter(c, change, 'After the password change')).toBe(CHAT_CLOSE.unauthorized);
    expect(((await change) as { code: string }).code).toBe('00000');
    expect(await stored(buyer.userId, 'After the password change')).toBe(0);
  });

  it('reusing a replaced refresh token revokes the session and closes its sockets', async () => {
    const buyer = await freshBuyer(t);
    const signedIn = await call<{ accessToken: string; refreshToken: string }>(t, 'POST', '/login', {
      body: { userName: buyer.userName, passWord: encryptLoginPassword('Chat@123456', t.ctx.config.passwordKey, clock.now()) },
    });
    const refreshed = await call<{ accessToken: string }>(t, 'POST', '/token/refresh', {
      body: { refreshToken: signedIn.data.refreshToken },
    });
    expect(refreshed.code).toBe('00000');
    const c = await client(refreshed.data.accessToken);
    // Past the grace of two tabs refreshing together, the old refresh token comes back: a stolen copy.
    shift += 60_000;
    const reuse = call(t, 'POST', '/token/refresh', { body: { refreshToken: signedIn.data.refreshToken } });
    expect(await sendRightAfter(c, reuse, 'After the reuse')).toBe(CHAT_CLOSE.unauthorized);
    expect(await stored(buyer.userId, 'After the reuse')).toBe(0);
  });
});

describe('one account cannot flood the chat (finding 5)', () => {
  it(`holds at most ${CHAT_MAX_SOCKETS_PER_ACCOUNT} sockets; one more is closed with its own code; closing one frees a place`, async () => {
    const buyer = await freshBuyer(t);
    const tabs = [];
    for (let i = 0; i < CHAT_MAX_SOCKETS_PER_ACCOUNT; i++) tabs.push(await client(buyer.token));
    const extra = await ChatClient.connect(base);
    open.push(extra);
    extra.send({ type: 'auth', token: buyer.token });
    expect((await extra.closed).code).toBe(CHAT_CLOSE.tooManySockets);
    tabs[0]!.close();
    await tabs[0]!.closed;
    await vi.waitFor(async () =>
      expect(await count(t, `SELECT 1 FROM chat_socket WHERE subject = $1`, [`user:${buyer.userId}`])).toBe(
        CHAT_MAX_SOCKETS_PER_ACCOUNT - 1,
      ),
    );
    expect((await client(buyer.token)).isOpen).toBe(true);
  });

  it('8 sockets of one buyer sending at once share one bucket: a burst, then the rate', async () => {
    const buyer = await freshBuyer(t);
    const tabs = await Promise.all(Array.from({ length: 8 }, () => client(buyer.token)));
    const started = Date.now();
    const answers = await Promise.all(tabs.flatMap((c) => Array.from({ length: CHAT_RATE_BURST }, () => c.say('flood', { toShopId: 1 }))));
    const seconds = (Date.now() - started) / 1000;
    const stored = await count(t, `SELECT 1 FROM chat_message WHERE sender_id = $1`, [buyer.userId]);
    const acked = answers.filter((a) => a.type === 'ack').length;
    expect(stored).toBe(acked);
    expect(stored).toBeLessThanOrEqual(CHAT_RATE_BURST + Math.ceil(seconds * CHAT_RATE_PER_SECOND));
    expect(answers.filter((a) => a.type === 'error').every((a) => a.type === 'error' && a.code === 'A00015')).toBe(true);
  });
});
