import pg from 'pg';
import { isAlreadyExists, type Driver } from './driver';
import { PG_DATE_OID, PG_INT8_OID, PG_NUMERIC_OID, parseDate, parseInt8, parseNumeric } from './numbers';

const POOL_SIZE = 10;

/** Per-pool parsers, so this process's other pg users (if any) keep the library defaults. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary' && oid === PG_INT8_OID) return parseInt8;
    if (format !== 'binary' && oid === PG_NUMERIC_OID) return parseNumeric;
    if (format !== 'binary' && oid === PG_DATE_OID) return parseDate;
    return (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

export async function openPostgres(connectionString: string, schema?: string): Promise<Driver> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    types,
    // Every pooled connection starts in the schema; public stays on the path for extensions.
    options: schema ? `-c search_path=${schema},public` : undefined,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error', err.message));

  const ensure = async (sql: string) => {
    try {
      await pool.query(sql);
    } catch (err) {
      // Parallel starts (test files, replicas) race on IF NOT EXISTS; the loser's error is harmless.
      if (!isAlreadyExists(err)) throw err;
    }
  };
  try {
    await ensure('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    if (schema) await ensure(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (err) {
    await pool.end();
    throw err;
  }

  return {
    kind: 'postgres',
    root: {
      query: async (sql, params) => (await pool.query(sql, params as unknown[] | undefined)).rows,
      exec: async (sql) => {
        await pool.query(sql);
      },
    },
    acquire: async () => {
      const client = await pool.connect();
      return {
        query: async (sql, params) => (await client.query(sql, params as unknown[] | undefined)).rows,
        exec: async (sql) => {
          await client.query(sql);
        },
        release: (broken) => client.release(broken === true),
      };
    },
    close: () => pool.end(),
  };
}
