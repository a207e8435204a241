import { deflateSync } from 'node:zlib';
import type { ApiEnvelope } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import type { TestApp } from '../../../test/harness';

/** Small request helpers for the uploads and shops tests. */
export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { body?: unknown; token?: string; locale?: string; headers?: Record<string, string> } = {},
): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { ...opts.headers };
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

/** Signs a demo buyer in and answers the access token. */
export async function signIn(t: TestApp, userName = 'buyer', password = 'Buyer@123456'): Promise<string> {
  const res = await call<{ accessToken: string }>(t, 'POST', '/login', {
    body: { userName, passWord: encryptLoginPassword(password, t.ctx.config.passwordKey, Date.now()) },
  });
  if (res.code !== '00000') throw new Error(`sign-in failed: ${res.msg}`);
  return res.data.accessToken;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real, valid PNG of one colour (optionally padded to an exact size with an ancillary chunk). */
export function tinyPng(rgb: [number, number, number] = [200, 30, 30], padTo?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.from([0, ...rgb, ...rgb]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (!padTo || padTo <= png.length) return png;
  // A private ancillary chunk before IEND; 12 bytes of chunk framing.
  const pad = chunk('zzZz', Buffer.alloc(padTo - png.length - 12));
  return Buffer.concat([png.subarray(0, png.length - 12), pad, png.subarray(png.length - 12)]);
}

export interface Uploaded {
  fileKey: string;
  uploadUrl: string;
}

/** Asks for a URL and PUTs the bytes the way the browser does; answers both steps' envelopes. */
export async function upload(t: TestApp, token: string, purpose: string, bytes: Buffer, fileName = 'photo.png', contentType = 'image/png') {
  const asked = await call<Uploaded>(t, 'POST', '/p/file/uploadUrl', {
    token,
    body: { fileName, contentType, size: bytes.length, purpose },
  });
  if (asked.code !== '00000') return { asked, put: null, status: 0, fileKey: '' };
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
