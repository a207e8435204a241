import { randomUUID } from 'node:crypto';
import { submitOrderBody } from '@mall/shared/contracts';
import { BUYER, BUYER2, call } from '../../../test/requests';
import { admitSubmit } from '../sold-out';
import { makeProduct, startCheckoutScene, stockOf, submitNow } from './helpers';
import { setStock } from '../../../test/ledger';

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

  it('tells every buyer refused in a rush, and every later one, A03010 with the stock left, in their language', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 100, stocks: 5 });
    const rush = Array.from({ length: 60 }, (_, i) =>
      call(s.t, 'POST', '/p/order/submit', {
        token: i % 2 ? s.token : s.token2,
        locale: i % 3 ? 'en' : 'zh_CN',
        body: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true },
      }).then((r) => ({ r, zh: i % 3 === 0 })),
    );
    const results = await Promise.all(rush);
    expect(results.filter(({ r }) => r.code === '00000')).toHaveLength(5);
    for (const { r, zh } of results.filter(({ r }) => r.code !== '00000')) {
      // The spec's sold-out code and the buyer's words, whichever check refused it (the read before
      // any transaction, or the guarded update inside one).
      expect(r.code).toBe('A03010');
      expect(['Insufficient inventory', 'Out of stock', '库存不足', '商品已售罄']).toContain(r.msg);
      expect(/[\u4e00-\u9fff]/.test(r.msg ?? '')).toBe(zh);
      expect(r.data).toMatchObject({ skuId: p.skuId });
    }
    expect(await stockOf(s.t, p.skuId)).toBe(0);
    const late = await call(s.t, 'POST', '/p/order/submit', {
      token: s.token2,
      locale: 'zh_CN',
      body: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true },
    });
    expect(late).toMatchObject({ code: 'A03010', msg: '库存不足', data: { skuId: p.skuId, stocks: 0 } });
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

describe('the stock in flight', () => {
  // The submit's parsed body, as the route hands it on.
  const params = (p: { prodId: number; skuId: number }) =>
    submitOrderBody.parse({ orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true });
  const settled = async (x: Promise<unknown>) => {
    let done = false;
    void x.then(
      () => (done = true),
      () => (done = true),
    );
    await new Promise((r) => setTimeout(r, 50));
    return done;
  };

  it('keeps a buyer waiting, not refused, while a submit ahead of them holds the last unit; the unit comes back when it fails', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 100, stocks: 1 });
    let failFirst!: (err: Error) => void;
    const first = admitSubmit(s.t.db, BUYER.userId, params(p), () => new Promise((_, reject) => (failFirst = reject)));
    await new Promise((r) => setTimeout(r, 50));
    expect(failFirst).toBeDefined(); // let in

    let secondRan = false;
    const second = admitSubmit(s.t.db, BUYER2.userId, params(p), async () => {
      secondRan = true;
      return 'sold';
    });
    expect(await settled(second)).toBe(false);
    expect(secondRan).toBe(false);

    failFirst(new Error('refused inside the transaction'));
    await expect(first).rejects.toThrow('refused inside the transaction');
    expect(await second).toBe('sold');
  });

  it('refuses the waiting buyer with A03010 once the submit ahead took the unit', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 100, stocks: 1 });
    let finishFirst!: () => void;
    const first = admitSubmit(s.t.db, BUYER.userId, params(p), async () => {
      await new Promise<void>((r) => (finishFirst = r));
      await setStock(s.t.db, p.skuId, 0);
      return 'sold';
    });
    await new Promise((r) => setTimeout(r, 50));
    let secondRan = false;
    const second = admitSubmit(s.t.db, BUYER2.userId, params(p), async () => {
      secondRan = true;
      return 'sold';
    });
    expect(await settled(second)).toBe(false);
    finishFirst();
    expect(await first).toBe('sold');
    await expect(second).rejects.toMatchObject({ code: 'A03010' });
    expect(secondRan).toBe(false);
  });
});
