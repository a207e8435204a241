import type { ApiConfig } from '../../../config';
import { seedCatalog } from '../../../db/seed/catalog';
import { seedShops } from '../../../db/seed/shops';
import { createTestApp, type TestApp } from '../../../test/harness';

/** A test app on a small demo catalogue (shops 4..8 are the non-open ones) with shop details. */
export async function startShopsApp(): Promise<TestApp> {
  const config = { catalogProducts: 120, catalogShops: 12 } as Partial<ApiConfig>;
  const t = await createTestApp(config);
  // Works whether or not the catalogue seed is registered in the seed list yet.
  const n = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM shop`);
  if (!n?.n) {
    await t.db.tx((db) => seedCatalog(db, { config: t.ctx.config }));
    await t.db.tx((db) => seedShops(db, { config: t.ctx.config }));
  }
  return t;
}
