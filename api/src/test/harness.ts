import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
import { catalogSize } from '../modules/catalog/catalog-settings';
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
  const db = config.databaseUrl
    ? await freshDb(config, { databaseUrl: config.databaseUrl, schema }, options.seed !== false)
    : await pgliteDb(config, options.seed !== false);
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

/** A database of its own, migrated and (with `withSeed`) seeded. */
async function freshDb(config: ApiConfig, opts: Parameters<typeof openDb>[0], withSeed: boolean): Promise<Db> {
  const db = await openDb(opts);
  try {
    await migrate(db);
    if (withSeed) await seed(db, { config });
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/**
 * An in-memory PGlite database for one test file. Starting PGlite empty, migrating and seeding
 * took most of a file's time, and every file did the same, so the first file of a run that needs a
 * kind (migrated only, or seeded with a catalogue of a given size) dumps its fresh database to the
 * run's template folder (test/global-setup.ts); the next files load their own copy of that dump.
 * Outside Vitest (no folder), each database is built from scratch.
 */
async function pgliteDb(config: ApiConfig, withSeed: boolean): Promise<Db> {
  const templates = process.env.API_TEST_PGLITE_TEMPLATES;
  const fresh = () => freshDb(config, { dataDir: config.dataDir }, withSeed);
  if (!templates || config.dataDir !== 'memory://') return fresh();
  const size = catalogSize(config);
  const file = path.join(templates, withSeed ? `seeded-${size.products}-${size.shops}.tar` : 'migrated.tar');
  if (existsSync(file)) return openDb({ dataDir: 'memory://', pgliteImage: new Blob([readFileSync(file)]) });
  const db = await fresh();
  // Two workers may dump the same kind at once: each writes its own file, then renames it.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
  renameSync(partial, file);
  return db;
}
