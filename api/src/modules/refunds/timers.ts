import type { FastifyInstance } from 'fastify';
import { runClusterJob } from '../../cluster';
import type { Db } from '../../db';
import { endRequest } from './complete';
import { tellBuyer } from './notices';
import { acceptRequest, receiveReturn, type Handling } from './seller-actions';
import { lockRefund, REFUND_STATUS } from './refund-store';

/**
 * The three after-sales timers (README "Timers"). Deadlines are rows (order_refund.deadline_kind
 * and deadline_at), so they survive restarts; any API process may run a sweep. Each due request
 * is handled in its own transaction under its order and request row locks, taken with SKIP
 * LOCKED, and re-checked there (status and deadline): two processes sweeping at once never handle
 * one request twice, and a request the buyer or seller is acting on right now is left for the
 * next sweep.
 *
 * - sellerAnswer (status 1, REFUND_SELLER_TIMEOUT_MS): accepted by the platform on the seller's
 *   behalf; refund only is refunded, a return waits for the buyer's parcel.
 * - buyerShip (status 2, REFUND_BUYER_SHIP_TIMEOUT_MS): the buyer did not ship: timed out (6).
 * - sellerReceive (status 3, REFUND_SELLER_RECEIVE_TIMEOUT_MS): receipt assumed: refunded.
 */
export async function runRefundTimers(db: Db, h: Handling, limit = 100): Promise<{ refundSn: string; status: number }[]> {
  const due = await db.query<{ refundSn: string }>(
    `SELECT refund_sn AS "refundSn" FROM order_refund WHERE deadline_at <= now() ORDER BY deadline_at LIMIT $1`,
    [limit],
  );
  const handled: { refundSn: string; status: number }[] = [];
  for (const { refundSn } of due) {
    const status = await db.tx(async (t) => {
      const locked = await lockRefund(t, refundSn, { platform: true }, true);
      if (!locked) return null;
      const { refund, order } = locked;
      if (!refund.overdue) return null;
      if (refund.deadlineKind === 'sellerAnswer' && refund.status === REFUND_STATUS.applied)
        return acceptRequest(t, refund, order, h, { actor: 'system' });
      if (refund.deadlineKind === 'buyerShip' && refund.status === REFUND_STATUS.sellerProcessing) {
        await endRequest(t, refund, REFUND_STATUS.withdrawn, 'buyerTimeout', { actor: 'system', action: 'buyerTimeout' });
        await tellBuyer(t, refund, 'timedOut');
        return REFUND_STATUS.withdrawn;
      }
      if (refund.deadlineKind === 'sellerReceive' && refund.status === REFUND_STATUS.buyerShipped)
        return receiveReturn(t, refund, order, h, 'system');
      // A deadline left on a request in another state is stale: drop it.
      await t.query(`UPDATE order_refund SET deadline_kind = NULL, deadline_at = NULL WHERE refund_sn = $1`, [refundSn]);
      return null;
    });
    if (status != null) handled.push({ refundSn, status });
  }
  return handled;
}

/**
 * Sweeps on the cluster-wide schedule (src/cluster/jobs.ts), as checkout's order expiry does: with
 * N API processes one of them runs each sweep, and the row locks above keep even overlapping
 * sweeps correct. JOBS=off keeps a process out; stopped when the app closes.
 */
export function startRefundTimers(app: FastifyInstance, db: Db, h: Handling): void {
  if (!h.settings.sweepIntervalMs) return;
  runClusterJob(app, db, {
    name: 'refunds.timers',
    everyMs: h.settings.sweepIntervalMs,
    run: async (jobDb) => {
      const handled = await runRefundTimers(jobDb, h);
      if (handled.length) app.log.info({ handled }, 'refund timers');
    },
  });
}
