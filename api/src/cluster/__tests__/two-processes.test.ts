import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { openDb, type Db } from '../../db';
import { ADDRESS } from '../../modules/checkout/__tests__/helpers';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../test/api-process';

/**
 * Two real API processes (what two replicas behind a load balancer are) on one PostgreSQL
 * database: they migrate and seed it together, a cluster job runs once, and a change made
 * through either of them, or behind their backs, reaches both caches.
 */
const databaseUrl = process.env.DATABASE_URL;

type Api = ApiProcess;
const startApi = (schema: string, name: string, artifacts: string) =>
  startApiProcess({
    databaseUrl: databaseUrl!,
    schema,
    name,
    artifacts,
    timeoutMs: 120_000,
    // The sweeps run once a minute across both processes: a run is easy to count.
    env: {
      CATALOG_PRODUCTS: '200',
      ORDER_SWEEP_INTERVAL_MS: '60000',
      REFUND_SWEEP_INTERVAL_MS: '60000',
      SOURCING_SWEEP_INTERVAL_MS: '60000',
    },
  });
const stopApi = stopApiProcess;

const getJson = async <T>(api: Api, url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(api.base + url, { headers });
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as T };
};
type ProductAnswer = { data: { price: number; totalStocks: number; skuList: { skuId: number; price: number; stocks: number }[] } };
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

describe.runIf(Boolean(databaseUrl))('two API processes on one PostgreSQL', () => {
  const schema = `test_2p_${randomBytes(4).toString('hex')}`;
  const artifacts = mkdtempSync(path.join(os.tmpdir(), 'mall-2p-'));
  let db: Db;
  let a: Api;
  let b: Api;

  beforeAll(async () => {
    db = await openDb({ databaseUrl, schema });
    // Started together on an empty schema: one migrates and seeds, the other waits and finds it done.
    [a, b] = await Promise.all([startApi(schema, 'A', artifacts), startApi(schema, 'B', artifacts)]);
    for (const api of [a, b]) await eventually(async () => expect((await fetch(`${api.base}/api/ready`)).status).toBe(200));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopApi(a), stopApi(b)]);
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
    rmSync(artifacts, { recursive: true, force: true });
  });

  it('seeded the catalogue once', async () => {
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM product'))!.n).toBe(200);
    expect((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM app_user WHERE user_name = 'buyer'`))!.n).toBe(1);
  });

  it.each(['checkout.expire-unpaid-orders', 'refunds.timers', 'sourcing.validity'])(
    'runs the job %s once per period, in one of the two processes',
    async (name) => {
      const job = async () => db.one<{ runs: number; owner: string }>(`SELECT runs, owner FROM cluster_job WHERE name = $1`, [name]);
      await eventually(async () => expect((await job())?.runs).toBe(1));
      // Both keep looking (about every 12 s for a 1-minute job, the first look within 2 s of start):
      // several more seconds later it has still run once.
      await new Promise((r) => setTimeout(r, 4000));
      const row = (await job())!;
      expect(row.runs).toBe(1);
      const pids = [a.child.pid, b.child.pid].map(String);
      expect(pids).toContain(row.owner.split(':')[1]);
    },
  );

  it('a price changed behind both processes reaches both caches, with new ETags', async () => {
    const prodId = (await db.one<{ id: number }>(`SELECT min(prod_id) AS id FROM product WHERE listed AND prod_type = 'normal'`))!.id;
    const url = `/api/prod/prodInfo?prodId=${prodId}`;
    const first = await Promise.all([getJson<ProductAnswer>(a, url), getJson<ProductAnswer>(b, url)]);
    // The same data makes the same ETag in every process (a CDN can revalidate against any of them).
    expect(first[0].etag).toBe(first[1].etag);
    await db.tx(async (tx) => {
      await tx.query('UPDATE sku SET price = 4242 WHERE prod_id = $1', [prodId]);
      await tx.query('UPDATE product SET price = 4242 WHERE prod_id = $1', [prodId]);
    });
    for (const api of [a, b]) {
      await eventually(async () => {
        const now = await getJson<ProductAnswer>(api, url, { 'if-none-match': first[0].etag! });
        expect(now.status).toBe(200);
        expect(now.body.data.price).toBe(4242);
        expect(now.etag).not.toBe(first[0].etag);
      });
    }
  });

  it('stock sold through one process shows at once in the other', async () => {
    const prodId = (await db.one<{ id: number }>(
      `SELECT p.prod_id AS id FROM product p JOIN sku k USING (prod_id) WHERE p.listed AND p.prod_type = 'normal' AND k.stocks > 10 ORDER BY p.prod_id DESC LIMIT 1`,
    ))!.id;
    const url = `/api/prod/prodInfo?prodId=${prodId}`;
    const before = (await getJson<ProductAnswer>(b, url)).body.data;
    const sku = before.skuList.find((s) => s.stocks > 10)!;
    const post = async (api: Api, p: string, body: unknown, token?: string) =>
      (
        await fetch(api.base + p, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          body: JSON.stringify(body),
        })
      ).json() as Promise<{
        code: string;
        data: { accessToken: string };
      }>;
    const login = await post(a, '/api/login', {
      userName: 'buyer',
      passWord: encryptLoginPassword('Buyer@123456', '-mall4j-password', Date.now()),
    });
    const token = login.data.accessToken;
    await post(a, '/api/p/address/addAddr', ADDRESS, token);
    const submit = await post(
      a,
      '/api/p/order/submit',
      { orderItem: { prodId, skuId: sku.skuId, count: 2 }, uuid: randomUUID(), tradingRulesAgreed: true },
      token,
    );
    expect(submit.code).toBe('00000');
    await eventually(async () => {
      const now = (await getJson<ProductAnswer>(b, url)).body.data;
      expect(now.skuList.find((s) => s.skuId === sku.skuId)!.stocks).toBe(sku.stocks - 2);
    });
    // And in the process that sold it, at once (its own write).
    expect((await getJson<ProductAnswer>(a, url)).body.data.skuList.find((s) => s.skuId === sku.skuId)!.stocks).toBe(sku.stocks - 2);
  });

  it('a search kept in both processes shows a new price, the stock sold and a closed shop in the next search of each', async () => {
    type SearchAnswer = { data: { records: { prodId: number; shopId: number; price: number; totalStocks: number }[] } };
    const p = (await db.one<{ id: number; name: string; shopId: number }>(
      `SELECT p.prod_id AS id, p.name_en AS name, p.shop_id AS "shopId" FROM product p
        WHERE p.listed AND p.prod_type = 'normal' AND p.total_stocks > 10 ORDER BY p.prod_id LIMIT 1 OFFSET 5`,
    ))!;
    // Its model number and the word before it: a search that finds this product.
    const url = `/api/search/page?keyword=${encodeURIComponent(p.name.split(' ').slice(-2).join(' ').toLowerCase())}`;
    const card = async (api: Api) => (await getJson<SearchAnswer>(api, url)).body.data.records.find((r) => r.prodId === p.id);
    for (const api of [a, b]) {
      await card(api);
      await card(api); // answered from memory from now on
    }
    // A price changed behind both processes (psql).
    await db.query('UPDATE product SET price = 4343 WHERE prod_id = $1', [p.id]);
    for (const api of [a, b]) await eventually(async () => expect((await card(api))?.price).toBe(4343));
    // Stock sold through A: A's next search shows it at once, B's as soon as the notice is in.
    const before = (await card(b))!.totalStocks;
    const sku = (await db.one<{ id: number }>('SELECT min(sku_id) AS id FROM sku WHERE prod_id = $1 AND stocks > 2', [p.id]))!.id;
    const post = async (path: string, body: unknown, token?: string) =>
      (await (
        await fetch(a.base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as { code: string; data: { accessToken: string } };
    const token = (
      await post('/api/login', { userName: 'buyer', passWord: encryptLoginPassword('Buyer@123456', '-mall4j-password', Date.now()) })
    ).data.accessToken;
    await post('/api/p/address/addAddr', ADDRESS, token);
    const submit = await post(
      '/api/p/order/submit',
      { orderItem: { prodId: p.id, skuId: sku, count: 2 }, uuid: randomUUID(), tradingRulesAgreed: true },
      token,
    );
    expect(submit.code).toBe('00000');
    expect((await card(a))?.totalStocks).toBe(before - 2);
    await eventually(async () => expect((await card(b))?.totalStocks).toBe(before - 2));
    // The shop closes (psql): its product leaves the search in both.
    try {
      await db.query('UPDATE shop SET shop_status = 4 WHERE shop_id = $1', [p.shopId]);
      for (const api of [a, b]) await eventually(async () => expect(await card(api)).toBeUndefined());
    } finally {
      await db.query('UPDATE shop SET shop_status = 1 WHERE shop_id = $1', [p.shopId]);
    }
  });

  it('a session ended through one process is refused by the other at once (sessions kept in memory)', async () => {
    const post = async (api: Api, p: string, body: unknown, token?: string) =>
      (await (
        await fetch(api.base + p, {
          method: p === '/api/p/user/updatePwd' ? 'PUT' : 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as { code: string; data: { accessToken: string } };
    const signIn = async (api: Api, password = 'Buyer2@123456') =>
      (await post(api, '/api/login', { userName: 'buyer2', passWord: encryptLoginPassword(password, '-mall4j-password', Date.now()) })).data
        .accessToken;
    const me = async (api: Api, token: string) =>
      (await getJson<{ code: string }>(api, '/api/p/user/userInfo', { authorization: token })).body.code;

    // Sign-out on A: B held the session in memory, and refuses it the moment A has answered.
    const token = await signIn(a);
    expect(await me(b, token)).toBe('00000');
    expect(await me(b, token)).toBe('00000');
    expect((await post(a, '/api/logOut', {}, token)).code).toBe('00000');
    expect(await me(b, token)).toBe('A00004');
    expect(await me(a, token)).toBe('A00004');

    // A password change on B ends the other sessions, which A held.
    const keep = await signIn(a);
    const other = await signIn(b);
    expect([await me(a, other), await me(a, keep), await me(b, other)]).toEqual(['00000', '00000', '00000']);
    const changed = await post(
      b,
      '/api/p/user/updatePwd',
      {
        passWord: encryptLoginPassword('Buyer2@123456', '-mall4j-password', Date.now()),
        newPassWord: encryptLoginPassword('Buyer2@654321', '-mall4j-password', Date.now()),
      },
      keep,
    );
    expect(changed.code).toBe('00000');
    expect(await me(a, other)).toBe('A00004');
    expect(await me(a, keep)).toBe('00000');

    // An operator revoking behind both processes (psql): the database's notice reaches both.
    const third = await signIn(b, 'Buyer2@654321');
    expect([await me(a, third), await me(b, third)]).toEqual(['00000', '00000']);
    await db.query(
      `UPDATE auth_session SET revoked_at = now() WHERE subject_id = (SELECT user_id FROM app_user WHERE user_name = 'buyer2')`,
    );
    for (const api of [a, b]) await eventually(async () => expect(await me(api, third)).toBe('A00004'));
  });
});
