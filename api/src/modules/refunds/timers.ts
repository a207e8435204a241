import type { FastifyInstance } from 'fastify';
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
 * Sweeps on an interval inside the API process (as checkout's order expiry does); correct with N
 * processes because of the row locks above, not because of any flag here. Stopped when the app closes.
 */
export function startRefundTimers(app: FastifyInstance, db: Db, h: Handling): void {
  if (!h.settings.sweepIntervalMs) return;
  let running = false;
  let closing = false;
  const timer = setInterval(() => {
    if (running || closing) return;
    running = true;
    runRefundTimers(db, h)
      .then((handled) => handled.length && app.log.info({ handled }, 'refund timers'))
      .catch((err: unknown) => !closing && app.log.warn({ err }, 'refund timers failed'))
      .finally(() => (running = false));
  }, h.settings.sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
  });
}
