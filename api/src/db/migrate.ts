import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface MigrateOptions {
  dir?: string;
  log?: (message: string) => void;
}

/** Migration files not applied yet (readiness: a process must not serve an older schema than its code). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await migrationFiles(dir)).map((f) => f.replace(/\.sql$/, ''));
  const applied = await db
    .query<{ version: string }>('SELECT version FROM schema_migrations')
    .then((rows) => new Set(rows.map((r) => r.version)));
  return files.filter((v) => !applied.has(v));
}

const readMigrationFiles = async (dir: string) => (await readdir(dir)).filter((f) => /^\d+_[\w-]+\.sql$/.test(f)).sort();
/** The shipped migrations do not change while the process runs: read once (readiness asks often). */
let shipped: Promise<string[]> | null = null;
const migrationFiles = (dir: string): Promise<string[]> =>
  dir === MIGRATIONS_DIR ? (shipped ??= readMigrationFiles(dir)) : readMigrationFiles(dir);

interface Applied {
  version: string;
  checksum: string;
}

/**
 * Applies every `NNNN_name.sql` in filename order that schema_migrations does not list yet, each
 * in its own transaction. A transaction-scoped advisory lock (per schema) makes replicas or test
 * files starting at once apply each file exactly once. Returns the versions applied now.
 */
export async function migrate(db: Db, opts: MigrateOptions = {}): Promise<string[]> {
  const dir = opts.dir ?? MIGRATIONS_DIR;
  const files = await migrationFiles(dir);
  // Index builds on a large catalogue take longer than a request's statement timeout.
  const lock = (t: Db) =>
    t.exec(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':schema_migrations')); SET LOCAL statement_timeout = 0`);

  const applied = await db.tx(async (t) => {
    await lock(t);
    await t.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    return t.query<Applied>('SELECT version, checksum FROM schema_migrations');
  });
  const known = new Map(applied.map((a) => [a.version, a.checksum]));

  const done: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await readFile(path.join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const previous = known.get(version);
    if (previous !== undefined) {
      // An applied migration is history; editing it does nothing, so say so instead of failing silently.
      if (previous !== checksum) opts.log?.(`migration ${file} changed after it was applied; write a new migration instead`);
      continue;
    }
    const ran = await db.tx(async (t) => {
      await lock(t);
      if (await t.one('SELECT 1 FROM schema_migrations WHERE version = $1', [version])) return false;
      await t.exec(sql);
      await t.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [version, checksum]);
      return true;
    });
    if (ran) {
      done.push(version);
      opts.log?.(`migration ${file} applied`);
    }
  }
  return done;
}
