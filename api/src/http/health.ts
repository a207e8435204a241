import type { FastifyInstance } from 'fastify';
import { cacheStatus } from '../cache';
import { clusterBus } from '../cluster';
import type { AppContext } from '../context';
import { pendingMigrations } from '../db/migrate';

/** A database that does not answer this fast counts as unreachable for the proxy. */
const DB_PING_TIMEOUT_MS = 2000;

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/**
 * For a load balancer or orchestrator, outside the {code,msg,data} envelope:
 *   GET /api/health  the process is up (no database call): restart it when this fails.
 *   GET /api/ready   it can serve: database reachable, every migration applied, change notices
 *                    heard (else its cached answers could be stale). 503 until then: route no
 *                    traffic to it, but do not restart it.
 */
export function registerHealth(app: FastifyInstance, ctx: AppContext): void {
  const prefix = ctx.config.apiPrefix;
  const startedAt = Date.now();
  const noStore = { 'cache-control': 'no-store' };

  app.get(`${prefix}/health`, { schema: { tags: ['system'], summary: 'Liveness: the process answers' } }, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok', uptimeS: Math.round((Date.now() - startedAt) / 1000), pid: process.pid }),
  );

  app.get(
    `${prefix}/ready`,
    { schema: { tags: ['system'], summary: 'Readiness: database reachable, migrations applied, change notices heard' } },
    async (_request, reply) => {
      const checks: Record<string, { ok: boolean; detail?: unknown }> = {};
      try {
        const started = performance.now();
        await withTimeout(ctx.db.query('SELECT 1'), DB_PING_TIMEOUT_MS);
        checks.database = { ok: true, detail: { kind: ctx.db.kind, pingMs: Math.round((performance.now() - started) * 10) / 10 } };
      } catch (err) {
        checks.database = { ok: false, detail: String((err as Error).message ?? err) };
      }
      if (checks.database.ok) {
        const pending = await pendingMigrations(ctx.db).catch((err: unknown) => [`unknown: ${String((err as Error).message ?? err)}`]);
        checks.migrations = { ok: pending.length === 0, detail: pending.length ? { pending } : undefined };
      } else checks.migrations = { ok: false, detail: 'database unreachable' };
      const cache = cacheStatus(ctx);
      checks.changeNotices = { ok: clusterBus(ctx).connected && (!cache.enabled || cache.listening), detail: cache };
      const ready = Object.values(checks).every((c) => c.ok);
      return reply
        .status(ready ? 200 : 503)
        .headers(noStore)
        .send({ status: ready ? 'ready' : 'not ready', checks });
    },
  );
}
