import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig } from '../config';
import type { AppContext } from '../context';
import { openDb, type Db } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { checkMoney, formatBreaches } from '../modules/ledger/check';
import { loadSecrets, memoryStore, type SecretName } from '../security/secrets';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  /** Closes the app and the database (and drops the PostgreSQL test schema). */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Run the seed steps (default true). */
  seed?: boolean;
  /** Fixed secrets (the rest are generated, as on a fresh server). */
  secrets?: Partial<Record<SecretName, string>>;
  /**
   * Hold the database to the money invariants when it closes (default true): every API test file
   * ends with `pnpm money:check`'s check of what it did (set-up goes through test/ledger.ts).
   * Only a test that breaks a ledger on purpose turns it off.
   */
  moneyCheck?: boolean;
}

/**
 * A migrated, seeded app for app.inject tests. In-memory PGlite by default; with DATABASE_URL
 * set, the same tests run on PostgreSQL in a fresh schema of their own. The app is not made
 * ready, so a test may still add routes before its first inject.
 *
 *   const t = await createTestApp({ hideSales: true });
 *   afterAll(() => t.close());
 */
export async function createTestApp(overrides: Partial<ApiConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const config: ApiConfig = {
    ...base,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: 'memory://',
    // Deterministic pictures and variants: one folder shared by test runs, never the repository's.
    imageCacheDir: path.join(os.tmpdir(), 'mall-image-cache-test'),
    hideSales: false,
    // One client address makes every request of a test file; the limit itself has its own tests.
    rateLimitPerMinute: 0,
    ...overrides,
  };
  const schema = config.databaseUrl ? `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema });
  try {
    await migrate(db);
    if (options.seed !== false) await seed(db, { config });
  } catch (err) {
    await db.close();
    throw err;
  }
  // Like a fresh server with no secrets in its environment: each is generated.
  const { secrets } = await loadSecrets({ env: {}, production: false, store: memoryStore(), overrides: options.secrets });
  const ctx: AppContext = { db, config, secrets };
  const app = await buildApp(ctx);
  return {
    app,
    db,
    ctx,
    close: async () => {
      await app.close();
      const breaches = options.moneyCheck === false ? [] : await checkMoney(db);
      if (schema) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
      if (breaches.length) throw new Error(`The test left the money ledgers broken:\n${formatBreaches(breaches)}`);
    },
  };
}
