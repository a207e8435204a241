/**
 * Seeds a catalogue and measures search latency: `npx tsx src/modules/catalog/bench-search.ts`
 * (CATALOG_PRODUCTS, default 10,000; DATABASE_URL as for the server; PGlite in memory by default).
 */
import { loadConfig } from '../../config';
import { openDb } from '../../db';
import { migrate } from '../../db/migrate';
import { seed } from '../../db/seed';
import type { AppContext } from '../../context';
import { loadSecrets, memoryStore } from '../../security/secrets';
import { listProducts, listFiltersSchema } from './search';

const products = Number(process.env.CATALOG_PRODUCTS ?? 10_000);
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'test' }),
  dataDir: 'memory://',
  catalogProducts: products,
  catalogShops: Number(process.env.CATALOG_SHOPS ?? Math.max(10, Math.ceil(products / 32))),
};
const schema = config.databaseUrl ? `bench_${Date.now().toString(36)}` : undefined;
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema });
const ctx: AppContext = { db, config, secrets: (await loadSecrets({ env: {}, production: false, store: memoryStore() })).secrets };
try {
  let t = Date.now();
  await migrate(db);
  console.log(`migrate ${Date.now() - t} ms`);
  t = Date.now();
  await seed(db, { config, log: console.log });
  console.log(`seed total ${Date.now() - t} ms`);
  const keywords = ['earphones', 'led desk lamp', '灯', '耳机', '不锈钢', 'bolt', 'premium yoga', '手表', 'x', 'cotton t-shirt'];
  const variants = [
    {},
    { sort: 'priceAsc' },
    { sort: 'sales', minPrice: '1000', maxPrice: '50000' },
    { region: 'Guangdong', current: '2' },
  ];
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const keyword of keywords) {
      for (const v of variants) {
        const f = listFiltersSchema.parse(v);
        const s = performance.now();
        await listProducts(ctx, round % 2 ? 'zh' : 'en', { ...f, keyword });
        times.push(performance.now() - s);
      }
    }
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(`search: ${times.length} queries, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms (${db.kind})`);
} finally {
  if (schema) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.close();
}
