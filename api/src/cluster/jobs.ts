import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db';

export interface ClusterJob {
  /** Unique per job; the row in cluster_job. */
  name: string;
  /** Time from the end of one run to the start of the next, whichever process runs it. */
  everyMs: number;
  /** A run longer than this is presumed dead (its process crashed) and may be started again. Default 10 min. */
  leaseMs?: number;
  run(db: Db): Promise<unknown>;
}

export interface JobRunner {
  /** Stops this process from taking part; a run in progress finishes first. */
  stop(): Promise<void>;
  /** Claims and runs the job now if it is due (tests; the timer calls it too). Answers whether it ran here. */
  tick(): Promise<boolean>;
}

/** This process's name in cluster_job.owner. */
export const PROCESS_ID = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Runs a job on a schedule shared by every process on the database: each process looks every
 * so often (about a fifth of everyMs, at most every 30 s, with jitter) and the one whose UPDATE
 * claims the due row runs it; the others find it not due. No in-memory flag decides anything, so
 * N replicas run each job once per period, and a crashed runner's lease expires.
 */
export function scheduleJob(db: Db, job: ClusterJob, log: (message: string, err?: unknown) => void, owner = PROCESS_ID): JobRunner {
  const leaseMs = job.leaseMs ?? 10 * 60_000;
  const pollMs = Math.max(50, Math.min(30_000, Math.round(job.everyMs / 5)));
  let running: Promise<boolean> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const claim = async (): Promise<boolean> => {
    await db.query(`INSERT INTO cluster_job (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [job.name]);
    const row = await db.one(
      `/* cluster.claimJob */ UPDATE cluster_job
          SET lease_until = now() + $3::double precision * interval '1 millisecond', owner = $2, started_at = now()
        WHERE name = $1 AND next_run_at <= now() AND (lease_until IS NULL OR lease_until < now())
        RETURNING name`,
      [job.name, owner, leaseMs],
    );
    return row !== null;
  };
  const finish = (error: string | null) =>
    db.query(
      `UPDATE cluster_job
          SET next_run_at = now() + $3::double precision * interval '1 millisecond', lease_until = NULL, finished_at = now(),
              runs = runs + 1, last_error = $4
        WHERE name = $1 AND owner = $2`,
      [job.name, owner, job.everyMs, error],
    );

  const tick = (): Promise<boolean> => {
    if (stopped) return Promise.resolve(false);
    running ??= (async () => {
      if (!(await claim())) return false;
      try {
        await job.run(db);
        await finish(null);
      } catch (err) {
        log(`job ${job.name} failed`, err);
        await finish(String((err as Error)?.message ?? err).slice(0, 500)).catch(() => undefined);
      }
      return true;
    })()
      .catch((err: unknown) => {
        if (!stopped) log(`job ${job.name}: could not claim`, err);
        return false;
      })
      .finally(() => (running = null));
    return running;
  };

  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(() => next(pollMs * (0.75 + Math.random() / 2))), delayMs);
    timer.unref();
  };
  // The first look soon after start (a job due since the last deployment runs now), spread over a
  // second or two so replicas started together do not all knock at once.
  next(Math.min(pollMs, 500 + Math.random() * 1500));

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
