import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, call } from '../../../test/requests';
import { balanceOf, makeProduct, submitNow } from '../../checkout/__tests__/helpers';
import { grant } from '../../../test/ledger';
import {
  amountOf,
  applied,
  applyBody,
  decide,
  info,
  orderRow,
  paidOrder,
  PAY,
  payOrder,
  receivedOrder,
  refundable,
  scoreOf,
  seller,
  shipAll,
  startRefundScene,
  type Scene,
} from './scene';

/** Money back through the paying method, exactly once whatever the retries; points, coupons. */
let s: Scene;
beforeAll(async () => {
  s = await startRefundScene();
  // Enough points to pay whole orders with them (10 points = 1 cent).
  await grant(s.t.db, BUYER.userId, { points: 5_000_000, balance: 50_000_000 });
});
afterAll(() => s?.t.close());

const n = async (sql: string, params: unknown[]) => Number((await s.t.db.one<{ n: string }>(sql, params))!.n);
const twenty = <T>(fn: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, fn));

describe('each payment method, 20 identical calls at once: one refund', () => {
  const methods = [
    ['balance', PAY.balance],
    ['points', PAY.points],
    ['WeChat Pay (sandbox gateway)', PAY.wechat],
    ['Alipay (sandbox gateway)', PAY.alipay],
    ['PayPal (sandbox gateway)', PAY.paypal],
    ['PayPal credit card (sandbox gateway)', PAY.paypalCard],
    ['offline transfer', PAY.offline],
  ] as const;

  for (const [name, payType] of methods) {
    it(name, async () => {
      const o = await paidOrder(s, { price: 1234, count: 2, payType });
      const paid = await amountOf(s, o.orderNumber);
      const sn = await applied(s, applyBody(o.orderNumber, undefined, { goodsNum: 2, refundAmount: paid }));
      const balance = await balanceOf(s.t);
      const score = await scoreOf(s);

      const answers = await twenty(() => seller(s, 'agree', { refundSn: sn }));
      expect(answers.filter((a) => a.code === '00000')).toHaveLength(1);
      expect(
        answers.filter((a) => a.code !== '00000').every((a) => a.msg === 'The after-sales request has changed; please refresh the page'),
      ).toBe(true);

      expect(await n(`SELECT count(*) AS n FROM payback WHERE cause = 'refund' AND ref = $1 AND part <> 'pointsUsed'`, [sn])).toBe(1);
      const i = await info(s, sn);
      expect(i.data.payouts).toEqual([expect.objectContaining({ payType, amount: paid })]);
      const balanceMoves = await n(`SELECT count(*) AS n FROM balance_ledger WHERE ref LIKE $1`, [`${sn}%`]);
      const pointsMoves = await n(`SELECT count(*) AS n FROM points_ledger WHERE ref LIKE $1 AND reason = 'refund'`, [`${sn}%`]);
      const gatewayRefunds = await n(`SELECT count(*) AS n FROM sandbox_gateway_refund WHERE out_refund_no LIKE $1`, [`${sn}%`]);
      if (payType === PAY.balance) {
        expect([balanceMoves, pointsMoves, gatewayRefunds]).toEqual([1, 0, 0]);
        expect(await balanceOf(s.t)).toBe(balance + paid);
        expect(i.data.refundResult).toBe('success');
      } else if (payType === PAY.points) {
        expect([balanceMoves, pointsMoves, gatewayRefunds]).toEqual([0, 1, 0]);
        expect(await scoreOf(s)).toBe(score + paid * 10);
        expect(await balanceOf(s.t)).toBe(balance);
      } else if (payType === PAY.offline) {
        expect([balanceMoves, pointsMoves, gatewayRefunds]).toEqual([0, 0, 0]);
        expect(i.data).toMatchObject({ refundResult: 'awaitingTransfer', payouts: [{ status: 'awaitingTransfer' }] });
        // The merchant records the transfer, once.
        const done = await twenty(() => seller(s, 'transferred', { refundSn: sn }));
        expect(done.filter((a) => a.code === '00000')).toHaveLength(1);
        expect((await info(s, sn)).data).toMatchObject({ refundResult: 'success', payouts: [{ status: 'done' }] });
      } else {
        expect([balanceMoves, pointsMoves, gatewayRefunds]).toEqual([0, 0, 1]);
        expect(i.data.payouts[0]!.refundNo).toMatch(/^SBXR/);
        expect(await balanceOf(s.t)).toBe(balance);
      }
      expect((await orderRow(s, o.orderNumber)).status).toBe(6);
    });
  }

  it('20 receipts of one returned parcel, and 20 platform decisions: one refund each', async () => {
    const o = await receivedOrder(s, { price: 2222 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 2222 }),
    );
    await seller(s, 'agree', { refundSn: sn });
    await call(s.t, 'POST', '/p/orderRefund/submitExpress', {
      token: s.token,
      body: { refundSn: sn, expressName: 'DHL', expressNo: 'D1' },
    });
    const balance = await balanceOf(s.t);
    const receipts = await twenty(() => seller(s, 'receive', { refundSn: sn }));
    expect(receipts.filter((a) => a.code === '00000')).toHaveLength(1);
    expect(await balanceOf(s.t)).toBe(balance + 2222);

    const p = await paidOrder(s, { price: 3333 });
    const sn2 = await applied(s, applyBody(p.orderNumber, p.itemId, { refundAmount: 3333 }));
    await seller(s, 'reject', { refundSn: sn2, reason: 'No' });
    await call(s.t, 'POST', '/p/orderRefund/intervene', { token: s.token, body: { refundSn: sn2, reason: 'Please' } });
    const before = await balanceOf(s.t);
    const decisions = await twenty(() => decide(s, sn2, 'agree'));
    expect(decisions.filter((a) => a.code === '00000')).toHaveLength(1);
    expect(await balanceOf(s.t)).toBe(before + 3333);
  });

  it('a retried call after success changes nothing: the ledger keeps one entry per cause', async () => {
    const o = await paidOrder(s, { price: 999 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 999 }));
    await seller(s, 'agree', { refundSn: sn });
    const balance = await balanceOf(s.t);
    for (let k = 0; k < 3; k++) expect((await seller(s, 'agree', { refundSn: sn })).code).toBe('A00001');
    expect(await balanceOf(s.t)).toBe(balance);
  });
});

describe('advance and final payment', () => {
  it('a refund is paid back from the final payment first (its method), then the advance (its method)', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 10_000, stocks: 10 });
    const orderNumber = (await submitNow(s.t, s.token, p, 1)).data.orderNumbers[0]!;
    const total = Number(
      (await s.t.db.one<{ t: string }>(`SELECT actual_total AS t FROM order_info WHERE order_number = $1`, [orderNumber]))!.t,
    );
    expect((await call(s.t, 'POST', '/merchant/order/confirm', { token: s.m1, body: { orderNumber, advanceAmount: 3000 } })).code).toBe(
      '00000',
    );
    await payOrder(s, orderNumber, PAY.balance);
    expect((await call(s.t, 'POST', '/merchant/order/finalPrice', { token: s.m1, body: { orderNumber } })).code).toBe('00000');
    await payOrder(s, orderNumber, PAY.points);
    const item = (await s.t.db.one<{ id: string }>(`SELECT order_item_id AS id FROM order_item WHERE order_number = $1`, [orderNumber]))!
      .id;
    const r = await refundable(s, orderNumber);
    expect(r.data.wholeOrder.maxAmount).toBe(total);
    const balance = await balanceOf(s.t);
    const score = await scoreOf(s);
    const sn = await applied(s, applyBody(orderNumber, undefined, { goodsNum: 1, refundAmount: total }));
    await seller(s, 'agree', { refundSn: sn });
    const i = await info(s, sn);
    expect(i.data.payouts.map((x) => [x.payType, x.amount]).sort()).toEqual(
      [
        [PAY.balance, 3000],
        [PAY.points, total - 3000],
      ].sort(),
    );
    expect(await balanceOf(s.t)).toBe(balance + 3000);
    expect(await scoreOf(s)).toBe(score + (total - 3000) * 10);
    void item;
  });

  it('a partial refund comes from the final payment alone while it covers it', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 10_000, stocks: 10 });
    const orderNumber = (await submitNow(s.t, s.token, p, 2)).data.orderNumbers[0]!;
    await call(s.t, 'POST', '/merchant/order/confirm', { token: s.m1, body: { orderNumber, advanceAmount: 5000 } });
    await payOrder(s, orderNumber, PAY.points);
    await call(s.t, 'POST', '/merchant/order/finalPrice', { token: s.m1, body: { orderNumber } });
    await payOrder(s, orderNumber, PAY.balance);
    const item = Number(
      (await s.t.db.one<{ id: string }>(`SELECT order_item_id AS id FROM order_item WHERE order_number = $1`, [orderNumber]))!.id,
    );
    const sn = await applied(s, applyBody(orderNumber, item, { goodsNum: 1, refundAmount: 4000 }));
    await seller(s, 'agree', { refundSn: sn });
    expect((await info(s, sn)).data.payouts).toEqual([expect.objectContaining({ payType: PAY.balance, amount: 4000 })]);
  });
});

describe('points and coupons (documented rules)', () => {
  it('points spent on the order come back in proportion to the goods refunded, all of them with the last unit', async () => {
    const o = await paidOrder(s, { price: 2000, count: 1, secondLine: { price: 2000, count: 1 }, extra: { usePoints: 1000 } });
    const used = (await s.t.db.one<{ p: number }>(`SELECT points_used AS p FROM order_info WHERE order_number = $1`, [o.orderNumber]))!.p;
    expect(used).toBe(1000);
    const score = await scoreOf(s);
    const first = await refundable(s, o.orderNumber);
    const sn = await applied(s, applyBody(o.orderNumber, o.lines[0]!.id, { refundAmount: first.data.lines[0]!.maxAmount }));
    await seller(s, 'agree', { refundSn: sn });
    expect(await scoreOf(s)).toBe(score + 500);
    const second = await refundable(s, o.orderNumber);
    const sn2 = await applied(s, applyBody(o.orderNumber, o.lines[1]!.id, { refundAmount: second.data.lines[1]!.maxAmount }));
    await seller(s, 'agree', { refundSn: sn2 });
    expect(await scoreOf(s)).toBe(score + 1000);
    expect(await n(`SELECT count(*) AS n FROM points_ledger WHERE reason = 'refundPointsReturn' AND ref IN ($1, $2)`, [sn, sn2])).toBe(2);
  });

  it('a coupon comes back only when the order is fully refunded', async () => {
    const coupon = await s.t.db.one<{ id: string }>(
      `INSERT INTO coupon (shop_id, name_en, name_zh, kind, reduce_amount, min_amount) VALUES (1, '$2 off', '减2元', 'cash', 200, 0) RETURNING coupon_id AS id`,
    );
    const uc = await s.t.db.one<{ id: string }>(
      `INSERT INTO user_coupon (user_id, coupon_id) VALUES ($1, $2) RETURNING user_coupon_id AS id`,
      [BUYER.userId, coupon!.id],
    );
    const o = await paidOrder(s, { price: 1000, count: 1, secondLine: { price: 1000, count: 1 }, extra: { couponIds: [Number(uc!.id)] } });
    const status = async () =>
      (await s.t.db.one<{ status: number }>(`SELECT status FROM user_coupon WHERE user_coupon_id = $1`, [uc!.id]))!.status;
    expect(await status()).toBe(1);
    const r1 = await refundable(s, o.orderNumber);
    const a = await applied(s, applyBody(o.orderNumber, o.lines[0]!.id, { refundAmount: r1.data.lines[0]!.maxAmount }));
    await seller(s, 'agree', { refundSn: a });
    expect(await status()).toBe(1);
    const r2 = await refundable(s, o.orderNumber);
    const b = await applied(s, applyBody(o.orderNumber, o.lines[1]!.id, { refundAmount: r2.data.lines[1]!.maxAmount }));
    await seller(s, 'agree', { refundSn: b });
    expect(await status()).toBe(0);
  });

  it('a received order earns its points once (1 point per $1 paid, scaled by the level); a refund afterwards takes back its share', async () => {
    const o = await receivedOrder(s, { price: 5050 });
    const paid = await amountOf(s, o.orderNumber);
    const ledger = await call<{ reason: string; ref: string; change: number }[]>(s.t, 'GET', '/p/ledger/points', { token: s.token });
    const booked = ledger.data.filter((e) => e.ref === o.orderNumber && ['orderReward', 'orderEarn'].includes(e.reason));
    expect(booked).toHaveLength(1);
    const earned = booked[0]!.change;
    expect(earned).toBeGreaterThanOrEqual(Math.floor(paid / 100));
    const score = await scoreOf(s);
    // Reviewing completes the order: no second booking.
    const review = await call(s.t, 'POST', '/p/prodComm/submit', {
      token: s.token,
      body: { orderNumber: o.orderNumber, comments: [{ orderItemId: o.itemId, score: 5, content: 'Works well', pics: [] }] },
    });
    expect(review.code).toBe('00000');
    expect(await scoreOf(s)).toBe(score);

    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { isReceiver: true, buyerReason: 'qualityIssue', refundAmount: 2000 }));
    await seller(s, 'agree', { refundSn: sn });
    const back = earned - Math.floor((earned * (paid - 2000)) / paid);
    expect(await scoreOf(s)).toBe(score - back);
    expect(await n(`SELECT count(*) AS n FROM points_ledger WHERE reason = 'orderEarnBack' AND ref = $1`, [sn])).toBe(1);
  });

  it('money refunded before receipt earns no points, and is not taken back twice by a refund after it', async () => {
    const o = await paidOrder(s, { price: 6000, count: 1, secondLine: { price: 4000, count: 1 } });
    const paid = await amountOf(s, o.orderNumber);
    // The second line is refunded before anything ships.
    const before = await refundable(s, o.orderNumber);
    const first = await applied(s, applyBody(o.orderNumber, o.lines[1]!.id, { refundAmount: before.data.lines[1]!.maxAmount }));
    await seller(s, 'agree', { refundSn: first });
    const keptAtReceipt = paid - Number((await orderRow(s, o.orderNumber)).refundedAmount);
    expect(keptAtReceipt).toBeLessThan(paid);
    await shipAll(s, o.orderNumber);
    expect((await call(s.t, 'PUT', `/p/myOrder/receipt/${o.orderNumber}`, { token: s.token, body: {} })).code).toBe('00000');
    const ledger = await call<{ reason: string; ref: string; change: number }[]>(s.t, 'GET', '/p/ledger/points', { token: s.token });
    const booked = ledger.data.filter((e) => e.ref === o.orderNumber && e.reason === 'orderEarn');
    expect(booked).toHaveLength(1);
    const earned = booked[0]!.change;
    // Booked on what was kept (1 point per $1, up to 2x by level), not on what was paid.
    expect(earned).toBeGreaterThanOrEqual(Math.floor(keptAtReceipt / 100));
    expect(earned).toBeLessThanOrEqual(Math.floor(keptAtReceipt / 100) * 2);

    const score = await scoreOf(s);
    const after = await applied(
      s,
      applyBody(o.orderNumber, o.lines[0]!.id, { isReceiver: true, buyerReason: 'qualityIssue', refundAmount: 1500 }),
    );
    await seller(s, 'agree', { refundSn: after });
    const back = earned - Math.floor((earned * (keptAtReceipt - 1500)) / keptAtReceipt);
    expect(await scoreOf(s)).toBe(score - back);
  });
});
