import type { ApiEnvelope } from '@mall/shared';
import type { ListPage } from '@mall/shared/contracts';
import { cacheStatus } from '../../../cache';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { ProductCard } from '../product-cards';
import { flushQueryStats, warmTopQueries } from '../query-stats';
import { maintainSearchStats } from '../search-terms';

/**
 * Searches and listings are answered from memory until a change notice names a product or shop
 * they show, or a set change in their scope (migration 0240): a new price, stock or shop status is
 * in the next search. On PostgreSQL the notice comes a few milliseconds after the commit of a
 * write made behind the app's back (hence `eventually`); the app's own writes are seen at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderSweepIntervalMs: 0 });
  await t.app.ready();
});
afterAll(() => t.close());

type Page = ListPage<ProductCard>;
const get = async (url: string, locale = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { locale } });
  return { etag: res.headers.etag as string, data: (res.json() as ApiEnvelope<Page>).data };
};
const routeStats = (route: string) => ({ ...(cacheStatus(t.ctx).routes[`/api${route}`] ?? { hits: 0, misses: 0 }) });
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });

/** A listed product with its first keyword-able word and its leaf category. */
async function aListedProduct(offset = 0) {
  return (await t.db.one<{ prodId: number; shopId: number; categoryId: number; topId: number; name: string }>(
    `SELECT prod_id AS "prodId", shop_id AS "shopId", category_id AS "categoryId", cat_l1 AS "topId", name_en AS name FROM product
      WHERE listed AND prod_type = 'normal' ORDER BY prod_id OFFSET $1 LIMIT 1`,
    [offset],
  ))!;
}
/** A keyword that finds exactly this product: its model number (unique in the seed) and a word of its name. */
const keywordOf = (name: string) => {
  const words = name.toLowerCase().split(/\s+/);
  return `${words.at(-2)} ${words.at(-1)}`;
};

describe('searches and listings from memory', () => {
  it('answers a repeated search from memory, the same search however it is typed', async () => {
    const first = await get('/search/page?keyword=lamp');
    expect(first.data.total).toBeGreaterThan(0);
    const before = routeStats('/search/page');
    const again = await get('/search/page?keyword=%20LAMP%20');
    const same = await get('/search/page?keyword=lamp&current=1&size=20&sort=default');
    expect(routeStats('/search/page').hits).toBe(before.hits + 2);
    expect(again.etag).toBe(first.etag);
    expect(same.data).toEqual(first.data);
    // Another language is another answer.
    const zh = await get('/search/page?keyword=lamp', 'zh_CN');
    expect(zh.etag).not.toBe(first.etag);
  });

  it('shows a new price and stock of a product on the page in the next search', async () => {
    const p = await aListedProduct(3);
    const url = `/search/page?keyword=${encodeURIComponent(keywordOf(p.name))}`;
    const before = await get(url);
    expect(before.data.records.map((r) => r.prodId)).toContain(p.prodId);
    await get(url);
    await t.db.query('UPDATE product SET price = 777, total_stocks = 3 WHERE prod_id = $1', [p.prodId]);
    await eventually(async () => {
      const card = (await get(url)).data.records.find((r) => r.prodId === p.prodId)!;
      expect(card.price).toBe(777);
      expect(card.totalStocks).toBe(3);
    });
  });

  it("drops a closed shop's products from the next search and listing", async () => {
    const p = await aListedProduct(5);
    const search = `/search/page?keyword=${encodeURIComponent(keywordOf(p.name))}`;
    const listing = `/prod/pageProd?categoryId=${p.categoryId}&size=60`;
    expect((await get(search)).data.records.map((r) => r.prodId)).toContain(p.prodId);
    const listed = (await get(listing)).data;
    try {
      await t.db.query('UPDATE shop SET shop_status = 4 WHERE shop_id = $1', [p.shopId]);
      await eventually(async () => {
        expect((await get(search)).data.records.map((r) => r.prodId)).not.toContain(p.prodId);
        const now = (await get(listing)).data;
        expect(now.records.map((r) => r.shopId)).not.toContain(p.shopId);
        expect(now.total).toBeLessThan(listed.total);
      });
    } finally {
      await t.db.query('UPDATE shop SET shop_status = 1 WHERE shop_id = $1', [p.shopId]);
    }
  });

  it('shows a product that enters a kept search, and keeps searches of other scopes', async () => {
    const p = await aListedProduct(7);
    const word = `zq${Date.now().toString(36)}`;
    const url = `/search/page?keyword=${word}&exact=1`;
    expect((await get(url)).data.total).toBe(0);
    const other = '/search/page?keyword=earphones';
    await get(other);
    await t.db.query(`UPDATE product SET name_en = name_en || ' ' || $2 WHERE prod_id = $1`, [p.prodId, word]);
    await eventually(async () => expect((await get(url)).data.records.map((r) => r.prodId)).toEqual([p.prodId]));
    // The renamed product holds neither "ea..." nor a category of earphones (unless it is one): that search stayed.
    if (!/\bea/i.test(p.name)) {
      const before = routeStats('/search/page');
      await get(other);
      expect(routeStats('/search/page').hits).toBe(before.hits + 1);
    }
  });

  it('moves a product in a kept category listing by price when its price changes', async () => {
    const p = await aListedProduct(9);
    // Its top category: many products, so this one is not on the kept page before it moves.
    const url = `/prod/pageProd?categoryId=${p.topId}&sort=priceAsc&size=5`;
    expect((await get(url)).data.records.map((r) => r.prodId)).not.toContain(p.prodId);
    await t.db.query('UPDATE product SET price = 1 WHERE prod_id = $1', [p.prodId]);
    await eventually(async () => expect((await get(url)).data.records[0]!.prodId).toBe(p.prodId));
  });
});

describe('the most asked first pages stay warm', () => {
  it('counts first pages, and loads the most asked again after a change dropped them', async () => {
    for (let i = 0; i < 3; i++) await get('/search/page?keyword=earphones');
    await get('/search/page?keyword=earphones&current=2');
    await flushQueryStats(t.ctx);
    const row = await t.db.one<{ hits: number; results: number; keyword: string }>(
      `SELECT hits, results, keyword FROM search_query_stat WHERE route = '/search/page' AND keyword = 'earphones' AND locale = 'en'`,
    );
    expect(row!.keyword).toBe('earphones');
    expect(Number(row!.hits)).toBeGreaterThanOrEqual(3);
    expect(row!.results).toBeGreaterThan(0);

    // A set change of an earphone drops the page; the warmer loads it before a buyer asks.
    const earphone = (await get('/search/page?keyword=earphones')).data.records[0]!;
    const invalidations = cacheStatus(t.ctx).invalidations;
    await t.db.query('UPDATE product SET sold_num = sold_num + 1 WHERE prod_id = $1', [earphone.prodId]);
    await eventually(async () => expect(cacheStatus(t.ctx).invalidations).toBeGreaterThan(invalidations));
    await warmTopQueries(t.app, t.ctx);
    const before = routeStats('/search/page');
    const warm = await get('/search/page?keyword=earphones');
    expect(routeStats('/search/page').hits).toBe(before.hits + 1);
    expect(warm.data.records.find((r) => r.prodId === earphone.prodId)!.soldNum).toBe(earphone.soldNum + 1);
  });
});

describe('the search counts', () => {
  it('decay, and keep only the most asked', async () => {
    await t.db.query(`DELETE FROM search_query_stat`);
    await t.db.query(
      `INSERT INTO search_query_stat (route, locale, cache_key, query, hits)
       VALUES ('/search/page', 'en', 'a', 'keyword=a', 100), ('/search/page', 'en', 'b', 'keyword=b', 10), ('/search/page', 'en', 'c', 'keyword=c', 1)`,
    );
    await maintainSearchStats(t.db, 2);
    const rows = await t.db.query<{ cache_key: string; hits: number }>(`SELECT cache_key, hits FROM search_query_stat ORDER BY hits DESC`);
    expect(rows.map((r) => r.cache_key)).toEqual(['a', 'b']);
    expect(Number(rows[0]!.hits)).toBeLessThan(100);
    expect(Number(rows[0]!.hits)).toBeGreaterThan(99);
  });
});
