import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { tinyPng } from '../../test/fixtures';
import { call, signIn, upload } from '../../test/requests';
import { signNotice } from '../../modules/checkout/sandbox-gateway';
import { addAddress, balanceOf, makeProduct, startCheckoutScene, submitNow } from '../../modules/checkout/__tests__/helpers';

/**
 * Findings 1, 2, 4 and 5 of the security review (issue 13): forged gateway notices, free balance
 * from late gateway payments, forged document links, open redirects through returnUrl.
 */
let t: TestApp;
let token: string;
let token2: string;
beforeAll(async () => {
  ({ t, token, token2 } = await startCheckoutScene());
});
afterAll(() => t.close());

interface PayAnswer {
  paymentId: string;
  amount: number;
  qrPayload?: string;
  redirectUrl?: string;
}

async function gatewayPayment(payType: number, price: number) {
  const p = await makeProduct(t, { shopId: 1, price, stocks: 5 });
  const order = await submitNow(t, token, p, 1);
  expect(order.code).toBe('00000');
  const orderNumber = order.data.orderNumbers[0]!;
  const pay = await call<PayAnswer>(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: orderNumber, payType } });
  expect(pay.code).toBe('00000');
  const hosted = new URL(pay.data.qrPayload ?? pay.data.redirectUrl!);
  return { orderNumber, pay: pay.data, hosted };
}
const statusOf = async (orderNumber: string) =>
  (await call<{ status: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token })).data.status;
/** The payer presses a button on the sandbox's hosted page (a form post, as the browser sends it). */
const decide = (path: string, action: 'pay' | 'cancel') =>
  t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'text/plain' }, payload: `action=${action}` });

describe('finding 1: forged payment notices', () => {
  it('refuses a notice signed with the former well-known default secret', async () => {
    const { orderNumber, pay } = await gatewayPayment(2, 1234);
    const notice = { paymentId: pay.paymentId, tradeNo: 'FORGED1', amount: pay.amount, status: 'SUCCESS' as const, timestamp: Date.now() };
    const res = await call(t, 'POST', '/notice/pay/sandbox', {
      body: { ...notice, sign: signNotice('sandbox-gateway-dev-secret', notice) },
    });
    expect(res.code).not.toBe('00000');
    expect(await statusOf(orderNumber)).toBe(1);
  });

  it('the gateway secret is random per server, never a fixed value', () => {
    expect(t.ctx.secrets.SANDBOX_GATEWAY_SECRET).toMatch(/^[\w-]{40,}$/);
    expect(t.ctx.secrets.SANDBOX_GATEWAY_SECRET).not.toBe('sandbox-gateway-dev-secret');
  });
});

describe('finding 2: a late gateway payment never becomes balance', () => {
  it('the hosted page and its decide call need the payment’s own token', async () => {
    const { pay, hosted } = await gatewayPayment(10, 2222);
    expect(hosted.searchParams.get('token')).toMatch(/^[\w-]{32,}$/);
    const bare = `/api/sandbox-gateway/pay/${pay.paymentId}`;
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${bare}?token=${'x'.repeat(43)}` })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: hosted.pathname + hosted.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox');
    // Without the token, Pay does nothing.
    const refused = await decide(`${bare}/decide`, 'pay');
    expect(refused.statusCode).toBe(404);
    const st = await call<{ paid: boolean }>(t, 'GET', `/p/order/payStatus?paymentId=${pay.paymentId}`, { token });
    expect(st.data.paid).toBe(false);
  });

  it('pays, cancels the order, then presses Pay: refunded through the gateway, balance unchanged, the buyer sees the refund', async () => {
    const { orderNumber, pay, hosted } = await gatewayPayment(10, 3333);
    expect((await call(t, 'PUT', `/p/myOrder/cancel/${orderNumber}`, { token })).code).toBe('00000');
    const before = await balanceOf(t);
    const page = await decide(`${hosted.pathname}/decide${hosted.search}`, 'pay');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/refunded/i);
    expect(await balanceOf(t)).toBe(before);
    const st = await call<{ status: number; refund: { amount: number; refundNo: string; refundedAt: string } | null }>(
      t,
      'GET',
      `/p/order/payStatus?paymentId=${pay.paymentId}`,
      { token },
    );
    expect(st.data.refund).toMatchObject({ amount: pay.amount, refundNo: expect.stringMatching(/^SBXR/) });
    const detail = await call<{ gatewayRefunds: { paymentId: string; amount: number }[] }>(
      t,
      'GET',
      `/p/myOrder/orderDetail?orderNumber=${orderNumber}`,
      { token },
    );
    expect(detail.data.gatewayRefunds).toEqual([expect.objectContaining({ paymentId: pay.paymentId, amount: pay.amount })]);
    // Pressing Pay again (or a replayed notice) moves nothing.
    await decide(`${hosted.pathname}/decide${hosted.search}`, 'pay');
    expect(await balanceOf(t)).toBe(before);
    // Another buyer cannot read the payment.
    expect((await call(t, 'GET', `/p/order/payStatus?paymentId=${pay.paymentId}`, { token: token2 })).code).toBe('A00013');
  });

  it('repeated for any amount, the balance ledger never gets a gateway entry', async () => {
    const before = await balanceOf(t);
    for (const price of [100, 99_999]) {
      const { orderNumber, hosted } = await gatewayPayment(12, price);
      await call(t, 'PUT', `/p/myOrder/cancel/${orderNumber}`, { token });
      await decide(`${hosted.pathname}/decide${hosted.search}`, 'pay');
    }
    expect(await balanceOf(t)).toBe(before);
    const ledger = await t.db.query(`SELECT 1 FROM balance_ledger WHERE reason = 'gatewayRefund'`);
    expect(ledger).toHaveLength(0);
  });
});

describe('finding 4: private documents by forged link', () => {
  async function idCard(): Promise<string> {
    const u = await upload(t, token, 'id-card', tinyPng([1, 2, 3]), 'front.png');
    expect(u.put?.code).toBe('00000');
    return u.fileKey;
  }
  const sign = (key: string, fileKey: string, exp: number) =>
    createHmac('sha256', key).update(`order-doc\n${fileKey}\n${exp}`).digest('base64url');
  const open = (fileKey: string, exp: number, sig: string) =>
    t.app.inject({ method: 'GET', url: `/api/order-doc/${fileKey}?exp=${exp}&sig=${sig}` });
  const tenYears = () => Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600;

  it('a link signed with the key derived from the old gateway default opens nothing', async () => {
    const fileKey = await idCard();
    const derived = createHash('sha256').update('order-documents\nsandbox-gateway-dev-secret').digest('hex');
    const exp = tenYears();
    expect((await open(fileKey, exp, sign(derived, fileKey, exp))).statusCode).toBe(404);
  });

  it('even with the real key, a link living longer than 30 minutes is refused, and identity documents are never order documents', async () => {
    const fileKey = await idCard();
    const key = t.ctx.secrets.ORDER_DOCUMENT_SECRET;
    const exp = tenYears();
    expect((await open(fileKey, exp, sign(key, fileKey, exp))).statusCode).toBe(404);
    const soon = Math.floor(Date.now() / 1000) + 60;
    expect((await open(fileKey, soon, sign(key, fileKey, soon))).statusCode).toBe(404);
  });
});

describe('finding 5: open redirect through returnUrl', () => {
  const bypasses = [
    '/\\evil.example/',
    '/\t/evil.example/',
    '//evil.example/',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%5Cevil.example',
  ];
  it.each(bypasses)('refuses %j with A00014 before any payment is made', async (returnUrl) => {
    const p = await makeProduct(t, { shopId: 1, price: 500, stocks: 2 });
    const order = await submitNow(t, token, p, 1);
    const res = await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: order.data.orderNumbers[0], payType: 2, returnUrl } });
    expect(res.code).toBe('A00014');
    expect(res.msg).toMatch(/returnUrl/);
    expect((await t.db.query(`SELECT 1 FROM payment WHERE $1 = ANY(order_numbers)`, [order.data.orderNumbers[0]])).length).toBe(0);
  });

  it('keeps same-site paths and links back to them from the sandbox result page', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 600, stocks: 2 });
    const order = await submitNow(t, token, p, 1);
    const pay = await call<PayAnswer>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: order.data.orderNumbers[0], payType: 2, returnUrl: '/zh_CN/payment/success' },
    });
    expect(pay.code).toBe('00000');
    const hosted = new URL(pay.data.qrPayload!);
    const page = await decide(`${hosted.pathname}/decide${hosted.search}`, 'pay');
    expect(page.body).toContain(`href="/zh_CN/payment/success?orderNumbers=${order.data.orderNumbers[0]}"`);
  });
});

describe('PAYMENT_SANDBOX=off', () => {
  let off: TestApp;
  let buyer: string;
  beforeAll(async () => {
    off = await createTestApp({ catalogProducts: 20, catalogShops: 4, orderSweepIntervalMs: 0, paymentSandbox: false });
    buyer = await signIn(off);
    await addAddress(off, buyer);
  });
  afterAll(() => off.close());

  it('takes the sandbox methods off the counter, refuses them, and removes the gateway’s routes', async () => {
    const p = await makeProduct(off, { shopId: 1, price: 700, stocks: 2 });
    const order = await submitNow(off, buyer, p, 1);
    const n = order.data.orderNumbers[0]!;
    const info = await call<{ payTypes: number[]; sandbox: boolean }>(off, 'GET', `/p/order/payInfo?orderNumbers=${n}`, { token: buyer });
    expect(info.data.sandbox).toBe(false);
    expect(info.data.payTypes.sort((a, b) => a - b)).toEqual([0, 9, 13]);
    for (const payType of [1, 2, 10, 12]) {
      const res = await call(off, 'POST', '/p/order/pay', { token: buyer, body: { orderNumbers: n, payType } });
      expect(res.code, String(payType)).not.toBe('00000');
    }
    expect((await off.app.inject({ method: 'POST', url: '/api/notice/pay/sandbox', payload: {} })).statusCode).toBe(404);
    expect((await off.app.inject({ method: 'GET', url: '/api/sandbox-gateway/pay/P1234567890?token=x' })).statusCode).toBe(404);
    // The ledgers still work.
    expect((await call(off, 'POST', '/p/order/pay', { token: buyer, body: { orderNumbers: n, payType: 9 } })).code).toBe('00000');
  });

  it('is on by default (the demo start), and the counter says which methods are the sandbox', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 700, stocks: 2 });
    const order = await submitNow(t, token, p, 1);
    const info = await call<{ payTypes: number[]; sandbox: boolean }>(
      t,
      'GET',
      `/p/order/payInfo?orderNumbers=${order.data.orderNumbers[0]}`,
      {
        token,
      },
    );
    expect(info.data.sandbox).toBe(true);
    expect(info.data.payTypes).toEqual(expect.arrayContaining([1, 2, 10, 12]));
  });
});
