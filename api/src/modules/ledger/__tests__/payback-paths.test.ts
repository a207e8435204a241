import { randomUUID } from 'node:crypto';
import { ORDER_REWARD_PER_UNIT } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, call } from '../../../test/requests';
import { balanceOf, makeProduct, stockOf } from '../../checkout/__tests__/helpers';
import {
  amountOf,
  applied,
  applyBody,
  info,
  orderRow,
  paidOrder,
  PAY,
  payOrder,
  receivedOrder,
  refundable,
  scoreOf,
  seller,
  startRefundScene,
  type Scene,
} from '../../refunds/__tests__/scene';

/**
 * Issue 39: the holes where two modules meet. Every way money goes back (after-sales, a merchant's
 * rejection, cancel and expiry) pays back what each settled part has left, through the method it
 * came in; a platform coupon shared by the orders of one submit is used once; growth follows refunds.
 */
let s: Scene;
beforeAll(async () => {
  s = await startRefundScene();
}, 180_000);
afterAll(() => s?.t.close());

const n = async (sql: string, params: unknown[]) => Number((await s.t.db.one<{ n: string | number }>(sql, params))!.n);
const reject = (orderNumber: string, token = s.m1) =>
  call(s.t, 'POST', '/merchant/order/reject', { token, body: { orderNumber, reason: 'insufficientStock' } });

describe('a merchant rejects an order after an after-sales refund (finding 1)', () => {
  it('pays back only what is left: balance, points spent and stock end where they started', async () => {
    const balance0 = await balanceOf(s.t);
    const points0 = await scoreOf(s);
    const o = await paidOrder(s, { price: 9719, count: 2, extra: { usePoints: 500 } });
    const stock0 = 50;
    expect(await stockOf(s.t, o.product.skuId)).toBe(stock0 - 2);
    const paid = await amountOf(s, o.orderNumber);
    // One unit refunded by after-sales (refund only, agreed by the seller).
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 9419 }));
    expect((await seller(s, 'agree', { refundSn: sn })).data.status).toBe(5);
    expect((await reject(o.orderNumber)).code).toBe('00000');

    expect(await balanceOf(s.t)).toBe(balance0);
    expect(await scoreOf(s)).toBe(points0);
    expect(await stockOf(s.t, o.product.skuId)).toBe(stock0);
    expect(Number((await orderRow(s, o.orderNumber)).refundedAmount)).toBe(paid);
  });
});

describe('a rejection pays back through the method that paid (finding 2)', () => {
  it('a sandbox-gateway payment goes back through the gateway, never into the balance', async () => {
    const o = await paidOrder(s, { price: 4321, payType: PAY.paypal });
    const paid = await amountOf(s, o.orderNumber);
    const balance = await balanceOf(s.t);
    expect((await reject(o.orderNumber)).code).toBe('00000');
    expect(await balanceOf(s.t)).toBe(balance);
    const paymentId = (await s.t.db.one<{ id: string }>(`SELECT payment_id AS id FROM order_settlement WHERE order_number = $1`, [
      o.orderNumber,
    ]))!.id;
    expect(await n(`SELECT coalesce(sum(amount), 0) AS n FROM sandbox_gateway_refund WHERE payment_id = $1`, [paymentId])).toBe(paid);
  });

  it('a confirmed offline transfer goes back by transfer: the merchant records it; the balance never moves', async () => {
    const o = await paidOrder(s, { price: 5555, payType: PAY.offline });
    const paid = await amountOf(s, o.orderNumber);
    const balance = await balanceOf(s.t);
    expect((await reject(o.orderNumber)).code).toBe('00000');
    expect(await balanceOf(s.t)).toBe(balance);
    const detail = await call<{ paybacks: { payType: number; amount: number; status: string }[] }>(
      s.t,
      'GET',
      `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`,
      { token: s.token },
    );
    expect(detail.data.paybacks).toEqual([expect.objectContaining({ payType: PAY.offline, amount: paid, status: 'awaitingTransfer' })]);
    const done = await call(s.t, 'POST', '/merchant/order/paybackTransferred', { token: s.m1, body: { orderNumber: o.orderNumber } });
    expect(done.code, done.msg ?? '').toBe('00000');
    const again = await call(s.t, 'POST', '/merchant/order/paybackTransferred', { token: s.m1, body: { orderNumber: o.orderNumber } });
    expect(again.code).toBe('A00001');
    const after = await call<{ paybacks: { status: string }[] }>(s.t, 'GET', `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, {
      token: s.token,
    });
    expect(after.data.paybacks).toEqual([expect.objectContaining({ status: 'done' })]);
    expect(await balanceOf(s.t)).toBe(balance);
  });
});

describe('a platform coupon shared by the orders of one submit (finding 3)', () => {
  /** Two orders (shops 1 and 2) of one submit sharing the platform "$5 off over $50" coupon. */
  async function submitWithPlatformCoupon() {
    const coupons = await call<{ userCouponId: number; shopId: number | null; exclusive: boolean; minAmount: number }[]>(
      s.t,
      'GET',
      '/p/order/coupons',
      { token: s.token },
    );
    const platform = coupons.data.find((c) => c.shopId === null && !c.exclusive);
    expect(platform, 'the demo buyer holds the platform coupon').toBeTruthy();
    const a = await makeProduct(s.t, { shopId: 1, price: 4000, stocks: 50 });
    const b = await makeProduct(s.t, { shopId: 2, price: 3000, stocks: 50 });
    for (const p of [a, b]) await call(s.t, 'POST', '/p/shopCart/changeItem', { token: s.token, body: { ...p, count: 1 } });
    const cart = await call<{ shopCarts: { lines: { basketId: number; prodId: number }[] }[] }>(s.t, 'POST', '/p/shopCart/info', {
      token: s.token,
    });
    const basketIds = cart.data.shopCarts
      .flatMap((c) => c.lines)
      .filter((l) => l.prodId === a.prodId || l.prodId === b.prodId)
      .map((l) => l.basketId);
    const res = await call<{ orderNumbers: string[] }>(s.t, 'POST', '/p/order/submit', {
      token: s.token,
      body: { basketIds, couponIds: [platform!.userCouponId], uuid: randomUUID(), tradingRulesAgreed: true },
    });
    expect(res.code, res.msg ?? '').toBe('00000');
    expect(res.data.orderNumbers).toHaveLength(2);
    return { userCouponId: platform!.userCouponId, orderNumbers: res.data.orderNumbers };
  }
  const usable = async (id: number) =>
    (await call<{ userCouponId: number }[]>(s.t, 'GET', '/p/order/coupons', { token: s.token })).data.some((c) => c.userCouponId === id);

  it('cancelling the order that records it does not give it back while another order of the submit was paid', async () => {
    const { userCouponId, orderNumbers } = await submitWithPlatformCoupon();
    const owner = (await s.t.db.one<{ n: string }>(`SELECT order_number AS n FROM user_coupon WHERE user_coupon_id = $1`, [userCouponId]))!
      .n;
    const other = orderNumbers.find((x) => x !== owner)!;
    await payOrder(s, other, PAY.balance);
    expect((await call(s.t, 'PUT', `/p/myOrder/cancel/${owner}`, { token: s.token, body: {} })).code).toBe('00000');
    expect(await usable(userCouponId)).toBe(false);
    // The merchant rejects the paid one: now every order of the submit is closed, the coupon comes back.
    expect((await reject(other, s.m2)).code).toBe('00000');
    expect(await usable(userCouponId)).toBe(true);
  });

  it('comes back once both orders are closed unpaid, not when the first one closes', async () => {
    const { userCouponId, orderNumbers } = await submitWithPlatformCoupon();
    expect((await call(s.t, 'PUT', `/p/myOrder/cancel/${orderNumbers[0]}`, { token: s.token, body: {} })).code).toBe('00000');
    expect(await usable(userCouponId)).toBe(false);
    expect((await call(s.t, 'PUT', `/p/myOrder/cancel/${orderNumbers[1]}`, { token: s.token, body: {} })).code).toBe('00000');
    expect(await usable(userCouponId)).toBe(true);
  });
});

describe('growth follows a refund as points do (finding 7)', () => {
  // Growth a completed order earns: per whole unit (dollar) paid (membership/levels.ts).
  const growthFor = (paid: number) => Math.floor(paid / 100) * ORDER_REWARD_PER_UNIT;
  const growthOf = async () =>
    (await s.t.db.one<{ growth: number; level: number }>(`SELECT growth, level FROM app_user WHERE user_id = $1`, [BUYER.userId]))!;

  it('a whole-order refund after receipt takes back the growth it earned and the level it reached (ledger lines)', async () => {
    const before = await growthOf();
    expect(before.level).toBe(3);
    // A $2,500 order (plus the charges the address adds) earns its paid whole dollars: 2,600 -> over 5,000, level 3 -> 4.
    const o = await receivedOrder(s, { price: 250_000 });
    const paid = await amountOf(s, o.orderNumber);
    const earned = growthFor(paid);
    expect(await growthOf()).toEqual({ growth: before.growth + earned, level: 4 });
    // Everything refundable after receipt: the goods (charges such as duty stay paid, and keep their share).
    const max = (await refundable(s, o.orderNumber)).data.wholeOrder.maxAmount;
    const sn = await applied(s, applyBody(o.orderNumber, undefined, { refundAmount: max, isReceiver: true }));
    expect((await seller(s, 'agree', { refundSn: sn })).data.status).toBe(5);
    expect((await info(s, sn)).data.refundResult).toBe('success');
    const kept = Math.floor((earned * (paid - max)) / paid);
    expect(await growthOf()).toEqual({ growth: before.growth + kept, level: 3 });
    expect(
      await n(`SELECT coalesce(sum(change), 0) AS n FROM growth_ledger WHERE user_id = $1 AND ref LIKE $2`, [
        BUYER.userId,
        `${o.orderNumber}%`,
      ]),
    ).toBe(kept);
  });

  it('a partial refund takes back growth in proportion, as points are', async () => {
    const before = await growthOf();
    // Two $300 units: the order earns its paid whole dollars; one unit refunded keeps the share the rest paid.
    const o = await receivedOrder(s, { price: 30_000, count: 2 });
    const paid = await amountOf(s, o.orderNumber);
    const earned = growthFor(paid);
    expect((await growthOf()).growth).toBe(before.growth + earned);
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 30_000, isReceiver: true }));
    expect((await seller(s, 'agree', { refundSn: sn })).data.status).toBe(5);
    expect((await growthOf()).growth).toBe(before.growth + Math.floor((earned * (paid - 30_000)) / paid));
  });
});
