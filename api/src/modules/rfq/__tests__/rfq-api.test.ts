import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfqDay, RFQ_UPLOAD_PURPOSES, type RfqSubmitInput } from '@mall/shared/schemas';
import { freshMail, outboxCode, sampleRfq } from './rfq-fixtures';
import { tinyPdf, tinyPng } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { BUYER2, call as callApi, freshIp, signIn, upload as uploadAs, type CallOptions } from '../../../test/requests';

/** The RFQ API end to end: real database, real uploads, real e-mail codes (read from the outbox). */
let t: TestApp;
let token: string;
let token2: string;
let categoryId: number;

/** A fresh client address per call keeps the per-IP code cap out of the way (it is tested in accounts). */
const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, opts: Omit<CallOptions, 'ip'> = {}) =>
  callApi<T>(t, method, url, { ...opts, ip: freshIp() });

/** Sends a code to a fresh contact address and reads it from the mail outbox. */
async function codeFor(mail: string, tok = token): Promise<string> {
  const sent = await call('POST', '/p/rfq/sendCode', { token: tok, body: { mail } });
  expect(sent.code).toBe('00000');
  return outboxCode(t, mail);
}

const base = (email = freshMail()) => sampleRfq(categoryId, email);

/** Posts a request with a real code; answers the envelope. */
async function submit(patch: Partial<RfqSubmitInput> = {}, tok = token, locale?: string) {
  const body = { ...base(), ...patch };
  body.code = await codeFor(body.email, tok);
  return call<{ rfqId: number; rfqNumber: string }>('POST', '/p/rfq/submit', { token: tok, body, locale });
}

const upload = (purpose: string, bytes: Buffer, fileName: string, contentType: string, tok = token) =>
  uploadAs(t, tok, purpose, bytes, fileName, contentType);

const PDF = tinyPdf('RFQ specification');

beforeAll(async () => {
  t = await createTestApp({ catalogProducts: 20, catalogShops: 4 });
  token = await signIn(t);
  token2 = await signIn(t, BUYER2);
  const leaf = await t.db.one<{ id: number }>(
    `SELECT category_id AS id FROM category WHERE grade = 3 AND status = 1 ORDER BY category_id LIMIT 1`,
  );
  categoryId = Number(leaf!.id);
}, 120_000);
afterAll(() => t?.close());

describe('posting a sourcing request', () => {
  it('needs a signed-in buyer', async () => {
    const res = await call('POST', '/p/rfq/submit', { body: base() });
    expect(res.code).toBe('A00004');
  });

  it("creates an 'inquiring' request with a number, owned by the buyer", async () => {
    const res = await submit();
    expect(res.code).toBe('00000');
    expect(res.data.rfqNumber).toMatch(/^RFQ\d{8}\d{6,}$/);
    const info = await call<Record<string, unknown>>('GET', `/p/rfq/info?rfqNumber=${res.data.rfqNumber}`, { token });
    expect(info.code).toBe('00000');
    expect(info.data).toMatchObject({
      status: 'inquiring',
      productName: 'Stainless steel water bottle',
      quantity: 500,
      unit: 'piece',
      currency: 'USD',
      price: 325,
      maxBudget: 180000,
      tradeTerm: 'FOB',
      country: 'US',
      validUntil: rfqDay(20),
    });
  });

  it('refuses each missing required field, naming it, in the caller language', async () => {
    const required = [
      'productName',
      'quantity',
      'unit',
      'currency',
      'price',
      'tradeTerm',
      'maxBudget',
      'description',
      'shippingMethod',
      'country',
      'destination',
      'paymentMethod',
      'contactName',
      'email',
      'categoryId',
      'code',
    ] as const;
    for (const field of required) {
      const body: Record<string, unknown> = { ...base(), code: '123456' };
      delete body[field];
      const res = await call<{ field: string }>('POST', '/p/rfq/submit', { token, body });
      expect(res.code, field).toBe('A00014');
      expect(res.data.field, field).toBe(field);
    }
    const en = await call('POST', '/p/rfq/submit', { token, body: { ...base(), productName: '  ' } });
    expect(en.msg).toBe('Please enter the product name');
    const zh = await call('POST', '/p/rfq/submit', { token, locale: 'zh_CN', body: { ...base(), productName: '' } });
    expect(zh.msg).toBe('请输入产品名称');
    const code = await call('POST', '/p/rfq/submit', { token, locale: 'zh_CN', body: { ...base(), code: '' } });
    expect(code.msg).toBe('请输入验证码');
  });

  it('takes a description of 20 and 8000 characters, not 19 or 8001', async () => {
    for (const [len, okay] of [
      [19, false],
      [20, true],
      [8000, true],
      [8001, false],
    ] as const) {
      const description = 'd'.repeat(len);
      if (okay) {
        const res = await submit({ description });
        expect(res.code, String(len)).toBe('00000');
      } else {
        const res = await call<{ field: string }>('POST', '/p/rfq/submit', { token, body: { ...base(), description, code: '123456' } });
        expect(res.code, String(len)).toBe('A00014');
        expect(res.msg).toBe('Detailed requirements: 20 to 8000 characters');
      }
    }
  });

  it('takes a quantity of digits only', async () => {
    for (const quantity of ['12a', '1.5', '-3', '1e3', ' ']) {
      const res = await call<{ field: string }>('POST', '/p/rfq/submit', { token, body: { ...base(), quantity, code: '123456' } });
      expect(res.code, quantity).toBe('A00014');
      expect(res.data.field).toBe('quantity');
    }
    const res = await call('POST', '/p/rfq/submit', { token, locale: 'zh_CN', body: { ...base(), quantity: '12a', code: '123456' } });
    expect(res.msg).toBe('只能输入数字');
  });

  it('takes units, categories and currencies only from their lists', async () => {
    const unit = await call<{ field: string }>('POST', '/p/rfq/submit', { token, body: { ...base(), unit: 'furlong', code: '123456' } });
    expect([unit.code, unit.data.field, unit.msg]).toEqual(['A00014', 'unit', 'Please choose a unit from the list']);
    const cat = await call<{ field: string }>('POST', '/p/rfq/submit', {
      token,
      body: { ...base(), categoryId: 99_999_999, code: '123456' },
    });
    expect([cat.code, cat.data.field]).toEqual(['A00014', 'categoryId']);
    const cur = await call<{ field: string }>('POST', '/p/rfq/submit', { token, body: { ...base(), currency: 'XYZ', code: '123456' } });
    expect([cur.code, cur.data.field]).toEqual(['A00014', 'currency']);
    const term = await call<{ field: string }>('POST', '/p/rfq/submit', { token, body: { ...base(), tradeTerm: 'FREE', code: '123456' } });
    expect([term.code, term.data.field]).toEqual(['A00014', 'tradeTerm']);
  });

  it('needs the right e-mail code, sent to the contact address, used once', async () => {
    const body = base();
    const good = await codeFor(body.email);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const bad = await call('POST', '/p/rfq/submit', { token, body: { ...body, code: wrong } });
    expect(bad.code).toBe('A00001');
    const okay = await call('POST', '/p/rfq/submit', { token, body: { ...body, code: good } });
    expect(okay.code).toBe('00000');
    const again = await call('POST', '/p/rfq/submit', { token, body: { ...body, code: good } });
    expect(again.code).toBe('A00001');
  });

  it('refuses a validity date in the past or beyond 90 days', async () => {
    for (const validUntil of [rfqDay(-1), rfqDay(91), '2024-02-31x']) {
      const res = await call<{ field: string }>('POST', '/p/rfq/submit', { token, body: { ...base(), validUntil, code: '123456' } });
      expect(res.data.field, validUntil).toBe('validUntil');
    }
  });
});

describe('attachments', () => {
  it('attaches images and one PDF; the owner reads them back', async () => {
    const img = await upload(RFQ_UPLOAD_PURPOSES.image, tinyPng(), 'photo.png', 'image/png');
    const pdf = await upload(RFQ_UPLOAD_PURPOSES.pdf, PDF, 'spec.pdf', 'application/pdf');
    expect(img.put?.code).toBe('00000');
    expect(pdf.put?.code).toBe('00000');
    const res = await submit({ images: [img.fileKey], pdfs: [pdf.fileKey] });
    expect(res.code).toBe('00000');
    const info = await call<{ images: { fileKey: string; name: string }[]; pdf: { name: string } }>(
      'GET',
      `/p/rfq/info?rfqNumber=${res.data.rfqNumber}`,
      { token },
    );
    expect(info.data.images.map((i) => i.fileKey)).toEqual([img.fileKey]);
    expect(info.data.pdf.name).toBe('spec.pdf');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/p/rfq/file?rfqNumber=${res.data.rfqNumber}&fileKey=${encodeURIComponent(pdf.fileKey)}`,
      headers: { authorization: token },
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
    const other = await call('GET', `/p/rfq/file?rfqNumber=${res.data.rfqNumber}&fileKey=${encodeURIComponent(pdf.fileKey)}`, {
      token: token2,
    });
    expect(other.code).toBe('A00013');
  });

  it('takes one PDF: a second upload replaces the first unattached one, a second at submit is refused', async () => {
    const first = await upload(RFQ_UPLOAD_PURPOSES.pdf, PDF, 'a.pdf', 'application/pdf', token2);
    expect(first.put?.code).toBe('00000');
    // A form left with a PDF never blocks the next one for a day (issue 40): the newer takes its place.
    const second = await upload(RFQ_UPLOAD_PURPOSES.pdf, PDF, 'b.pdf', 'application/pdf', token2);
    expect(second.put?.code).toBe('00000');
    const status = await t.db.one<{ status: number }>(`SELECT status FROM upload WHERE file_key = $1`, [first.fileKey]);
    expect(status?.status).toBe(3);
    const res = await call<{ field: string }>('POST', '/p/rfq/submit', {
      token: token2,
      body: { ...base(), pdfs: [second.fileKey, 'rfq-pdf/other'], code: '123456' },
    });
    expect([res.code, res.data.field, res.msg]).toEqual(['A00014', 'pdfs', 'Only one PDF file can be uploaded']);
  });

  it('refuses a file that is not a PDF as the PDF', async () => {
    const declared = await upload(RFQ_UPLOAD_PURPOSES.pdf, tinyPng(), 'photo.png', 'image/png');
    expect(declared.asked.code).toBe('A00001');
    expect(declared.asked.msg).toBe('Please upload a PDF file');
    const disguised = await upload(RFQ_UPLOAD_PURPOSES.pdf, tinyPng(), 'fake.pdf', 'application/pdf');
    expect(disguised.status).toBe(400);
    expect(disguised.put?.msg).toBe('Please upload the correct PDF file');
    const res = await call('POST', '/p/rfq/submit', { token, body: { ...base(), pdfs: [disguised.fileKey], code: '123456' } });
    expect(res.code).toBe('A00001');
  });

  it('refuses an image over 2 MB and a non-image as an image', async () => {
    const big = tinyPng([1, 2, 3], 2 * 1024 * 1024 + 1);
    const declared = await upload(RFQ_UPLOAD_PURPOSES.image, big, 'big.png', 'image/png');
    expect(declared.asked.msg).toBe('The file is too large');
    const zh = await call('POST', '/p/file/uploadUrl', {
      token,
      locale: 'zh_CN',
      body: { fileName: 'big.png', contentType: 'image/png', size: big.length, purpose: RFQ_UPLOAD_PURPOSES.image },
    });
    expect(zh.msg).toBe('文件过大');
    const text = await upload(RFQ_UPLOAD_PURPOSES.image, Buffer.from('not an image at all'), 'x.png', 'image/png');
    expect(text.put?.msg).toBe('Wrong file format');
  });

  it("refuses another buyer's file", async () => {
    const img = await upload(RFQ_UPLOAD_PURPOSES.image, tinyPng(), 'theirs.png', 'image/png', token2);
    const res = await call('POST', '/p/rfq/submit', { token, body: { ...base(), images: [img.fileKey], code: '123456' } });
    expect(res.code).toBe('A00001');
  });
});

describe('my requests', () => {
  it('another buyer gets not found for my request, and does not see it in their list', async () => {
    const mine = await submit({ productName: 'Private bottle' });
    const theirs = await call('GET', `/p/rfq/info?rfqNumber=${mine.data.rfqNumber}`, { token: token2 });
    expect(theirs.code).toBe('A00013');
    const list = await call<{ records: { rfqNumber: string }[] }>('GET', '/p/rfq/page?size=50', { token: token2 });
    expect(list.data.records.map((r) => r.rfqNumber)).not.toContain(mine.data.rfqNumber);
    const close = await call('PUT', `/p/rfq/close/${mine.data.rfqNumber}`, { token: token2 });
    expect(close.code).toBe('A00013');
  });

  it("closes an open request ('buyerClosed') once; the state filter follows", async () => {
    const res = await submit({ productName: 'To be closed' });
    const n = res.data.rfqNumber;
    expect((await call('PUT', `/p/rfq/close/${n}`, { token })).code).toBe('00000');
    const info = await call<{ status: string; closedAt: string }>('GET', `/p/rfq/info?rfqNumber=${n}`, { token });
    expect(info.data.status).toBe('buyerClosed');
    expect(info.data.closedAt).toBeTruthy();
    const again = await call('PUT', `/p/rfq/close/${n}`, { token, locale: 'zh_CN' });
    expect([again.code, again.msg]).toEqual(['A00001', '该采购需求已不再开放']);
    const closed = await call<{ records: { rfqNumber: string; status: string }[] }>('GET', '/p/rfq/page?status=buyerClosed', { token });
    expect(closed.data.records.map((r) => r.rfqNumber)).toContain(n);
    const open = await call<{ records: { rfqNumber: string }[] }>('GET', '/p/rfq/page?status=inquiring&size=50', { token });
    expect(open.data.records.map((r) => r.rfqNumber)).not.toContain(n);
  });

  it('expires after its validity date: state, filter, no close, gone from the procurement centre', async () => {
    const res = await submit({ productName: 'Soon expired', validUntil: rfqDay(0) });
    const n = res.data.rfqNumber;
    const pub = await call<{ records: { rfqNumber: string }[] }>('GET', '/rfq/publicPage?size=50');
    expect(pub.data.records.map((r) => r.rfqNumber)).toContain(n);
    expect(JSON.stringify(pub.data.records)).not.toContain('@example.com');
    // The validity date passes: its end moves into the past.
    await t.db.query(`UPDATE rfq SET valid_until = valid_until - 2, expires_at = now() - interval '1 second' WHERE rfq_number = $1`, [n]);
    const info = await call<{ status: string }>('GET', `/p/rfq/info?rfqNumber=${n}`, { token });
    expect(info.data.status).toBe('expired');
    const expired = await call<{ records: { rfqNumber: string }[] }>('GET', '/p/rfq/page?status=expired', { token });
    expect(expired.data.records.map((r) => r.rfqNumber)).toEqual([n]);
    expect((await call('PUT', `/p/rfq/close/${n}`, { token })).code).toBe('A00001');
    const after = await call<{ records: { rfqNumber: string }[] }>('GET', '/rfq/publicPage?size=50');
    expect(after.data.records.map((r) => r.rfqNumber)).not.toContain(n);
  });

  it('pages newest first', async () => {
    const all = await call<{ records: { rfqNumber: string; createTime: string }[]; total: number }>('GET', '/p/rfq/page?size=50', {
      token,
    });
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    const p2 = await call<{ records: { rfqNumber: string }[]; current: number; pages: number }>('GET', '/p/rfq/page?current=2&size=2', {
      token,
    });
    expect(p2.data.records.map((r) => r.rfqNumber)).toEqual(all.data.records.slice(2, 4).map((r) => r.rfqNumber));
    expect(p2.data.pages).toBe(Math.ceil(all.data.total / 2));
    const bad = await call('GET', '/p/rfq/page?status=nonsense', { token });
    expect(bad.code).toBe('A00014');
  });
});
