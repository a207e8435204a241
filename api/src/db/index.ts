import { AsyncLocalStorage } from 'node:async_hooks';
import type { Connection, Driver, Runner } from './driver';
import type { Notifications } from './notifications';
import { openPglite } from './pglite-driver';
import { openPostgres } from './postgres-driver';
import { queryName } from './query-name';

export { isAlreadyExists } from './driver';
export type { Connection, Driver, Runner } from './driver';
export type { Notifications } from './notifications';

export type DbKind = 'pglite' | 'postgres';

/**
 * The one data-access surface of the API. SQL is PostgreSQL everywhere (PGlite embedded,
 * PostgreSQL server through DATABASE_URL). JSON parameters: pass JSON.stringify(value) and cast
 * with $n::jsonb (the drivers serialise arrays differently).
 */
export interface Db {
  kind: DbKind;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | null>;
  /** Runs a script of several statements without parameters (migrations, seed files). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in a transaction: committed when fn resolves, rolled back when it throws. Nested
   * calls become savepoints. A call on the root Db made while fn runs (in its async context)
   * joins the transaction, so services compose and PGlite's single connection cannot deadlock.
   */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** LISTEN on this database (a dedicated connection on PostgreSQL); publish/subscribe is src/cluster. */
  notifications: Notifications;
  /** Reports statements slower than thresholdMs (with a name: see query-name.ts). */
  onSlowQuery(thresholdMs: number, report: (q: SlowQuery) => void): void;
  /**
   * fn runs synchronously after this process committed writes (a transaction, or a statement
   * outside one) with the tables they wrote, before the caller continues: the read cache uses it
   * to give this process read-your-writes before the database's change notice is back.
   */
  onWrite(fn: (tables: ReadonlySet<string>) => void): void;
  /** Runs a maintenance statement (VACUUM, which no transaction may hold) on one connection, without the statement timeout. */
  maintenance(sql: string): Promise<void>;
  /** PGlite only: the whole database as a tarball, for `pgliteImage` (the API tests' templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface SlowQuery {
  /** The statement's leading comment (`/* catalog.search *\/ SELECT ...`) or its verb, table and a fingerprint. */
  name: string;
  ms: number;
  rows: number | null;
  /** The start of the statement, whitespace collapsed (never its parameters). */
  sql: string;
  failed: boolean;
}

export interface OpenDbOptions {
  /** postgres://... uses a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory://' (default when absent). */
  dataDir?: string;
  /** PGlite only: starts from this dumped data folder (`dumpDataDir`), not an empty one: the API tests' migrated, seeded template. */
  pgliteImage?: Blob;
  /** Isolates everything in this schema (created if missing); tests use one per file. */
  schema?: string;
  /** PostgreSQL only: pool size and statement timeout (db-settings.ts). */
  poolMax?: number;
  statementTimeoutMs?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  if (opts.schema !== undefined && !SCHEMA_NAME.test(opts.schema)) {
    throw new Error(`Invalid schema name: ${opts.schema}`);
  }
  const driver = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, { schema: opts.schema, poolMax: opts.poolMax, statementTimeoutMs: opts.statementTimeoutMs })
    : await openPglite(opts.dataDir ?? 'memory://', opts.schema, opts.pgliteImage);
  return createDb(driver);
}

interface TxState {
  conn: Connection;
  open: boolean;
  savepoints: number;
  /** Tables its statements wrote, reported once it commits. */
  written: Set<string>;
}

/** Tables a statement writes (INSERT INTO / UPDATE / DELETE FROM / TRUNCATE), without schema. */
const WRITTEN = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|MERGE\s+INTO)\s+(?:ONLY\s+)?(?:[a-z_]\w*\.)?([a-z_]\w*)/gi;
export function tablesWritten(sql: string, into: Set<string> = new Set()): Set<string> {
  // "FOR UPDATE" locks, it does not write; ON CONFLICT ... DO UPDATE SET writes the INSERT's table.
  for (const m of sql.matchAll(WRITTEN)) if (m[1]!.toUpperCase() !== 'SET') into.add(m[1]!.toLowerCase());
  return into;
}

export function createDb(driver: Driver): Db {
  const current = new AsyncLocalStorage<TxState>();
  const writeHooks: ((tables: ReadonlySet<string>) => void)[] = [];
  const wrote = (tables: ReadonlySet<string>) => {
    if (!tables.size) return;
    for (const fn of writeHooks) {
      try {
        fn(tables);
      } catch (err) {
        console.error('[db] write hook failed', err);
      }
    }
  };
  let slow: { thresholdMs: number; report: (q: SlowQuery) => void } | null = null;
  /** Runs a statement, timing it only when someone listens for slow ones. */
  const timed = async (runner: Runner, sql: string, params?: unknown[], tx?: TxState): Promise<Record<string, unknown>[]> => {
    if (tx && writeHooks.length) tablesWritten(sql, tx.written);
    if (!slow) return runner.query(sql, params);
    const started = performance.now();
    let rows: Record<string, unknown>[] | null = null;
    try {
      rows = await runner.query(sql, params);
      return rows;
    } finally {
      const ms = performance.now() - started;
      if (slow && ms >= slow.thresholdMs) {
        slow.report({
          name: queryName(sql),
          ms: Math.round(ms),
          rows: rows?.length ?? null,
          sql: sql.replace(/\s+/g, ' ').trim().slice(0, 200),
          failed: !rows,
        });
      }
    }
  };

  const nested = async <T>(state: TxState, fn: (db: Db) => Promise<T>): Promise<T> => {
    const name = `sp_${++state.savepoints}`;
    await state.conn.exec(`SAVEPOINT ${name}`);
    try {
      const result = await current.run(state, () => fn(txDb(state)));
      await state.conn.exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      await state.conn.exec(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    }
  };

  const txDb = (state: TxState): Db => {
    const runner = (): Runner => {
      if (!state.open) throw new Error('Transaction already finished; use the Db it was started from');
      return state.conn;
    };
    const db: Db = {
      kind: driver.kind,
      query: async <T>(sql: string, params?: unknown[]) => (await timed(runner(), sql, params, state)) as T[],
      one: async <T>(sql: string, params?: unknown[]) => ((await timed(runner(), sql, params, state))[0] as T | undefined) ?? null,
      exec: (sql) => {
        tablesWritten(sql, state.written);
        return runner().exec(sql);
      },
      tx: (fn) => nested(state, fn),
      notifications: driver.notifications,
      onSlowQuery: () => {
        throw new Error('onSlowQuery() is set on the root Db');
      },
      onWrite: () => {
        throw new Error('onWrite() is set on the root Db');
      },
      maintenance: () => Promise.reject(new Error('maintenance() cannot run inside a transaction')),
      close: () => Promise.reject(new Error('close() is not available inside a transaction')),
    };
    return db;
  };

  /** A statement on the root Db: inside someone's transaction it joins it; outside, a write is reported once done. */
  const rootQuery = async (sql: string, params?: unknown[]) => {
    const state = current.getStore();
    if (state?.open) return timed(state.conn, sql, params, state);
    const rows = await timed(driver.root, sql, params);
    if (writeHooks.length) wrote(tablesWritten(sql));
    return rows;
  };

  const top = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const conn = await driver.acquire();
    const state: TxState = { conn, open: true, savepoints: 0, written: new Set() };
    let broken = false;
    try {
      await conn.exec('BEGIN');
      const result = await current.run(state, () => fn(txDb(state)));
      await conn.exec('COMMIT');
      wrote(state.written);
      return result;
    } catch (err) {
      try {
        await conn.exec('ROLLBACK');
      } catch {
        broken = true;
      }
      throw err;
    } finally {
      state.open = false;
      conn.release(broken);
    }
  };

  return {
    kind: driver.kind,
    query: async <T>(sql: string, params?: unknown[]) => (await rootQuery(sql, params)) as T[],
    one: async <T>(sql: string, params?: unknown[]) => ((await rootQuery(sql, params))[0] as T | undefined) ?? null,
    exec: async (sql) => {
      const state = current.getStore();
      if (state?.open) {
        tablesWritten(sql, state.written);
        return state.conn.exec(sql);
      }
      await driver.root.exec(sql);
      if (writeHooks.length) wrote(tablesWritten(sql));
    },
    tx: (fn) => {
      const state = current.getStore();
      return state?.open ? nested(state, fn) : top(fn);
    },
    notifications: driver.notifications,
    onSlowQuery: (thresholdMs, report) => {
      slow = thresholdMs > 0 ? { thresholdMs, report } : null;
    },
    onWrite: (fn) => void writeHooks.push(fn),
    maintenance: async (sql) => {
      const conn = await driver.acquire();
      let broken = false;
      try {
        await conn.exec('SET statement_timeout = 0');
        await conn.exec(sql);
        await conn.exec('RESET statement_timeout');
      } catch (err) {
        broken = true;
        throw err;
      } finally {
        conn.release(broken);
      }
    },
    dumpDataDir: driver.dumpDataDir,
    close: () => driver.close(),
  };
}
