import { readFileSync } from 'node:fs';
import type { ApiEnvelope } from '@mall/shared';
import type { ListPage, SearchSuggestion } from '@mall/shared/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { ProductCard } from '../product-cards';

/**
 * Forgiving search: a misspelled keyword is answered with its correction's products, a first page
 * of few results offers it, nothing found at all comes with the closest categories and popular
 * searches, and the header's suggestions tolerate typos; in both languages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderSweepIntervalMs: 0, catalogProducts: Number(process.env.SPELLING_CATALOG ?? 300) });
  await t.app.ready();
});
afterAll(() => t.close());

type Page = ListPage<ProductCard>;
const search = async (query: string, locale = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/page?${query}`, headers: { locale } });
  return (res.json() as ApiEnvelope<Page>).data;
};
const kw = (keyword: string, extra = '') => `keyword=${encodeURIComponent(keyword)}${extra}`;
const names = (p: Page) => p.records.map((r) => r.prodName.toLowerCase());

describe('did you mean', () => {
  it('answers a misspelled keyword with the products of its correction', async () => {
    const page = await search(kw('earphnes'));
    expect(page.didYouMean).toEqual({ keyword: 'earphones', applied: true });
    expect(page.total).toBeGreaterThan(0);
    expect(names(page).every((n) => n.includes('earphones'))).toBe(true);
    // Only the misspelled piece is mended.
    expect((await search(kw('led desk lmap'))).didYouMean).toEqual({ keyword: 'led desk lamp', applied: true });
  });

  it('mends a Chinese character typed for the right sound', async () => {
    const page = await search(kw('耳鸡'), 'zh_CN');
    expect(page.didYouMean).toEqual({ keyword: '耳机', applied: true });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.prodName.includes('耳机'))).toBe(true);
  });

  it('searches exactly as typed when asked, offering the correction and what is near', async () => {
    const page = await search(kw('earphnes', '&exact=1'));
    expect(page.total).toBe(0);
    expect(page.records).toEqual([]);
    expect(page.didYouMean).toEqual({ keyword: 'earphones', applied: false });
    expect(page.related?.categories.map((c) => c.categoryName)).toContain('Wireless Earphones');
  });

  it('offers the closest categories and popular searches, in the buyer language, when nothing matches', async () => {
    const en = await search(kw('zzqqxx'));
    expect(en.total).toBe(0);
    expect(en.didYouMean).toBeUndefined();
    // Nothing like it: the top-level categories, in their order.
    expect(en.related!.categories[0]!.categoryName).toBe('Consumer Electronics');
    expect(en.related!.searches).toEqual(expect.arrayContaining(['earphones', 'yoga mat']));
    const zh = await search(kw('蓝色大象'), 'zh_CN');
    expect(zh.total).toBe(0);
    expect(zh.related!.categories.every((c) => /[\u4e00-\u9fff]/.test(c.categoryName))).toBe(true);
    expect(zh.related!.searches).toContain('耳机');
  });

  it('suggests the corrected search while the buyer is still typing a misspelled word', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/suggest?keyword=earphn', headers: { locale: 'en' } });
    const items = (res.json() as ApiEnvelope<SearchSuggestion[]>).data;
    expect(items[0]).toEqual({ type: 'query', text: 'earphones', id: 0 });
    expect(items.filter((s) => s.type === 'product').every((s) => /earphones/i.test(s.text))).toBe(true);
  });
});

describe('the fixed list of 100 misspellings (bench/lib/misspellings.json)', () => {
  const list = (
    JSON.parse(readFileSync(new URL('../../../../../bench/lib/misspellings.json', import.meta.url), 'utf8')) as {
      queries: { q: string; locale: string; intended: string }[];
    }
  ).queries;

  it('has 100 queries, and finds the intended product in the first 10 for at least 90% of those the catalogue holds', async () => {
    expect(list).toHaveLength(100);
    let held = 0;
    const missed: string[] = [];
    for (const m of list) {
      const has = (p: Page) => p.records.some((r) => r.prodName.toLowerCase().includes(m.intended));
      // The test catalogue is small: an intended product it does not hold cannot be found.
      if (!has(await search(kw(m.intended, '&size=60&exact=1'), m.locale))) continue;
      held++;
      if (!has(await search(kw(m.q, '&size=10'), m.locale))) missed.push(m.q);
    }
    expect(held).toBeGreaterThan(60);
    expect(missed.length / held, `missed: ${missed.join(', ')}`).toBeLessThanOrEqual(0.1);
  }, 120_000); // 100 searches: seconds on a quiet machine, more on a loaded CI runner
});

describe('the vocabulary job', () => {
  it('is not due right after the seed built the vocabulary (a fresh start does not build it twice)', async () => {
    const row = await t.db.one<{ due: boolean }>(`SELECT next_run_at <= now() AS due FROM cluster_job WHERE name = 'catalog.search-terms'`);
    expect(row?.due).toBe(false);
  });
});
