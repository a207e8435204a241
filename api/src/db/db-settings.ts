import os from 'node:os';
import { z } from 'zod';

/**
 * How the API uses a PostgreSQL server, from the environment (validated at start like config.ts):
 *   DB_POOL_MAX              connections per process (default: 4 per core, 4..20; see docs/scaling.md)
 *   DB_STATEMENT_TIMEOUT_MS  a statement running longer is cancelled (default 5000; 0 = none)
 *   DB_SLOW_QUERY_MS         statements slower than this are logged with their name (default 100)
 * Migrations and the seed lift the timeout for their own transactions.
 */
export interface DbSettings {
  poolMax: number;
  statementTimeoutMs: number;
  slowQueryMs: number;
}

const int = (min: number) => z.coerce.number().int().min(min).optional();
const envSchema = z.object({
  DB_POOL_MAX: int(1),
  DB_STATEMENT_TIMEOUT_MS: int(0),
  DB_SLOW_QUERY_MS: int(0),
});

/** Requests mostly wait on the database, so a few connections per core keep both cores busy without queueing in PostgreSQL. */
export const defaultPoolMax = (cores = os.availableParallelism()): number => Math.min(20, Math.max(4, cores * 4));

export function loadDbSettings(env: NodeJS.ProcessEnv = process.env): DbSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid database settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  return {
    poolMax: e.DB_POOL_MAX ?? defaultPoolMax(),
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS ?? 5000,
    slowQueryMs: e.DB_SLOW_QUERY_MS ?? 100,
  };
}
