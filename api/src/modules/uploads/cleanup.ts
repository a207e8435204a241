import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runClusterJob } from '../../cluster';
import type { AppContext } from '../../context';
import { uploadService, type UploadService } from './uploads-service';

/**
 * UPLOAD_CLEANUP_INTERVAL_MS  how often abandoned uploads are removed (default 1 hour; 0 = never)
 * UPLOAD_ABANDON_HOURS        an upload never attached to anything is abandoned after this (default 24)
 */
const envSchema = z.object({
  UPLOAD_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  UPLOAD_ABANDON_HOURS: z.coerce.number().min(1).default(24),
});

/**
 * Removes files nobody attached: links never used or files never claimed (the form was left),
 * after UPLOAD_ABANDON_HOURS, and refused files after an hour. Rows first, in batches that other
 * replicas skip (SKIP LOCKED), then the bytes. Answers the removed keys.
 */
export async function removeAbandonedUploads(svc: UploadService, abandonHours: number, batch = 500): Promise<string[]> {
  const removed: string[] = [];
  for (;;) {
    const rows = await svc.db.query<{ key: string }>(
      `/* uploads.cleanup */ DELETE FROM upload WHERE file_key IN (
         SELECT file_key FROM upload
          WHERE (status IN (0, 1) AND created_at < now() - $1::double precision * interval '1 hour')
             OR (status = 3 AND created_at < now() - interval '1 hour')
          LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING file_key AS key`,
      [abandonHours, batch],
    );
    for (const { key } of rows) {
      // A file that was never written (an unused link) is simply not there.
      await svc.storage.remove(key).catch(() => undefined);
      removed.push(key);
    }
    if (rows.length < batch) return removed;
  }
}

/** The cleanup as a cluster job: one replica runs it per interval. */
export function scheduleUploadCleanup(app: FastifyInstance, ctx: AppContext): void {
  const env = envSchema.parse(process.env);
  if (!env.UPLOAD_CLEANUP_INTERVAL_MS) return;
  runClusterJob(app, ctx.db, {
    name: 'uploads.remove-abandoned',
    everyMs: env.UPLOAD_CLEANUP_INTERVAL_MS,
    run: async () => {
      const removed = await removeAbandonedUploads(await uploadService(ctx), env.UPLOAD_ABANDON_HOURS);
      if (removed.length) app.log.info({ removed: removed.length }, 'removed abandoned uploads');
    },
  });
}
