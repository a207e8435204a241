import { DEFAULT_CURRENCY, formatMoney } from '@mall/shared';
import type { Db } from '../../db';
import { evaluateShipped, ORDER_STATUS } from '../checkout';
import { closeOrder, payBack, type GatewayRefund } from '../ledger';
import { tellBuyer } from './notices';
import { addProgress, refundItems, REFUND_STATUS, setDeadline, type Actor, type OrderRow, type RefundRow } from './refund-store';

/**
 * The after-sales label of an order (spec section 4): 'inProgress' while a request is open,
 * 'partial' once something was refunded, 'full' when every bought unit was refunded, which
 * closes the order (status 6, 'refunded') and gives its coupons back. A partially refunded order
 * still to be shipped is looked at again by the shipping rule (refunded units are no longer owed).
 */
export async function refreshOrderAfterSales(t: Db, orderNumber: string): Promise<void> {
  const s = await t.one<{ open: boolean; allRefunded: boolean; anyRefunded: boolean; status: number }>(
    `SELECT EXISTS (SELECT 1 FROM order_refund r WHERE r.order_number = o.order_number AND r.status IN (1, 2, 3, 4)) AS open,
            NOT EXISTS (SELECT 1 FROM order_item i WHERE i.order_number = o.order_number AND i.gift_of IS NULL AND i.refunded_count < i.count) AS "allRefunded",
            (o.refunded_amount > 0 OR EXISTS (SELECT 1 FROM order_item i WHERE i.order_number = o.order_number AND i.refunded_count > 0)) AS "anyRefunded",
            o.status
       FROM order_info o WHERE o.order_number = $1`,
    [orderNumber],
  );
  if (!s) return;
  if (s.allRefunded && !s.open) {
    // Refunded in full: the order closes (the ledger's one close: its coupons follow their rule).
    if (s.status !== ORDER_STATUS.closed) await closeOrder(t, orderNumber, 'refunded', 'refunded');
    await t.query(`UPDATE order_info SET refund_status = 'full', updated_at = now() WHERE order_number = $1`, [orderNumber]);
    return;
  }
  const label = s.open ? 'inProgress' : s.anyRefunded ? 'partial' : null;
  await t.query(`UPDATE order_info SET refund_status = $2, updated_at = now() WHERE order_number = $1`, [orderNumber, label]);
  if (s.anyRefunded && s.status === ORDER_STATUS.toShip) await evaluateShipped(t, orderNumber);
}

export interface CompleteOptions {
  gateway: GatewayRefund;
  actor: Actor;
  action: string;
  note?: string | null;
}

/**
 * A request becomes refunded (status 5), in the caller's transaction with both rows locked: the
 * money goes back through the paying method, the lines and the order book the refunded units and
 * amount, units that come back (returned, or never shipped) go back to stock, points are settled,
 * and the order's label (and closing) follow. One progress record; the buyer is told.
 */
export async function completeRefund(t: Db, refund: RefundRow, order: OrderRow, opts: CompleteOptions): Promise<void> {
  // The lines first: the points spent come back in proportion to the goods refunded, this request included.
  const items = await refundItems(t, refund.refundSn);
  const back: { orderItemId: number; count: number }[] = [];
  for (const i of items) {
    // Units never shipped are cancelled (the merchant no longer owes them) and were never out of stock.
    const unshipped = Math.max(0, i.ordered - i.shippedCount - i.cancelledCount);
    const cancel = Math.min(i.count, unshipped);
    await t.query(
      `UPDATE order_item SET refunded_count = refunded_count + $2, refunded_amount = refunded_amount + $3, cancelled_count = cancelled_count + $4
        WHERE order_item_id = $1`,
      [i.orderItemId, i.count, i.amount, cancel],
    );
    const restock = refund.applyType === 2 ? i.count : cancel;
    if (restock > 0) back.push({ orderItemId: i.orderItemId, count: restock });
  }
  // Money through the paying method, points spent, returned units: the ledger's one payback (what
  // each part has left is its business; the request's amount was checked against it on apply).
  const { result } = await payBack(
    t,
    { orderNumber: order.orderNumber, cause: 'refund', ref: refund.refundSn, money: refund.refundAmount, points: 'share', stock: back },
    opts.gateway,
  );
  await t.query(
    `UPDATE order_refund SET status = 5, refund_result = $2, refunded_at = now(), deadline_kind = NULL, deadline_at = NULL, updated_at = now()
      WHERE refund_sn = $1`,
    [refund.refundSn, result],
  );
  await refreshOrderAfterSales(t, order.orderNumber);
  await addProgress(t, refund.refundSn, opts.actor, opts.action, REFUND_STATUS.refunded, opts.note ?? null);
  const amount = formatMoney(refund.refundAmount, DEFAULT_CURRENCY);
  await addProgress(
    t,
    refund.refundSn,
    'system',
    result === 'success' ? 'refunded' : result === 'awaitingTransfer' ? 'awaitingTransfer' : 'refundFailed',
    REFUND_STATUS.refunded,
    amount,
  );
  await tellBuyer(t, refund, result === 'success' ? 'refunded' : result === 'failed' ? 'refundFailed' : 'awaitingTransfer', { amount });
}

/** A request ends without money (withdrawn, timed out, refused, order closed): its deadline goes, the label follows. */
export async function endRequest(
  t: Db,
  refund: RefundRow,
  to: typeof REFUND_STATUS.withdrawn | typeof REFUND_STATUS.closed,
  closeReason: string,
  progress: { actor: Actor; action: string; note?: string | null },
): Promise<void> {
  await t.query(`UPDATE order_refund SET status = $2, close_reason = $3, closed_at = now(), updated_at = now() WHERE refund_sn = $1`, [
    refund.refundSn,
    to,
    closeReason,
  ]);
  await setDeadline(t, refund.refundSn, null);
  await addProgress(t, refund.refundSn, progress.actor, progress.action, to, progress.note ?? null);
  await refreshOrderAfterSales(t, refund.orderNumber);
}
