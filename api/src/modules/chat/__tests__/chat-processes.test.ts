import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_CLOSE, CHAT_MAX_SOCKETS_PER_ACCOUNT, CHAT_RATE_BURST, CHAT_RATE_PER_SECOND } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { openDb, type Db } from '../../../db';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../../test/api-process';
import { hashPassword } from '../../accounts';
import { ChatClient, newId } from './chat-client';

/**
 * Two real API processes (two replicas behind one address) on one PostgreSQL database: a message
 * sent through one reaches sockets held by the other, a newer session on one ends the older on
 * the other, and a process restarting loses nothing for the sockets it held.
 */
const databaseUrl = process.env.DATABASE_URL;

type Api = ApiProcess;
const startApi = (schema: string, artifacts: string) =>
  startApiProcess({ databaseUrl: databaseUrl!, schema, artifacts, env: { CATALOG_PRODUCTS: '60', RATE_LIMIT_PER_MINUTE: '0' } });
const stopApi = stopApiProcess;

async function post<T>(api: Api, url: string, body: unknown, token?: string): Promise<{ code: string; data: T }> {
  const res = await fetch(api.base + '/api' + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; data: T };
}
const login = async (api: Api, path: string, userName: string, password: string) =>
  (await post<{ accessToken: string }>(api, path, { userName, passWord: encryptLoginPassword(password, '-mall4j-password', Date.now()) }))
    .data.accessToken;

describe.runIf(Boolean(databaseUrl))('chat across two API processes on one PostgreSQL', () => {
  const schema = `test_chat2p_${randomBytes(4).toString('hex')}`;
  const artifacts = mkdtempSync(path.join(os.tmpdir(), 'mall-chat-2p-'));
  let db: Db;
  let a: Api;
  let b: Api;
  const sockets: ChatClient[] = [];
  const open = async (api: Api, token: string, opts: Parameters<typeof ChatClient.open>[2] = {}) => {
    const c = await ChatClient.open(api.base, token, opts);
    sockets.push(c);
    return c;
  };
  const buyerName = `two_${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    db = await openDb({ databaseUrl, schema });
    a = await startApi(schema, artifacts);
    b = await startApi(schema, artifacts);
    await db.query(`INSERT INTO app_user (user_id, user_name, nick_name, password_hash) VALUES ($1, $2, $2, $3)`, [
      crypto.randomUUID(),
      buyerName,
      await hashPassword('Chat@123456'),
    ]);
  }, 320_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([stopApi(a), stopApi(b)]);
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
    rmSync(artifacts, { recursive: true, force: true });
  });

  it('delivers between the processes both ways, to every tab and to the merchant', async () => {
    const token = await login(a, '/login', buyerName, 'Chat@123456');
    const merchant = await login(b, '/merchant/login', 'merchant1', 'Merchant@123456');
    const tabOnA = await open(a, token);
    const tabOnB = await open(b, token);
    const shopOnB = await open(b, merchant, { role: 'merchant' });

    const ack = await tabOnA.say('Sent through A', { toShopId: 1 });
    if (ack.type !== 'ack') throw new Error(JSON.stringify(ack));
    await shopOnB.next('message', (f) => f.message.msgId === ack.msgId, 10_000, true);
    await tabOnB.next('message', (f) => f.message.msgId === ack.msgId, 10_000, true);

    const reply = await shopOnB.say('Answered through B', { conversationId: ack.conversationId });
    if (reply.type !== 'ack') throw new Error(JSON.stringify(reply));
    const got = await tabOnA.next('message', (f) => f.message.msgId === reply.msgId, 10_000, true);
    expect(got.message).toMatchObject({ sender: 'shop', content: { text: 'Answered through B' } });

    // A read mark made on B reaches the tab on A.
    tabOnB.send({ type: 'read', conversationId: ack.conversationId, upToMsgId: reply.msgId });
    expect(await tabOnA.next('read', (f) => f.reader === 'user', 10_000, true)).toMatchObject({ unread: 0, upToMsgId: reply.msgId });
  });

  it('a newer session on one process ends the older session’s sockets on the other', async () => {
    const older = await login(a, '/login', buyerName, 'Chat@123456');
    const onA = await open(a, older);
    const newer = await login(b, '/login', buyerName, 'Chat@123456');
    await open(b, newer);
    expect((await onA.closed).code).toBe(CHAT_CLOSE.replaced);
  });

  it('a process restarting loses nothing: its merchant socket comes back and resumes from its last message', async () => {
    const token = await login(a, '/login', buyerName, 'Chat@123456');
    const merchant = await login(b, '/merchant/login', 'merchant1', 'Merchant@123456');
    const buyer = await open(a, token);
    const shop = await open(b, merchant, { role: 'merchant' });
    const first = await buyer.say('Before B restarts', { toShopId: 1 });
    if (first.type !== 'ack') throw new Error('no ack');
    await shop.next('message', (f) => f.message.msgId === first.msgId, 10_000, true);

    await stopApi(b);
    expect((await shop.closed).code).toBe(CHAT_CLOSE.restart);
    // The buyer keeps writing through A while B is down.
    const meanwhile = [];
    for (const text of ['While B is down 1', 'While B is down 2']) {
      const r = await buyer.say(text, { conversationId: first.conversationId }, newId());
      if (r.type === 'ack') meanwhile.push(r.msgId);
    }
    expect(meanwhile).toHaveLength(2);

    b = await startApi(schema, artifacts);
    const back = await open(b, merchant, { role: 'merchant', lastMsgId: first.msgId });
    await back.next('synced', () => true, 10_000, true);
    expect(back.messages().map((m) => m.msgId)).toEqual(expect.arrayContaining(meanwhile));
    // And live delivery to the restarted process works again.
    const live = await buyer.say('After B is back', { conversationId: first.conversationId });
    if (live.type !== 'ack') throw new Error('no ack');
    await back.next('message', (f) => f.message.msgId === live.msgId, 10_000, true);
  });

  /** A buyer of its own (a seat, a socket cap and a bucket per account), signed in through `api`. */
  async function newBuyer(api: Api): Promise<{ userId: string; token: string }> {
    const userId = crypto.randomUUID();
    const userName = `two_${randomBytes(3).toString('hex')}`;
    await db.query(`INSERT INTO app_user (user_id, user_name, nick_name, password_hash) VALUES ($1, $2, $2, $3)`, [
      userId,
      userName,
      await hashPassword('Chat@123456'),
    ]);
    return { userId, token: await login(api, '/login', userName, 'Chat@123456') };
  }
  const storedBy = async (userId: string, text?: string) =>
    Number(
      (await db.one<{ n: string }>(
        `SELECT count(*) AS n FROM chat_message WHERE sender_id = $1 AND ($2::text IS NULL OR content->>'text' = $2)`,
        [userId, text ?? null],
      ))!.n,
    );

  it('signing out through one process closes the socket held by the other at once (issue 39, finding 4)', async () => {
    const buyer = await newBuyer(a);
    const onA = await open(a, buyer.token);
    expect((await onA.say('Before signing out', { toShopId: 1 })).type).toBe('ack');
    expect((await post(b, '/logOut', {}, buyer.token)).code).toBe('00000');
    onA.send({ type: 'send', clientMsgId: newId(), msgType: 'text', content: { text: 'After signing out' }, toShopId: 1 });
    expect((await onA.closed).code).toBe(CHAT_CLOSE.unauthorized);
    expect(await storedBy(buyer.userId, 'After signing out')).toBe(0);
  });

  it('an account’s sockets and messages are counted over both processes (issue 39, finding 5)', async () => {
    const buyer = await newBuyer(a);
    const tabs = [];
    for (let i = 0; i < CHAT_MAX_SOCKETS_PER_ACCOUNT; i++) tabs.push(await open(i % 2 ? b : a, buyer.token));
    for (const api of [a, b]) {
      const extra = await ChatClient.connect(api.base);
      sockets.push(extra);
      extra.send({ type: 'auth', token: buyer.token });
      expect((await extra.closed).code).toBe(CHAT_CLOSE.tooManySockets);
    }
    const started = Date.now();
    // Five frames from each tab at once (waiting long: a loaded machine queues them).
    const answers = await Promise.all(
      tabs.flatMap((c) =>
        Array.from({ length: 5 }, () => {
          const clientMsgId = newId();
          const answer = Promise.race([
            c.next('ack', (f) => f.clientMsgId === clientMsgId, 60_000),
            c.next('error', (f) => f.ref === clientMsgId, 60_000),
          ]);
          c.send({ type: 'send', clientMsgId, msgType: 'text', content: { text: 'flood' }, toShopId: 1 });
          return answer;
        }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    expect(await storedBy(buyer.userId)).toBe(answers.filter((x) => x.type === 'ack').length);
    expect(await storedBy(buyer.userId)).toBeLessThanOrEqual(CHAT_RATE_BURST + Math.ceil(seconds * CHAT_RATE_PER_SECOND));
  });
});
