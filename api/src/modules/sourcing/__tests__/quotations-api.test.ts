import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfqDay } from '@mall/shared/schemas';
import { tinyPdf } from '../../../test/fixtures';
import { BUYER, merchantUpload } from '../../../test/requests';
import { expireOverdueOrders } from '../../checkout';
import { sweepSourcing } from '../sourcing-sweeper';
import {
  call,
  confirmQuote,
  markShipped,
  notices,
  postRfq,
  product,
  quote,
  sleep,
  startScene,
  storedStatus,
  submitQuote,
  type Scene,
} from './scene';

/** Quotations end to end: real RFQs, real merchants, real orders through checkout's submit path. */
let s: Scene;
beforeAll(async () => {
  s = await startScene();
}, 180_000);
afterAll(() => s?.t.close());

interface Quotation {
  quotationId: number;
  status: number;
  statusKey: string;
  revision: number;
  unitPrice: number;
  currency: string;
  orderNumber: string | null;
  supplier: { shopId: number; companyName: string; sender: string; email: string; responseRate: number | null };
}
interface Detail {
  quotation: Quotation;
  history: { revision: number; unitPrice: number }[];
  request: { rfqNumber: string; status: string; quantity: number };
  comparison: Quotation[];
}
interface Rfq {
  status: string;
  quotationCount: number;
  unreadQuotationCount: number;
}
const info = (quotationId: number, token = s.buyer, locale?: string) =>
  call<Detail>(s, 'GET', `/p/quotation/info?quotationId=${quotationId}`, { token, locale });
const rfqInfo = (rfqId: number, token = s.buyer) => call<Rfq>(s, 'GET', `/p/rfq/info?rfqId=${rfqId}`, { token });
const confirm = (quotationId: number, quantity: number | string, addrId = s.addr, token = s.buyer) =>
  confirmQuote(s, token, { quotationId, quantity, addrId });
const orderOf = (orderNumber: string) =>
  s.t.db.one<{ status: number; actualTotal: string; price: string; count: number; deadline: boolean; tradeTerm: string }>(
    `SELECT o.status, o.actual_total AS "actualTotal", i.price, i.count, o.pay_deadline > now() AS deadline, o.trade_term AS "tradeTerm"
       FROM order_info o JOIN order_item i ON i.order_number = o.order_number WHERE o.order_number = $1`,
    [orderNumber],
  );

describe('a supplier quotes on an RFQ', () => {
  it('starts unread (1), shows on the RFQ, and is read (2) once the buyer opens it', async () => {
    const rfq = await postRfq(s);
    const sent = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }));
    expect(sent.code).toBe('00000');
    expect(sent.data.revision).toBe(1);

    const list = await call<{ records: Quotation[] }>(s, 'GET', `/p/quotation/page?rfqId=${rfq.rfqId}`, { token: s.buyer });
    expect(list.data.records.map((q) => [q.quotationId, q.status, q.statusKey])).toEqual([[sent.data.quotationId, 1, 'unread']]);
    expect((await rfqInfo(rfq.rfqId)).data).toMatchObject({ status: 'inquiring', quotationCount: 1, unreadQuotationCount: 1 });

    const opened = await info(sent.data.quotationId);
    expect(opened.data.quotation).toMatchObject({ status: 2, statusKey: 'read', unitPrice: 280, currency: 'USD' });
    // The supplier's record comes from its shop: company, sender, e-mail, response data.
    expect(opened.data.quotation.supplier).toMatchObject({ shopId: 1, email: 'sales@shop1.example.com' });
    expect(opened.data.quotation.supplier.companyName).toMatch(/Co\., Ltd\.$/);
    expect((await info(sent.data.quotationId, s.buyer, 'zh_CN')).data.quotation.supplier.companyName).toMatch(/有限公司$/);
    expect((await rfqInfo(rfq.rfqId)).data.unreadQuotationCount).toBe(0);
    const read = await call<{ records: Quotation[] }>(s, 'GET', '/p/quotation/page?status=2', { token: s.buyer });
    expect(read.data.records.some((q) => q.quotationId === sent.data.quotationId)).toBe(true);
  });

  it('keeps one quotation per shop: sending again revises it (unread again), the replaced terms kept', async () => {
    const rfq = await postRfq(s);
    const first = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }));
    await info(first.data.quotationId);
    const second = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { unitPrice: '2.60', moq: '200' }));
    expect(second.data).toEqual({ quotationId: first.data.quotationId, revision: 2 });
    const other = await submitQuote(s, s.m2, quote({ rfqId: rfq.rfqId }, { unitPrice: '2.95', currency: 'EUR' }));
    expect(other.data.quotationId).not.toBe(first.data.quotationId);

    const detail = await info(first.data.quotationId);
    expect(detail.data.quotation).toMatchObject({ revision: 2, unitPrice: 260 });
    expect(detail.data.history).toMatchObject([{ revision: 1, unitPrice: 280 }]);
    // The buyer is told of the quotation and of its revision, each once, in the reader's language.
    const link = `/user-center/uc-quotation/detail?quotationId=${first.data.quotationId}`;
    const told = (await notices(s, s.buyer, 'quotation')).filter((n) => n.link === link).map((n) => n.text);
    expect(told).toEqual([
      expect.stringMatching(/revised its quotation for "Stainless steel water bottle"$/),
      expect.stringMatching(/sent you a quotation for "Stainless steel water bottle"$/),
    ]);
    const zh = (await notices(s, s.buyer, 'quotation', 'zh_CN')).filter((n) => n.link === link).map((n) => n.text);
    expect(zh[0]).toMatch(/修改了“Stainless steel water bottle”的报价$/);
    // The comparison holds every quotation of the RFQ, each shop once.
    expect(detail.data.comparison.map((q) => q.supplier.shopId).sort()).toEqual([1, 2]);
    expect(detail.data.comparison.find((q) => q.supplier.shopId === 2)).toMatchObject({ unitPrice: 295, currency: 'EUR', status: 1 });
    const count = await s.t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM quotation WHERE rfq_id = $1`, [rfq.rfqId]);
    expect(count!.n).toBe(2);
  });

  it('refuses bad input field by field, in the caller language', async () => {
    const rfq = await postRfq(s);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ unitPrice: '0' }, 'unitPrice', 'The amount must be above 0'],
      [{ unitPrice: 'abc' }, 'unitPrice', 'Please enter an amount such as 12.50'],
      [{ unitPrice: '2.555' }, 'unitPrice', 'Too many decimals for this currency'],
      [{ validTo: rfqDay(-1) }, 'validTo', 'The validity must be in the future, at most 180 days from now'],
      [{ validTo: new Date(Date.now() - 1000).toISOString() }, 'validTo', 'The validity must be in the future, at most 180 days from now'],
      [{ moq: '1O' }, 'moq', 'Digits only'],
      [{ deliveryPort: ' ' }, 'deliveryPort', 'Please enter the delivery port'],
      [{ currency: 'XXX' }, 'currency', 'This currency is not available'],
      [{ rfqId: undefined }, 'rfqId', 'Please say which sourcing request or inquiry this quotation answers'],
    ];
    for (const [patch, field, msg] of cases) {
      const res = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, patch));
      expect([res.code, res.data, res.msg]).toEqual(['A00014', { field }, msg]);
    }
    const zh = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { unitPrice: '0' }), 'zh_CN');
    expect(zh.msg).toBe('金额须大于0');
    // A product must be the quoting shop's own.
    const foreign = await product(s, 2);
    const res = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: foreign.prodId }));
    expect([res.code, res.data]).toEqual(['A00014', { field: 'prodId' }]);
    expect((await call(s, 'POST', '/merchant/quotation/submit', { body: quote({ rfqId: rfq.rfqId }) })).code).toBe('A00004');
    // A buyer token is not a merchant token.
    expect((await call(s, 'POST', '/merchant/quotation/submit', { token: s.buyer, body: quote({ rfqId: rfq.rfqId }) })).code).toBe(
      'A00004',
    );
  });

  it("refuses a shop quoting its own buyer's RFQ, and another shop's quotation, as not found (A00013)", async () => {
    // Shop 3 was opened by the demo buyer's own application: to shop 3, that buyer's RFQs are not there.
    await s.t.db.query(
      `INSERT INTO shop_apply (user_id, shop_name, contact_phone, region, address, lat, lng, intro, logo, business_licence, id_card_front,
                               id_card_back, status, shop_id)
       VALUES ($1, 'Own shop', '+1 555 0100', 'CA', '1 Market Street', 37.3, -121.9, 'Our own shop for tests', 'l', 'b', 'f', 'k', 1, 3)`,
      [BUYER.userId],
    );
    const rfq = await postRfq(s);
    const own = await submitQuote(s, s.m3, quote({ rfqId: rfq.rfqId }));
    expect([own.code, own.msg]).toEqual(['A00013', 'Sourcing request not found']);

    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }));
    expect((await call(s, 'PUT', `/merchant/quotation/close/${q.data.quotationId}`, { token: s.m2 })).code).toBe('A00013');
    const mine = await call<{ records: Quotation[] }>(s, 'GET', `/merchant/quotation/page?rfqId=${rfq.rfqId}`, { token: s.m2 });
    expect(mine.data.records).toEqual([]);
    expect(await storedStatus(s, q.data.quotationId)).toBe(1);
  });
});

describe('cross-account access on every id-taking endpoint', () => {
  it("answers A00013 for another buyer's or another shop's records", async () => {
    const p = await product(s, 1);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId }));
    const id = q.data.quotationId;
    const notFound = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) => {
      const res = await call(s, method, url, { token, body });
      expect([url, res.code]).toEqual([url, 'A00013']);
    };
    await notFound('GET', `/p/quotation/info?quotationId=${id}`, s.buyer2);
    await notFound('PUT', `/p/quotation/close/${id}`, s.buyer2);
    await notFound('POST', '/p/quotation/confirm', s.buyer2, { quotationId: id, revision: 1, quantity: 100, addrId: s.addr2 });
    await notFound('GET', `/p/quotation/file?quotationId=${id}&fileKey=x`, s.buyer2);
    await notFound('GET', `/p/rfq/info?rfqId=${rfq.rfqId}`, s.buyer2);
    await notFound('PUT', `/p/rfq/close/${rfq.rfqNumber}`, s.buyer2);
    await notFound('PUT', `/p/rfq/cancel/${rfq.rfqNumber}`, s.buyer2);
    await notFound('PUT', '/p/rfq/extend', s.buyer2, { rfqNumber: rfq.rfqNumber, validUntil: rfqDay(30) });
    await notFound('GET', `/p/rfq/file?rfqNumber=${rfq.rfqNumber}&fileKey=x`, s.buyer2);
    await notFound('PUT', `/merchant/quotation/close/${id}`, s.m2);
    // The buyer's own address only: another buyer's address is not found either.
    await notFound('POST', '/p/quotation/confirm', s.buyer, { quotationId: id, revision: 1, quantity: 100, addrId: s.addr2 });
    // Nothing changed for the owner.
    expect((await info(id)).data.quotation.status).toBe(2);
    expect(await s.t.db.one(`SELECT 1 FROM order_info WHERE submit_uuid LIKE $1`, [`quotation-${id}-%`])).toBeNull();
  });
});

describe('closing a quotation', () => {
  it('the buyer declines an open one (5); closed cannot be confirmed, revised or closed again', async () => {
    const p = await product(s, 1);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId }));
    expect((await call(s, 'PUT', `/p/quotation/close/${q.data.quotationId}`, { token: s.buyer })).code).toBe('00000');
    expect((await info(q.data.quotationId)).data.quotation).toMatchObject({ status: 5, statusKey: 'closed' });
    const again = await confirm(q.data.quotationId, 100);
    expect([again.code, again.msg]).toEqual(['A00001', 'This quotation has been closed']);
    expect((await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }))).msg).toBe('This quotation has been closed');
    expect((await call(s, 'PUT', `/p/quotation/close/${q.data.quotationId}`, { token: s.buyer })).code).toBe('A00001');
    expect((await call(s, 'PUT', `/merchant/quotation/close/${q.data.quotationId}`, { token: s.m1 })).code).toBe('A00001');
  });

  it('the supplier withdraws its own (5, closed by the merchant)', async () => {
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m2, quote({ rfqId: rfq.rfqId }));
    expect((await call(s, 'PUT', `/merchant/quotation/close/${q.data.quotationId}`, { token: s.m2 })).code).toBe('00000');
    const page = await call<{ records: (Quotation & { closedBy: string })[] }>(s, 'GET', '/merchant/quotation/page?status=5', {
      token: s.m2,
    });
    expect(page.data.records.find((r) => r.quotationId === q.data.quotationId)).toMatchObject({ status: 5, closedBy: 'merchant' });
  });
});

describe('validity', () => {
  it('an open quotation reads as expired (3) once its time passes; the sweeper stores it; it cannot be confirmed', async () => {
    const p = await product(s, 1);
    const rfq = await postRfq(s);
    const q = await submitQuote(
      s,
      s.m1,
      quote({ rfqId: rfq.rfqId }, { prodId: p.prodId, validTo: new Date(Date.now() + 1500).toISOString() }),
    );
    expect(q.code).toBe('00000');
    await sleep(1700);
    expect((await info(q.data.quotationId)).data.quotation).toMatchObject({ status: 3, statusKey: 'expired' });
    expect(await storedStatus(s, q.data.quotationId)).toBe(1);
    const res = await confirm(q.data.quotationId, 100);
    expect([res.code, res.msg]).toEqual(['A00001', 'This quotation has expired; ask the supplier for a new one']);
    // Two sweeps at once (as two API processes would run them) store it once.
    const [a, b] = await Promise.all([sweepSourcing(s.t.db), sweepSourcing(s.t.db)]);
    expect(await storedStatus(s, q.data.quotationId)).toBe(3);
    expect(a.quotations + b.quotations).toBeGreaterThanOrEqual(1);
    const again = await sweepSourcing(s.t.db);
    expect(again.quotations).toBe(0);
    // The supplier may revise an expired quotation: unread again with a new validity.
    const revised = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId }));
    expect(revised.data.revision).toBe(2);
    expect((await info(q.data.quotationId)).data.quotation.status).toBe(2);
  });

  it('an RFQ past its validity reads expired, is stored expired by the sweeper and takes no quotation until extended', async () => {
    const rfq = await postRfq(s);
    // Its validity day was yesterday (UTC): it expired at midnight.
    await s.t.db.query(
      `UPDATE rfq SET valid_until = (now() AT TIME ZONE 'UTC')::date - 1, expires_at = ((now() AT TIME ZONE 'UTC')::date)::timestamp AT TIME ZONE 'UTC'
        WHERE rfq_id = $1`,
      [rfq.rfqId],
    );
    expect((await rfqInfo(rfq.rfqId)).data.status).toBe('expired');
    const refused = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }));
    expect([refused.code, refused.msg]).toEqual(['A00001', 'This sourcing request is no longer open for quotations']);
    await sweepSourcing(s.t.db);
    expect((await s.t.db.one<{ status: string }>(`SELECT status FROM rfq WHERE rfq_id = $1`, [rfq.rfqId]))!.status).toBe('expired');

    const extended = await call(s, 'PUT', '/p/rfq/extend', { token: s.buyer, body: { rfqNumber: rfq.rfqNumber, validUntil: rfqDay(0) } });
    expect(extended.code).toBe('00000');
    const back = await rfqInfo(rfq.rfqId);
    expect(back.data.status).toBe('inquiring');
    const notLater = await call(s, 'PUT', '/p/rfq/extend', { token: s.buyer, body: { rfqNumber: rfq.rfqNumber, validUntil: rfqDay(0) } });
    expect([notLater.code, notLater.msg]).toEqual(['A00014', 'The new validity date must be later than the current one']);
    const tooFar = await call(s, 'PUT', '/p/rfq/extend', { token: s.buyer, body: { rfqNumber: rfq.rfqNumber, validUntil: rfqDay(91) } });
    expect([tooFar.code, tooFar.data]).toEqual(['A00014', { field: 'validUntil' }]);
    expect((await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }))).code).toBe('00000');
  });
});

describe('confirming a quotation', () => {
  it('orders the quoted SKU at the quoted price through checkout: stock, pay deadline; quotation 8, RFQ confirmed', async () => {
    const p = await product(s, 1, 900, 1_000);
    const rfq = await postRfq(s);
    const q = await submitQuote(
      s,
      s.m1,
      quote({ rfqId: rfq.rfqId }, { prodId: p.prodId, unitPrice: '2.80', moq: '100', tradeTerm: 'CFR' }),
    );
    const low = await confirm(q.data.quotationId, 99);
    expect([low.code, low.msg, low.data]).toEqual([
      'A00014',
      'The quantity must be at least the minimum order quantity (100)',
      { field: 'quantity', moq: 100 },
    ]);
    const bad = await confirm(q.data.quotationId, '12a');
    expect([bad.code, bad.msg]).toEqual(['A00014', 'Digits only']);

    const ok = await confirm(q.data.quotationId, 150);
    expect(ok.code).toBe('00000');
    const orderNumber = ok.data.orderNumbers[0]!;
    const order = await orderOf(orderNumber);
    // The line is at the quoted 2.80, not the catalogue's 9.00.
    expect({ ...order, price: Number(order!.price) }).toMatchObject({
      status: 1,
      price: 280,
      count: 150,
      deadline: true,
      tradeTerm: 'CFR',
    });
    expect((await s.t.db.one<{ stocks: number }>(`SELECT stocks FROM sku WHERE sku_id = $1`, [p.skuId]))!.stocks).toBe(850);
    expect((await info(q.data.quotationId)).data.quotation).toMatchObject({ status: 8, statusKey: 'confirmed', orderNumber });
    expect((await rfqInfo(rfq.rfqId)).data.status).toBe('confirmed');
    const twice = await confirm(q.data.quotationId, 150);
    expect([twice.code, twice.msg]).toEqual(['A03002', 'This quotation has already been confirmed']);
  });

  it('orders only at the revision the buyer saw: a quotation revised since is refused with the new terms named (issue 39, finding 6)', async () => {
    const p = await product(s, 1, 900, 1_000);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId, unitPrice: '5.00', moq: '10' }));
    const seen = (await info(q.data.quotationId)).data.quotation;
    expect(seen).toMatchObject({ revision: 1, unitPrice: 500 });
    // The supplier revises to 500.00 while the buyer reads revision 1.
    expect(
      (await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId, unitPrice: '500.00', moq: '10' }))).data.revision,
    ).toBe(2);
    const body = { quotationId: q.data.quotationId, quantity: 10, addrId: s.addr, revision: seen.revision };
    const stale = await call(s, 'POST', '/p/quotation/confirm', { token: s.buyer, body });
    expect([stale.code, stale.msg, stale.data]).toEqual([
      'A00001',
      'The supplier changed this quotation (it is now revision 2, 500.00 USD): check the new terms, then confirm again',
      { revision: 2 },
    ]);
    const zh = await call(s, 'POST', '/p/quotation/confirm', { token: s.buyer, body, locale: 'zh_CN' });
    expect(zh.msg).toBe('供应商已修改此报价（现为第 2 版，500.00 USD）：请查看新条款后再确认');
    expect(await s.t.db.one(`SELECT 1 FROM order_info WHERE submit_uuid LIKE $1`, [`quotation-${q.data.quotationId}-%`])).toBeNull();
    expect(await storedStatus(s, q.data.quotationId)).toBe(1);
    // Having seen revision 2, the buyer orders at 500.00.
    const ok = await confirm(q.data.quotationId, 10);
    expect(ok.code).toBe('00000');
    expect(Number((await orderOf(ok.data.orderNumbers[0]!))!.price)).toBe(50_000);
  });

  it('converts a quotation in another currency to the order currency at the site rate', async () => {
    const p = await product(s, 2);
    const rfq = await postRfq(s);
    const rate = await s.t.db.one<{ rate: string }>(`SELECT exchange_rate AS rate FROM currency WHERE currency_code = 'EUR'`);
    const q = await submitQuote(s, s.m2, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId, unitPrice: '9.20', currency: 'EUR' }));
    const ok = await confirm(q.data.quotationId, 100);
    expect(ok.code).toBe('00000');
    const order = await orderOf(ok.data.orderNumbers[0]!);
    expect(Number(order!.price)).toBe(Math.round(920 / Number(rate!.rate)));
  });

  it('confirming twice at once makes one order', async () => {
    const p = await product(s, 1, 500, 1_000);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId }));
    const results = await Promise.all([
      confirm(q.data.quotationId, 120),
      confirm(q.data.quotationId, 120),
      confirm(q.data.quotationId, 120),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(['00000', 'A03002', 'A03002']);
    const orders = await s.t.db.query(`SELECT order_number FROM order_info WHERE submit_uuid LIKE $1`, [
      `quotation-${q.data.quotationId}-%`,
    ]);
    expect(orders).toHaveLength(1);
    expect((await s.t.db.one<{ stocks: number }>(`SELECT stocks FROM sku WHERE sku_id = $1`, [p.skuId]))!.stocks).toBe(880);
  });

  it('a quotation without a product cannot be ordered online; out of stock leaves the quotation open', async () => {
    const rfq = await postRfq(s);
    const bare = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }));
    const res = await confirm(bare.data.quotationId, 100);
    expect([res.code, res.msg]).toEqual(['A00001', 'This quotation names no product to order online; please contact the supplier']);

    const scarce = await product(s, 2, 300, 50);
    const rfq2 = await postRfq(s);
    const q = await submitQuote(s, s.m2, quote({ rfqId: rfq2.rfqId }, { prodId: scarce.prodId, moq: '10' }));
    const tooMany = await confirm(q.data.quotationId, 60);
    expect(tooMany.code).toBe('A03010');
    expect((await info(q.data.quotationId)).data.quotation.status).toBe(2);
    expect((await rfqInfo(rfq2.rfqId)).data.status).toBe('inquiring');
    expect((await s.t.db.one<{ stocks: number }>(`SELECT stocks FROM sku WHERE sku_id = $1`, [scarce.skuId]))!.stocks).toBe(50);
  });
});

describe("the confirmed quotation's order", () => {
  it('paid and received: quotation completed (9), RFQ done', async () => {
    const p = await product(s, 1, 300, 1_000);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId, unitPrice: '0.50' }));
    const other = await submitQuote(s, s.m2, quote({ rfqId: rfq.rfqId }));
    const { data } = await confirm(q.data.quotationId, 100);
    const n = data.orderNumbers[0]!;
    expect((await call(s, 'POST', '/p/order/pay', { token: s.buyer, body: { orderNumbers: [n], payType: 9 } })).code).toBe('00000');
    expect((await info(q.data.quotationId)).data.quotation.status).toBe(8);
    await markShipped(s, n);
    expect((await call(s, 'PUT', `/p/myOrder/receipt/${n}`, { token: s.buyer, body: {} })).code).toBe('00000');
    expect((await info(q.data.quotationId)).data.quotation).toMatchObject({ status: 9, statusKey: 'completed' });
    expect((await rfqInfo(rfq.rfqId)).data.status).toBe('done');
    // The other supplier's quotation, still open while the order was under way, is closed with the request fulfilled.
    expect(await storedStatus(s, other.data.quotationId)).toBe(5);
    const done = await call<{ records: { rfqNumber: string }[] }>(s, 'GET', '/p/rfq/page?status=done', { token: s.buyer });
    expect(done.data.records.map((r) => r.rfqNumber)).toContain(rfq.rfqNumber);
  });

  it('cancelled unpaid: the quotation is open again and the RFQ inquiring; a second confirmation makes a new order', async () => {
    const p = await product(s, 1, 300, 1_000);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId }));
    const first = (await confirm(q.data.quotationId, 100)).data.orderNumbers[0]!;
    expect((await call(s, 'PUT', `/p/myOrder/cancel/${first}`, { token: s.buyer })).code).toBe('00000');
    expect((await info(q.data.quotationId)).data.quotation).toMatchObject({ status: 2, orderNumber: null });
    expect((await rfqInfo(rfq.rfqId)).data.status).toBe('inquiring');
    expect((await s.t.db.one<{ stocks: number }>(`SELECT stocks FROM sku WHERE sku_id = $1`, [p.skuId]))!.stocks).toBe(1_000);
    const second = await confirm(q.data.quotationId, 100);
    expect(second.code).toBe('00000');
    expect(second.data.orderNumbers[0]).not.toBe(first);
  });

  it('expired unpaid (the order sweeper): open again', async () => {
    const p = await product(s, 2, 300, 1_000);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m2, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId }));
    const n = (await confirm(q.data.quotationId, 100)).data.orderNumbers[0]!;
    await s.t.db.query(`UPDATE order_info SET pay_deadline = now() - interval '1 second' WHERE order_number = $1`, [n]);
    expect(await expireOverdueOrders(s.t.db)).toContain(n);
    expect((await info(q.data.quotationId)).data.quotation.status).toBe(2);
    expect((await rfqInfo(rfq.rfqId)).data.status).toBe('inquiring');
  });

  it('the sweeper catches up an order that moved on without its event', async () => {
    const p = await product(s, 1, 300, 1_000);
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { prodId: p.prodId }));
    const n = (await confirm(q.data.quotationId, 100)).data.orderNumbers[0]!;
    await s.t.db.query(`UPDATE order_info SET status = 4 WHERE order_number = $1`, [n]);
    const swept = await sweepSourcing(s.t.db);
    expect(swept.orders).toBeGreaterThanOrEqual(1);
    expect(await storedStatus(s, q.data.quotationId)).toBe(9);
    expect((await rfqInfo(rfq.rfqId)).data.status).toBe('done');
  });
});

describe('attachments', () => {
  it("the supplier's files reach the buyer it quoted, and nobody else", async () => {
    const rfq = await postRfq(s);
    const up = await merchantUpload(s.t, s.m1, 'quotation-attachment' as 'invoice', tinyPdf('Price list'), 'prices.pdf');
    expect(up.status).toBe(200);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }, { attachments: [up.fileKey] }));
    expect(q.code).toBe('00000');
    const d = await info(q.data.quotationId);
    expect((d.data.quotation as unknown as { attachments: { name: string }[] }).attachments).toMatchObject([{ name: 'prices.pdf' }]);
    const file = await s.t.app.inject({
      method: 'GET',
      url: `/api/p/quotation/file?quotationId=${q.data.quotationId}&fileKey=${up.fileKey}`,
      headers: { authorization: s.buyer },
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF')).toBe(true);
    // Another merchant cannot attach the first one's upload.
    const up2 = await merchantUpload(s.t, s.m1, 'quotation-attachment' as 'invoice', tinyPdf('Second'), 'b.pdf');
    const stolen = await submitQuote(s, s.m2, quote({ rfqId: rfq.rfqId }, { attachments: [up2.fileKey] }));
    expect(stolen.code).not.toBe('00000');
  });
});

describe('RFQ states', () => {
  it("buyer close ('buyerClosed') closes the open quotations with it", async () => {
    const rfq = await postRfq(s);
    const q1 = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }));
    const q2 = await submitQuote(s, s.m2, quote({ rfqId: rfq.rfqId }));
    await call(s, 'PUT', `/merchant/quotation/close/${q2.data.quotationId}`, { token: s.m2 });
    expect((await call(s, 'PUT', `/p/rfq/close/${rfq.rfqNumber}`, { token: s.buyer })).code).toBe('00000');
    expect((await rfqInfo(rfq.rfqId)).data.status).toBe('buyerClosed');
    const q = await s.t.db.query<{ status: number; by: string }>(
      `SELECT status, closed_by AS by FROM quotation WHERE rfq_id = $1 ORDER BY quotation_id`,
      [rfq.rfqId],
    );
    expect(q).toEqual([
      { status: 5, by: 'buyer' },
      { status: 5, by: 'merchant' },
    ]);
    expect(q1.code).toBe('00000');
    expect((await submitQuote(s, s.m2, quote({ rfqId: rfq.rfqId }))).msg).toBe('This sourcing request is no longer open for quotations');
  });

  it("cancel ('canceled') only while no supplier has quoted", async () => {
    const quiet = await postRfq(s);
    expect((await call(s, 'PUT', `/p/rfq/cancel/${quiet.rfqNumber}`, { token: s.buyer })).code).toBe('00000');
    expect((await rfqInfo(quiet.rfqId)).data.status).toBe('canceled');
    const again = await call(s, 'PUT', `/p/rfq/cancel/${quiet.rfqNumber}`, { token: s.buyer });
    expect([again.code, again.msg]).toEqual(['A00001', 'Only an open request without quotations can be canceled']);
    const extend = await call(s, 'PUT', '/p/rfq/extend', { token: s.buyer, body: { rfqNumber: quiet.rfqNumber, validUntil: rfqDay(40) } });
    expect(extend.msg).toBe('Only an open or expired request can get a new validity date');
    expect((await call(s, 'GET', `/rfq/publicInfo?rfqId=${quiet.rfqId}`)).code).toBe('A00013');

    const answered = await postRfq(s);
    await submitQuote(s, s.m1, quote({ rfqId: answered.rfqId }));
    const refused = await call(s, 'PUT', `/p/rfq/cancel/${answered.rfqNumber}`, { token: s.buyer, locale: 'zh_CN' });
    expect([refused.code, refused.msg]).toEqual(['A00001', '已收到报价，请关闭需求而不是取消']);
  });

  it("the platform closes a request ('closed') with a reason the buyer reads; admin token required", async () => {
    const rfq = await postRfq(s);
    const q = await submitQuote(s, s.m1, quote({ rfqId: rfq.rfqId }));
    const body = { rfqNumber: rfq.rfqNumber, reason: 'Prohibited goods' };
    expect((await call(s, 'PUT', '/admin/rfq/close', { body })).code).toBe('A00004');
    expect((await call(s, 'PUT', '/admin/rfq/close', { body, headers: { 'x-admin-token': s.t.ctx.secrets.ADMIN_TOKEN } })).code).toBe(
      '00000',
    );
    const detail = await call<{ status: string; rejectReason: string }>(s, 'GET', `/p/rfq/info?rfqId=${rfq.rfqId}`, { token: s.buyer });
    expect(detail.data).toMatchObject({ status: 'closed', rejectReason: 'Prohibited goods' });
    expect((await notices(s, s.buyer, 'system')).map((n) => n.text)).toContain(
      `Your sourcing request ${rfq.rfqNumber} was closed by the platform: Prohibited goods`,
    );
    expect(await storedStatus(s, q.data.quotationId)).toBe(5);
    expect((await call(s, 'GET', `/rfq/publicInfo?rfqId=${rfq.rfqId}`)).code).toBe('A00013');
    const again = await call(s, 'PUT', '/admin/rfq/close', { body, headers: { 'x-admin-token': s.t.ctx.secrets.ADMIN_TOKEN } });
    expect(again.msg).toBe('This sourcing request is no longer open');
  });
});

describe('procurement centre', () => {
  it('lists open requests by filter and shows one without the contact, budget or PDF', async () => {
    const tag = `Filter${Date.now().toString(36)}`;
    const big = await postRfq(s, s.buyer2, { productName: `${tag} big`, quantity: '5000', country: 'DE', validUntil: rfqDay(60) });
    const small = await postRfq(s, s.buyer2, { productName: `${tag} small`, quantity: '50', country: 'US', validUntil: rfqDay(5) });
    const page = async (q: string) =>
      (await call<{ records: { rfqNumber: string }[] }>(s, 'GET', `/rfq/publicPage?keyword=${tag}&${q}`)).data.records.map(
        (r) => r.rfqNumber,
      );
    expect((await page('')).sort()).toEqual([big.rfqNumber, small.rfqNumber].sort());
    expect(await page('minQuantity=1000')).toEqual([big.rfqNumber]);
    expect(await page('maxQuantity=100')).toEqual([small.rfqNumber]);
    expect(await page('country=US')).toEqual([small.rfqNumber]);
    expect(await page('validDays=30')).toEqual([big.rfqNumber]);
    const parent = await s.t.db.one<{ id: number }>(
      `SELECT c2.parent_id AS id FROM category c3 JOIN category c2 ON c2.category_id = c3.parent_id WHERE c3.category_id = $1`,
      [s.categoryId],
    );
    expect((await page(`categoryId=${parent!.id}`)).length).toBe(2);
    const bad = await call(s, 'GET', '/rfq/publicPage?country=XX');
    expect(bad.code).toBe('A00014');

    const pub = await call<Record<string, unknown>>(s, 'GET', `/rfq/publicInfo?rfqId=${big.rfqId}`);
    expect(pub.data).toMatchObject({ rfqNumber: big.rfqNumber, quantity: 5000, country: 'DE', status: 'inquiring', price: 325 });
    for (const hidden of ['contactName', 'email', 'companyName', 'maxBudget', 'annualPurchaseAmount', 'pdf'])
      expect(pub.data).not.toHaveProperty(hidden);
    expect(JSON.stringify(pub.data)).not.toContain('@example.com');
  });
});
