import type { FastifyInstance } from 'fastify';
import { runClusterJob } from '../../cluster';
import type { Db } from '../../db';
import { followQuotationOrder } from './quotation-service';

/**
 * Validity dates by the clock: inquiring requests past their validity become 'expired', open
 * quotations past theirs become expired (3). Reads already derive both from the dates, so this
 * only stores what they show; it also catches up confirmed quotations whose order moved on
 * without its order event (received -> completed, closed unpaid -> open again).
 *
 * Restart- and replica-safe: nothing is kept in memory, every change is a conditional UPDATE of
 * rows taken with FOR UPDATE SKIP LOCKED, so two processes sweeping at once never act twice.
 */
export async function sweepSourcing(db: Db, limit = 500): Promise<{ rfqs: number; quotations: number; orders: number }> {
  const rfqs = await db.query(
    `UPDATE rfq SET status = 'expired'
      WHERE rfq_id IN (SELECT rfq_id FROM rfq WHERE status = 'inquiring' AND expires_at <= now()
                        ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        AND status = 'inquiring' AND expires_at <= now()
      RETURNING rfq_id`,
    [limit],
  );
  const quotations = await db.query(
    `UPDATE quotation SET status = 3
      WHERE quotation_id IN (SELECT quotation_id FROM quotation WHERE status IN (1, 2) AND valid_to <= now()
                              ORDER BY valid_to LIMIT $1 FOR UPDATE SKIP LOCKED)
        AND status IN (1, 2) AND valid_to <= now()
      RETURNING quotation_id`,
    [limit],
  );
  const moved = await db.query<{ orderNumber: string; status: number }>(
    `SELECT q.order_number AS "orderNumber", o.status FROM quotation q JOIN order_info o ON o.order_number = q.order_number
      WHERE q.status = 8 AND (o.status IN (4, 5) OR (o.status = 6 AND o.close_reason IN ('cancelled', 'expired', 'rejected')))
      LIMIT $1`,
    [limit],
  );
  for (const o of moved) {
    await db.tx((t) => followQuotationOrder(t, { kind: o.status === 6 ? 'closed' : 'received', orderNumber: o.orderNumber }));
  }
  return { rfqs: rfqs.length, quotations: quotations.length, orders: moved.length };
}

/**
 * Sweeps on the cluster-wide schedule (src/cluster/jobs.ts; 0 = off): with N API processes one of
 * them runs each sweep, from the moment the app is ready (after the migrations) until it closes.
 * JOBS=off keeps a process out.
 */
export function startSourcingSweeper(app: FastifyInstance, db: Db, intervalMs: number): void {
  if (!intervalMs) return;
  runClusterJob(app, db, {
    name: 'sourcing.validity',
    everyMs: intervalMs,
    run: async (jobDb) => {
      const n = await sweepSourcing(jobDb);
      if (n.rfqs || n.quotations || n.orders) app.log.info(n, 'sourcing validity sweep');
    },
  });
}
