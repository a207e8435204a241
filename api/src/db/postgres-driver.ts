import pg from 'pg';
import { isAlreadyExists, type Driver } from './driver';
import { defaultPoolMax } from './db-settings';
import { PgNotifications } from './notifications';
import { PG_DATE_OID, PG_INT8_OID, PG_NUMERIC_OID, parseDate, parseInt8, parseNumeric } from './numbers';

/** Per-pool parsers, so this process's other pg users (if any) keep the library defaults. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary' && oid === PG_INT8_OID) return parseInt8;
    if (format !== 'binary' && oid === PG_NUMERIC_OID) return parseNumeric;
    if (format !== 'binary' && oid === PG_DATE_OID) return parseDate;
    return (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

export interface PostgresOptions {
  schema?: string;
  /** Connections in the pool (default: defaultPoolMax()). */
  poolMax?: number;
  /** statement_timeout of every pooled connection; 0 = none. */
  statementTimeoutMs?: number;
}

export async function openPostgres(connectionString: string, opts: PostgresOptions = {}): Promise<Driver> {
  const { schema } = opts;
  // Session settings of every pooled connection: the schema (public stays on the path for
  // extensions), a statement timeout so one runaway query cannot hold a connection for good, a
  // limit on transactions left open, no JIT (it costs tens of ms on the large-table plans of
  // search and never pays off on queries that return 20 rows) and no parallel workers: a search
  // whose keyword the planner misjudges gets a Gather plan, and starting two workers per request
  // while the pool's other connections want the same cores turned 2 ms walks into 20-100 ms ones
  // (docs/search-at-scale.md).
  // Options given in the URL (?options=-c search_path=...) come first: pg lets the URL's win over ours.
  const { url, urlOptions } = splitOptions(connectionString);
  const settings = [
    urlOptions,
    schema ? `-c search_path=${schema},public` : '',
    opts.statementTimeoutMs ? `-c statement_timeout=${opts.statementTimeoutMs}` : '',
    '-c idle_in_transaction_session_timeout=60000',
    '-c jit=off',
    '-c max_parallel_workers_per_gather=0',
  ].filter(Boolean);
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? defaultPoolMax(),
    types,
    options: settings.join(' '),
    application_name: 'mall-api',
    // A request waiting this long for a connection fails instead of queueing without end.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
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
  const notifications = new PgNotifications({ connectionString, application_name: 'mall-api-listen' });

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
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/** The `options` parameter of a postgres:// URL, taken out so it can be merged with ours. */
function splitOptions(connectionString: string): { url: string; urlOptions: string } {
  try {
    const url = new URL(connectionString);
    const urlOptions = url.searchParams.get('options') ?? '';
    url.searchParams.delete('options');
    return { url: url.toString(), urlOptions };
  } catch {
    return { url: connectionString, urlOptions: '' }; // key=value form: passed on as is
  }
}
