import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 with node:crypto only (no SDK): query-string presigning for the
 * browser's PUT and header signing for the server's own GET/DELETE on an S3-compatible store.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as S3 expects it ('/' kept in paths). */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

function signingKey(c: SigV4Credentials, day: string): Buffer {
  const kDate = hmac('AWS4' + c.secretAccessKey, day);
  const kRegion = hmac(kDate, c.region);
  const kService = hmac(kRegion, c.service ?? 's3');
  return hmac(kService, 'aws4_request');
}

function canonicalQuery(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(query[k])}`)
    .join('&');
}

interface CanonicalInput {
  method: string;
  url: URL;
  query: Record<string, string>;
  headers: Record<string, string>;
  payloadHash: string;
}

function sign(c: SigV4Credentials, at: Date, input: CanonicalInput): { signature: string; signedHeaders: string; scope: string } {
  const day = amzDate(at).slice(0, 8);
  const scope = `${day}/${c.region}/${c.service ?? 's3'}/aws4_request`;
  const names = Object.keys(input.headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]));
  const signedHeaders = names.join(';');
  const canonical = [
    input.method,
    uriEncode(decodeURIComponent(input.url.pathname), true),
    canonicalQuery(input.query),
    names.map((n) => `${n}:${lower[n]}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate(at), scope, sha256Hex(canonical)].join('\n');
  const signature = createHmac('sha256', signingKey(c, day)).update(toSign).digest('hex');
  return { signature, signedHeaders, scope };
}

/** A presigned URL (query auth, UNSIGNED-PAYLOAD) valid for expiresSeconds. */
export function presignUrl(c: SigV4Credentials, method: string, rawUrl: string, expiresSeconds: number, at = new Date()): string {
  const url = new URL(rawUrl);
  const day = amzDate(at).slice(0, 8);
  const query: Record<string, string> = {
    ...Object.fromEntries(url.searchParams),
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${c.accessKeyId}/${day}/${c.region}/${c.service ?? 's3'}/aws4_request`,
    'X-Amz-Date': amzDate(at),
    'X-Amz-Expires': String(expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const { signature } = sign(c, at, { method, url, query, headers: { host: url.host }, payloadHash: 'UNSIGNED-PAYLOAD' });
  return `${url.origin}${uriEncode(decodeURIComponent(url.pathname), true)}?${canonicalQuery(query)}&X-Amz-Signature=${signature}`;
}

/** Headers (authorization, x-amz-date, x-amz-content-sha256) for a server-side request. */
export function signHeaders(
  c: SigV4Credentials,
  method: string,
  rawUrl: string,
  headers: Record<string, string> = {},
  body: Buffer | string = '',
  at = new Date(),
): Record<string, string> {
  const url = new URL(rawUrl);
  const payloadHash = sha256Hex(body);
  const all = { ...headers, host: url.host, 'x-amz-date': amzDate(at), 'x-amz-content-sha256': payloadHash };
  const { signature, signedHeaders, scope } = sign(c, at, {
    method,
    url,
    query: Object.fromEntries(url.searchParams),
    headers: all,
    payloadHash,
  });
  const { host: _host, ...rest } = all;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${c.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
