import { randomUUID } from 'node:crypto';
import type { ApiEnvelope } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { createTestApp, type TestApp } from '../../../test/harness';

/** Pieces shared by the checkout tests: a small catalogue plus known products, sign-in, calls. */
export const KEY = '-mall4j-password';
export const BUYER = { userName: 'buyer', password: 'Buyer@123456', userId: '00000000-0000-4000-8000-000000000001' };
export const BUYER2 = { userName: 'buyer2', password: 'Buyer2@123456', userId: '00000000-0000-4000-8000-000000000002' };

export async function startCheckoutApp(overrides: Record<string, unknown> = {}): Promise<TestApp> {
  return createTestApp({ catalogProducts: 40, catalogShops: 10, orderSweepIntervalMs: 0, ...overrides });
}

export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { body?: unknown; token?: string; locale?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.token !== undefined) headers.authorization = opts.token;
  if (opts.locale) headers.locale = opts.locale;
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return res.json() as ApiEnvelope<T>;
}

export async function buyerToken(t: TestApp, who = BUYER): Promise<string> {
  const res = await call<{ accessToken: string }>(t, 'POST', '/login', {
    body: { userName: who.userName, passWord: encryptLoginPassword(who.password, KEY, Date.now()) },
  });
  if (res.code !== '00000') throw new Error(`login ${res.code} ${res.msg}`);
  return res.data.accessToken;
}

export async function merchantToken(t: TestApp, userName = 'merchant1'): Promise<string> {
  const res = await call<{ accessToken: string }>(t, 'POST', '/merchant/login', {
    body: { userName, passWord: encryptLoginPassword('Merchant@123456', KEY, Date.now()) },
  });
  if (res.code !== '00000') throw new Error(`merchant login ${res.code} ${res.msg}`);
  return res.data.accessToken;
}

/** A product with one SKU in a shop; returns the ids. */
export async function makeProduct(t: TestApp, opts: { shopId: number; price: number; stocks: number; prodType?: string; status?: number }) {
  const p = await t.db.one<{ prodId: string }>(
    `INSERT INTO product (shop_id, category_id, prod_type, status, name_en, name_zh, price, ori_price, total_stocks)
     VALUES ($1, (SELECT min(category_id) FROM category), $2, $3, 'Test product', '测试商品', $4, $4, $5) RETURNING prod_id AS "prodId"`,
    [opts.shopId, opts.prodType ?? 'normal', opts.status ?? 1, opts.price, opts.stocks],
  );
  const s = await t.db.one<{ skuId: string }>(
    `INSERT INTO sku (prod_id, sku_name_en, sku_name_zh, price, ori_price, stocks) VALUES ($1, 'Default', '默认', $2, $2, $3) RETURNING sku_id AS "skuId"`,
    [p!.prodId, opts.price, opts.stocks],
  );
  return { prodId: Number(p!.prodId), skuId: Number(s!.skuId), shopId: opts.shopId };
}

export const ADDRESS = {
  receiver: 'Ann Buyer',
  mobile: '+1 555 0100',
  province: 'California',
  city: 'San Jose',
  area: '',
  addr: '1 Market Street',
  postCode: '95113',
  commonAddr: true,
};

export async function addAddress(t: TestApp, token: string, body: object = ADDRESS): Promise<number> {
  const res = await call<{ addrId: number }>(t, 'POST', '/p/address/addAddr', { token, body });
  if (res.code !== '00000') throw new Error(`address ${res.code} ${res.msg}`);
  return res.data.addrId;
}

/** Buy-now submit of one SKU; answers the envelope. */
export function submitNow(t: TestApp, token: string, item: { prodId: number; skuId: number }, count: number, extra: object = {}) {
  return call<{ orderNumbers: string[] }>(t, 'POST', '/p/order/submit', {
    token,
    body: { orderItem: { prodId: item.prodId, skuId: item.skuId, count }, uuid: randomUUID(), tradingRulesAgreed: true, ...extra },
  });
}

export async function stockOf(t: TestApp, skuId: number): Promise<number> {
  return (await t.db.one<{ stocks: number }>(`SELECT stocks FROM sku WHERE sku_id = $1`, [skuId]))!.stocks;
}
export async function balanceOf(t: TestApp, userId = BUYER.userId): Promise<number> {
  return Number((await t.db.one<{ balance: string }>(`SELECT balance FROM app_user WHERE user_id = $1`, [userId]))!.balance);
}

/** A small, real PDF document (what a merchant uploads as a voucher or invoice). */
export function tinyPdf(text = 'Voucher'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length 40>>stream\nBT /F1 12 Tf 20 50 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** The merchant's upload through the upload service: signed URL with the merchant token, then the PUT. */
export async function merchantUpload(
  t: TestApp,
  token: string,
  purpose: 'logistics-voucher' | 'customs-voucher' | 'invoice',
  bytes: Buffer,
  fileName = 'voucher.pdf',
  contentType = 'application/pdf',
) {
  const asked = await call<{ fileKey: string; uploadUrl: string }>(t, 'POST', '/merchant/file/uploadUrl', {
    token,
    body: { fileName, contentType, size: bytes.length, purpose },
  });
  if (asked.code !== '00000') return { asked, status: 0, fileKey: '' };
  const url = new URL(asked.data.uploadUrl);
  const res = await t.app.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
  return { asked, status: res.statusCode, fileKey: asked.data.fileKey };
}
