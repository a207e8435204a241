import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Driver, Runner } from './driver';
import { Mutex } from './mutex';
import { PG_INT8_OID, PG_NUMERIC_OID, parseInt8, parseNumeric } from './numbers';

/**
 * PGlite is one connection: a transaction holds the mutex from BEGIN to COMMIT, and statements
 * outside it queue behind, so concurrent requests never interleave inside someone's transaction.
 */
export async function openPglite(dataDir: string, schema?: string): Promise<Driver> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite creates only the last folder of the path; the first start creates the rest.
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    extensions: { pg_trgm },
    parsers: { [PG_INT8_OID]: parseInt8, [PG_NUMERIC_OID]: parseNumeric },
  });
  await pg.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  if (schema) await pg.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}, public;`);

  const direct: Runner = {
    query: async (sql, params) => (await pg.query<Record<string, unknown>>(sql, params)).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
  const mutex = new Mutex();
  return {
    kind: 'pglite',
    root: {
      query: (sql, params) => mutex.run(() => direct.query(sql, params)),
      exec: (sql) => mutex.run(() => direct.exec(sql)),
    },
    acquire: async () => {
      const release = await mutex.lock();
      return { ...direct, release: () => release() };
    },
    close: async () => {
      // Waits for a running transaction instead of cutting it off.
      await mutex.run(() => pg.close());
    },
  };
}
