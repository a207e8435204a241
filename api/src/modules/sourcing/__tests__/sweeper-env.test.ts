import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, confirmQuote, postRfq, product, quote, startScene, storedStatus, submitQuote, type Scene } from './scene';

/**
 * The background sweepers as a deployment runs them, with short intervals from the environment
 * (SOURCING_SWEEP_INTERVAL_MS, ORDER_SWEEP_INTERVAL_MS, ORDER_PAY_TIMEOUT_MS): validity dates and
 * the payment deadline of a confirmed quotation's order pass without any test calling a sweep.
 */
const ENV = { SOURCING_SWEEP_INTERVAL_MS: '150', ORDER_SWEEP_INTERVAL_MS: '150', ORDER_PAY_TIMEOUT_MS: '1500' };
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));
let s: Scene;
beforeAll(async () => {
  Object.assign(process.env, ENV);
  s = await startScene({ orderSweepIntervalMs: undefined, sourcingSweepIntervalMs: undefined });
}, 180_000);
afterAll(async () => {
  await s?.t.close();
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});

const poll = { timeout: 8_000, interval: 100 };

describe('validity and payment deadlines pass on their own', () => {
  it('stores an expired quotation (3) and an expired RFQ', async () => {
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { validTo: new Date(Date.now() + 800).toISOString() }));
    expect(q.code).toBe('00000');
    await expect.poll(() => storedStatus(s, q.data.quotationId), poll).toBe(3);

    const other = await postRfq(s);
    await s.t.db.query(`UPDATE rfq SET expires_at = now() + interval '300 milliseconds' WHERE rfq_id = $1`, [other.rfqId]);
    await expect
      .poll(async () => (await s.t.db.one<{ status: string }>(`SELECT status FROM rfq WHERE rfq_id = $1`, [other.rfqId]))!.status, poll)
      .toBe('expired');
  });

  it("reopens a confirmed quotation when its order's payment deadline passes unpaid", async () => {
    const p = await product(s, 1);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId }));
    const res = await confirmQuote(s, s.buyer, { quotationId: q.data.quotationId, quantity: 100, addrId: s.addr });
    expect(res.code).toBe('00000');
    expect(await storedStatus(s, q.data.quotationId)).toBe(8);
    await expect.poll(() => storedStatus(s, q.data.quotationId), poll).toBe(2);
    const order = await s.t.db.one<{ status: number; reason: string }>(
      `SELECT status, close_reason AS reason FROM order_info WHERE order_number = $1`,
      [res.data.orderNumbers[0]],
    );
    expect(order).toEqual({ status: 6, reason: 'expired' });
    const info = await call<{ status: string }>(s, 'GET', `/p/rfq/info?rfqId=${rfq.rfqId}`, { token: s.buyer });
    expect(info.data.status).toBe('inquiring');
  });
});
