import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIR, loadConfig } from '../../../config';
import { openDb, type Db } from '../../../db';
import { migrate } from '../../../db/migrate';
import { seed } from '../../../db/seed';
import { tempDir } from '../../../test/fixtures';
import { grant } from '../../../test/ledger';
import { BUYER, call } from '../../../test/requests';
import { applied, applyBody, paidOrder, PAY, seller, startRefundScene, type Scene } from '../../refunds/__tests__/scene';
import { checkMoney, type InvariantName } from '../check';

/**
 * The invariants as code: a database that went through real flows holds every one; a single
 * deliberately broken row breaks the one it should, named in the report. `pnpm money:check`
 * answers the same on a PGlite folder: exit 0 when all hold, 1 with the list when one breaks.
 */
let s: Scene;
beforeAll(async () => {
  s = await startRefundScene();
  await grant(s.t.db, BUYER.userId, { points: 100_000 });
  // Some of everything: orders paid by each kind of method, one refunded in part, one rejected, one cancelled.
  const a = await paidOrder(s, { price: 2500, count: 2, payType: PAY.balance, extra: { usePoints: 100 } });
  const sn = await applied(s, applyBody(a.orderNumber, a.itemId, { refundAmount: 1000 }));
  expect((await seller(s, 'agree', { refundSn: sn })).code).toBe('00000');
  const b = await paidOrder(s, { price: 1800, payType: PAY.alipay });
  expect(
    (await call(s.t, 'POST', '/merchant/order/reject', { token: s.m1, body: { orderNumber: b.orderNumber, reason: 'other' } })).code,
  ).toBe('00000');
  await paidOrder(s, { price: 900, payType: PAY.points });
  await paidOrder(s, { price: 700, payType: PAY.offline });
}, 240_000);
afterAll(() => s?.t.close());

class Rollback extends Error {}
/** Breaks the database with `sql` inside a transaction, checks, and rolls the break back. */
async function breachesAfter(...statements: [string, unknown[]?][]): Promise<InvariantName[]> {
  let found: InvariantName[] = [];
  await s.t.db
    .tx(async (t) => {
      for (const [sql, params] of statements) await t.query(sql, params ?? []);
      found = [...new Set((await checkMoney(t)).map((b) => b.invariant))];
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return found;
}

describe('the money invariants', () => {
  it('hold after real flows: payments of each method, a partial refund, a rejection', async () => {
    expect(await checkMoney(s.t.db)).toEqual([]);
  });

  const orderOf = async (payType: number) =>
    (await s.t.db.one<{ n: string; paymentId: string }>(
      `SELECT s.order_number AS n, s.payment_id AS "paymentId" FROM order_settlement s JOIN payment p ON p.payment_id = s.payment_id
        WHERE p.pay_type = $1 ORDER BY s.created_at LIMIT 1`,
      [payType],
    ))!;

  it('a balance line with no balance behind it', async () => {
    expect(
      await breachesAfter([
        `INSERT INTO balance_ledger (user_id, change, balance_after, reason, ref) VALUES ($1, 100, 0, 'grant', 'broken')`,
        [BUYER.userId],
      ]),
    ).toEqual(['balance']);
  });

  it('points changed without a ledger line', async () => {
    expect(await breachesAfter([`UPDATE app_user SET score = score + 1 WHERE user_id = $1`, [BUYER.userId]])).toEqual(['points']);
  });

  it('growth without a ledger line, and a level that does not match the growth', async () => {
    expect(await breachesAfter([`UPDATE app_user SET growth = growth + 5000 WHERE user_id = $1`, [BUYER.userId]])).toEqual(['growth']);
  });

  it('stock that moved outside the stock ledger, and a line returned twice', async () => {
    const sku = (await s.t.db.one<{ id: string }>(`SELECT sku_id AS id FROM order_item ORDER BY order_item_id LIMIT 1`))!.id;
    expect(await breachesAfter([`UPDATE sku SET stocks = stocks + 1 WHERE sku_id = $1`, [sku]])).toEqual(['stock']);
    expect(
      await breachesAfter([
        `INSERT INTO stock_movement (sku_id, change, reason, order_item_id, ref)
         SELECT sku_id, count, 'return', order_item_id, 'broken' FROM order_item WHERE sku_id = $1 ORDER BY order_item_id LIMIT 1`,
        [sku],
      ]),
    ).toContain('stock');
  });

  it('money paid back beyond what a part settled', async () => {
    const o = await orderOf(PAY.balance);
    expect(
      await breachesAfter([
        `INSERT INTO payback (cause, ref, order_number, user_id, part, payment_id, pay_type, amount, status)
         VALUES ('reject', 'broken', $1, $2, 'full', $3, ${PAY.offline}, 999999, 'awaitingTransfer')`,
        [o.n, BUYER.userId, o.paymentId],
      ]),
    ).toEqual(expect.arrayContaining(['refundedLePaid', 'paymentAccounted', 'orderFigures']));
  });

  it('a gateway refund larger than its payment', async () => {
    const o = await orderOf(PAY.alipay);
    expect(
      await breachesAfter([
        `INSERT INTO sandbox_gateway_refund (refund_no, out_refund_no, payment_id, amount) VALUES ('SBXR-broken', 'broken', $1, 99999999)`,
        [o.paymentId],
      ]),
    ).toEqual(['gatewayRefunds']);
  });

  it('a payment taken that settled nothing and went nowhere', async () => {
    expect(
      await breachesAfter([
        `INSERT INTO payment (payment_id, user_id, order_numbers, pay_type, amount, status) VALUES ('Pbroken', $1, '{}', ${PAY.alipay}, 500, 1)`,
        [BUYER.userId],
      ]),
    ).toEqual(['paymentAccounted']);
  });

  it('a coupon free again while an open order still uses it', async () => {
    const c = (await s.t.db.one<{ id: string }>(`SELECT user_coupon_id AS id FROM user_coupon WHERE user_id = $1 AND status = 0 LIMIT 1`, [
      BUYER.userId,
    ]))!.id;
    const o = (await s.t.db.one<{ n: string }>(`SELECT order_number AS n FROM order_info WHERE user_id = $1 AND status = 2 LIMIT 1`, [
      BUYER.userId,
    ]))!.n;
    expect(await breachesAfter([`UPDATE order_info SET coupon_ids = ARRAY[$1::bigint] WHERE order_number = $2`, [c, o]])).toEqual([
      'coupons',
    ]);
  });
});

describe('pnpm money:check', () => {
  const run = promisify(execFile);
  const data = tempDir('mall-money-check-');
  let db: Db | null = null;
  afterAll(async () => {
    await db?.close();
    data.cleanup();
  });

  it('exits 0 on a sound database and 1 with the list once a row is broken', async () => {
    const dataDir = path.join(data.dir, 'pglite');
    db = await openDb({ dataDir });
    await migrate(db);
    await seed(db, { config: { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), dataDir, catalogProducts: 20, catalogShops: 4 } });
    await db.close();
    db = null;
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const script = ['--import', 'tsx', path.join(API_DIR, 'scripts/money-check.ts')];
    const sound = await run(process.execPath, script, { cwd: API_DIR, env });
    expect(sound.stdout).toContain('Money invariants: all hold.');

    db = await openDb({ dataDir });
    await db.query(`UPDATE app_user SET balance = balance + 1 WHERE user_id = $1`, [BUYER.userId]);
    await db.close();
    db = null;
    const broken = await run(process.execPath, script, { cwd: API_DIR, env }).then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(broken?.code).toBe(1);
    expect(broken?.stdout).toContain('Balance = the sum of its ledger lines');
    expect(broken?.stdout).toContain(`account ${BUYER.userId}: balance`);
  }, 240_000);
});
