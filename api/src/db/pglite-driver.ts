import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Driver, Runner } from './driver';
import { Mutex } from './mutex';
import { checkChannel, type Notifications } from './notifications';
import { PG_DATE_OID, PG_INT8_OID, PG_NUMERIC_OID, parseDate, parseInt8, parseNumeric } from './numbers';

/**
 * PGlite is one connection: a transaction holds the mutex from BEGIN to COMMIT, and statements
 * outside it queue behind, so concurrent requests never interleave inside someone's transaction.
 */
export async function openPglite(dataDir: string, schema?: string, image?: Blob): Promise<Driver> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite creates only the last folder of the path; the first start creates the rest.
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  const pg = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    loadDataDir: image,
    extensions: { pg_trgm },
    parsers: { [PG_INT8_OID]: parseInt8, [PG_NUMERIC_OID]: parseNumeric, [PG_DATE_OID]: parseDate },
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
  // One process, one database: a notice reaches the listeners of this process when the writing
  // transaction commits, before the COMMIT's promise resolves (so a reader after the write sees
  // caches already invalidated). The LISTEN itself waits for the mutex so it never joins (and
  // could be rolled back with) someone's transaction.
  const notifications: Notifications = {
    connected: true,
    listen: async (channel, onPayload) => {
      checkChannel(channel);
      const unlisten = await mutex.run(() => pg.listen(channel, onPayload));
      return () => mutex.run(() => unlisten());
    },
    onReset: () => () => undefined,
    close: async () => undefined,
  };
  return {
    notifications,
    kind: 'pglite',
    root: {
      query: (sql, params) => mutex.run(() => direct.query(sql, params)),
      exec: (sql) => mutex.run(() => direct.exec(sql)),
    },
    acquire: async () => {
      const release = await mutex.lock();
      return { ...direct, release: () => release() };
    },
    dumpDataDir: () => mutex.run(() => pg.dumpDataDir('none')),
    close: async () => {
      // Waits for a running transaction instead of cutting it off.
      await mutex.run(() => pg.close());
      unlock();
    },
  };
}

/**
 * PGlite is one process's database: a second process opening the same folder (a second
 * `npm start`) corrupts it. The folder's lock file names the owner; a live owner is refused with a
 * clear message, a dead one's lock is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        process.off('exit', release);
        rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner = 0;
      try {
        owner = Number(readFileSync(file, 'utf8'));
      } catch (readErr) {
        if ((readErr as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
        throw readErr;
      }
      if (owner && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner} (is the site already running?). ` +
            'Stop that process first, or give this one its own DATA_DIR or a DATABASE_URL.',
        );
      }
      rmSync(file, { force: true }); // left by a process that has ended
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
