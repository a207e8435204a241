import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, confirmQuote, notices, product, quote, startScene, submitQuote, type Scene } from './scene';

/** Inquiries ("Contact supplier") end to end: every state of spec section 4 and the thread. */
let s: Scene;
beforeAll(async () => {
  s = await startScene();
}, 180_000);
afterAll(() => s?.t.close());

interface Inquiry {
  inquiryId: number;
  status: string;
  context: string;
  subject: string;
  quantity: number | null;
  unit: string | null;
  buyerUnread: boolean;
  lastMessage: string;
  buyerName: string;
  closedBy: string | null;
  messages: { sender: string; body: string }[];
  quotation: { quotationId: number; status: number } | null;
}

const MESSAGE = 'Hello, we need 500 bottles with our logo. What is your best price and lead time?';
const send = (body: Record<string, unknown>, token = s.buyer, locale?: string) =>
  call<{ inquiryId: number }>(s, 'POST', '/p/inquiry/send', { token, body, locale });
const buyerView = (id: number, token = s.buyer) => call<Inquiry>(s, 'GET', `/p/inquiry/info?inquiryId=${id}`, { token });
const merchantView = (id: number, token = s.m1) => call<Inquiry>(s, 'GET', `/merchant/inquiry/info?inquiryId=${id}`, { token });
const statusOf = async (id: number) =>
  (await s.t.db.one<{ status: string }>(`SELECT status FROM inquiry WHERE inquiry_id = $1`, [id]))!.status;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('sending an inquiry', () => {
  it('from a product page: product, SKU and quantity attached; unread for the supplier', async () => {
    const p = await product(s, 1);
    const res = await send({ shopId: 1, prodId: p.prodId, skuId: p.skuId, quantity: '500', message: MESSAGE });
    expect(res.code).toBe('00000');
    const mine = await buyerView(res.data.inquiryId);
    expect(mine.data).toMatchObject({ status: 'unread', context: 'product', subject: 'Test product', quantity: 500, buyerUnread: false });
    expect(mine.data.messages).toEqual([expect.objectContaining({ sender: 'buyer', body: MESSAGE })]);
    const list = await call<{ records: Inquiry[] }>(s, 'GET', '/merchant/inquiry/page?status=unread', { token: s.m1 });
    expect(list.data.records.find((r) => r.inquiryId === res.data.inquiryId)).toMatchObject({
      buyerName: 'Demo Buyer',
      lastMessage: MESSAGE,
    });
  });

  it('word limit by context: 100 words from a product page, 200 from a shop page; at least 20 characters', async () => {
    const p = await product(s, 1);
    const long = await send({ shopId: 1, prodId: p.prodId, message: words(101) });
    expect([long.code, long.data, long.msg]).toEqual(['A00014', { field: 'message' }, 'At most 100 words']);
    expect((await send({ shopId: 1, prodId: p.prodId, message: words(100) })).code).toBe('00000');
    expect((await send({ shopId: 1, message: words(150) })).code).toBe('00000');
    const tooLong = await send({ shopId: 1, message: words(201) }, s.buyer, 'zh_CN');
    expect([tooLong.code, tooLong.msg]).toEqual(['A00014', '最多200个词']);
    // Each Chinese character is a word.
    const zh = await send({ shopId: 1, prodId: p.prodId, message: '你'.repeat(101) });
    expect(zh.msg).toBe('At most 100 words');
    const short = await send({ shopId: 1, message: 'Price?' });
    expect([short.code, short.msg]).toEqual(['A00014', 'Please write at least 20 characters']);
    const empty = await send({ shopId: 1, message: '   ' });
    expect(empty.msg).toBe('Please enter your message');
    const qty = await send({ shopId: 1, prodId: p.prodId, quantity: '5O0', message: MESSAGE });
    expect([qty.code, qty.data, qty.msg]).toEqual(['A00014', { field: 'quantity' }, 'Digits only']);
  });

  it("refuses another shop's product, an unknown shop and a signed-out visitor", async () => {
    const p = await product(s, 2);
    const res = await send({ shopId: 1, prodId: p.prodId, message: MESSAGE });
    expect([res.code, res.data]).toEqual(['A00014', { field: 'prodId' }]);
    expect((await send({ shopId: 999_999, message: MESSAGE })).code).toBe('A00013');
    expect((await call(s, 'POST', '/p/inquiry/send', { body: { shopId: 1, message: MESSAGE } })).code).toBe('A00004');
  });
});

describe('inquiry states', () => {
  it('unread -> readNotSent -> readAndSent -> replied -> unread (follow-up) -> closed', async () => {
    const p = await product(s, 1);
    const { data } = await send({ shopId: 1, prodId: p.prodId, quantity: '300', message: MESSAGE });
    const id = data.inquiryId;
    expect(await statusOf(id)).toBe('unread');

    // The supplier opens it.
    const opened = await merchantView(id);
    expect(opened.data.status).toBe('readNotSent');
    expect((await merchantView(id)).data.status).toBe('readNotSent');

    // It sends a quotation for it: the buyer sees it in the inquiry and among their quotations.
    const q = await submitQuote(s, s.m1, quote({ inquiryId: id }, { prodId: p.prodId }));
    expect(q.code).toBe('00000');
    expect(await statusOf(id)).toBe('readAndSent');
    const withQuote = await buyerView(id);
    expect(withQuote.data.quotation).toMatchObject({ quotationId: q.data.quotationId, status: 1 });
    const quotations = await call<{ records: { quotationId: number; inquiryId: number }[] }>(s, 'GET', '/p/quotation/page', {
      token: s.buyer,
    });
    expect(quotations.data.records.find((r) => r.quotationId === q.data.quotationId)).toMatchObject({ inquiryId: id });

    // It answers in the thread: replied, and the buyer has an unread answer until they open it.
    expect(
      (await call(s, 'POST', '/merchant/inquiry/reply', { token: s.m1, body: { inquiryId: id, message: 'Yes, 25 days.' } })).code,
    ).toBe('00000');
    expect(await statusOf(id)).toBe('replied');
    const told = (await notices(s, s.buyer, 'inquiry')).filter((n) => n.link === `/user-center/uc-inquiry?inquiryId=${id}`);
    expect(told.map((n) => n.text)).toEqual([expect.stringMatching(/replied to your inquiry about "Test product"$/)]);
    const zh = (await notices(s, s.buyer, 'inquiry', 'zh_CN')).find((n) => n.link === `/user-center/uc-inquiry?inquiryId=${id}`);
    expect(zh?.text).toMatch(/回复了您关于“测试商品”的询盘$/);
    const list = await call<{ records: Inquiry[] }>(s, 'GET', '/p/inquiry/page?status=replied', { token: s.buyer });
    expect(list.data.records.find((r) => r.inquiryId === id)).toMatchObject({ buyerUnread: true, lastMessage: 'Yes, 25 days.' });
    const read = await buyerView(id);
    expect(read.data.buyerUnread).toBe(false);
    expect(read.data.messages.map((m) => m.sender)).toEqual(['buyer', 'merchant']);

    // The buyer follows up: unread for the supplier again.
    expect(
      (await call(s, 'POST', '/p/inquiry/reply', { token: s.buyer, body: { inquiryId: id, message: 'Can you do 20 days?' } })).code,
    ).toBe('00000');
    expect(await statusOf(id)).toBe('unread');

    // The buyer closes it; the open quotation for it is closed too; nobody can write any more.
    expect((await call(s, 'PUT', `/p/inquiry/close/${id}`, { token: s.buyer })).code).toBe('00000');
    const closed = await buyerView(id);
    expect(closed.data).toMatchObject({ status: 'closed', closedBy: 'buyer', quotation: { status: 5 } });
    const late = await call(s, 'POST', '/merchant/inquiry/reply', { token: s.m1, body: { inquiryId: id, message: 'Sure.' } });
    expect([late.code, late.msg]).toEqual(['A00001', 'This inquiry has been closed']);
    expect((await call(s, 'POST', '/p/inquiry/reply', { token: s.buyer, body: { inquiryId: id, message: 'Hello?' } })).code).toBe('A00001');
    expect((await submitQuote(s, s.m1, quote({ inquiryId: id }))).msg).toBe('This inquiry has been closed');
  });

  it('the supplier closes one (closed by the merchant)', async () => {
    const { data } = await send({ shopId: 2, message: MESSAGE });
    expect((await call(s, 'PUT', `/merchant/inquiry/close/${data.inquiryId}`, { token: s.m2 })).code).toBe('00000');
    expect((await buyerView(data.inquiryId)).data).toMatchObject({ status: 'closed', closedBy: 'merchant' });
    expect((await call(s, 'PUT', `/merchant/inquiry/close/${data.inquiryId}`, { token: s.m2 })).code).toBe('A00001');
  });

  it("a replied inquiry's quotation is confirmed into an order like any other", async () => {
    const p = await product(s, 1, 400, 500);
    const { data } = await send({ shopId: 1, prodId: p.prodId, quantity: '20', message: MESSAGE });
    const q = await submitQuote(s, s.m1, quote({ inquiryId: data.inquiryId }, { prodId: p.prodId, moq: '10', unitPrice: '3.50' }));
    const res = await confirmQuote(s, s.buyer, { quotationId: q.data.quotationId, quantity: 20, addrId: s.addr });
    expect(res.code).toBe('00000');
    const line = await s.t.db.one<{ price: string; count: number }>(`SELECT price, count FROM order_item WHERE order_number = $1`, [
      res.data.orderNumbers[0],
    ]);
    expect([Number(line!.price), line!.count]).toEqual([350, 20]);
  });
});

describe('cross-account access', () => {
  it("another buyer's inquiry and another shop's inquiry are not found (A00013)", async () => {
    const { data } = await send({ shopId: 1, message: MESSAGE });
    const id = data.inquiryId;
    const cases: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
      [s.buyer2, 'GET', `/p/inquiry/info?inquiryId=${id}`, undefined],
      [s.buyer2, 'POST', '/p/inquiry/reply', { inquiryId: id, message: 'Hello there' }],
      [s.buyer2, 'PUT', `/p/inquiry/close/${id}`, undefined],
      [s.m2, 'GET', `/merchant/inquiry/info?inquiryId=${id}`, undefined],
      [s.m2, 'POST', '/merchant/inquiry/reply', { inquiryId: id, message: 'Hello there' }],
      [s.m2, 'PUT', `/merchant/inquiry/close/${id}`, undefined],
    ];
    for (const [token, method, url, body] of cases) {
      const res = await call(s, method, url, { token, body });
      expect([url, res.code]).toEqual([url, 'A00013']);
    }
    // Shop 2 cannot quote on shop 1's inquiry either.
    expect((await submitQuote(s, s.m2, quote({ inquiryId: id }))).code).toBe('A00013');
    expect(await statusOf(id)).toBe('unread');
    const other = await call<{ records: Inquiry[] }>(s, 'GET', '/p/inquiry/page', { token: s.buyer2 });
    expect(other.data.records.some((r) => r.inquiryId === id)).toBe(false);
  });
});
