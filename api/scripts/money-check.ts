/**
 * `pnpm money:check`: holds a database to the money invariants (docs/money.md) and fails with the
 * list of breaches. The database is the API's: DATABASE_URL (PostgreSQL; DB_SCHEMA for one schema),
 * else DATA_DIR (PGlite, default .data/pglite). A PGlite folder is one process's: stop the server
 * that uses it first.
 *
 *   pnpm money:check                                   # .data/pglite
 *   DATA_DIR=/tmp/mall-e2e-123 pnpm money:check        # the e2e run's server data
 *   DATABASE_URL=postgres://mall:mall@127.0.0.1:5432/mall pnpm money:check
 */
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { pendingMigrations } from '../src/db/migrate';
import { checkMoney, formatBreaches } from '../src/modules/ledger/check';

const config = loadConfig(process.env);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: process.env.DB_SCHEMA || undefined });
try {
  const pending = await pendingMigrations(db).catch(() => ['(no schema_migrations table)']);
  if (pending.length) {
    console.error(`money:check: ${where} is not migrated to this code (pending: ${pending.join(', ')}); start the API once first.`);
    process.exitCode = 2;
  } else {
    const started = Date.now();
    const breaches = await checkMoney(db);
    console.log(`money:check on ${where} (${Date.now() - started} ms)`);
    console.log(formatBreaches(breaches));
    if (breaches.length) process.exitCode = 1;
  }
} finally {
  await db.close();
}
