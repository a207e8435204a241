import { randomUUID } from 'node:crypto';
import { call } from '../../../test/requests';
import { makeProduct, startCheckoutScene, stockOf, submitNow } from './helpers';

type Scene = Awaited<ReturnType<typeof startCheckoutScene>>;
let s: Scene;
beforeAll(async () => {
  s = await startCheckoutScene();
});
afterAll(() => s.t.close());

describe('sold out', () => {
  it('refuses every submit beyond the stock with A03010, and never sells more', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 100, stocks: 3 });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => submitNow(s.t, i % 2 ? s.token : s.token2, p, 1)));
    expect(results.filter((r) => r.code === '00000')).toHaveLength(3);
    expect(results.filter((r) => r.code !== '00000').every((r) => r.code === 'A03010')).toBe(true);
    expect(await stockOf(s.t, p.skuId)).toBe(0);
    const late = await submitNow(s.t, s.token, p, 1);
    expect(late).toMatchObject({ code: 'A03010', msg: 'Insufficient inventory', data: { skuId: p.skuId, stocks: 0 } });
  });

  it('still answers a repeated submit as a repeat (A03002), not as sold out', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 100, stocks: 1 });
    const body = { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true };
    expect((await call(s.t, 'POST', '/p/order/submit', { token: s.token, body })).code).toBe('00000');
    expect((await call(s.t, 'POST', '/p/order/submit', { token: s.token, body })).code).toBe('A03002');
  });

  it('answers what comes before stock first: a product off the shelf', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 100, stocks: 0, status: 0 });
    expect((await submitNow(s.t, s.token, p, 1)).code).not.toBe('A03010');
  });
});
