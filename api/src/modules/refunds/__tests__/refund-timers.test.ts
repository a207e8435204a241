import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { openDb, type Db } from '../../../db';
import { call } from '../../../test/requests';
import { balanceOf } from '../../checkout/__tests__/helpers';
import { loadCheckoutSettings, sandboxRefund } from '../../checkout';
import { loadRefundsSettings } from '../refunds-settings';
import { runRefundTimers } from '../timers';
import { applied, applyBody, info, paidOrder, receivedOrder, seller, startRefundScene, type Scene } from './scene';

/**
 * The three timers with short values from the environment (as an operator sets them), their
 * survival across a restart (the deadline is a row; a new process finds it), and two API
 * processes sweeping at once without handling anything twice.
 */
const SHORT = 1500;
let s: Scene;
beforeAll(async () => {
  process.env.REFUND_SELLER_TIMEOUT_MS = String(SHORT);
  process.env.REFUND_BUYER_SHIP_TIMEOUT_MS = String(SHORT);
  process.env.REFUND_SELLER_RECEIVE_TIMEOUT_MS = String(SHORT);
  // This "process" does not sweep: the deadlines it writes are found by the next one.
  s = await startRefundScene({ refundSweepIntervalMs: 0 });
});
afterAll(async () => {
  for (const a of others) await a.close();
  for (const d of extraDbs) await d.close();
  await s?.t.close();
});

const others: FastifyInstance[] = [];
const extraDbs: Db[] = [];
/** Another API process on the same database, sweeping every 100 ms. */
async function startProcess(db: Db = s.t.db): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    secrets: s.t.ctx.secrets,
    config: { ...s.t.ctx.config, refundSweepIntervalMs: 100, orderSweepIntervalMs: 0, logLevel: 'silent' },
  });
  await app.ready();
  others.push(app);
  return app;
}
const handling = () => {
  const settings = loadRefundsSettings({ ...s.t.ctx.config, refundSweepIntervalMs: 0 });
  return { settings, gateway: sandboxRefund(loadCheckoutSettings(s.t.ctx.config, s.t.ctx.secrets).refundWindowMs) };
};
const past = () => new Promise((r) => setTimeout(r, SHORT + 50));
const ship = (refundSn: string) =>
  call(s.t, 'POST', '/p/orderRefund/submitExpress', { token: s.token, body: { refundSn, expressName: 'SF Express', expressNo: 'SF1' } });

describe('each timer, by hand (one sweep)', () => {
  it('the seller does not answer refund only: refunded automatically', async () => {
    const o = await paidOrder(s, { price: 1500 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1500 }));
    const deadline = (await info(s, sn)).data.deadline!;
    expect(deadline.kind).toBe('sellerAnswer');
    // Nothing is due before the deadline.
    expect(await runRefundTimers(s.t.db, handling())).toEqual([]);
    await past();
    const balance = await balanceOf(s.t);
    expect(await runRefundTimers(s.t.db, handling())).toEqual([{ refundSn: sn, status: 5 }]);
    expect(await balanceOf(s.t)).toBe(balance + 1500);
    const i = await info(s, sn);
    expect(i.data.progress.map((p) => `${p.actor}:${p.action}`)).toEqual(['buyer:apply', 'system:agree', 'system:refunded']);
    // Idempotent: a second sweep finds nothing.
    expect(await runRefundTimers(s.t.db, handling())).toEqual([]);
  });

  it('the seller does not answer a return: accepted, the buyer gets the shop address and a ship deadline', async () => {
    const o = await receivedOrder(s, { price: 1600 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 1600 }),
    );
    await past();
    expect(await runRefundTimers(s.t.db, handling())).toContainEqual({ refundSn: sn, status: 2 });
    expect((await info(s, sn)).data).toMatchObject({
      status: 2,
      deadline: { kind: 'buyerShip' },
      returnAddress: { addr: expect.any(String) },
    });
  });

  it('the buyer does not ship the return: timed out (6)', async () => {
    const o = await receivedOrder(s, { price: 1700 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 1700 }),
    );
    await seller(s, 'agree', { refundSn: sn });
    await past();
    expect(await runRefundTimers(s.t.db, handling())).toContainEqual({ refundSn: sn, status: 6 });
    expect((await info(s, sn)).data).toMatchObject({ status: 6, closeReason: 'buyerTimeout', deadline: null });
    expect((await ship(sn)).code).toBe('A00001');
  });

  it('the seller does not confirm the parcel: refunded', async () => {
    const o = await receivedOrder(s, { price: 1800 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 1800 }),
    );
    await seller(s, 'agree', { refundSn: sn });
    expect((await ship(sn)).code).toBe('00000');
    await past();
    const balance = await balanceOf(s.t);
    expect(await runRefundTimers(s.t.db, handling())).toContainEqual({ refundSn: sn, status: 5 });
    expect(await balanceOf(s.t)).toBe(balance + 1800);
    expect((await info(s, sn)).data.progress.map((p) => `${p.actor}:${p.action}`).slice(-3)).toEqual([
      'system:receive',
      'system:refund',
      'system:refunded',
    ]);
  });

  it('a deadline the buyer acted on in time does nothing', async () => {
    const o = await receivedOrder(s, { price: 1900 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 1900 }),
    );
    await seller(s, 'agree', { refundSn: sn });
    await ship(sn);
    expect((await runRefundTimers(s.t.db, handling())).map((h) => h.refundSn)).not.toContain(sn);
    expect((await info(s, sn)).data.status).toBe(3);
  });
});

describe('restarts and several processes', () => {
  it('deadlines written before a restart are acted on by the next process; two processes handle each request once', async () => {
    // Requests of the tests above run out first, so this one counts only its own.
    await past();
    await runRefundTimers(s.t.db, handling());
    const orders = await Promise.all([1, 2, 3, 4].map((k) => paidOrder(s, { price: 1000 + k })));
    const sns: string[] = [];
    for (const o of orders) sns.push(await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1000 })));
    const balance = await balanceOf(s.t);
    // On PostgreSQL the second process has its own connections, as a second replica would.
    let db2 = s.t.db;
    if (s.t.db.kind === 'postgres') {
      const schema = (await s.t.db.one<{ s: string }>(`SELECT current_schema() AS s`))!.s;
      db2 = await openDb({ databaseUrl: s.t.ctx.config.databaseUrl, schema });
      extraDbs.push(db2);
    }
    await startProcess(s.t.db);
    await startProcess(db2);
    // And two hand sweeps racing them.
    await past();
    const hands = await Promise.all([runRefundTimers(s.t.db, handling()), runRefundTimers(db2, handling())]);
    await vi.waitFor(
      async () => {
        for (const sn of sns) expect((await info(s, sn)).data.status).toBe(5);
      },
      { timeout: 10_000, interval: 100 },
    );
    const handledByHand = hands.flat().map((h) => h.refundSn);
    expect(new Set(handledByHand).size).toBe(handledByHand.length);
    expect(await balanceOf(s.t)).toBe(balance + 4000);
    for (const sn of sns) {
      const i = await info(s, sn);
      expect(i.data.payouts).toHaveLength(1);
      expect(i.data.progress.filter((p) => p.action === 'agree')).toHaveLength(1);
      expect(i.data.progress.filter((p) => p.action === 'refunded')).toHaveLength(1);
    }
  });
});
