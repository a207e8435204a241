import type { ApiEnvelope } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import type { TestApp } from './harness';

/** Request helpers every module's API tests share: calls through app.inject, sign-in, uploads. */

/** The demo buyers of the seed. */
export const BUYER = { userName: 'buyer', password: 'Buyer@123456', userId: '00000000-0000-4000-8000-000000000001' };
export const BUYER2 = { userName: 'buyer2', password: 'Buyer2@123456', userId: '00000000-0000-4000-8000-000000000002' };

export interface CallOptions {
  body?: unknown;
  token?: string;
  locale?: string;
  headers?: Record<string, string>;
  /** The client address (per-IP limits); app.inject's 127.0.0.1 when absent. */
  ip?: string;
}

/** One API call (`url` without the /api prefix); answers the envelope. */
export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: CallOptions = {},
): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token !== undefined) headers.authorization = opts.token;
  if (opts.locale) headers.locale = opts.locale;
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return res.json() as ApiEnvelope<T>;
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Signs a buyer in (the demo buyer by default) and answers the access token. */
export async function signIn(t: TestApp, who: { userName: string; password: string } = BUYER): Promise<string> {
  const res = await call<{ accessToken: string }>(t, 'POST', '/login', {
    body: { userName: who.userName, passWord: encryptLoginPassword(who.password, t.ctx.config.passwordKey, Date.now()) },
  });
  if (res.code !== '00000') throw new Error(`sign-in ${res.code} ${res.msg}`);
  return res.data.accessToken;
}

/** Signs a demo merchant in and answers its access token. */
export async function merchantToken(t: TestApp, userName = 'merchant1'): Promise<string> {
  const res = await call<{ accessToken: string }>(t, 'POST', '/merchant/login', {
    body: { userName, passWord: encryptLoginPassword('Merchant@123456', t.ctx.config.passwordKey, Date.now()) },
  });
  if (res.code !== '00000') throw new Error(`merchant login ${res.code} ${res.msg}`);
  return res.data.accessToken;
}

export interface Uploaded {
  fileKey: string;
  uploadUrl: string;
}

/** Asks `askUrl` for a signed URL and PUTs the bytes there without credentials, as the browser does. */
async function askAndPut(t: TestApp, askUrl: string, token: string, purpose: string, bytes: Buffer, fileName: string, contentType: string) {
  const asked = await call<Uploaded>(t, 'POST', askUrl, { token, body: { fileName, contentType, size: bytes.length, purpose } });
  if (asked.code !== '00000') return { asked, put: null, status: 0, fileKey: '', uploadUrl: '' };
  const url = new URL(asked.data.uploadUrl);
  const res = await t.app.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
  return {
    asked,
    put: res.json() as ApiEnvelope<unknown>,
    status: res.statusCode,
    fileKey: asked.data.fileKey,
    uploadUrl: asked.data.uploadUrl,
  };
}

/** A buyer's upload: answers both steps' envelopes, the PUT's status and the file key. */
export function upload(t: TestApp, token: string, purpose: string, bytes: Buffer, fileName = 'photo.png', contentType = 'image/png') {
  return askAndPut(t, '/p/file/uploadUrl', token, purpose, bytes, fileName, contentType);
}

/** A merchant's upload (vouchers, invoices) through the same service, with the merchant token. */
export function merchantUpload(
  t: TestApp,
  token: string,
  purpose: 'logistics-voucher' | 'customs-voucher' | 'invoice',
  bytes: Buffer,
  fileName = 'voucher.pdf',
  contentType = 'application/pdf',
) {
  return askAndPut(t, '/merchant/file/uploadUrl', token, purpose, bytes, fileName, contentType);
}
