/**
 * Times product searches and listings on an existing database and prints the plan of every
 * statement they run (EXPLAIN ANALYZE, BUFFERS): what docs/search-at-scale.md shows.
 *
 *   DATABASE_URL=postgres://.../mall_1m npx tsx scripts/explain-search.ts            # every case
 *   DATABASE_URL=... npx tsx scripts/explain-search.ts 'keyword=lamp&sort=sales'     # one query
 *   PLANS=0 ...                                                                       # times only
 *   PRICE_BANDS=0 ...                                 # a keyword by price without migration 0192's probe
 */
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { openDb, type Db } from '../src/db';
import { listProducts } from '../src/modules/catalog/listing';
import { listFiltersSchema } from '../src/modules/catalog/search';

const CASES = [
  'keyword=lamp',
  'keyword=earphones',
  'keyword=led desk lamp',
  'keyword=灯',
  'keyword=耳机&sort=priceAsc',
  'keyword=不锈钢',
  'keyword=lamp&sort=sales&minPrice=1000&maxPrice=5000',
  'keyword=watch&region=Guangdong',
  'keyword=z829',
  'keyword=bolt&sort=priceDesc&current=2',
  'categoryId=1',
  'categoryId=2&sort=sales',
  'categoryId=1&sort=priceAsc&current=5',
  'categoryId=60',
  'categoryId=4&minPrice=1000&maxPrice=100000',
];

const config = loadConfig({ ...process.env, NODE_ENV: 'production' });
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const statements: { sql: string; params: unknown[]; ms: number }[] = [];
const timed = async <T>(sql: string, params: unknown[] | undefined, run: () => Promise<T>): Promise<T> => {
  const t0 = performance.now();
  try {
    return await run();
  } finally {
    statements.push({ sql, params: params ?? [], ms: performance.now() - t0 });
  }
};
/** The Db the listing uses, recording each statement it runs and its time. */
const recording: Db = {
  ...db,
  query: (sql, params) => timed(sql, params, () => db.query(sql, params)),
  one: (sql, params) => timed(sql, params, () => db.one(sql, params)),
};
const ctx: AppContext = { db: recording, config };
const showPlans = process.env.PLANS !== '0';
const tuning = process.env.PRICE_BANDS === '0' ? { priceBands: false } : {};

try {
  const total = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM product WHERE listed');
  console.log(`${total?.n} listed products (${db.kind})\n`);
  for (const q of process.argv.slice(2).length ? process.argv.slice(2) : CASES) {
    const raw = Object.fromEntries(new URLSearchParams(q));
    const f = { ...listFiltersSchema.parse(raw), keyword: raw.keyword };
    // Warm once (the category levels, the plans), then time three runs.
    await listProducts(ctx, 'en', f, tuning);
    const times: number[] = [];
    let page;
    for (let i = 0; i < 3; i++) {
      statements.length = 0;
      const t0 = performance.now();
      page = await listProducts(ctx, 'en', f, tuning);
      times.push(performance.now() - t0);
    }
    console.log(
      `## ${q}\n${times.map((t) => t.toFixed(1)).join(' / ')} ms, ${page!.records.length} rows, total ${page!.total}${page!.totalCapped ? '+' : ''}`,
    );
    console.log(
      `   statements of the last run: ${statements.map((x) => `${/\/\* ([\w.]+) \*\//.exec(x.sql)?.[1] ?? x.sql.slice(0, 20)} ${x.ms.toFixed(1)} ms`).join(', ')}`,
    );
    if (!showPlans) continue;
    for (const s of statements.filter((x) => !x.sql.startsWith('EXPLAIN'))) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.sql}`, s.params);
      console.log('```\n' + plan.map((r) => r['QUERY PLAN']).join('\n') + '\n```');
    }
    console.log();
  }
} finally {
  await db.close();
}
