import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRequestSchema } from '@mall/shared/schemas';
import { tinyPdf, tinyPng } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { BUYER, call, merchantUpload, upload } from '../../../test/requests';
import { documentLink, verifyDocumentLink } from '../documents';
import { signNotice } from '../sandbox-gateway';
import { balanceOf, makeProduct, startCheckoutScene, submitNow } from './helpers';
import { grant } from '../../../test/ledger';

let t: TestApp;
let token: string;
let token2: string;
let m1: string;
let m2: string;
/** The sandbox gateway's key of this server (generated, as on a fresh start). */
let SECRET: string;

beforeAll(async () => {
  ({ t, token, token2, m1, m2 } = await startCheckoutScene());
  SECRET = t.ctx.secrets.SANDBOX_GATEWAY_SECRET;
});
afterAll(() => t?.close());

interface Detail {
  status: number;
  subStatus: string;
  payStage: string | null;
  actualTotal: number;
  paidAmount: number;
  advanceAmount: number | null;
  advancePaidAt: string | null;
  finalAmount: number | null;
  finalPaidAt: string | null;
  deliveryVisible: boolean;
  orderItems: { orderItemId: number; count: number }[];
  batches: { batchNo: number; voucher: boolean; voucherUrl: string | null }[];
  customs: { voucher: boolean; voucherUrl: string | null } | null;
  invoice: { status: string; type?: string; headerType?: string; headerName?: string; taxNumber?: string; fileUrl?: string | null };
}
const detail = async (n: string, who = token, locale?: string) =>
  call<Detail>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${n}`, { token: who, locale });
interface PayInfoData {
  totalAmount: number;
  allPaid: boolean;
  payDeadline: string | null;
  orders: { part: string | null; amountDue: number }[];
}
const payInfo = async (n: string) => call<PayInfoData>(t, 'GET', `/p/order/payInfo?orderNumbers=${n}`, { token });
const pay = (n: string, payType = 9, who = token) =>
  call<{ status: number; amount: number; paymentId: string }>(t, 'POST', '/p/order/pay', {
    token: who,
    body: { orderNumbers: [n], payType },
  });

/** An unpaid order of shop 1 (merchant1), one unit at `price`. */
async function newOrder(price: number, count = 1, extra: object = {}) {
  const p = await makeProduct(t, { shopId: 1, price, stocks: 20 });
  const res = await submitNow(t, token, p, count, extra);
  expect(res.code).toBe('00000');
  return res.data.orderNumbers[0]!;
}

/** Opens a document link the way a browser does (no credentials). */
async function open(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
}

/** Ships everything in one batch with a voucher and declares customs at 100%: the order becomes shipped. */
async function shipAll(n: string, total: number) {
  const d = await detail(n);
  const qty = d.data.orderItems.reduce((s, i) => s + i.count, 0);
  const v = await merchantUpload(t, m1, 'logistics-voucher', tinyPdf('Bill of lading'));
  const c = await merchantUpload(t, m1, 'customs-voucher', tinyPng([10, 200, 10]), 'customs.png', 'image/png');
  const ship = await call<{ status: number }>(t, 'POST', '/merchant/order/ship', {
    token: m1,
    body: { orderNumber: n, quantity: qty, courier: 'DHL', trackingNumber: 'T1', amount: total, voucher: v.fileKey },
  });
  expect(ship.code).toBe('00000');
  const customs = await call<{ status: number }>(t, 'POST', '/merchant/order/customs', {
    token: m1,
    body: { orderNumber: n, declarationNo: 'CD-1', declaredAmount: total, voucher: c.fileKey, releaseDate: '2026-11-20' },
  });
  expect(customs.data.status).toBe(3);
  return { logistics: v.fileKey, customs: c.fileKey };
}

describe('merchant documents are uploads', () => {
  it('the merchant asks for an upload URL with the merchant token; purpose, type, content and count are checked', async () => {
    const buyerAsk = await call(t, 'POST', '/merchant/file/uploadUrl', {
      token,
      body: { fileName: 'a.pdf', contentType: 'application/pdf', size: 100, purpose: 'logistics-voucher' },
    });
    expect(buyerAsk.code).toBe('A00004');
    const avatar = await call(t, 'POST', '/merchant/file/uploadUrl', {
      token: m1,
      body: { fileName: 'a.png', contentType: 'image/png', size: 100, purpose: 'avatar' },
    });
    expect(avatar.code).not.toBe('00000');
    const word = await call(t, 'POST', '/merchant/file/uploadUrl', {
      token: m1,
      body: { fileName: 'a.docx', contentType: 'application/msword', size: 100, purpose: 'customs-voucher' },
    });
    expect(word.msg).toBe('Wrong file format');
    // A text file named .pdf is refused by its bytes.
    const fake = await merchantUpload(t, m1, 'customs-voucher', Buffer.from('hello, not a pdf at all'), 'fake.pdf');
    expect(fake.status).toBe(400);
    // customs-voucher: at most 3 files waiting to be attached; a fourth makes room by releasing the
    // oldest one no form attached (a form left behind), instead of refusing for a day.
    const kept = [];
    for (let i = 0; i < 3; i++) kept.push(await merchantUpload(t, m2, 'customs-voucher', tinyPdf(`c${i}`)));
    expect(kept.map((k) => k.status)).toEqual([200, 200, 200]);
    const fourth = await merchantUpload(t, m2, 'customs-voucher', tinyPdf('c4'));
    expect(fourth.status).toBe(200);
    const waiting = await t.db.query<{ fileKey: string }>(
      `SELECT file_key AS "fileKey" FROM upload WHERE owner_id = (SELECT owner_id FROM upload WHERE file_key = $1) AND purpose = 'customs-voucher' AND status = 1 ORDER BY created_at`,
      [fourth.fileKey],
    );
    expect(waiting.map((w) => w.fileKey)).toEqual([kept[1]!.fileKey, kept[2]!.fileKey, fourth.fileKey]);
    for (const k of [...kept, fourth]) await t.db.query(`DELETE FROM upload WHERE file_key = $1`, [k.fileKey]);
  });

  it('ship, batchVoucher and customs refuse unknown, foreign, buyer, wrong-purpose, used and unsent upload ids, and change nothing', async () => {
    const n = await newOrder(5000, 2);
    expect((await pay(n)).code).toBe('00000');
    const base = { orderNumber: n, quantity: 1, courier: 'DHL', trackingNumber: 'T1', amount: 5000, items: undefined };
    const d = await detail(n);
    const items = [{ orderItemId: d.data.orderItems[0]!.orderItemId, count: 1 }];
    const ship = (voucher: string) => call(t, 'POST', '/merchant/order/ship', { token: m1, body: { ...base, items, voucher } });

    const unknown = await ship('logistics-voucher/00000000-0000-4000-8000-000000000000');
    expect(unknown.msg).toBe('File not found. Please upload it again.');
    const foreign = await merchantUpload(t, m2, 'logistics-voucher', tinyPdf());
    expect((await ship(foreign.fileKey)).msg).toBe('File not found. Please upload it again.');
    const buyers = await upload(t, token, 'pay-voucher', tinyPng());
    expect((await ship(buyers.fileKey)).msg).toBe('File not found. Please upload it again.');
    const customsFile = await merchantUpload(t, m1, 'customs-voucher', tinyPdf());
    expect((await ship(customsFile.fileKey)).msg).toBe('This file was uploaded for another purpose. Please upload it again.');
    const unsent = await call<{ fileKey: string }>(t, 'POST', '/merchant/file/uploadUrl', {
      token: m1,
      body: { fileName: 'x.pdf', contentType: 'application/pdf', size: 500, purpose: 'logistics-voucher' },
    });
    expect((await ship(unsent.data.fileKey)).msg).toBe('The file was not uploaded or was refused. Please upload it again.');
    const zh = await call(t, 'POST', '/merchant/order/ship', {
      token: m1,
      locale: 'zh_CN',
      body: { ...base, items, voucher: foreign.fileKey },
    });
    expect(zh.msg).toBe('文件不存在，请重新上传');
    // None of the refusals shipped anything.
    const still = await detail(n);
    expect(still.data.batches).toHaveLength(0);
    expect(still.data.subStatus).toBe('awaitingShipment');

    const good = await merchantUpload(t, m1, 'logistics-voucher', tinyPdf('B1'));
    expect((await ship(good.fileKey)).code).toBe('00000');
    // The same file cannot serve a second batch.
    const second = await call(t, 'POST', '/merchant/order/ship', { token: m1, body: { ...base, items, voucher: good.fileKey } });
    expect(second.msg).toBe('This file is already attached to another document. Please upload a new one.');
    expect((await call(t, 'POST', '/merchant/order/ship', { token: m1, body: { ...base, items } })).code).toBe('00000');
    const reuse = await call(t, 'POST', '/merchant/order/batchVoucher', {
      token: m1,
      body: { orderNumber: n, batchNo: 2, voucher: good.fileKey },
    });
    expect(reuse.msg).toBe('This file is already attached to another document. Please upload a new one.');
    const customsUsed = await call(t, 'POST', '/merchant/order/customs', {
      token: m1,
      body: { orderNumber: n, declarationNo: 'C', declaredAmount: 10_000, voucher: good.fileKey },
    });
    expect(customsUsed.msg).toBe('This file was uploaded for another purpose. Please upload it again.');
    // Merchant 2 cannot touch merchant 1's order at all.
    const other = await merchantUpload(t, m2, 'logistics-voucher', tinyPdf());
    const cross = await call(t, 'POST', '/merchant/order/batchVoucher', {
      token: m2,
      body: { orderNumber: n, batchNo: 2, voucher: other.fileKey },
    });
    expect(cross.code).toBe('A00013');
    const v2 = await merchantUpload(t, m1, 'logistics-voucher', tinyPng(), 'b2.png', 'image/png');
    const ok = await call<{ status: number }>(t, 'POST', '/merchant/order/batchVoucher', {
      token: m1,
      body: { orderNumber: n, batchNo: 2, voucher: v2.fileKey },
    });
    expect(ok.data.status).toBe(2); // no customs yet: not shipped
    const done = await detail(n);
    expect(done.data.batches.map((b) => b.voucher)).toEqual([true, true]);
    expect(done.data.subStatus).toBe('awaitingCustoms');
  });

  it('the buyer opens the stored vouchers through signed links, only after payment; another buyer sees nothing', async () => {
    const n = await newOrder(3000);
    const before = await detail(n);
    expect(before.data.deliveryVisible).toBe(false);
    expect(before.data.batches).toEqual([]);
    expect((await pay(n)).code).toBe('00000');
    const pdf = tinyPdf('Logistics voucher 42');
    const v = await merchantUpload(t, m1, 'logistics-voucher', pdf);
    const png = tinyPng([1, 2, 3]);
    const c = await merchantUpload(t, m1, 'customs-voucher', png, 'c.png', 'image/png');
    await call(t, 'POST', '/merchant/order/ship', {
      token: m1,
      body: { orderNumber: n, quantity: 1, courier: 'UPS', trackingNumber: 'U1', amount: 3000, voucher: v.fileKey },
    });
    // Declared at the order's whole amount (its freight and duties included since the trade terms: the customs rule is 80% of it).
    const total = Number(
      (await t.db.one<{ total: string }>(`SELECT actual_total AS total FROM order_info WHERE order_number = $1`, [n]))!.total,
    );
    const customs = await call<{ status: number }>(t, 'POST', '/merchant/order/customs', {
      token: m1,
      body: { orderNumber: n, declarationNo: 'CD9', declaredAmount: total, voucher: c.fileKey, releaseDate: '2026-10-01' },
    });
    expect(customs.data.status).toBe(3);
    const d = await detail(n);
    const batchUrl = d.data.batches[0]!.voucherUrl!;
    const customsUrl = d.data.customs!.voucherUrl!;
    expect(batchUrl).toMatch(/^\/api\/order-doc\/logistics-voucher\//);
    expect(JSON.stringify(d.data)).not.toContain(`"${v.fileKey}"`);
    const file = await open(batchUrl);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(Buffer.compare(file.body, pdf)).toBe(0);
    const image = await open(customsUrl);
    expect(image.type).toBe('image/png');
    // Images are stored re-encoded (uploads/reencode.ts): a PNG of the same size, not the same bytes.
    expect(image.body.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    expect(image.body.readUInt32BE(16)).toBe(png.readUInt32BE(16));
    // The logistics page hands out the same kind of links.
    const logistics = await call<{ batches: { voucherUrl: string }[] }>(t, 'GET', `/p/myOrder/logistics?orderNumber=${n}`, { token });
    expect((await open(logistics.data.batches[0]!.voucherUrl)).status).toBe(200);

    // Tampered signature, another key under the same signature, an expired link: not found.
    expect((await open(batchUrl.replace(/sig=.{4}/, 'sig=AAAA'))).status).toBe(404);
    expect((await open(batchUrl.replace(v.fileKey, c.fileKey))).status).toBe(404);
    // The link key is a secret of its own, not derived from the gateway's.
    expect(t.ctx.secrets.ORDER_DOCUMENT_SECRET).not.toBe(t.ctx.secrets.SANDBOX_GATEWAY_SECRET);
    const old = documentLink('k', '/api', v.fileKey, Date.now() - 31 * 60_000);
    const q = new URL(old, 'http://x').searchParams;
    expect(verifyDocumentLink('k', v.fileKey, Number(q.get('exp')), q.get('sig')!)).toBe(false);
    const fresh = new URL(documentLink('k', '/api', v.fileKey), 'http://x').searchParams;
    expect(verifyDocumentLink('k', v.fileKey, Number(fresh.get('exp')), fresh.get('sig')!)).toBe(true);
    expect(verifyDocumentLink('other', v.fileKey, Number(fresh.get('exp')), fresh.get('sig')!)).toBe(false);

    // Another buyer: not found, no links.
    const theirs = await detail(n, token2);
    expect(theirs.code).toBe('A00013');
    expect(theirs.data).toBeNull();
    expect((await call(t, 'GET', `/p/myOrder/logistics?orderNumber=${n}`, { token: token2 })).code).toBe('A00013');
    // Stored documents are never public resources.
    expect((await t.app.inject({ method: 'GET', url: `/api/res/${v.fileKey}` })).statusCode).toBe(404);
  });
});

describe('advance and final payment', () => {
  it('the merchant asks for an advance: bounds, ratio, another shop refused', async () => {
    const n = await newOrder(10_000);
    const total = (await detail(n)).data.actualTotal;
    for (const advanceAmount of [0, -5, total, total + 1]) {
      const r = await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: n, advanceAmount } });
      expect(r.msg).toBe('The advance must be above 0 and below the order amount');
    }
    const zh = await call(t, 'POST', '/merchant/order/confirm', {
      token: m1,
      locale: 'zh_CN',
      body: { orderNumber: n, advanceAmount: total },
    });
    expect(zh.msg).toBe('预付款须大于0且小于订单金额');
    expect((await call(t, 'POST', '/merchant/order/confirm', { token: m2, body: { orderNumber: n, advanceRatio: 30 } })).code).toBe(
      'A00013',
    );
    const set = await call<{ subStatus: string }>(t, 'POST', '/merchant/order/confirm', {
      token: m1,
      body: { orderNumber: n, advanceRatio: 30 },
    });
    expect(set.data.subStatus).toBe('awaitingAdvancePayment');
    const d = await detail(n);
    expect(d.data.advanceAmount).toBe(Math.round(total * 0.3));
    expect(d.data.finalAmount).toBe(total - Math.round(total * 0.3));
    expect(d.data.payStage).toBe('awaitingAdvance');
    const info = await payInfo(n);
    expect(info.data.totalAmount).toBe(Math.round(total * 0.3));
    expect(info.data.orders[0]).toMatchObject({ part: 'advance', amountDue: Math.round(total * 0.3) });
    // Lowering the order amount below the advance is refused; removing the advance restores one payment.
    const low = await call(t, 'POST', '/merchant/order/changeAmount', { token: m1, body: { orderNumber: n, actualTotal: 1000 } });
    expect(low.msg).toBe('The advance must be above 0 and below the order amount');
    await call(t, 'POST', '/merchant/order/changeAmount', { token: m1, body: { orderNumber: n, actualTotal: 9000, advanceAmount: null } });
    const plain = await detail(n);
    expect([plain.data.payStage, plain.data.advanceAmount, plain.data.subStatus]).toEqual([null, null, 'awaitingPayment']);
    expect((await payInfo(n)).data.totalAmount).toBe(9000);
  });

  it('advance by balance, shipping with documents, the final price, the final payment through the sandbox gateway', async () => {
    const n = await newOrder(20_000);
    const total = (await detail(n)).data.actualTotal;
    await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: n, advanceAmount: 6000 } });
    const before = await balanceOf(t);
    const paid = await pay(n);
    expect(paid.data).toMatchObject({ status: 1, amount: 6000 });
    expect(await balanceOf(t)).toBe(before - 6000);
    let d = await detail(n);
    expect(d.data).toMatchObject({
      status: 2,
      payStage: 'advancePaid',
      paidAmount: 6000,
      subStatus: 'awaitingShipment',
      deliveryVisible: true,
    });
    expect(d.data.advancePaidAt).not.toBeNull();
    expect(d.data.finalPaidAt).toBeNull();
    // Nothing is due until the merchant confirms the final price.
    const waiting = await payInfo(n);
    expect(waiting.data).toMatchObject({ totalAmount: 0, allPaid: true });
    expect((await pay(n)).msg).toBe('Order status changed');
    expect(await balanceOf(t)).toBe(before - 6000);

    await shipAll(n, total);
    d = await detail(n);
    expect([d.data.status, d.data.subStatus]).toEqual([3, 'awaitingReceipt']);
    expect(d.data.batches[0]!.voucherUrl).toBeTruthy();
    const receipt = await call(t, 'PUT', `/p/myOrder/receipt/${n}`, { token, body: {} });
    expect(receipt.msg).toBe('Please pay the final payment first');

    expect((await call(t, 'POST', '/merchant/order/finalPrice', { token: m2, body: { orderNumber: n } })).code).toBe('A00013');
    const fp = await call<{ finalAmount: number }>(t, 'POST', '/merchant/order/finalPrice', { token: m1, body: { orderNumber: n } });
    expect(fp.data.finalAmount).toBe(total - 6000);
    d = await detail(n);
    expect([d.data.payStage, d.data.subStatus]).toEqual(['finalDue', 'awaitingFinalPayment']);
    const due = await payInfo(n);
    expect(due.data).toMatchObject({ totalAmount: total - 6000, allPaid: false, payDeadline: null });
    expect(due.data.orders[0]!.part).toBe('final');

    const qr = await call<{ paymentId: string; amount: number }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: [n], payType: 2 },
    });
    expect(qr.data.amount).toBe(total - 6000);
    const notice = {
      paymentId: qr.data.paymentId,
      tradeNo: `T${Date.now()}`,
      amount: total - 6000,
      status: 'SUCCESS' as const,
      timestamp: Date.now(),
    };
    const sent = await call<string>(t, 'POST', '/notice/pay/sandbox', { body: { ...notice, sign: signNotice(SECRET, notice) } });
    expect(sent.code).toBe('00000');
    d = await detail(n);
    expect(d.data).toMatchObject({ status: 3, payStage: 'settled', paidAmount: total, subStatus: 'awaitingReceipt' });
    expect(d.data.finalPaidAt).not.toBeNull();
    // A replayed notice moves nothing.
    await call(t, 'POST', '/notice/pay/sandbox', { body: { ...notice, sign: signNotice(SECRET, notice) } });
    const settlements = await t.db.query<{ part: string; amount: string }>(
      `SELECT part, amount FROM order_settlement WHERE order_number = $1 ORDER BY part`,
      [n],
    );
    expect(settlements.map((s) => [s.part, Number(s.amount)])).toEqual([
      ['advance', 6000],
      ['final', total - 6000],
    ]);
    expect((await call(t, 'PUT', `/p/myOrder/receipt/${n}`, { token, body: {} })).code).toBe('00000');
  });

  it('concurrent pay calls of the advance charge once', async () => {
    const n = await newOrder(8000);
    await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: n, advanceAmount: 2500 } });
    const before = await balanceOf(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(n)));
    expect(results.filter((r) => r.code === '00000')).toHaveLength(1);
    expect(await balanceOf(t)).toBe(before - 2500);
    const ledger = await t.db.query(
      `SELECT 1 FROM balance_ledger l JOIN order_settlement s ON s.payment_id = l.ref WHERE s.order_number = $1`,
      [n],
    );
    expect(ledger).toHaveLength(1);
    expect((await detail(n)).data.paidAmount).toBe(2500);
  });

  it('the final payment by offline transfer waits for the merchant; a rejected order refunds the advance', async () => {
    const n = await newOrder(4000);
    const total = (await detail(n)).data.actualTotal;
    await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: n, advanceAmount: 1000 } });
    await grant(t.db, BUYER.userId, { points: 10000 });
    expect((await pay(n, 0)).code).toBe('00000'); // points for the advance (10 points = 1 cent)
    await call(t, 'POST', '/merchant/order/finalPrice', { token: m1, body: { orderNumber: n, finalAmount: total - 1000 + 500 } });
    let d = await detail(n);
    expect(d.data.actualTotal).toBe(total + 500);
    const voucher = await upload(t, token, 'pay-voucher', tinyPng());
    const off = await call<{ status: number; amount: number }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: [n], payType: 13, voucher: voucher.fileKey },
    });
    expect(off.data).toMatchObject({ status: 4, amount: total - 500 });
    expect((await detail(n)).data.subStatus).toBe('merchantPaymentAudit');
    expect((await call(t, 'POST', '/merchant/order/confirmOfflinePay', { token: m1, body: { orderNumber: n } })).code).toBe('00000');
    d = await detail(n);
    expect(d.data).toMatchObject({ payStage: 'settled', paidAmount: total + 500, subStatus: 'awaitingShipment' });

    // Another order: advance paid with balance, then the merchant rejects it: the advance comes back.
    const r = await newOrder(3000);
    await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: r, advanceAmount: 700 } });
    const before = await balanceOf(t);
    await pay(r);
    expect(await balanceOf(t)).toBe(before - 700);
    expect((await call(t, 'POST', '/merchant/order/reject', { token: m1, body: { orderNumber: r, reason: 'other' } })).code).toBe('00000');
    expect(await balanceOf(t)).toBe(before);
  });

  it('a QR code for an advance the merchant changed meanwhile is refunded, not booked', async () => {
    const n = await newOrder(6000);
    await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: n, advanceAmount: 2000 } });
    const qr = await call<{ paymentId: string; amount: number }>(t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: [n], payType: 1 },
    });
    await call(t, 'POST', '/merchant/order/confirm', { token: m1, body: { orderNumber: n, advanceAmount: 3000 } });
    const before = await balanceOf(t);
    const notice = {
      paymentId: qr.data.paymentId,
      tradeNo: `Q${Date.now()}`,
      amount: 2000,
      status: 'SUCCESS' as const,
      timestamp: Date.now(),
    };
    await call(t, 'POST', '/notice/pay/sandbox', { body: { ...notice, sign: signNotice(SECRET, notice) } });
    // Back through the gateway (a refund on the payment), never into the balance.
    expect(await balanceOf(t)).toBe(before);
    const d = await detail(n);
    expect([d.data.status, d.data.payStage, d.data.advanceAmount]).toEqual([1, 'awaitingAdvance', 3000]);
    expect((d.data as unknown as { gatewayRefunds: { amount: number }[] }).gatewayRefunds).toEqual([
      expect.objectContaining({ paymentId: qr.data.paymentId, amount: 2000 }),
    ]);
  });
});

describe('invoice', () => {
  it('the shared schema: company needs a valid tax number, VAT special only for companies', () => {
    const base = { type: 'ordinary', headerType: 'company', headerName: 'ACME Ltd' };
    const key = (v: object) => invoiceRequestSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(key(base)).toEqual(['validation.taxNumberRequired']);
    expect(key({ ...base, taxNumber: '1234567' })).toEqual(['validation.taxNumberFormat']);
    expect(key({ ...base, taxNumber: '1'.repeat(21) })).toEqual(['validation.taxNumberFormat']);
    expect(key({ ...base, taxNumber: '9135021#M000100Y43' })).toEqual(['validation.taxNumberFormat']);
    expect(key({ ...base, taxNumber: '12345678' })).toEqual([]);
    expect(invoiceRequestSchema.parse({ ...base, taxNumber: ' 91350211 m000-100y43 ' }).taxNumber).toBe('91350211M000100Y43');
    expect(key({ type: 'vatSpecial', headerType: 'personal', headerName: 'Ann' })).toEqual(['validation.vatSpecialCompany']);
    expect(key({ type: 'ordinary', headerType: 'personal', headerName: '  ' })).toEqual(['validation.invoiceHeaderName']);
    expect(key({ type: 'ordinary', headerType: 'personal', headerName: 'x'.repeat(101) })).toEqual(['validation.invoiceHeaderNameMax']);
    expect(key({ type: 'paper', headerType: 'personal', headerName: 'Ann' })).toEqual(['validation.invoiceType']);
    expect(key({ type: 'ordinary', headerType: 'personal', headerName: 'Ann' })).toEqual([]);
  });

  it('requested at submit or later, validated by the API in both languages, issued by the merchant as a file', async () => {
    const n = await newOrder(2500, 1, { invoice: { type: 'ordinary', headerType: 'personal', headerName: 'Ann Buyer' } });
    let d = await detail(n);
    expect(d.data.invoice).toMatchObject({ status: 'requested', type: 'ordinary', headerType: 'personal', headerName: 'Ann Buyer' });
    const bad = await submitNow(t, token, await makeProduct(t, { shopId: 1, price: 100, stocks: 2 }), 1, {
      invoice: { type: 'vatSpecial', headerType: 'company', headerName: 'ACME' },
    });
    expect(bad.msg).toBe('Please enter the tax number for a company invoice');

    const req = (body: object, who = token, locale?: string) =>
      call(t, 'POST', '/p/myOrder/invoice', { token: who, locale, body: { orderNumber: n, ...body } });
    expect((await req({ type: 'vatSpecial', headerType: 'company', headerName: 'ACME', taxNumber: '12-34' })).msg).toBe(
      'The tax number has 8 to 20 letters and digits',
    );
    expect((await req({ type: 'vatSpecial', headerType: 'company', headerName: 'ACME' }, token, 'zh_CN')).msg).toBe('企业发票请填写税号');
    expect((await req({ type: 'vatSpecial', headerType: 'personal', headerName: 'Ann' }, token, 'zh_CN')).msg).toBe(
      '增值税专用发票仅能开具给企业',
    );
    // Another buyer's order: not found.
    const foreign = await req({ type: 'ordinary', headerType: 'personal', headerName: 'Mallory' }, token2);
    expect(foreign.code).toBe('A00013');
    const okReq = await req({ type: 'vatSpecial', headerType: 'company', headerName: 'ACME <b>Ltd</b>', taxNumber: '91350211m000100y43' });
    expect(okReq.code).toBe('00000');
    d = await detail(n);
    expect(d.data.invoice).toMatchObject({ status: 'requested', headerName: 'ACME <b>Ltd</b>', taxNumber: '91350211M000100Y43' });

    const file = tinyPdf('Invoice 001');
    const inv = await merchantUpload(t, m1, 'invoice', file, 'invoice.pdf');
    // Not before payment.
    expect((await call(t, 'POST', '/merchant/order/invoice', { token: m1, body: { orderNumber: n, fileKey: inv.fileKey } })).msg).toBe(
      'Order status changed',
    );
    await pay(n);
    expect((await call(t, 'POST', '/merchant/order/invoice', { token: m2, body: { orderNumber: n, fileKey: inv.fileKey } })).code).toBe(
      'A00013',
    );
    const logisticsFile = await merchantUpload(t, m1, 'logistics-voucher', tinyPdf());
    expect(
      (await call(t, 'POST', '/merchant/order/invoice', { token: m1, body: { orderNumber: n, fileKey: logisticsFile.fileKey } })).msg,
    ).toBe('This file was uploaded for another purpose. Please upload it again.');
    const issued = await call(t, 'POST', '/merchant/order/invoice', { token: m1, body: { orderNumber: n, fileKey: inv.fileKey } });
    expect(issued.code).toBe('00000');
    d = await detail(n);
    expect(d.data.invoice.status).toBe('issued');
    const opened = await open(d.data.invoice.fileUrl!);
    expect(opened.type).toBe('application/pdf');
    expect(Buffer.compare(opened.body, file)).toBe(0);
    expect((await req({ type: 'ordinary', headerType: 'personal', headerName: 'Ann' })).msg).toBe('The invoice has already been issued');
    const again = await merchantUpload(t, m1, 'invoice', tinyPdf('2'));
    expect((await call(t, 'POST', '/merchant/order/invoice', { token: m1, body: { orderNumber: n, fileKey: again.fileKey } })).msg).toBe(
      'The invoice has already been issued',
    );
    // The other buyer sees neither the order nor its invoice.
    expect((await detail(n, token2)).code).toBe('A00013');

    // No request: the merchant cannot issue one; the buyer sees 'notRequested'.
    const plain = await newOrder(1500);
    await pay(plain);
    expect((await detail(plain)).data.invoice).toEqual({ status: 'notRequested' });
    expect(
      (await call(t, 'POST', '/merchant/order/invoice', { token: m1, body: { orderNumber: plain, fileKey: again.fileKey } })).msg,
    ).toBe('The buyer has not requested an invoice');
  });
});
