import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db';
import { createClusterBus, type ClusterBus } from './bus';
import { scheduleJob, type ClusterJob, type JobRunner } from './jobs';

export { createClusterBus, MAX_MESSAGE_BYTES, type ClusterBus, type Unsubscribe } from './bus';
export { scheduleJob, PROCESS_ID, type ClusterJob, type JobRunner } from './jobs';

interface Cluster {
  bus: ClusterBus;
  log: FastifyBaseLogger | null;
}
const clusters = new WeakMap<AppContext, Cluster>();

function clusterOf(ctx: AppContext): Cluster {
  let c = clusters.get(ctx);
  if (!c) {
    const holder: Cluster = { bus: null as unknown as ClusterBus, log: null };
    holder.bus = createClusterBus(ctx.db, (message, err) => report(holder, message, err));
    clusters.set(ctx, (c = holder));
  }
  return c;
}

function report(c: Cluster, message: string, err?: unknown): void {
  if (c.log) c.log.warn({ err }, message);
  else console.error(message, err ?? '');
}

/** The app's cluster bus (one per AppContext: one listening connection per process). */
export function clusterBus(ctx: AppContext): ClusterBus {
  return clusterOf(ctx).bus;
}

/** Where the bus reports undeliverable messages and failing subscribers (buildApp passes the app's logger). */
export function setClusterLogger(ctx: AppContext, log: FastifyBaseLogger): void {
  clusterOf(ctx).log = log;
}

/**
 * Runs job on the schedule shared by every process on the database (jobs.ts) from the moment the
 * app is ready (after migrations) until it closes. JOBS=off keeps a process out of every job.
 */
export function runClusterJob(app: FastifyInstance, db: Db, job: ClusterJob): void {
  if (process.env.JOBS === 'off') return;
  let runner: JobRunner | null = null;
  app.addHook('onReady', async () => {
    runner = scheduleJob(db, job, (message, err) => app.log.warn({ err }, message));
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
