import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call } from '../../../test/requests';
import { makeProduct, startCheckoutScene, submitNow } from '../../checkout/__tests__/helpers';

let t: TestApp;
let token: string;
let m1: string;

beforeAll(async () => {
  ({ t, token, m1 } = await startCheckoutScene());
});
afterAll(() => t?.close());

interface Detail {
  status: number;
  actualTotal: number;
  batches: { amount: number }[];
  orderItems: { orderItemId: number }[];
  customs: { declaredAmount: number } | null;
}
const detail = async (n: string) => (await call<Detail>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${n}`, { token })).data;

/** A paid order of one product (two units at 97.19), ready to ship. */
async function paidOrder(payType = 9): Promise<{ n: string; total: number }> {
  const p = await makeProduct(t, { shopId: 1, price: 9719, stocks: 10 });
  const n = (await submitNow(t, token, p, 2)).data.orderNumbers[0]!;
  expect((await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType } })).code).toBe('00000');
  return { n, total: (await detail(n)).actualTotal };
}
const customs = (n: string, declaredAmount: number, locale?: string) =>
  call<{ status: number }>(t, 'POST', '/merchant/order/customs', {
    token: m1,
    locale,
    body: { orderNumber: n, declarationNo: 'CD-21', declaredAmount, releaseDate: '2026-11-23' },
  });
/** Ships `quantity` units of the order's one line as a batch declaring `amount`. */
const ship = async (n: string, quantity: number, amount: number, locale?: string) => {
  const items = [{ orderItemId: (await detail(n)).orderItems[0]!.orderItemId, count: quantity }];
  return call<{ status: number }>(t, 'POST', '/merchant/order/ship', {
    token: m1,
    locale,
    body: { orderNumber: n, items, quantity, courier: 'DHL', trackingNumber: `DHL-${quantity}-${amount}`, amount },
  });
};
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('merchant figures are bounded by the order (checkout README, "Merchant figures")', () => {
  it('refuses a customs declared amount above 150% of the order amount, in both languages, and keeps nothing', async () => {
    const { n, total } = await paidOrder();
    const max = Math.floor(total * 1.5);
    const en = await customs(n, 99_999_900);
    expect(en.code).toBe('A00014');
    expect(en.msg).toBe(`The declared amount cannot exceed ${dollars(max)} (150% of the order amount)`);
    const zh = await customs(n, max + 1, 'zh_CN');
    expect(zh.code).toBe('A00014');
    expect(zh.msg).toBe(`申报金额不能超过 ${dollars(max)}（订单金额的150%）`);
    expect((await detail(n)).customs).toBeNull();

    // Up to the bound is a declaration (discounts lower what the buyer pays, not the customs value).
    expect((await customs(n, max)).code).toBe('00000');
    expect((await detail(n)).customs?.declaredAmount).toBe(max);
  });

  it('refuses batches whose amounts would add up to more than the order amount', async () => {
    const { n, total } = await paidOrder();
    const over = await ship(n, 2, total + 1);
    expect(over.code).toBe('A00014');
    expect(over.msg).toBe(
      `The batch amounts cannot add up to more than the order amount: at most ${dollars(total)} is left for this batch`,
    );
    expect((await detail(n)).batches).toHaveLength(0);

    expect((await ship(n, 1, total - 500)).code).toBe('00000');
    const second = await ship(n, 1, 501, 'zh_CN');
    expect(second.code).toBe('A00014');
    expect(second.msg).toBe(`各批次金额之和不能超过订单金额：本批次最多还可填 ${dollars(500)}`);
    expect((await ship(n, 1, 500)).code).toBe('00000');
    expect((await detail(n)).batches.map((b) => b.amount)).toEqual([total - 500, 500]);
  });

  it('refuses a final price below what the batches already declare', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 20_000, stocks: 10 });
    const n = (await submitNow(t, token, p, 1)).data.orderNumbers[0]!;
    const total = (await detail(n)).actualTotal;
    expect((await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: n, advanceAmount: 6000 } })).code).toBe(
      '00000',
    );
    expect((await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: 9 } })).code).toBe('00000');
    expect((await ship(n, 1, total)).code).toBe('00000');
    const lower = await call(t, 'POST', '/merchant/order/finalPrice', {
      token: m1,
      body: { orderNumber: n, finalAmount: total - 6000 - 1 },
    });
    expect(lower.code).toBe('A00014');
    expect(lower.msg).toBe(`The order amount cannot be below the amount already shipped (${dollars(total)})`);
    expect((await detail(n)).actualTotal).toBe(total);
  });
});
