import { randomUUID } from 'node:crypto';
import type { ApiEnvelope } from '@mall/shared';
import { cacheStatus } from '../../../cache';
import { createTestApp, type TestApp } from '../../../test/harness';
import { BUYER, call, signIn } from '../../../test/requests';
import { addAddress } from '../../checkout/__tests__/helpers';
import type { ProductInfo } from '../product';

/**
 * Public reads come from memory until the database announces a change to what they show; then
 * the next read has the new value. On PGlite the notice arrives as the write commits; on
 * PostgreSQL a few milliseconds later, through the listening connection (hence `eventually`).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderSweepIntervalMs: 0 });
  await t.app.ready();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body, json: () => res.json() as ApiEnvelope<never> };
};
const product = async (prodId: number, locale = 'en') =>
  (await get(`/prod/prodInfo?prodId=${prodId}`, { locale })).json() as unknown as ApiEnvelope<ProductInfo>;
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });
/** A product on the shelf, in an open shop, with a SKU in stock. */
const aProduct = async () =>
  (await t.db.one<{ prodId: number; skuId: number; shopId: number }>(
    `SELECT p.prod_id AS "prodId", min(k.sku_id) AS "skuId", p.shop_id AS "shopId" FROM product p JOIN shop s ON s.shop_id = p.shop_id
       JOIN sku k ON k.prod_id = p.prod_id AND k.stocks > 10
      WHERE p.status = 1 AND s.shop_status = 1 AND p.prod_type = 'normal' AND p.prod_id > $1
      GROUP BY p.prod_id ORDER BY p.prod_id LIMIT 1`,
    [Math.floor(Math.random() * 100)],
  ))!;

describe('product detail from memory', () => {
  it('answers with an ETag, CDN-friendly Cache-Control and Vary, and a 304 when the client holds it', async () => {
    const { prodId } = await aProduct();
    const first = await get(`/prod/prodInfo?prodId=${prodId}`);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    // A browser asks again every time (no stale answer after a change); a CDN may serve stale briefly.
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=10');
    expect(first.headers['cdn-cache-control']).toBe('max-age=10, stale-while-revalidate=60');
    expect(first.headers.vary).toBe('Locale, Accept-Encoding');
    const hitsBefore = cacheStatus(t.ctx).hits;
    const again = await get(`/prod/prodInfo?prodId=${prodId}`);
    expect(cacheStatus(t.ctx).hits).toBeGreaterThan(hitsBefore);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.json().data).toEqual(first.json().data);
    const notModified = await get(`/prod/prodInfo?prodId=${prodId}`, { 'if-none-match': first.headers.etag as string });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    // Another language is another answer.
    const zh = await get(`/prod/prodInfo?prodId=${prodId}`, { locale: 'zh_CN', 'if-none-match': first.headers.etag as string });
    expect(zh.status).toBe(200);
    expect(zh.headers.etag).not.toBe(first.headers.etag);
  });

  it('shows a new price at once, with a new ETag', async () => {
    const { prodId, skuId } = await aProduct();
    const before = await get(`/prod/prodInfo?prodId=${prodId}`);
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE sku SET price = 12345 WHERE sku_id = $1', [skuId]);
      await tx.query('UPDATE product SET price = 12345 WHERE prod_id = $1', [prodId]);
    });
    await eventually(async () => {
      const now = (await product(prodId)).data;
      expect(now.price).toBe(12345);
      expect(now.skuList.find((s) => s.skuId === skuId)?.price).toBe(12345);
    });
    const after = await get(`/prod/prodInfo?prodId=${prodId}`, { 'if-none-match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows the stock an order took at once', async () => {
    const { prodId, skuId } = await aProduct();
    const token = await signIn(t, BUYER);
    await addAddress(t, token);
    const before = (await product(prodId)).data;
    const stocks = before.skuList.find((s) => s.skuId === skuId)!.stocks;
    const submit = await call(t, 'POST', '/p/order/submit', {
      token,
      body: { orderItem: { prodId, skuId, count: 3 }, uuid: randomUUID(), tradingRulesAgreed: true },
    });
    expect(submit.code).toBe('00000');
    await eventually(async () => {
      const now = (await product(prodId)).data;
      expect(now.skuList.find((s) => s.skuId === skuId)!.stocks).toBe(stocks - 3);
      expect(now.totalStocks).toBe(before.totalStocks - 3);
    });
  });

  it('shows new quantity price tiers and a new MOQ at once, in both languages', async () => {
    const { prodId, skuId } = await aProduct();
    const tiersOf = async (locale: string) => {
      const info = (await product(prodId, locale)).data;
      return { moq: info.moq, tiers: info.skuList.find((s) => s.skuId === skuId)!.priceTiers };
    };
    await tiersOf('en');
    await tiersOf('zh_CN');
    await t.db.query(`DELETE FROM price_tier WHERE sku_id = $1`, [skuId]);
    await t.db.query(`INSERT INTO price_tier (sku_id, min_qty, price) VALUES ($1, 100, 99), ($1, 500, 88)`, [skuId]);
    await eventually(async () => {
      for (const locale of ['en', 'zh_CN'])
        expect((await tiersOf(locale)).tiers).toEqual([
          { minQty: 100, price: 99 },
          { minQty: 500, price: 88 },
        ]);
    });
    await t.db.query(`UPDATE price_tier SET price = 77 WHERE sku_id = $1 AND min_qty = 500`, [skuId]);
    await eventually(async () => expect((await tiersOf('en')).tiers.at(-1)).toEqual({ minQty: 500, price: 77 }));
    await t.db.query(`DELETE FROM price_tier WHERE sku_id = $1 AND min_qty = 500`, [skuId]);
    await eventually(async () => expect((await tiersOf('zh_CN')).tiers).toEqual([{ minQty: 100, price: 99 }]));
    await t.db.query(`UPDATE product SET moq = 20 WHERE prod_id = $1`, [prodId]);
    await eventually(async () => expect((await tiersOf('en')).moq).toBe(20));
  });

  it('shows a new name in both languages, in the detail and in suggestions', async () => {
    const { prodId } = await aProduct();
    await product(prodId);
    await product(prodId, 'zh_CN');
    expect((await get('/search/suggest?keyword=Quokkaphone')).json().data).toEqual([]);
    await t.db.query(`UPDATE product SET name_en = 'Quokkaphone X1', name_zh = '短尾矮袋鼠手机' WHERE prod_id = $1`, [prodId]);
    await eventually(async () => {
      expect((await product(prodId)).data.prodName).toBe('Quokkaphone X1');
      expect((await product(prodId, 'zh_CN')).data.prodName).toBe('短尾矮袋鼠手机');
      expect((await get('/search/suggest?keyword=Quokkaphone')).json().data).toContainEqual({
        type: 'product',
        text: 'Quokkaphone X1',
        id: prodId,
      });
    });
  });

  it("shows a shop's new status on its products and its header", async () => {
    const { prodId, shopId } = await aProduct();
    expect((await product(prodId)).data.shop.shopStatus).toBe(1);
    expect(((await get(`/shop/headInfo?shopId=${shopId}`)).json().data as { shopStatus: number }).shopStatus).toBe(1);
    await t.db.query('UPDATE shop SET shop_status = 5 WHERE shop_id = $1', [shopId]);
    await eventually(async () => {
      expect((await product(prodId)).data.shop.shopStatus).toBe(5);
      expect(((await get(`/shop/headInfo?shopId=${shopId}`)).json().data as { shopStatus: number }).shopStatus).toBe(5);
    });
    await t.db.query('UPDATE shop SET shop_status = 1 WHERE shop_id = $1', [shopId]);
  });

  it("keeps a signed-in buyer's visit out of shared caches and still records the footprint", async () => {
    const { prodId } = await aProduct();
    await get(`/prod/prodInfo?prodId=${prodId}`); // cached for everyone
    const token = await signIn(t, BUYER);
    const res = await get(`/prod/prodInfo?prodId=${prodId}`, { authorization: token });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(await t.db.one('SELECT 1 FROM user_footprint WHERE user_id = $1 AND prod_id = $2', [BUYER.userId, prodId])).toBeTruthy();
    // The body is the same as everyone's: nothing about this buyer in it.
    expect(res.json().data).toEqual((await product(prodId)).data);
  });

  it('does not keep refusals', async () => {
    const res = await get('/prod/prodInfo?prodId=99999999');
    expect(res.json().code).toBe('A00013');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('other public reads from memory', () => {
  it('home shows a new banner title and a renamed category at once', async () => {
    const home = async () =>
      (await get('/index/home')).json().data as { banners: { title: string }[]; categories: { categoryName: string }[] };
    await home();
    const banner = (await t.db.one<{ id: number }>('SELECT min(banner_id) AS id FROM banner'))!.id;
    await t.db.query(`UPDATE banner SET title_en = 'Spring fair' WHERE banner_id = $1`, [banner]);
    await t.db.query(`UPDATE category SET name_en = 'Everything electric' WHERE category_id = 1`);
    await eventually(async () => {
      const now = await home();
      expect(now.banners.map((b) => b.title)).toContain('Spring fair');
      expect(now.categories[0]!.categoryName).toBe('Everything electric');
      const tree = (await get('/category/tree')).json().data as { categoryName: string }[];
      expect(tree[0]!.categoryName).toBe('Everything electric');
    });
  });

  it('review counts follow a new review', async () => {
    const { prodId } = await aProduct();
    const count = async () => ((await get(`/prodComm/prodCommData?prodId=${prodId}`)).json().data as { number: number }).number;
    const before = await count();
    await t.db.query(
      `INSERT INTO prod_comment (prod_id, nick_name, score, evaluate, content_en, content_zh) VALUES ($1, 'Ann', 5, 0, 'Great', '很好')`,
      [prodId],
    );
    await eventually(async () => expect(await count()).toBe(before + 1));
  });

  it('searches and listings carry an ETag and answer 304 (kept: search-cache.test.ts)', async () => {
    const first = await get('/search/page?keyword=lamp');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=30');
    expect(first.headers['cdn-cache-control']).toBe('max-age=30, stale-while-revalidate=120');
    const again = await get('/search/page?keyword=lamp', { 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
  });
});
