import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call } from '../../../test/requests';
import { signNotice } from '../../checkout/sandbox-gateway';

/**
 * Pays orders through the sandbox gateway as the counter does (PayPal: a hosted page), then
 * delivers the gateway's signed notice (signed with this app's generated gateway secret). Answers the notice's result ('paid', ...).
 */
export async function payByGateway(t: TestApp, token: string, orderNumber: string, tradeNo = `T${Date.now()}`): Promise<string> {
  const pay = await call<{ paymentId: string; amount: number }>(t, 'POST', '/p/order/pay', {
    token,
    body: { orderNumbers: [orderNumber], payType: 10, returnUrl: '/payment/success' },
  });
  expect(pay.code).toBe('00000');
  const notice = { paymentId: pay.data.paymentId, tradeNo, amount: pay.data.amount, status: 'SUCCESS' as const, timestamp: Date.now() };
  const res = await call<{ result: string }>(t, 'POST', '/notice/pay/sandbox', {
    body: { ...notice, sign: signNotice(t.ctx.secrets.SANDBOX_GATEWAY_SECRET, notice) },
  });
  expect(res.code).toBe('00000');
  return res.data.result;
}
