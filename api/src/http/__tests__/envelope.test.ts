import Fastify from 'fastify';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import { installContract, type Api } from '../contract';
import { ok } from '../envelope';
import { ModuleError } from '../messages';

describe('response envelope and error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Routes that fail on purpose, on the same /api scope the modules use.
    await t.app.register(
      async (api: Api) => {
        api.get('/test/boom', async () => {
          throw new Error('database exploded with a secret detail');
        });
        api.get('/test/biz', async () => {
          throw new ModuleError('common', 'code.repeatOrder', { code: 'A03002' });
        });
        api.get('/test/balance', async () => {
          throw new ModuleError('common', 'code.failed', { params: { balance: '12.50' }, data: { balance: 1250 } });
        });
        api.post('/test/email', { schema: { body: z.object({ email: z.email('validation.correctEmail') }) } }, async (request) =>
          ok(request.body.email),
        );
        api.post(
          '/test/schema',
          { schema: { body: z.object({ name: z.string() }), response: { 200: z.object({ code: z.string(), data: z.boolean() }) } } },
          async () => ok(true),
        );
        api.get('/test/drift', { schema: { response: { 200: z.object({ code: z.string(), data: z.number() }) } } }, async () =>
          ok('not a number' as unknown as number),
        );
      },
      { prefix: '/api' },
    );
  });
  afterAll(() => t.close());

  it('answers an unknown API path with A00013 and HTTP 404, in the Locale language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ code: 'A00013', msg: 'Not found', data: null });

    const zh = await t.app.inject({ method: 'POST', url: '/api/no/such/thing', headers: { Locale: 'zh_CN' } });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toMatchObject({ code: 'A00013', msg: '未找到' });
  });

  it('does not hand the shell page to unknown API paths even when the browser asks for HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('A00013');
  });

  it('answers invalid input with A00014 and the first rule message, translated', async () => {
    const en = await t.app.inject({ method: 'POST', url: '/api/test/email', payload: { email: 'not-an-email' } });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ code: 'A00014', msg: 'Please enter a correct e-mail address' });

    const zh = await t.app.inject({ method: 'GET', url: '/api/dict/data/list', headers: { Locale: 'zh_CN' } });
    expect(zh.json()).toMatchObject({ code: 'A00014', msg: '此项为必填项' });
  });

  it('names the refused field in data.field, and checks a missing body as an empty one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/email', payload: { email: 'a@b' } });
    expect(res.json()).toMatchObject({ code: 'A00014', data: { field: 'email' } });
    const noBody = await t.app.inject({ method: 'POST', url: '/api/test/email' });
    expect(noBody.json()).toMatchObject({ code: 'A00014', data: { field: 'email' } });
  });

  it('serialises an answer through its response schema: unknown fields dropped, a drifted one refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/schema', payload: { name: 'x' } });
    expect(res.json()).toEqual({ code: '00000', data: true });
    const drift = await t.app.inject({ method: 'GET', url: '/api/test/drift' });
    expect(drift.statusCode).toBe(500);
    expect(drift.json().code).toBe('A00005');
  });

  it('refuses a route that declares a JSON schema instead of a contract schema', async () => {
    const app = Fastify({ logger: false });
    installContract(app);
    app.post('/x', { schema: { body: { type: 'object' } } }, async () => ok(true));
    await expect(app.ready()).rejects.toThrow(/zod schema/);
  });

  it('answers an unreadable JSON body with A00014', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/schema',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('A00014');
  });

  it('answers an unexpected error with A00005, HTTP 500 and a generic message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { Locale: 'zh_CN' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 'A00005', msg: '服务器异常，请稍后再试', data: null });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('answers a ModuleError with its code and the translated key', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/test/biz' });
    expect(en.json()).toMatchObject({ code: 'A03002', msg: 'Do not submit the order repeatedly' });
    const zh = await t.app.inject({ method: 'GET', url: '/api/test/biz', headers: { Locale: 'zh_CN' } });
    expect(zh.json()).toMatchObject({ code: 'A03002', msg: '请勿重复提交订单' });
  });

  it('answers A00001 unless told otherwise and passes the error data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/balance' });
    expect(res.json()).toMatchObject({ code: 'A00001', msg: 'Request failed', data: { balance: 1250 } });
  });

  it('wraps success as {code 00000, msg null, data, timestamp}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lang/default' });
    const body = res.json();
    expect(body.code).toBe('00000');
    expect(body.msg).toBeNull();
    expect(typeof body.timestamp).toBe('number');
  });

  it('publishes an OpenAPI document with the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/dict/data/list', '/api/currency/list', '/api/release/current']));
    expect(doc.paths['/api/currency/list'].get.tags).toEqual(['system']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
