import type { FastifyInstance } from 'fastify';
import { clusterBus } from '../../cluster';
import type { AppContext } from '../../context';
import type { ChangeNotice } from '../../cache';
import { releaseServiceOf } from './release-service';

/**
 * A promotion or rollback made through any API process reaches every process's live set (and so
 * builds/latest.json, which the shells poll) when it commits, not when their short cache expires.
 */
export function followReleaseChanges(app: FastifyInstance, ctx: AppContext): void {
  const bus = clusterBus(ctx);
  const drop = () => releaseServiceOf(ctx).invalidate();
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = await bus.subscribe<ChangeNotice>('changes', (n) => {
      if (n.all || n.table === 'release_live' || n.table === 'release_version') drop();
    });
    bus.onMissed(drop);
  });
  app.addHook('onClose', async () => {
    await stop?.().catch(() => undefined);
  });
}
