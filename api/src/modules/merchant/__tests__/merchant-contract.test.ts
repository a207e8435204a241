import { DEFAULT_TRADE_TERM } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { call, merchantUpload } from '../../../test/requests';
import { makeProduct, startCheckoutScene, submitNow } from '../../checkout/__tests__/helpers';

let t: TestApp;
let token: string;
let m1: string;

beforeAll(async () => {
  ({ t, token, m1 } = await startCheckoutScene());
});
afterAll(() => t?.close());

/**
 * The merchant's routes are on the contract (contracts/merchant.ts): what the answer schema does
 * not list would vanish from the merchant's pages, and input is refused with the field it names.
 */
describe('merchant routes on the contract', () => {
  it('answers every field of the order list and of one order (address, invoice, payment stage, lines)', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 4000, stocks: 10 });
    const n = (await submitNow(t, token, p, 2)).data.orderNumbers[0]!;
    expect((await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: n, advanceRatio: 25 } })).code).toBe(
      '00000',
    );
    expect((await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: 9 } })).code).toBe('00000');
    const requested = await call(t, 'POST', '/p/myOrder/invoice', {
      token,
      body: { orderNumber: n, type: 'ordinary', headerType: 'personal', headerName: 'Ann' },
    });
    expect(requested.code).toBe('00000');
    const inv = await merchantUpload(t, m1, 'invoice', tinyPdf('invoice'));
    expect((await call(t, 'POST', '/merchant/order/invoice', { token: m1, body: { orderNumber: n, fileKey: inv.fileKey } })).data).toEqual({
      status: 'issued',
    });

    const page = await call<Record<string, unknown>[]>(t, 'GET', '/merchant/order/page?status=2', { token: m1 });
    const row = page.data.find((o) => o.orderNumber === n)!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'orderNumber',
        'status',
        'subStatus',
        'actualTotal',
        'paidAmount',
        'productNums',
        'createTime',
        'payTime',
        'payStage',
        'advanceAmount',
        'advancePaidAt',
        'finalAmount',
        'finalPaidAt',
        'finalPriceTime',
        'payType',
        'finalPayType',
      ].sort(),
    );
    expect(row).toMatchObject({ status: 2, payStage: 'advancePaid', payType: 9, finalPayType: null });
    expect(row.advanceAmount! as number).toBeGreaterThan(0);
    expect(typeof row.createTime).toBe('string');

    const info = await call<Record<string, unknown> & { orderItems: Record<string, unknown>[] }>(
      t,
      'GET',
      `/merchant/order/info?orderNumber=${n}`,
      {
        token: m1,
      },
    );
    expect(info.data).toMatchObject({
      orderNumber: n,
      remarks: '',
      buyerMessage: '',
      // The order was submitted without a term: the default one (DDP since the cross-border terms).
      tradeTerm: DEFAULT_TRADE_TERM,
      exportMode: 'selfOperatedExport',
      addr: { receiver: 'Ann Buyer', city: 'San Jose', addr: '1 Market Street', postCode: '95113', commonAddr: true },
      invoice: { status: 'issued', type: 'ordinary', headerType: 'personal', headerName: 'Ann', fileKey: inv.fileKey },
      payStage: 'advancePaid',
    });
    expect(typeof (info.data.invoice as { issuedAt: unknown }).issuedAt).toBe('string');
    expect(info.data.orderItems).toEqual([
      {
        orderItemId: expect.any(Number),
        prodId: p.prodId,
        skuId: p.skuId,
        prodName: 'Test product',
        skuName: 'Default',
        price: 4000,
        count: 2,
        shippedCount: 0,
      },
    ]);
  });

  it('refuses invalid input with A00014 naming the field, and a stranger with A00004 before looking at the input', async () => {
    const ship = await call(t, 'POST', '/merchant/order/ship', { token: m1, body: { orderNumber: '123456', quantity: 0 } });
    expect(ship).toMatchObject({ code: 'A00014', msg: 'The quantity cannot be 0 or empty', data: { field: 'quantity' } });
    const zh = await call(t, 'POST', '/merchant/order/reject', {
      token: m1,
      locale: 'zh_CN',
      body: { orderNumber: '123456', reason: 'x' },
    });
    expect(zh).toMatchObject({ code: 'A00014', data: { field: 'reason' } });
    expect(zh.msg).not.toBe('This field is required');
    const purpose = await call(t, 'POST', '/merchant/file/uploadUrl', {
      token: m1,
      body: { fileName: 'a.png', contentType: 'image/png', size: 100, purpose: 'avatar' },
    });
    expect(purpose).toMatchObject({ code: 'A00014', data: { field: 'purpose' } });
    const buyer = await call(t, 'POST', '/merchant/order/ship', { token, body: {} });
    expect(buyer.code).toBe('A00004');
    const page = await call(t, 'GET', '/merchant/order/page?size=99', { token: m1 });
    expect(page).toMatchObject({ code: 'A00014', data: { field: 'size' } });
  });
});
