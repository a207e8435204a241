import { request as httpRequest } from 'node:http';
import * as schemas from '@mall/shared/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import { call, merchantToken, signIn } from '../../test/requests';

/** Finding 8 of issue 13: NUL bytes, out-of-range integers and Fastify's own 4xx answered as 500 or outside the envelope. */
let t: TestApp;
let token: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp({ catalogProducts: 30, catalogShops: 6 });
  token = await signIn(t);
  merchant = await merchantToken(t);
});
afterAll(() => t.close());

describe('finding 8: bad input is refused with A00014 naming the field, never a 500', () => {
  it('a NUL byte in a query string', async () => {
    for (const url of ['/api/search/page?keyword=%00', '/api/search/page?keyword=a%00b', '/api/shop/page?keyword=%01']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({ code: 'A00014', data: null });
      expect(res.json().msg).toContain('keyword');
    }
  });

  it('a NUL byte in the nickname and in address fields, in the buyer’s language', async () => {
    const nick = await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { nickName: 'a\u0000b' } });
    expect(nick).toMatchObject({ code: 'A00014' });
    expect(nick.msg).toContain('nickName');
    for (const field of ['receiver', 'regionName', 'city', 'addr', 'postCode']) {
      const body = {
        receiver: 'Ann',
        mobile: '408 555 0100',
        countryCode: 'US',
        regionCode: 'US-CA',
        regionName: 'CA',
        city: 'SJ',
        area: '',
        addr: '1 Market Street',
        postCode: '95113',
      };
      const res = await call(t, 'POST', '/p/address/addAddr', {
        token,
        locale: 'zh_CN',
        body: { ...body, [field]: `x\u0000${body[field as keyof typeof body]}` },
      });
      expect(res.code, field).toBe('A00014');
      expect(res.msg).toContain(field);
      expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('other control characters are refused; tab and newline only where a field is multi-line text', async () => {
    expect((await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { nickName: 'a\u001bb' } })).code).toBe('A00014');
    expect((await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { nickName: 'a\nb' } })).code).toBe('A00014');
    const remark = await call(t, 'POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: 1, skuId: 1, count: 1 }, remarks: 'line one\nline\ttwo' },
    });
    expect(remark.code).not.toBe('A00014');
  });

  it('an integer beyond the column’s range in orderItem.count', async () => {
    for (const count of [2147483648, -2147483649, 2 ** 53 + 2]) {
      const res = await call(t, 'POST', '/p/order/confirm', { token, body: { orderItem: { prodId: 1, skuId: 1, count } } });
      expect(res.code, String(count)).toBe('A00014');
      expect(res.msg).toContain('count');
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/p/order/confirm',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '{"orderItem":{"prodId":1,"skuId":1,"count":1e400}}',
    });
    expect(huge.json().code).toBe('A00014');
    const id = await t.app.inject({ method: 'GET', url: '/api/prod/prodInfo?prodId=99999999999999999999999' });
    expect(id.statusCode).toBeLessThan(500);
    expect(id.json().code).not.toBe('A00005');
  });

  it('Fastify’s own refusals (413, 415, 400 bad JSON, bad URL) carry the envelope', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(2_000_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'A00014', data: null });
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toMatchObject({ code: 'A00014', data: null });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'A00014', data: null });
    const url = await t.app.inject({ method: 'GET', url: '/api/prod/%E0%A4%A' });
    expect(url.statusCode).toBeLessThan(500);
    expect(url.json()).toHaveProperty('code');
  });

  it('a URL over 16 kB answers 431 in the envelope (the HTTP parser’s own refusal)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/search/page?keyword=${'a'.repeat(17_000)}`, headers: { locale: 'zh_CN' } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'A00014', data: null });
    expect(JSON.parse(answer.body).msg).toBeTruthy();
  });
});

// --- the property test ----------------------------------------------------------------------------

/** Every field name the shared form schemas know (the contract the API validates against). */
function fieldNames(): string[] {
  const names = new Set<string>([
    'keyword',
    'current',
    'size',
    'prodId',
    'skuId',
    'shopId',
    'count',
    'orderNumber',
    'orderNumbers',
    'basketIds',
  ]);
  const visit = (s: unknown, depth: number) => {
    if (depth > 3 || !(s instanceof z.ZodType)) return;
    const shape = (s as unknown as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object')
      for (const [k, v] of Object.entries(shape)) {
        names.add(k);
        visit(v, depth + 1);
      }
  };
  for (const value of Object.values(schemas)) visit(value, 0);
  return [...names];
}

/** Values that must never cause a 5xx: control characters, integers past 32 bits, wrong types, edge values. */
const hostileString = fc
  .tuple(
    fc.string({ maxLength: 4 }),
    fc.integer({ min: 0, max: 31 }).filter((c) => c !== 9 && c !== 10 && c !== 13),
    fc.string({ maxLength: 4 }),
  )
  .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`);
const bigInteger = fc.oneof(
  fc.constant(2147483648),
  fc.constant(-2147483649),
  fc.maxSafeInteger().filter((n) => Math.abs(n) > 2 ** 31),
);
const edgeValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    2147483647,
    -2147483648,
    1.5,
    '',
    ' ',
    '0',
    '-1',
    'null',
    '[]',
    '{}',
    '\u202e',
    '𠮷'.repeat(300),
  ),
  fc.constantFrom([], {}, [[]], { a: {} }, ['x'], [1, 2, 3]),
  fc.string({ maxLength: 20 }),
  fc.constant('x'.repeat(9000)),
);

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
}

describe('finding 8: property — every endpoint, fed hostile values in query, path and body, answers below 500', () => {
  const endpoints: Endpoint[] = [];
  let names: string[] = [];
  beforeAll(async () => {
    await t.app.ready();
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [url, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods)) {
        const m = method.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'DELETE'].includes(m)) continue;
        // Side effects that end the test's own sessions, or touch files outside the test database.
        if (/\/(logOut|release\/(sync|promote|rollback))$|\/dev\//.test(url)) continue;
        endpoints.push({ method: m as Endpoint['method'], url });
      }
    }
    names = fieldNames();
  });

  const tokenFor = (url: string) =>
    url.includes('/merchant/') ? merchant : url.includes('/admin/') ? t.ctx.secrets.ADMIN_TOKEN : url.includes('/release/') ? '' : token;

  it('knows the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(80);
    expect(names.length).toBeGreaterThan(60);
  });

  it('no 5xx and no A00005 for any of them', async () => {
    const failures: string[] = [];
    let runs = 0;
    for (const ep of endpoints) {
      const result = await fc.check(
        fc.asyncProperty(
          fc.oneof(hostileString, bigInteger, edgeValue),
          fc.subarray(names, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          async (value, fields, hostileOnly) => {
            const path = ep.url.replace(/\{[^}]+\}/g, () => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value)));
            const query = new URLSearchParams(fields.map((f) => [f, typeof value === 'string' ? value : JSON.stringify(value)])).toString();
            const body = Object.fromEntries(fields.map((f) => [f, hostileOnly ? value : { nested: value, list: [value] }]));
            const res = await t.app.inject({
              method: ep.method,
              url: `${path.replace(/\*$/, 'x')}?${query}`,
              headers: {
                authorization: tokenFor(ep.url),
                'x-admin-token': t.ctx.secrets.ADMIN_TOKEN,
                'content-type': 'application/json',
              },
              ...(ep.method === 'GET' || ep.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
            });
            const code = String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as { code?: string }).code : undefined;
            if (res.statusCode >= 500 || code === 'A00005') {
              failures.push(`${ep.method} ${ep.url} ${res.statusCode} ${JSON.stringify({ fields, value }).slice(0, 200)}`);
              return false;
            }
            return true;
          },
        ),
        { numRuns: 6, seed: 13, endOnFailure: true },
      );
      runs += result.numRuns;
      if (result.failed && !failures.some((f) => f.startsWith(`${ep.method} ${ep.url} `)))
        failures.push(`${ep.method} ${ep.url}: ${String(result.errorInstance ?? 'failed')}`);
    }
    // Every endpoint was really fed (a property runner error must not pass for "no failures").
    expect(runs).toBeGreaterThanOrEqual(endpoints.length * 6 - failures.length * 6);
    expect(failures).toEqual([]);
  }, 600_000);
});
