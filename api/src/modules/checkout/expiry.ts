import type { FastifyInstance } from 'fastify';
import { runClusterJob } from '../../cluster';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { CheckoutSettings } from './checkout-settings';
import { releaseUnpaidOrder } from './orders';

/**
 * Closes unpaid orders past their payment deadline and returns their stock, points and coupons.
 * Each order in its own short transaction; SKIP LOCKED lets several API replicas sweep at once.
 */
export async function expireOverdueOrders(db: Db, limit = 200): Promise<string[]> {
  const due = await db.query<{ orderNumber: string }>(
    `SELECT order_number AS "orderNumber" FROM order_info WHERE status = 1 AND pay_deadline <= now() AND sub_status <> 'merchantPaymentAudit' ORDER BY pay_deadline LIMIT $1`,
    [limit],
  );
  const closed: string[] = [];
  for (const { orderNumber } of due) {
    const done = await db.tx(async (t) => {
      const row = await t.one(
        `SELECT 1 FROM order_info WHERE order_number = $1 AND status = 1 AND pay_deadline <= now() FOR UPDATE SKIP LOCKED`,
        [orderNumber],
      );
      return row ? releaseUnpaidOrder(t, orderNumber, 'expired') : false;
    });
    if (done) closed.push(orderNumber);
  }
  return closed;
}

/**
 * Sweeps on the cluster-wide schedule: with N API processes one of them runs each sweep
 * (src/cluster/jobs.ts), and the row locks above keep even overlapping sweeps correct.
 */
export function startExpirySweeper(app: FastifyInstance, ctx: AppContext, settings: CheckoutSettings): void {
  if (!settings.sweepIntervalMs) return;
  runClusterJob(app, ctx.db, {
    name: 'checkout.expire-unpaid-orders',
    everyMs: settings.sweepIntervalMs,
    run: async (db) => {
      const closed = await expireOverdueOrders(db);
      if (closed.length) app.log.info({ closed }, 'expired unpaid orders');
    },
  });
}
