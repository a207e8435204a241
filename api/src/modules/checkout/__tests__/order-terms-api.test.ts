import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call } from '../../../test/requests';
import { makeProduct, startCheckoutScene } from './helpers';

/**
 * Issue 40, finding 9: each price a buyer sees is the price they pay (a seckill before its start,
 * a points item). The minimum order quantity is wholesale's (cross-border.test.ts).
 */
let t: TestApp;
let token: string;
/** A paid member (5% off, free shipping). */
let member: string;
beforeAll(async () => {
  ({ t, token, token2: member } = await startCheckoutScene());
});
afterAll(() => t?.close());

type Confirmed = {
  shopOrders: { lines: { price: number; prodType: string }[]; memberDiscount: number; freight: number; actualTotal: number }[];
  totals: { goodsTotal: number; memberDiscount: number; freight: number; actualTotal: number };
  pointsPerCent: number;
  coupons: unknown[];
};
const confirmNow = (tk: string, item: { prodId: number; skuId: number }, count: number, extra: object = {}) =>
  call<Confirmed>(t, 'POST', '/p/order/confirm', { token: tk, body: { orderItem: { ...item, count }, ...extra } });

describe('a seckill before its start', () => {
  it('is priced at its retail price by checkout and the product lists, as the product page shows it', async () => {
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    const p = await makeProduct(t, {
      shopId: 1,
      price: 8054,
      oriPrice: 9542,
      stocks: 50,
      prodType: 'seckill',
      seckillStart: start,
      seckillEnd: new Date(start.getTime() + 24 * 3600_000),
    });
    const priced = await confirmNow(token, p, 1);
    expect(priced.code).toBe('00000');
    expect(priced.data.shopOrders[0]!.lines[0]!.price).toBe(9542);
    expect(priced.data.totals.goodsTotal).toBe(9542);
    const cards = await call<{ records: { prodId: number; price: number }[] }>(t, 'GET', '/shop/prodPage?shopId=1&current=1&size=100');
    expect(cards.data.records.find((c) => c.prodId === p.prodId)?.price).toBe(9542);
  });

  it('is priced at its flash price once the sale runs', async () => {
    const p = await makeProduct(t, {
      shopId: 1,
      price: 8054,
      oriPrice: 9542,
      stocks: 50,
      prodType: 'seckill',
      seckillStart: new Date(Date.now() - 3600_000),
      seckillEnd: new Date(Date.now() + 24 * 3600_000),
    });
    expect((await confirmNow(token, p, 1)).data.totals.goodsTotal).toBe(8054);
  });
});

describe('a points item', () => {
  it('costs its points, for a paid member too: no member discount, freight or coupon on top', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 28_437, stocks: 50, prodType: 'points', pointsPrice: 2840 });
    const priced = await confirmNow(member, p, 1);
    expect(priced.code).toBe('00000');
    const order = priced.data.shopOrders[0]!;
    expect(order.memberDiscount).toBe(0);
    expect(order.freight).toBe(0);
    expect(order.actualTotal * priced.data.pointsPerCent).toBe(2840);
    expect(priced.data.coupons).toEqual([]);
  });

  it('is not taken by the cart (it is redeemed on its own, with points)', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 28_437, stocks: 50, prodType: 'points', pointsPrice: 2840 });
    const res = await call(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count: 1 } });
    expect(res.code).toBe('A00001');
    expect(res.msg).toMatch(/redeemed on their own with points/);
  });
});
