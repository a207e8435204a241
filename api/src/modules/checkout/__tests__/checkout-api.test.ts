import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf, tinyPng } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { BUYER, BUYER2, call, merchantUpload, upload } from '../../../test/requests';
import { expireOverdueOrders } from '../expiry';
import { carriageFor, freightFor, type FreightTemplate } from '../freight';
import { signNotice } from '../sandbox-gateway';
import { balanceOf, makeProduct, startCheckoutScene, stockOf, submitNow } from './helpers';
import { setStock } from '../../../test/ledger';

let t: TestApp;
let token: string;
let token2: string;
let m1: string;
let m2: string;
/** The sandbox gateway's key of this server (generated, as on a fresh start). */
let SECRET: string;

beforeAll(async () => {
  ({ t, token, token2, m1, m2 } = await startCheckoutScene());
  SECRET = t.ctx.secrets.SANDBOX_GATEWAY_SECRET;
});
afterAll(() => t?.close());

describe('freight rule', () => {
  const base: FreightTemplate = {
    mode: 'charged',
    basis: 'count',
    firstUnits: 1,
    firstFee: 500,
    stepUnits: 2,
    stepFee: 100,
    freeOver: 10_000,
    portFee: 0,
    restOfWorld: true,
    zones: [],
  };
  const us = { countryCode: 'US', regionCode: 'US-CA', continent: 'Americas' };
  it('charges the first-unit price, then a price per started step beyond the threshold', () => {
    expect(carriageFor(base, 1, 1000)).toBe(500);
    expect(carriageFor(base, 2, 1000)).toBe(600);
    expect(carriageFor(base, 3, 1000)).toBe(600);
    expect(carriageFor(base, 4, 1000)).toBe(700);
    expect(carriageFor({ ...base, firstUnits: 3, stepUnits: 1, stepFee: 200 }, 5, 1000)).toBe(900);
  });
  it('free shipping, shipping included and the free-over threshold cost nothing', () => {
    expect(freightFor({ ...base, mode: 'free' }, 'CIF', us, 9, 100)).toBe(0);
    expect(freightFor({ ...base, mode: 'included' }, 'CIF', us, 9, 100)).toBe(0);
    expect(freightFor(base, 'CIF', us, 9, 10_000)).toBe(0);
    expect(freightFor(base, 'CIF', us, 9, 9_999)).toBe(900);
  });
});

describe('cart', () => {
  it('adds with deltas, removes at 0 and counts lines', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 1000, stocks: 5 });
    let res = await call<{ count: number; prodCount: number }>(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count: 2 } });
    expect(res.code).toBe('00000');
    expect(res.data.count).toBe(2);
    res = await call(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count: 1 } });
    expect(res.data.count).toBe(3);
    const over = await call(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count: 10 } });
    expect(over.code).toBe('A03010');
    const info = await call<{ shopCarts: { shopId: number; lines: { count: number }[] }[] }>(t, 'POST', '/p/shopCart/info', { token });
    expect(info.data.shopCarts.find((s) => s.shopId === 1)?.lines[0]?.count).toBe(3);
    res = await call(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count: -3 } });
    expect(res.data.count).toBe(0);
    expect((await call<number>(t, 'GET', '/p/shopCart/prodCount', { token })).data).toBe(0);
  });

  it('refuses presale, combo and seckill with the spec message', async () => {
    for (const prodType of ['presale', 'combo', 'seckill']) {
      const p = await makeProduct(t, { shopId: 1, price: 100, stocks: 5, prodType });
      const res = await call(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count: 1 } });
      expect(res.code).toBe('A00001');
      expect(res.msg).toBe('Presale, combo and seckill items cannot be added to the cart');
    }
  });

  it('shows invalid lines apart (off shelf, out of stock)', async () => {
    const a = await makeProduct(t, { shopId: 2, price: 100, stocks: 5 });
    const b = await makeProduct(t, { shopId: 2, price: 100, stocks: 5 });
    await call(t, 'POST', '/p/shopCart/changeItem', { token: token2, body: { ...a, count: 1 } });
    await call(t, 'POST', '/p/shopCart/changeItem', { token: token2, body: { ...b, count: 1 } });
    await t.db.query(`UPDATE product SET status = 0 WHERE prod_id = $1`, [a.prodId]);
    await setStock(t.db, b.skuId, 0);
    const info = await call<{ invalidLines: { invalidReason: string }[] }>(t, 'POST', '/p/shopCart/info', { token: token2 });
    expect(info.data.invalidLines.map((l) => l.invalidReason).sort()).toEqual(['offShelf', 'outOfStock']);
    await call(t, 'DELETE', '/p/shopCart/deleteAll', { token: token2 });
  });

  it('refuses settling 51 lines', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    const res = await call(t, 'POST', '/p/order/confirm', { token, body: { basketIds: ids } });
    expect(res.code).toBe('A00014');
    expect(res.msg).toBe('The cart supports at most 50 items for settlement');
  });
});

describe('confirm and submit', () => {
  it('computes totals on the server: freight, coupons, points', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 2000, stocks: 50 });
    type Totals = { goodsTotal: number; freight: number; insurance: number; taxes: number; actualTotal: number };
    const res = await call<{ totals: Totals }>(t, 'POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 4 }, usePoints: 100 },
    });
    expect(res.code).toBe('00000');
    const { goodsTotal, freight, insurance, taxes, actualTotal } = res.data.totals;
    expect(goodsTotal).toBe(8000);
    expect(freight).toBeGreaterThan(0);
    expect(actualTotal).toBe(8000 + freight + insurance + taxes - 10);
  });

  it('paid members get their discount and free shipping', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 10_000, stocks: 50 });
    const member = await call<{ totals: { memberDiscount: number; freight: number; taxes: number; actualTotal: number } }>(
      t,
      'POST',
      '/p/order/confirm',
      { token: token2, body: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, tradeTerm: 'CIF' } },
    );
    expect(member.data.totals).toMatchObject({ memberDiscount: 500, freight: 0, taxes: 0, actualTotal: 9500 + 30 });
  });

  it('refuses points that are not a multiple of 10', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 2000, stocks: 50 });
    const res = await call(t, 'POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, usePoints: 15 },
    });
    expect(res.code).toBe('A00014');
    expect(res.msg).toBe('Points are used in multiples of 10');
  });

  it('refuses combining an exclusive coupon (A03003)', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 30_000, stocks: 50 });
    const coupons = await call<{ userCouponId: number }[]>(t, 'GET', '/p/order/coupons', { token });
    const ids = coupons.data.map((c) => c.userCouponId);
    const res = await call(t, 'POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, couponIds: ids },
    });
    expect(res.code).toBe('A03003');
  });

  it('offers only the coupons the order can use: no shop coupon of a shop not in it, none below its minimum (issue 40)', async () => {
    type Offered = { coupons: { userCouponId: number; shopId: number | null; minAmount: number }[] };
    const all = (await call<{ userCouponId: number; shopId: number | null; minAmount: number }[]>(t, 'GET', '/p/order/coupons', { token }))
      .data;
    const shopCoupon = all.find((c) => c.shopId !== null)!;
    expect(shopCoupon).toBeTruthy();
    const elsewhere = await makeProduct(t, { shopId: shopCoupon.shopId === 1 ? 2 : 1, price: 30_000, stocks: 5 });
    const offered = await call<Offered>(t, 'POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: elsewhere.prodId, skuId: elsewhere.skuId, count: 1 } },
    });
    expect(offered.code).toBe('00000');
    expect(offered.data.coupons.map((c) => c.userCouponId)).not.toContain(shopCoupon.userCouponId);
    expect(offered.data.coupons.every((c) => c.shopId === null && c.minAmount <= 30_000)).toBe(true);
    // A cheap order gets no platform coupon it does not reach.
    const cheap = await makeProduct(t, { shopId: 2, price: 100, stocks: 5 });
    const small = await call<Offered>(t, 'POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: cheap.prodId, skuId: cheap.skuId, count: 1 } },
    });
    expect(small.data.coupons.filter((c) => c.minAmount > 100)).toEqual([]);
  });

  it('answers the same price to GET /p/order/confirm with a query string, refusals included', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 2000, stocks: 50 });
    type Confirmed = {
      shopOrders: { lines: { basketId: number | null; count: number }[] }[];
      totals: { actualTotal: number; pointsUsed: number };
    };
    // Buy now: the same answer as the POST of the same request.
    const item = { prodId: p.prodId, skuId: p.skuId, count: 3 };
    const posted = await call<Confirmed>(t, 'POST', '/p/order/confirm', { token, body: { orderItem: item, usePoints: 100 } });
    const got = await call<Confirmed>(t, 'GET', `/p/order/confirm?prodId=${p.prodId}&skuId=${p.skuId}&count=3&usePoints=100`, { token });
    expect(posted.code).toBe('00000');
    expect(got.code).toBe('00000');
    expect(got.data).toEqual(posted.data);
    expect(got.data.totals.pointsUsed).toBe(100);
    // Cart lines by id.
    const a = await call<{ basketId: number }>(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count: 2 } });
    const b = await makeProduct(t, { shopId: 2, price: 500, stocks: 50 });
    const bl = await call<{ basketId: number }>(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...b, count: 1 } });
    const ids = [a.data.basketId, bl.data.basketId];
    const cart = await call<Confirmed>(t, 'GET', `/p/order/confirm?basketIds=${ids.join(',')}`, { token });
    expect(cart.code).toBe('00000');
    expect(cart.data.shopOrders.flatMap((s) => s.lines.map((l) => l.basketId)).sort()).toEqual([...ids].sort());
    expect(cart.data).toEqual((await call<Confirmed>(t, 'POST', '/p/order/confirm', { token, body: { basketIds: ids } })).data);

    // The body's rules, in the body's words.
    const refusals: [string, string][] = [
      [`usePoints=15&prodId=${p.prodId}&skuId=${p.skuId}&count=1`, 'Points are used in multiples of 10'],
      [`basketIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'The cart supports at most 50 items for settlement'],
    ];
    for (const [query, msg] of refusals) {
      const res = await call(t, 'GET', `/p/order/confirm?${query}`, { token });
      expect(res.code, query).toBe('A00014');
      expect(res.msg, query).toBe(msg);
    }
    for (const query of [
      `prodId=${p.prodId}&skuId=${p.skuId}&count=0`,
      `prodId=x&skuId=${p.skuId}&count=1`,
      'basketIds=1,a',
      `prodId=${p.prodId}&skuId=${p.skuId}&count=1&tradeTerm=XYZ`,
      `prodId=${p.prodId}&skuId=${p.skuId}&count=1&deliveryType=drone`,
    ])
      expect((await call(t, 'GET', `/p/order/confirm?${query}`, { token })).code, query).toBe('A00014');
    // Nothing to settle, and another buyer's lines: refused as the POST refuses them, nothing of them shown.
    expect((await call(t, 'GET', '/p/order/confirm', { token })).code).toBe('A00014');
    const theirs = await call<Confirmed>(t, 'GET', `/p/order/confirm?basketIds=${ids.join(',')}`, { token: token2 });
    expect(theirs.code).toBe('A00014');
    expect(theirs.data).toBeNull();
    expect((await call(t, 'POST', '/p/order/confirm', { token: token2, body: { basketIds: ids } })).code).toBe('A00014');
    // Signed out: the token is required, as for every /p/ path.
    expect((await call(t, 'GET', `/p/order/confirm?basketIds=${ids.join(',')}`)).code).toBe('A00004');
    await call(t, 'DELETE', '/p/shopCart/deleteAll', { token });
  });

  it('needs the trading rules agreed', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 100, stocks: 5 });
    const res = await call(t, 'POST', '/p/order/submit', { token, body: { orderItem: { ...p, count: 1 }, uuid: randomUUID() } });
    expect(res.code).toBe('A00014');
  });

  it('a double submit creates one order (A03002)', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 100, stocks: 5 });
    const body = { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true };
    const [a, b] = await Promise.all([
      call(t, 'POST', '/p/order/submit', { token, body }),
      call(t, 'POST', '/p/order/submit', { token, body }),
    ]);
    expect([a.code, b.code].sort()).toEqual(['00000', 'A03002']);
    const again = await call(t, 'POST', '/p/order/submit', { token, body });
    expect(again.code).toBe('A03002');
    expect(again.msg).toBe('Do not submit the order repeatedly');
    const n = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM order_info WHERE submit_uuid = $1`, [body.uuid]);
    expect(n!.n).toBe(1);
    expect(await stockOf(t, p.skuId)).toBe(4);
  });

  it('200 concurrent submits for 10 in stock make exactly 10 orders and stock 0', async () => {
    const p = await makeProduct(t, { shopId: 3, price: 100, stocks: 10 });
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => submitNow(t, i % 2 ? token : token2, p, 1)));
    const okCount = results.filter((r) => r.code === '00000').length;
    expect(okCount).toBe(10);
    expect(results.filter((r) => r.code !== '00000').every((r) => r.code === 'A03010')).toBe(true);
    expect(await stockOf(t, p.skuId)).toBe(0);
    const n = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM order_item WHERE sku_id = $1`, [p.skuId]);
    expect(n!.n).toBe(10);
  }, 120_000);

  it('submits one order per shop from the cart and empties those lines', async () => {
    const a = await makeProduct(t, { shopId: 1, price: 1000, stocks: 5 });
    const b = await makeProduct(t, { shopId: 2, price: 2000, stocks: 5 });
    const la = await call<{ basketId: number }>(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...a, count: 1 } });
    const lb = await call<{ basketId: number }>(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...b, count: 2 } });
    const res = await call<{ orderNumbers: string[] }>(t, 'POST', '/p/order/submit', {
      token,
      body: {
        basketIds: [la.data.basketId, lb.data.basketId],
        uuid: randomUUID(),
        tradingRulesAgreed: true,
        orderShopParams: [{ shopId: 1, remarks: 'fragile' }],
      },
    });
    expect(res.code).toBe('00000');
    expect(res.data.orderNumbers).toHaveLength(2);
    expect((await call<number>(t, 'GET', '/p/shopCart/prodCount', { token })).data).toBe(0);
  });
});

describe('payment', () => {
  it('balance: concurrent pay calls charge once, with one ledger entry', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 1234, stocks: 5 });
    const { data } = await submitNow(t, token, p, 1);
    const before = await balanceOf(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: data.orderNumbers.join(','), payType: 9 } }),
      ),
    );
    expect(results.filter((r) => r.code === '00000')).toHaveLength(1);
    const detail = await call<{ status: number; actualTotal: number; paidAmount: number }>(
      t,
      'GET',
      `/p/myOrder/orderDetail?orderNumber=${data.orderNumbers[0]}`,
      { token },
    );
    expect(detail.data.status).toBe(2);
    expect(await balanceOf(t)).toBe(before - detail.data.actualTotal);
    const entries = await t.db.query(
      `SELECT 1 FROM balance_ledger l JOIN order_settlement s ON s.payment_id = l.ref WHERE s.order_number = $1`,
      [data.orderNumbers[0]],
    );
    expect(entries).toHaveLength(1);
    // The success page reads what was paid and how from the counter's answer (issue 40).
    const paid = await call<{ orders: { payType: number | null; paidAmount: number }[] }>(
      t,
      'GET',
      `/p/order/payInfo?orderNumbers=${data.orderNumbers[0]}`,
      { token },
    );
    expect(paid.data.orders[0]).toMatchObject({ payType: 9, paidAmount: detail.data.actualTotal });
  });

  it('points pay from the points ledger (10 points = 1 cent)', async () => {
    const p = await makeProduct(t, { shopId: 3, price: 10, stocks: 5 });
    // Ex works: nothing but the goods, 10 cents.
    const { data } = await submitNow(t, token, p, 1, { tradeTerm: 'EXW' });
    const score = async () => (await t.db.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [BUYER.userId]))!.score;
    const before = await score();
    const res = await call<{ status: number; points: number }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: data.orderNumbers, payType: 0 },
    });
    expect(res.code).toBe('00000');
    expect(await score()).toBe(before - 100);
    const entry = await t.db.one<{ change: number }>(
      `SELECT change FROM points_ledger WHERE user_id = $1 AND reason = 'pay' ORDER BY entry_id DESC LIMIT 1`,
      [BUYER.userId],
    );
    expect(entry!.change).toBe(-100);
  });

  it('insufficient balance answers the current balance', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 10_000_000, stocks: 5 });
    const { data } = await submitNow(t, token2, p, 1);
    const res = await call<{ balance: number }>(t, 'POST', '/p/order/pay', {
      token: token2,
      body: { orderNumbers: data.orderNumbers, payType: 9 },
    });
    expect(res.code).toBe('A00001');
    expect(res.data.balance).toBe(await balanceOf(t, BUYER2.userId));
    expect(res.msg).toContain('$');
  });

  it('an expired order returns its stock and cannot be paid', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 500, stocks: 3 });
    const { data } = await submitNow(t, token, p, 2);
    expect(await stockOf(t, p.skuId)).toBe(1);
    await t.db.query(`UPDATE order_info SET pay_deadline = now() - interval '1 second' WHERE order_number = $1`, [data.orderNumbers[0]]);
    const closed = await expireOverdueOrders(t.db);
    expect(closed).toContain(data.orderNumbers[0]);
    expect(await stockOf(t, p.skuId)).toBe(3);
    const res = await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: data.orderNumbers, payType: 9 } });
    expect(res.msg).toBe('The order has expired, please place a new order');
  });

  it('the pay call itself closes an order past its deadline', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 500, stocks: 3 });
    const { data } = await submitNow(t, token, p, 3);
    await t.db.query(`UPDATE order_info SET pay_deadline = now() - interval '1 second' WHERE order_number = $1`, [data.orderNumbers[0]]);
    const res = await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: data.orderNumbers, payType: 9 } });
    expect(res.msg).toBe('The order has expired, please place a new order');
    expect(await stockOf(t, p.skuId)).toBe(3);
  });

  it('cancel returns stock and points', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 5000, stocks: 3 });
    const scoreBefore = (await t.db.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [BUYER.userId]))!.score;
    const { data } = await submitNow(t, token, p, 1, { usePoints: 100 });
    expect((await t.db.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [BUYER.userId]))!.score).toBe(
      scoreBefore - 100,
    );
    const res = await call(t, 'PUT', `/p/myOrder/cancel/${data.orderNumbers[0]}`, { token });
    expect(res.code).toBe('00000');
    expect(await stockOf(t, p.skuId)).toBe(3);
    expect((await t.db.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [BUYER.userId]))!.score).toBe(scoreBefore);
  });

  it('sandbox gateway: bad signature and wrong amount refused, replay idempotent', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 777, stocks: 3 });
    const { data } = await submitNow(t, token, p, 1);
    const pay = await call<{ paymentId: string; qrPayload: string; amount: number; expiresAt: string }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: data.orderNumbers, payType: 2, returnUrl: '/payment/success' },
    });
    expect(pay.code).toBe('00000');
    expect(pay.data.qrPayload).toContain(`/api/sandbox-gateway/pay/${pay.data.paymentId}`);
    // The hosted page opens only with the payment's own token (in the link the counter shows).
    const link = new URL(pay.data.qrPayload);
    expect((await t.app.inject({ method: 'GET', url: link.pathname })).statusCode).toBe(404);
    const hosted = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain('Sandbox gateway');

    const notice = {
      paymentId: pay.data.paymentId,
      tradeNo: 'T1',
      amount: pay.data.amount,
      status: 'SUCCESS' as const,
      timestamp: Date.now(),
    };
    const bad = await call(t, 'POST', '/notice/pay/sandbox', { body: { ...notice, sign: signNotice('wrong-secret', notice) } });
    expect(bad.code).not.toBe('00000');
    const wrongAmount = { ...notice, amount: notice.amount - 1 };
    const wa = await call(t, 'POST', '/notice/pay/sandbox', { body: { ...wrongAmount, sign: signNotice(SECRET, wrongAmount) } });
    expect(wa.code).not.toBe('00000');
    let detail = await call<{ status: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${data.orderNumbers[0]}`, { token });
    expect(detail.data.status).toBe(1);

    const good = { ...notice, sign: signNotice(SECRET, notice) };
    const balance = await balanceOf(t);
    const first = await call<{ result: string }>(t, 'POST', '/notice/pay/sandbox', { body: good });
    expect(first.data.result).toBe('paid');
    const replay = await call<{ result: string }>(t, 'POST', '/notice/pay/sandbox', { body: good });
    expect(replay.data.result).toBe('already');
    expect(await balanceOf(t)).toBe(balance);
    detail = await call<{ status: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${data.orderNumbers[0]}`, { token });
    expect(detail.data.status).toBe(2);
    const st = await call<{ paid: boolean }>(t, 'GET', `/p/order/payStatus?paymentId=${pay.data.paymentId}`, { token });
    expect(st.data.paid).toBe(true);
  });

  it('sandbox gateway: money arriving for an expired order goes back through the gateway, not to the balance', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 999, stocks: 3 });
    const { data } = await submitNow(t, token, p, 1);
    const pay = await call<{ paymentId: string; amount: number }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: data.orderNumbers, payType: 10 },
    });
    await t.db.query(`UPDATE order_info SET pay_deadline = now() - interval '1 second' WHERE order_number = $1`, [data.orderNumbers[0]]);
    await expireOverdueOrders(t.db);
    const before = await balanceOf(t);
    const notice = {
      paymentId: pay.data.paymentId,
      tradeNo: 'T-late',
      amount: pay.data.amount,
      status: 'SUCCESS' as const,
      timestamp: Date.now(),
    };
    const res = await call<{ result: string }>(t, 'POST', '/notice/pay/sandbox', { body: { ...notice, sign: signNotice(SECRET, notice) } });
    expect(res.data.result).toBe('refunded');
    expect(await balanceOf(t)).toBe(before);
    const st = await call<{ refund: { amount: number } | null }>(t, 'GET', `/p/order/payStatus?paymentId=${pay.data.paymentId}`, { token });
    expect(st.data.refund?.amount).toBe(pay.data.amount);
    const again = await call<{ result: string }>(t, 'POST', '/notice/pay/sandbox', {
      body: { ...notice, sign: signNotice(SECRET, notice) },
    });
    expect(again.data.result).toBe('already');
    expect(await balanceOf(t)).toBe(before);
  });

  it('sandbox gateway: the hosted Pay button pays; an expired QR code does not', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 888, stocks: 3 });
    const { data } = await submitNow(t, token, p, 1);
    const pay = await call<{ paymentId: string; qrPayload: string }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: data.orderNumbers, payType: 1 },
    });
    const decideUrl = (qr: string) => {
      const u = new URL(qr);
      return `${u.pathname}/decide${u.search}`;
    };
    await t.db.query(`UPDATE payment SET expires_at = now() - interval '1 second' WHERE payment_id = $1`, [pay.data.paymentId]);
    let page = await t.app.inject({
      method: 'POST',
      url: decideUrl(pay.data.qrPayload),
      headers: { 'content-type': 'text/plain' },
      payload: 'action=pay',
    });
    expect(page.body).toContain('QR code expired');
    const st = await call<{ qrExpired: boolean }>(t, 'GET', `/p/order/payStatus?paymentId=${pay.data.paymentId}`, { token });
    expect(st.data.qrExpired).toBe(true);
    // Refresh: a new QR code.
    const again = await call<{ paymentId: string; qrPayload: string }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: data.orderNumbers, payType: 1 },
    });
    page = await t.app.inject({
      method: 'POST',
      url: decideUrl(again.data.qrPayload),
      headers: { 'content-type': 'text/plain' },
      payload: 'action=pay',
    });
    expect(page.body).toContain('Payment successful');
    const detail = await call<{ status: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${data.orderNumbers[0]}`, { token });
    expect(detail.data.status).toBe(2);
  });
});

describe('ownership', () => {
  it("a buyer cannot read or act on another buyer's order", async () => {
    const p = await makeProduct(t, { shopId: 1, price: 100, stocks: 3 });
    const { data } = await submitNow(t, token, p, 1);
    const n = data.orderNumbers[0];
    for (const res of [
      await call(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${n}`, { token: token2 }),
      await call(t, 'GET', `/p/myOrder/logistics?orderNumber=${n}`, { token: token2 }),
      await call(t, 'PUT', `/p/myOrder/cancel/${n}`, { token: token2 }),
      await call(t, 'PUT', `/p/myOrder/receipt/${n}`, { token: token2 }),
      await call(t, 'POST', '/p/order/pay', { token: token2, body: { orderNumbers: [n], payType: 9 } }),
      await call(t, 'GET', `/p/order/payInfo?orderNumbers=${n}`, { token: token2 }),
    ]) {
      expect(res.code === 'A00013' || (res.code === '00000' && JSON.stringify(res.data).indexOf(n!) < 0)).toBe(true);
      expect(JSON.stringify(res.data ?? null)).not.toContain('Ann Buyer');
    }
    const list = await call<{ records: { orderNumber: string }[] }>(t, 'GET', '/p/myOrder/myOrder?status=0&size=50', { token: token2 });
    expect(list.data.records.some((r) => r.orderNumber === n)).toBe(false);
    const merchantOther = await call(t, 'GET', `/merchant/order/info?orderNumber=${n}`, { token: m2 });
    expect(merchantOther.code).toBe('A00013');
  });
});

describe('delete from the list', () => {
  it('deletes only closed or completed orders, only your own', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 100, stocks: 3 });
    const { data } = await submitNow(t, token, p, 1);
    const n = data.orderNumbers[0]!;
    expect((await call(t, 'DELETE', `/p/myOrder/${n}`, { token })).code).toBe('A00001');
    await call(t, 'PUT', `/p/myOrder/cancel/${n}`, { token });
    expect((await call(t, 'DELETE', `/p/myOrder/${n}`, { token: token2 })).code).toBe('A00013');
    expect((await call(t, 'DELETE', `/p/myOrder/${n}`, { token })).code).toBe('00000');
    expect((await call(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${n}`, { token })).code).toBe('A00013');
  });
});

describe('merchant shipping and receipt', () => {
  it('ships in batches; shipped only with vouchers and customs at 80% of the order amount', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 10_000, stocks: 10 });
    const { data } = await submitNow(t, token, p, 3);
    const n = data.orderNumbers[0]!;
    expect((await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: 9 } })).code).toBe('00000');
    const detail = await call<{ actualTotal: number; orderItems: { orderItemId: number }[] }>(
      t,
      'GET',
      `/p/myOrder/orderDetail?orderNumber=${n}`,
      { token },
    );
    const itemId = detail.data.orderItems[0]!.orderItemId;
    const v1 = await merchantUpload(t, m1, 'logistics-voucher', tinyPdf('Batch 1'));
    const v2 = await merchantUpload(t, m1, 'logistics-voucher', tinyPng(), 'batch2.png', 'image/png');
    expect([v1.status, v2.status]).toEqual([200, 200]);

    let res = await call<{ status: number }>(t, 'POST', '/merchant/order/ship', {
      token: m1,
      body: {
        orderNumber: n,
        items: [{ orderItemId: itemId, count: 1 }],
        quantity: 1,
        courier: 'DHL',
        trackingNumber: 'D1',
        amount: 10_000,
        voucher: v1.fileKey,
        loadingMode: 'LCL',
      },
    });
    expect(res.data.status).toBe(2);
    res = await call(t, 'POST', '/merchant/order/ship', {
      token: m1,
      body: { orderNumber: n, quantity: 2, courier: 'DHL', trackingNumber: 'D2', amount: 20_000 },
    });
    expect(res.data.status).toBe(2);
    const under = Math.ceil(detail.data.actualTotal * 0.8) - 1;
    res = await call(t, 'POST', '/merchant/order/customs', {
      token: m1,
      body: { orderNumber: n, declarationNo: 'C1', declaredAmount: under, releaseDate: '2026-11-20' },
    });
    expect(res.data.status).toBe(2);
    res = await call(t, 'POST', '/merchant/order/customs', {
      token: m1,
      body: { orderNumber: n, declarationNo: 'C1', declaredAmount: under + 1, releaseDate: '2026-11-20' },
    });
    expect(res.data.status).toBe(2); // batch 2 has no voucher yet
    res = await call(t, 'POST', '/merchant/order/updateBatch', {
      token: m1,
      body: { orderNumber: n, batchNo: 2, containerNo: 'MSCU1234567', loadingMode: 'FCL' },
    });
    expect(res.data.status).toBe(2);
    res = await call(t, 'POST', '/merchant/order/batchVoucher', { token: m1, body: { orderNumber: n, batchNo: 2, voucher: v2.fileKey } });
    expect(res.data.status).toBe(3);
    const shipped = await call<{ status: number; shipTime: string; batches: unknown[]; customs: { declarationNo: string } }>(
      t,
      'GET',
      `/p/myOrder/orderDetail?orderNumber=${n}`,
      { token },
    );
    expect(shipped.data.status).toBe(3);
    expect(new Date(shipped.data.shipTime).toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(shipped.data.batches).toHaveLength(2);
    expect(shipped.data.customs.declarationNo).toBe('C1');

    const late = await call(t, 'POST', '/merchant/order/updateBatch', {
      token: m1,
      body: { orderNumber: n, batchNo: 1, trackingNumber: 'D9' },
    });
    expect(late.msg).toBe('The shipment is complete and can no longer be edited');
    const receipt = await call(t, 'PUT', `/p/myOrder/receipt/${n}`, { token, body: {} });
    expect(receipt.code).toBe('00000');
    const done = await call<{ status: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${n}`, { token });
    expect(done.data.status).toBe(4);
  });

  it('hides delivery documents before payment and checks pickup codes', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 100, stocks: 3 });
    const { data } = await submitNow(t, token, p, 1, { deliveryType: 'pickup' });
    const n = data.orderNumbers[0]!;
    const before = await call<{ pickupCode: string | null; deliveryVisible: boolean }>(
      t,
      'GET',
      `/p/myOrder/orderDetail?orderNumber=${n}`,
      { token },
    );
    expect(before.data.pickupCode).toBeNull();
    expect(before.data.deliveryVisible).toBe(false);
    expect((await call(t, 'POST', '/p/myOrder/checkPickupCode', { token, body: { orderNumber: n, pickupCode: '' } })).code).toBe('00000');
    const wrong = await call(t, 'POST', '/p/myOrder/checkPickupCode', { token, body: { orderNumber: n, pickupCode: 'nope' } });
    expect(wrong.msg).toBe('Wrong pickup code');
  });

  it('offline transfer waits for the merchant of the shop to confirm', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 4321, stocks: 3 });
    const { data } = await submitNow(t, token, p, 1);
    const n = data.orderNumbers[0]!;
    const missing = await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: 13, voucher: 'not-an-upload' } });
    expect(missing.code).not.toBe('00000');
    const voucher = await upload(t, token, 'pay-voucher', tinyPng());
    expect(voucher.status).toBe(200);
    const pay = await call<{ status: number }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: [n], payType: 13, voucher: voucher.fileKey },
    });
    expect(pay.data.status).toBe(4);
    expect((await call(t, 'POST', '/merchant/order/confirmOfflinePay', { token: m2, body: { orderNumber: n } })).code).toBe('A00013');
    expect((await call(t, 'POST', '/merchant/order/confirmOfflinePay', { token: m1, body: { orderNumber: n } })).code).toBe('00000');
    const detail = await call<{ status: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${n}`, { token });
    expect(detail.data.status).toBe(2);
  });

  it('reject of a paid order refunds the balance; change amount on unpaid orders', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 2500, stocks: 3 });
    const a = await submitNow(t, token, p, 1);
    const changed = await call(t, 'POST', '/merchant/order/changeAmount', {
      token: m1,
      body: { orderNumber: a.data.orderNumbers[0], actualTotal: 2000 },
    });
    expect(changed.code).toBe('00000');
    const before = await balanceOf(t);
    await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: a.data.orderNumbers, payType: 9 } });
    expect(await balanceOf(t)).toBe(before - 2000);
    const rej = await call(t, 'POST', '/merchant/order/reject', {
      token: m1,
      body: { orderNumber: a.data.orderNumbers[0], reason: 'insufficientStock' },
    });
    expect(rej.code).toBe('00000');
    expect(await balanceOf(t)).toBe(before);
    expect(await stockOf(t, p.skuId)).toBe(3);
  });
});
