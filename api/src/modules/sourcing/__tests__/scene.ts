import { freshMail, outboxCode, sampleRfq } from '../../rfq/__tests__/rfq-fixtures';
import { rfqDay, type QuotationSubmitInput, type RfqSubmitInput } from '@mall/shared/schemas';
import { createTestApp, type TestApp } from '../../../test/harness';
import { BUYER, BUYER2, call as callApi, freshIp, merchantToken, signIn, type CallOptions } from '../../../test/requests';
import { addAddress, makeProduct } from '../../checkout/__tests__/helpers';

/**
 * The sourcing tests' world: a small catalogue, both demo buyers (each with an address), the
 * three demo merchants (shops 1, 2 and 3), real RFQs posted through the API with real e-mail
 * codes, and helpers for quotations and orders.
 */
export interface Scene {
  t: TestApp;
  buyer: string;
  buyer2: string;
  m1: string;
  m2: string;
  m3: string;
  addr: number;
  addr2: number;
  categoryId: number;
}

export async function startScene(overrides: Record<string, unknown> = {}): Promise<Scene> {
  const t = await createTestApp({
    catalogProducts: 40,
    catalogShops: 6,
    orderSweepIntervalMs: 0,
    sourcingSweepIntervalMs: 0,
    ...overrides,
  });
  const buyer = await signIn(t, BUYER);
  const buyer2 = await signIn(t, BUYER2);
  const leaf = await t.db.one<{ id: number }>(
    `SELECT category_id AS id FROM category WHERE grade = 3 AND status = 1 ORDER BY category_id LIMIT 1`,
  );
  return {
    t,
    buyer,
    buyer2,
    m1: await merchantToken(t, 'merchant1'),
    m2: await merchantToken(t, 'merchant2'),
    m3: await merchantToken(t, 'merchant3'),
    addr: await addAddress(t, buyer),
    addr2: await addAddress(t, buyer2),
    categoryId: Number(leaf!.id),
  };
}

/** One API call from a fresh client address (per-IP limits stay out of the way). */
export const call = <T = unknown>(s: Scene, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: Omit<CallOptions, 'ip'> = {}) =>
  callApi<T>(s.t, method, url, { ...opts, ip: freshIp() });

/** Posts a real RFQ (e-mail code read from the outbox); answers its id and number. */
export async function postRfq(
  s: Scene,
  token = s.buyer,
  patch: Partial<RfqSubmitInput> = {},
): Promise<{ rfqId: number; rfqNumber: string }> {
  const email = freshMail();
  const sent = await call(s, 'POST', '/p/rfq/sendCode', { token, body: { mail: email } });
  if (sent.code !== '00000') throw new Error(`sendCode ${sent.code} ${sent.msg}`);
  const body: RfqSubmitInput = { ...sampleRfq(s.categoryId, email), code: await outboxCode(s.t, email), ...patch };
  const res = await call<{ rfqId: number; rfqNumber: string }>(s, 'POST', '/p/rfq/submit', { token, body });
  if (res.code !== '00000') throw new Error(`rfq ${res.code} ${res.msg}`);
  return res.data;
}

/** A quotation body, valid for ten days. */
export function quote(target: { rfqId?: number; inquiryId?: number }, patch: Partial<QuotationSubmitInput> = {}): QuotationSubmitInput {
  return {
    ...target,
    unitPrice: '2.80',
    currency: 'USD',
    moq: '100',
    tradeTerm: 'FOB',
    deliveryPort: 'Ningbo',
    paymentMethod: 'tt',
    sampleOffered: true,
    validTo: rfqDay(10),
    note: 'Logo printing included.',
    ...patch,
  };
}

/** Sends a quotation as a merchant; answers the envelope. */
export const submitQuote = (s: Scene, token: string, body: QuotationSubmitInput, locale?: string) =>
  call<{ quotationId: number; revision: number }>(s, 'POST', '/merchant/quotation/submit', { token, body, locale });

/**
 * Confirms a quotation as the buyer does: at the revision the detail page shows now (the buyer
 * looked at it), unless the body names another.
 */
export async function confirmQuote(
  s: Scene,
  token: string,
  body: { quotationId: number; quantity: number | string; addrId: number; revision?: number },
  locale?: string,
) {
  const seen = await call<{ quotation: { revision: number } }>(s, 'GET', `/p/quotation/info?quotationId=${body.quotationId}`, { token });
  return call<{ quotationId: number; orderNumbers: string[] }>(s, 'POST', '/p/quotation/confirm', {
    token,
    locale,
    body: { revision: seen.data?.quotation.revision ?? 1, ...body },
  });
}

/** A single-SKU product of a shop with this price (minor units, USD) and stock. */
export const product = (s: Scene, shopId: number, price = 300, stocks = 10_000) => makeProduct(s.t, { shopId, price, stocks });

/** The quotation's stored status code (what the sweeper wrote, not the read-time state). */
export async function storedStatus(s: Scene, quotationId: number): Promise<number> {
  return (await s.t.db.one<{ status: number }>(`SELECT status FROM quotation WHERE quotation_id = $1`, [quotationId]))!.status;
}

/** Marks a paid order shipped as the merchant's shipping flow leaves it (that flow is checkout's own story). */
export async function markShipped(s: Scene, orderNumber: string): Promise<void> {
  await s.t.db.query(
    `UPDATE order_info SET status = 3, sub_status = 'awaitingReceipt', shipped_at = now() WHERE order_number = $1 AND status = 2`,
    [orderNumber],
  );
  await s.t.db.query(`UPDATE order_item SET shipped_count = count WHERE order_number = $1`, [orderNumber]);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The buyer's notifications of a kind, as the message list words them in a language. */
export async function notices(s: Scene, token: string, kind: string, locale = 'en') {
  const res = await call<{ records: { text: string; link: string | null }[] }>(s, 'GET', `/p/notification/page?kind=${kind}&size=50`, {
    token,
    locale,
  });
  return res.data.records;
}
