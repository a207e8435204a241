import { createTestApp, type TestApp } from '../../test/harness';
import { cacheStatus } from '../app-cache';
import { cachedRoute, localeAndQuery } from '../http-cache';

/**
 * Routes too varied to keep every answer (searches) keep only the answers that were slow to make:
 * a buyer repeating a costly search gets it from memory, cheap ones never crowd the cache.
 */
let t: TestApp;
let calls = 0;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  t.app.get('/api/test/list', async (request) => {
    calls++;
    const { ms } = request.query as { ms: string };
    await new Promise((r) => setTimeout(r, Number(ms)));
    return { code: '00000', msg: null, data: { ms, n: calls } };
  });
  cachedRoute(t.ctx, '/test/list', { key: localeAndQuery, cdn: { maxAge: 30, staleWhileRevalidate: 120 }, storeWhenSlowerThanMs: 60 });
  await t.app.ready();
});
afterAll(() => t.close());

const get = async (ms: number) => (await t.app.inject({ method: 'GET', url: `/api/test/list?ms=${ms}` })).json() as { data: { n: number } };

it('keeps an answer that took longer than the route allows, and answers the next request from memory', async () => {
  const first = await get(150);
  const hits = cacheStatus(t.ctx).hits;
  const again = await get(150);
  expect(again.data.n).toBe(first.data.n);
  expect(cacheStatus(t.ctx).hits).toBe(hits + 1);
});

it('does not keep an answer that was quick to make', async () => {
  const first = await get(0);
  const again = await get(0);
  expect(again.data.n).toBe(first.data.n + 1);
});
