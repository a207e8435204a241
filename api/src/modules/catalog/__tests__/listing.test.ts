import type { ApiEnvelope } from '@mall/shared';
import type { ListPage, ProductCard } from '@mall/shared/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { keywordPieces } from '../keywords';
import { listProducts, type ListTuning } from '../listing';
import { listFiltersSchema, type ListFilters, type Sort } from '../search';

/**
 * The listing is checked against a plain reading of the rules (every listed product, matched
 * and sorted in JavaScript), through both of its ways of finding a page: walking a sorted index
 * (common keywords, big categories) and finding the few matches first.
 */
let t: TestApp;
interface Row {
  id: number;
  text: string;
  price: number;
  sold: number;
  score: number;
  created: number;
  l1: number;
  l2: number | null;
  l3: number;
  region: string;
}
let rows: Row[];

beforeAll(async () => {
  t = await createTestApp({ catalogProducts: 400 });
  await t.app.ready();
  rows = await loadRows();
});
afterAll(() => t.close());

async function loadRows(): Promise<Row[]> {
  const r = await t.db.query<Record<string, unknown>>(
    `SELECT p.prod_id, p.search_text, p.price, p.sold_num, coalesce(p.score, -1)::float8 AS score, p.created_at, p.cat_l1, p.cat_l2, p.category_id, p.region_en
       FROM product p JOIN shop s ON s.shop_id = p.shop_id WHERE p.status = 1 AND s.shop_status = 1`,
  );
  return r.map((x) => ({
    id: Number(x.prod_id),
    text: String(x.search_text),
    price: Number(x.price),
    sold: Number(x.sold_num),
    score: Number(x.score),
    created: new Date(x.created_at as string).getTime(),
    l1: Number(x.cat_l1),
    l2: x.cat_l2 === null ? null : Number(x.cat_l2),
    l3: Number(x.category_id),
    region: String(x.region_en),
  }));
}

/** The rule of keywords.ts, read plainly: every Latin piece starts a word, every Chinese piece appears. */
function matches(row: Row, keyword: string): boolean {
  const words = row.text.match(/[a-z0-9]+/g) ?? [];
  return keywordPieces(keyword).every((p) => (p.cjk ? row.text.includes(p.text) : words.some((w) => w.startsWith(p.text))));
}
const ORDER: Record<Sort, (a: Row, b: Row) => number> = {
  default: (a, b) => b.score - a.score || b.sold - a.sold || b.id - a.id,
  sales: (a, b) => b.sold - a.sold || b.id - a.id,
  priceAsc: (a, b) => a.price - b.price || a.id - b.id,
  priceDesc: (a, b) => b.price - a.price || b.id - a.id,
  newest: (a, b) => b.created - a.created || b.id - a.id,
};
function expected(f: Partial<ListFilters> & { keyword?: string }): number[] {
  return rows
    .filter((r) => !f.keyword || matches(r, f.keyword))
    .filter((r) => !f.categoryId || r.l1 === f.categoryId || r.l2 === f.categoryId || r.l3 === f.categoryId)
    .filter((r) => f.minPrice === undefined || r.price >= f.minPrice)
    .filter((r) => f.maxPrice === undefined || r.price <= f.maxPrice)
    .filter((r) => !f.region || r.region === f.region)
    .sort(ORDER[f.sort ?? 'default'])
    .map((r) => r.id);
}
const list = (q: Record<string, unknown>, tuning: ListTuning = {}) =>
  listProducts(t.ctx, 'en', { ...listFiltersSchema.parse(q), keyword: q.keyword as string | undefined }, tuning);

/** Every page through the cursors. */
async function allPages(q: Record<string, unknown>, tuning: ListTuning): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const page = await list({ ...q, size: 7, cursor }, tuning);
    ids.push(...page.records.map((r) => r.prodId));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('no end');
}

/** Words and Chinese pieces that occur in the catalogue, common and rare. */
function sampleKeywords(): string[] {
  const words = new Map<string, number>();
  const cjk = new Map<string, number>();
  for (const r of rows) {
    for (const w of new Set(r.text.match(/[a-z]{4,}/g) ?? [])) words.set(w, (words.get(w) ?? 0) + 1);
    for (const run of r.text.match(/[\u4e00-\u9fff]+/g) ?? []) {
      for (const ch of new Set([...run])) cjk.set(ch, (cjk.get(ch) ?? 0) + 1);
      if (run.length >= 2) cjk.set(run.slice(0, 2), (cjk.get(run.slice(0, 2)) ?? 0) + 1);
    }
  }
  const byCount = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).map((e) => e[0]);
  const w = byCount(words);
  const c = byCount(cjk);
  const rareWord = w[w.length - 1]!;
  return [w[0]!, w[0]!.slice(0, 3), `${w[0]} ${w[1]}`, rareWord, c[0]!, c.find((x) => x.length === 2)!, c[c.length - 1]!, 'zzzqq'];
}

describe('product listing and search', () => {
  const sorts: Sort[] = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'];

  it('finds exactly the matching products, in order, whichever way it finds them', async () => {
    for (const keyword of sampleKeywords()) {
      for (const sort of sorts) {
        const want = expected({ keyword, sort });
        for (const strategy of ['walk', 'few', 'auto'] as const) {
          // Exact totals are the point here: a count is not cut short on a busy machine.
          const page = await list({ keyword, sort, size: 10 }, { strategy, countBudgetMs: 10_000 });
          expect(
            page.records.map((r) => r.prodId),
            `${keyword} ${sort} ${strategy}`,
          ).toEqual(want.slice(0, 10));
          expect(page.total, `${keyword} ${sort} ${strategy}`).toBe(want.length);
          // Cards only: the row's id and sort keys (read with it for the cursor) stay out.
          for (const r of page.records) expect(Object.keys(r).filter((k) => k === 'prod_id' || /^k\d$/.test(k))).toEqual([]);
        }
      }
    }
  });

  it('matches Latin words by their beginning and Chinese pieces of one or two characters anywhere', async () => {
    const [word] = sampleKeywords();
    expect((await list({ keyword: word!.slice(0, 3) })).total).toBeGreaterThan(0);
    // Inside a word is not a match.
    expect((await list({ keyword: word!.slice(1) })).total).toBe(expected({ keyword: word!.slice(1) }).length);
    const chinese = rows.find((r) => /[\u4e00-\u9fff]{2}/.test(r.text))!.text.match(/[\u4e00-\u9fff]{2}/)![0];
    for (const keyword of [chinese[0]!, chinese, `${chinese} ${word}`]) {
      expect((await list({ keyword })).records.map((r) => r.prodId)).toEqual(expected({ keyword }).slice(0, 20));
    }
  });

  it('lists a category of any level with filters and sorts, the same both ways', async () => {
    const leaf = rows[0]!;
    const cases = [
      { categoryId: leaf.l1 },
      { categoryId: leaf.l2!, sort: 'priceAsc' as Sort },
      { categoryId: leaf.l3, sort: 'sales' as Sort },
      { categoryId: leaf.l1, minPrice: 1000, maxPrice: 20000, sort: 'priceDesc' as Sort },
      { categoryId: leaf.l1, region: leaf.region, sort: 'newest' as Sort },
    ];
    for (const c of cases) {
      const want = expected(c);
      for (const strategy of ['walk', 'few'] as const) {
        const page = await list({ ...c, size: 12 }, { strategy });
        expect(
          page.records.map((r) => r.prodId),
          JSON.stringify(c),
        ).toEqual(want.slice(0, 12));
        expect(page.total).toBe(want.length);
      }
    }
  });

  it('pages after the last row (cursor) exactly as by page number, to the end', async () => {
    const q = { categoryId: rows[0]!.l1, sort: 'default' };
    const want = expected({ categoryId: rows[0]!.l1 });
    for (const strategy of ['walk', 'few'] as const) expect(await allPages(q, { strategy })).toEqual(want);
    const byNumber: number[] = [];
    for (let current = 1; current <= Math.ceil(want.length / 7); current++) {
      byNumber.push(...(await list({ ...q, size: 7, current })).records.map((r) => r.prodId));
    }
    expect(byNumber).toEqual(want);
    const priced = { keyword: sampleKeywords()[0], sort: 'priceAsc' };
    expect(await allPages(priced, { strategy: 'walk' })).toEqual(expected({ keyword: priced.keyword, sort: 'priceAsc' }));
  });

  it('lists a category by price either way, equal prices by id, page after page to the end (migrations 0190, 0191)', async () => {
    // Three products of one leaf category share a price: the id decides between them, both ways.
    const leaf = rows[0]!;
    const mates = rows.filter((r) => r.l3 === leaf.l3).slice(0, 3);
    expect(mates.length).toBeGreaterThan(1);
    const saved = mates.map((r) => r.price);
    await t.db.query('UPDATE product SET price = $1 WHERE prod_id = ANY($2::bigint[])', [
      mates[0]!.price,
      `{${mates.map((r) => r.id).join(',')}}`,
    ]);
    try {
      rows = await loadRows();
      for (const categoryId of [leaf.l1, leaf.l2!, leaf.l3]) {
        for (const sort of ['priceAsc', 'priceDesc'] as const) {
          const want = expected({ categoryId, sort });
          for (const strategy of ['walk', 'few', 'auto'] as const) {
            expect(await allPages({ categoryId, sort }, { strategy }), `${categoryId} ${sort} ${strategy}`).toEqual(want);
          }
          // A later page by number is the same rows.
          expect((await list({ categoryId, sort, size: 7, current: 2 })).records.map((r) => r.prodId)).toEqual(want.slice(7, 14));
        }
      }
      // Narrowed by price and sorted by anything else: found through the category's index (0191), same rows.
      const prices = rows
        .filter((r) => r.l2 === leaf.l2)
        .map((r) => r.price)
        .sort((a, b) => a - b);
      const range = { minPrice: prices[Math.floor(prices.length / 4)]!, maxPrice: prices[Math.floor((3 * prices.length) / 4)]! };
      for (const sort of ['default', 'sales', 'newest'] as const) {
        const want = expected({ categoryId: leaf.l2!, ...range, sort });
        for (const strategy of ['walk', 'few', 'auto'] as const) {
          expect(await allPages({ categoryId: leaf.l2, ...range, sort }, { strategy }), `${sort} ${strategy}`).toEqual(want);
        }
      }
      const tied = expected({ categoryId: leaf.l3, sort: 'priceDesc' }).filter((id) => mates.some((m) => m.id === id));
      expect(tied).toEqual(mates.map((m) => m.id).sort((a, b) => b - a));
    } finally {
      for (const [i, m] of mates.entries()) await t.db.query('UPDATE product SET price = $1 WHERE prod_id = $2', [saved[i], m.id]);
      rows = await loadRows();
    }
  });

  it("finds a rare keyword's page and total in one reading of its matches, by cursor and by page number", async () => {
    for (const keyword of sampleKeywords()) {
      for (const sort of sorts) {
        const want = expected({ keyword, sort });
        // rare: 3 makes most of these keywords reach the bound and be counted the other way.
        for (const tuning of [{}, { rare: 3 }]) {
          const label = `${keyword} ${sort} ${JSON.stringify(tuning)}`;
          expect(await allPages({ keyword, sort }, tuning), label).toEqual(want);
          const second = await list({ keyword, sort, size: 7, current: 2 }, { ...tuning, countBudgetMs: 10_000 });
          expect(
            second.records.map((r) => r.prodId),
            label,
          ).toEqual(want.slice(7, 14));
          expect(second.total, label).toBe(want.length);
          expect(second.totalCapped, label).toBe(false);
        }
      }
    }
  });

  it('walks a keyword by price from the first price band holding a match, the same rows, after price changes too (migration 0192)', async () => {
    const [word, prefix, pair, , chinese, chinesePair] = sampleKeywords();
    // (a Chinese piece longer than 4 characters: its 4-character windows and a text check)
    const longChinese = rows.map((r) => r.text.match(/[\u4e00-\u9fff]{5,}/)?.[0]).find(Boolean) ?? `${chinese}${chinesePair}${chinese}`;
    // Every match moved to the far end of one order and back: the walk must start where they are.
    const matchIds = rows.filter((r) => matches(r, word!)).map((r) => r.id);
    const top = Math.max(...rows.map((r) => r.price));
    const moved = [matchIds[0]!, matchIds[1]!];
    const saved = moved.map((id) => rows.find((r) => r.id === id)!.price);
    const bands = { strategy: 'walk', priceBands: true } as const;
    const walkBoth = async (label: string) => {
      for (const keyword of [word!, prefix!, pair!, chinese!, chinesePair!, longChinese, `${longChinese} ${word}`, 'zzzqq']) {
        for (const sort of ['priceAsc', 'priceDesc'] as const) {
          const want = expected({ keyword, sort });
          const l = `${label} ${keyword} ${sort}`;
          if (keyword === word || keyword === longChinese) expect(await allPages({ keyword, sort }, bands), l).toEqual(want);
          expect(
            (await list({ keyword, sort, size: 7 }, bands)).records.map((r) => r.prodId),
            l,
          ).toEqual(want.slice(0, 7));
          expect(
            (await list({ keyword, sort, size: 7, current: 2 }, bands)).records.map((r) => r.prodId),
            l,
          ).toEqual(want.slice(7, 14));
          // With a price filter (the probe starts at its edge) and without the bands: the same rows.
          const mid = rows.map((r) => r.price).sort((a, b) => a - b)[Math.floor(rows.length / 2)]!;
          const range = sort === 'priceDesc' ? { maxPrice: mid } : { minPrice: mid };
          expect(
            (await list({ keyword, sort, ...range, size: 10 }, bands)).records.map((r) => r.prodId),
            l,
          ).toEqual(expected({ keyword, sort, ...range }).slice(0, 10));
          expect((await list({ keyword, sort, size: 10 }, { strategy: 'walk', priceBands: false })).records.map((r) => r.prodId)).toEqual(
            want.slice(0, 10),
          );
        }
      }
    };
    try {
      await walkBoth('as seeded');
      // One match far above every other product, one at a single cent: first and last by price.
      await t.db.query('UPDATE product SET price = $1 WHERE prod_id = $2', [top * 50, moved[0]]);
      await t.db.query('UPDATE product SET price = 1 WHERE prod_id = $1', [moved[1]]);
      rows = await loadRows();
      expect((await list({ keyword: word, sort: 'priceDesc', size: 1 }, { priceBands: true })).records[0]!.prodId).toBe(moved[0]);
      expect((await list({ keyword: word, sort: 'priceAsc', size: 1 }, { priceBands: true })).records[0]!.prodId).toBe(moved[1]);
      await walkBoth('moved');
      // Every other match off the shelf: the one left is found from either end.
      await t.db.query('UPDATE product SET status = 0 WHERE prod_id = ANY($1::bigint[]) AND prod_id <> $2', [
        `{${matchIds.join(',')}}`,
        moved[1],
      ]);
      rows = await loadRows();
      for (const sort of ['priceAsc', 'priceDesc'] as const) {
        expect((await list({ keyword: word, sort }, bands)).records.map((r) => r.prodId)).toEqual([moved[1]]);
      }
    } finally {
      await t.db.query('UPDATE product SET status = 1 WHERE prod_id = ANY($1::bigint[])', [`{${matchIds.join(',')}}`]);
      for (const [i, id] of moved.entries()) await t.db.query('UPDATE product SET price = $1 WHERE prod_id = $2', [saved[i], id]);
      rows = await loadRows();
    }
  }, 120_000);

  it.runIf(Boolean(process.env.DATABASE_URL))('plans searches on the pooled connections without JIT or parallel workers', async () => {
    // Starting two workers per search while the pool's other connections want the same cores made
    // 2 ms walks take 20-100 ms (docs/search-at-scale.md).
    const settings = await t.db.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('jit', 'max_parallel_workers_per_gather') ORDER BY name`,
    );
    expect(settings).toEqual([
      { name: 'jit', setting: 'off' },
      { name: 'max_parallel_workers_per_gather', setting: '0' },
    ]);
  });

  it('caps the total and says so', async () => {
    const page = await list({ size: 10 }, { cap: 50 });
    expect(page.total).toBe(50);
    expect(page.totalCapped).toBe(true);
    expect(page.pages).toBe(5);
    const exact = await list({ categoryId: rows[0]!.l3 }, { cap: 10_000 });
    expect(exact.totalCapped).toBe(false);
  });

  it('hides a product taken off the shelf and the products of a shop that closes, at once', async () => {
    const keyword = sampleKeywords()[0]!;
    const first = (await list({ keyword, size: 1 })).records[0]!;
    await t.db.query('UPDATE product SET status = 0 WHERE prod_id = $1', [first.prodId]);
    expect((await list({ keyword, size: 50 })).records.map((r) => r.prodId)).not.toContain(first.prodId);
    await t.db.query('UPDATE product SET status = 1 WHERE prod_id = $1', [first.prodId]);
    await t.db.query('UPDATE shop SET shop_status = 4 WHERE shop_id = $1', [first.shopId]);
    const after = await list({ keyword, size: 60 });
    expect(after.records.some((r) => r.shopId === first.shopId)).toBe(false);
    await t.db.query('UPDATE shop SET shop_status = 1 WHERE shop_id = $1', [first.shopId]);
    expect((await list({ keyword, size: 1 })).records[0]!.prodId).toBe(first.prodId);
  });

  it("keeps a rare keyword's total for its later pages, and counts again when products move in or out of its list", async () => {
    const keyword = sampleKeywords()[0]!;
    const want = expected({ keyword });
    // The first request reads the matches with the page (catalog.listRare) and keeps the total.
    expect((await list({ keyword, size: 7 }, { countBudgetMs: 10_000 })).total).toBe(want.length);
    for (const current of [1, 2, 3]) {
      const page = await list({ keyword, size: 7, current });
      expect(
        page.records.map((r) => r.prodId),
        `page ${current}`,
      ).toEqual(want.slice((current - 1) * 7, current * 7));
      expect(page.total).toBe(want.length);
    }
    const byCursor = await list({ keyword, size: 7, cursor: (await list({ keyword, size: 7 })).nextCursor ?? undefined });
    expect(byCursor.records.map((r) => r.prodId)).toEqual(want.slice(7, 14));

    // A shop that closes takes its products out (product.listed moves, migration 0194).
    const first = (await list({ keyword, size: 1 })).records[0]!;
    await t.db.query('UPDATE shop SET shop_status = 4 WHERE shop_id = $1', [first.shopId]);
    try {
      rows = await loadRows();
      const without = expected({ keyword });
      expect(without.length).toBeLessThan(want.length);
      await vi.waitFor(async () => expect((await list({ keyword, size: 7 })).total).toBe(without.length), { timeout: 5000, interval: 50 });
      expect((await list({ keyword, size: 7, current: 2 })).records.map((r) => r.prodId)).toEqual(without.slice(7, 14));
    } finally {
      await t.db.query('UPDATE shop SET shop_status = 1 WHERE shop_id = $1', [first.shopId]);
      rows = await loadRows();
    }
    await vi.waitFor(async () => expect((await list({ keyword, size: 7 })).total).toBe(want.length), { timeout: 5000, interval: 50 });

    // A price change moves a product out of a price range.
    const prices = want.map((id) => rows.find((r) => r.id === id)!.price).sort((a, b) => a - b);
    const minPrice = prices[Math.floor(prices.length / 2)]!;
    const inRange = expected({ keyword, minPrice });
    expect((await list({ keyword, minPrice, size: 7 })).total).toBe(inRange.length);
    const moved = rows.find((r) => r.id === inRange[0])!;
    await t.db.query('UPDATE product SET price = $1 WHERE prod_id = $2', [minPrice - 1, moved.id]);
    try {
      await vi.waitFor(async () => expect((await list({ keyword, minPrice, size: 7 })).total).toBe(inRange.length - 1), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await t.db.query('UPDATE product SET price = $1 WHERE prod_id = $2', [moved.price, moved.id]);
    }
  });

  it("keeps a counted keyword's total too (more matches than a rare one), and counts again when one leaves the lists", async () => {
    const keyword = sampleKeywords()[0]!;
    // rare: 3: the keyword is counted, not read with its page.
    const tuning = { rare: 3, countBudgetMs: 10_000 };
    const want = expected({ keyword });
    expect((await list({ keyword, size: 7 }, tuning)).total).toBe(want.length);
    const second = await list({ keyword, size: 7, current: 2 }, tuning);
    expect(second.records.map((r) => r.prodId)).toEqual(want.slice(7, 14));
    expect(second.total).toBe(want.length);
    await t.db.query('UPDATE product SET status = 0 WHERE prod_id = $1', [want[0]]);
    try {
      await vi.waitFor(async () => expect((await list({ keyword, size: 7 }, tuning)).total).toBe(want.length - 1), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await t.db.query('UPDATE product SET status = 1 WHERE prod_id = $1', [want[0]]);
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a count that ran out of time answers "10,000+" at once afterwards, until products move in or out of lists',
    async () => {
      const keyword = sampleKeywords()[0]!;
      const exact = expected({ keyword }).length;
      // (rare: 0: the keyword is counted, not read with its page as a rare one is, which needs no budget.)
      const budget = { countBudgetMs: 50, rare: 0 };
      // Counted once (this keeps the planner's estimate; with rare: 1 its total is kept apart from
      // rare: 0's, which is to be counted below).
      expect((await list({ keyword }, { ...budget, rare: 1 })).total).toBe(exact);
      // A count kept waiting (here on a lock another transaction holds) runs out of its budget like a slow one.
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const locked = t.db.tx(async (tx) => {
        await tx.exec('LOCK TABLE product IN ACCESS EXCLUSIVE MODE');
        await released;
      });
      await new Promise((r) => setTimeout(r, 50));
      const waiting = list({ keyword }, budget);
      setTimeout(release, 400);
      const capped = await waiting;
      await locked;
      expect(capped.totalCapped).toBe(true);
      // Nothing blocks the count now, yet it is not run again with the same budget: the buyer gets "10,000+" at once.
      expect((await list({ keyword }, budget)).totalCapped).toBe(true);
      // A caller allowed longer still counts.
      expect((await list({ keyword }, { countBudgetMs: 10_000, rare: 0 })).total).toBe(exact);
      // A product leaving the lists is news the count may have changed: it is counted again.
      const first = (await list({ keyword, size: 1 })).records[0]!;
      await t.db.query('UPDATE product SET status = 0 WHERE prod_id = $1', [first.prodId]);
      try {
        await vi.waitFor(async () => expect((await list({ keyword }, budget)).total).toBe(exact - 1), { timeout: 5000, interval: 50 });
      } finally {
        await t.db.query('UPDATE product SET status = 1 WHERE prod_id = $1', [first.prodId]);
      }
    },
  );

  it('answers the page fields over HTTP and refuses a forged cursor', async () => {
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api${url}` })).json() as ApiEnvelope<ListPage<ProductCard>>;
    const first = await get(`/prod/pageProd?categoryId=${rows[0]!.l1}&size=5`);
    expect(first.data.totalCapped).toBe(false);
    expect(first.data.nextCursor).toEqual(expect.any(String));
    const next = await get(`/prod/pageProd?categoryId=${rows[0]!.l1}&size=5&cursor=${first.data.nextCursor}`);
    expect(next.data.records.map((r) => r.prodId)).toEqual(expected({ categoryId: rows[0]!.l1 }).slice(5, 10));
    expect((await get(`/prod/pageProd?categoryId=1&cursor=bm90LWEtY3Vyc29y`)).code).toBe('A00014');
    // A cursor of another sort is not this sort's.
    expect((await get(`/prod/pageProd?categoryId=1&sort=sales&cursor=${first.data.nextCursor}`)).code).toBe('A00014');
  });
});
