import type { FastifyInstance } from 'fastify';
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

/** Sweeps on an interval inside the API process; stopped when the app closes. */
export function startExpirySweeper(app: FastifyInstance, db: Db, settings: CheckoutSettings): void {
  if (!settings.sweepIntervalMs) return;
  let running = false;
  let closing = false;
  const timer = setInterval(() => {
    if (running || closing) return;
    running = true;
    expireOverdueOrders(db)
      .then((closed) => closed.length && app.log.info({ closed }, 'expired unpaid orders'))
      .catch((err: unknown) => !closing && app.log.warn({ err }, 'order expiry sweep failed'))
      .finally(() => (running = false));
  }, settings.sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
  });
}
