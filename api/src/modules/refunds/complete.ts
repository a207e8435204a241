import { DEFAULT_CURRENCY, formatMoney } from '@mall/shared';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { evaluateShipped, movePoints, ORDER_STATUS, returnStock } from '../checkout';
import { tellBuyer } from './notices';
import type { GatewayRefund } from '../checkout';
import { payBack } from './payout';
import { goodsPaidOf } from './refundable';
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
    if (s.status !== ORDER_STATUS.closed) {
      await t.query(
        `UPDATE order_info SET status = 6, sub_status = 'refunded', close_reason = 'refunded', closed_at = now(), refund_status = 'full', updated_at = now()
          WHERE order_number = $1`,
        [orderNumber],
      );
      await returnCoupons(t, orderNumber);
    } else {
      await t.query(`UPDATE order_info SET refund_status = 'full', updated_at = now() WHERE order_number = $1`, [orderNumber]);
    }
    return;
  }
  const label = s.open ? 'inProgress' : s.anyRefunded ? 'partial' : null;
  await t.query(`UPDATE order_info SET refund_status = $2, updated_at = now() WHERE order_number = $1`, [orderNumber, label]);
  if (s.anyRefunded && s.status === ORDER_STATUS.toShip) await evaluateShipped(t, orderNumber);
}

/**
 * Coupons come back only when every order that used them is closed (a platform coupon is spread
 * over the orders of one submit; a partial refund keeps the coupon used).
 */
async function returnCoupons(t: Db, orderNumber: string): Promise<void> {
  await t.query(
    `UPDATE user_coupon uc SET status = 0, order_number = NULL, used_at = NULL
      WHERE uc.status = 1
        AND uc.user_coupon_id = ANY (SELECT unnest(coupon_ids) FROM order_info WHERE order_number = $1)
        AND NOT EXISTS (SELECT 1 FROM order_info o WHERE uc.user_coupon_id = ANY (o.coupon_ids) AND o.status <> 6)`,
    [orderNumber],
  );
}

/**
 * Points around a refund (README "Points and coupons"): points spent on the order come back in
 * proportion to the goods money refunded (all of them once everything is), and points the order
 * earned on completion are taken back in proportion to the money refunded (never below 0).
 */
async function settlePoints(t: Db, order: OrderRow, refundSn: string): Promise<void> {
  const o = await t.one<{ refundedGoods: string | number; refundedAmount: string | number; allRefunded: boolean }>(
    `SELECT (SELECT coalesce(sum(refunded_amount), 0) FROM order_item WHERE order_number = $1) AS "refundedGoods", refunded_amount AS "refundedAmount",
            NOT EXISTS (SELECT 1 FROM order_item i WHERE i.order_number = $1 AND i.gift_of IS NULL AND i.refunded_count < i.count) AS "allRefunded"
       FROM order_info WHERE order_number = $1`,
    [order.orderNumber],
  );
  if (!o) return;
  if (order.pointsUsed > 0) {
    const goods = goodsPaidOf(order);
    const target =
      o.allRefunded || !goods
        ? order.pointsUsed
        : Math.min(order.pointsUsed, Math.floor((order.pointsUsed * num(o.refundedGoods)) / goods));
    const back = target - order.pointsReturned;
    if (back > 0) {
      await movePoints(t, order.userId, back, 'refundPointsReturn', refundSn);
      await t.query(`UPDATE order_info SET points_returned = points_returned + $2 WHERE order_number = $1`, [order.orderNumber, back]);
    }
  }
  // Points the completed order earned ('orderEarn'; older ledgers also hold 'orderReward').
  const earnedRow = await t.one<{ earned: string | number }>(
    `SELECT coalesce(sum(change), 0) AS earned FROM points_ledger WHERE user_id = $1 AND ref = $2 AND reason IN ('orderEarn', 'orderReward')`,
    [order.userId, order.orderNumber],
  );
  const earned = num(earnedRow?.earned);
  // In proportion to what they were booked on: money refunded before the booking already earned none.
  const basis = order.pointsBasis > 0 ? order.pointsBasis : order.paidAmount;
  if (earned > 0 && basis > 0) {
    const kept = Math.min(basis, Math.max(0, order.paidAmount - num(o.refundedAmount)));
    const owed = earned - Math.floor((earned * kept) / basis) - order.pointsClawed;
    if (owed > 0) {
      const user = await t.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1 FOR UPDATE`, [order.userId]);
      const take = Math.min(owed, user?.score ?? 0);
      if (take > 0) await movePoints(t, order.userId, -take, 'orderEarnBack', refundSn);
      // What the buyer had already spent is not owed again: the order counts it as taken back.
      await t.query(`UPDATE order_info SET points_clawed = points_clawed + $2 WHERE order_number = $1`, [order.orderNumber, owed]);
    }
  }
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
  const { result } = await payBack(
    t,
    {
      refundSn: refund.refundSn,
      orderNumber: order.orderNumber,
      userId: order.userId,
      amount: refund.refundAmount,
      payType: order.payType,
      paidAmount: order.paidAmount,
    },
    opts.gateway,
  );
  const items = await refundItems(t, refund.refundSn);
  const back: { skuId: number; prodId: number; count: number }[] = [];
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
    if (restock > 0) back.push({ skuId: i.skuId, prodId: i.prodId, count: restock });
  }
  await returnStock(t, back);
  await t.query(`UPDATE order_info SET refunded_amount = refunded_amount + $2, updated_at = now() WHERE order_number = $1`, [
    order.orderNumber,
    refund.refundAmount,
  ]);
  await t.query(
    `UPDATE order_refund SET status = 5, refund_result = $2, refunded_at = now(), deadline_kind = NULL, deadline_at = NULL, updated_at = now()
      WHERE refund_sn = $1`,
    [refund.refundSn, result],
  );
  await settlePoints(t, order, refund.refundSn);
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
