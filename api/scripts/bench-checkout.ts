/**
 * Checkout benchmark: 50 concurrent buyers each run confirm + submit (buy now) in a loop against
 * the in-process app (fastify inject, so no socket cost), on PGlite by default or PostgreSQL when
 * DATABASE_URL is set. Prints p50/p95 of the confirm+submit pair and orders per second.
 *
 *   npx tsx scripts/bench-checkout.ts                 # PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-checkout.ts
 *   BUYERS=50 ROUNDS=10 npx tsx scripts/bench-checkout.ts
 */
import { randomUUID } from 'node:crypto';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { hashPassword } from '../src/modules/accounts';
import { createTestApp } from '../src/test/harness';

const BUYERS = Number(process.env.BUYERS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const PASSWORD = 'Bench@123456';

async function main() {
  const t = await createTestApp({ catalogProducts: 200, catalogShops: 10, orderSweepIntervalMs: 0, logLevel: 'silent' });
  const hash = await hashPassword(PASSWORD);
  const tokens: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const userId = randomUUID();
    await t.db.query(`INSERT INTO app_user (user_id, user_name, nick_name, password_hash, balance) VALUES ($1, $2, $2, $3, 10000000)`, [
      userId,
      `bench${i}`,
      hash,
    ]);
    await t.db.query(
      `INSERT INTO user_addr (user_id, receiver, mobile, province, addr, post_code, common_addr) VALUES ($1, 'Bench', '+1 555 0100', 'California', '1 Market Street', '95113', true)`,
      [userId],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: `bench${i}`, passWord: encryptLoginPassword(PASSWORD, '-mall4j-password', Date.now()) },
    });
    tokens.push((res.json() as { data: { accessToken: string } }).data.accessToken);
  }
  // Ten SKUs in open shops with plenty of stock: buyers contend on them like on a best seller.
  const skus = await t.db.query<{ prodId: string; skuId: string }>(
    `SELECT s.prod_id AS "prodId", s.sku_id AS "skuId" FROM sku s JOIN product p ON p.prod_id = s.prod_id JOIN shop sh ON sh.shop_id = p.shop_id
      WHERE p.prod_type = 'normal' AND p.status = 1 AND sh.shop_status = 1 ORDER BY s.sku_id LIMIT 10`,
  );
  await t.db.query(`UPDATE sku SET stocks = 1000000 WHERE sku_id IN (${skus.map((s) => s.skuId).join(',')})`);

  const latencies: number[] = [];
  let orders = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, b) => {
      for (let r = 0; r < ROUNDS; r++) {
        const sku = skus[(b + r) % skus.length]!;
        const orderItem = { prodId: Number(sku.prodId), skuId: Number(sku.skuId), count: 1 };
        const t0 = performance.now();
        const c = await t.app.inject({
          method: 'POST',
          url: '/api/p/order/confirm',
          headers: { authorization: token },
          payload: { orderItem },
        });
        const s = await t.app.inject({
          method: 'POST',
          url: '/api/p/order/submit',
          headers: { authorization: token },
          payload: { orderItem, uuid: randomUUID(), tradingRulesAgreed: true },
        });
        latencies.push(performance.now() - t0);
        if ((c.json() as { code: string }).code === '00000' && (s.json() as { code: string }).code === '00000') orders++;
        else failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(
    JSON.stringify({
      db: t.db.kind,
      buyers: BUYERS,
      rounds: ROUNDS,
      orders,
      failures,
      seconds: Number(seconds.toFixed(2)),
      ordersPerSecond: Number((orders / seconds).toFixed(1)),
      confirmPlusSubmitMs: { p50: Number(pct(0.5)), p95: Number(pct(0.95)), max: Number(latencies.at(-1)!.toFixed(1)) },
    }),
  );
  await t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
