import { PAY_TYPES, type PAYBACK_STATUSES } from '@mall/shared';
import type { RefundPayout } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { POINTS_PER_CENT } from '../checkout/checkout-settings';
import { moveBalance, movePoints } from './accounts';
import { releaseCoupons } from './coupons';
import { takeBackRewards } from './rewards';

/**
 * The one way anything goes back to a buyer (README.md): after-sales, a merchant's rejection,
 * cancel, expiry, and gateway money that arrived for orders no longer payable. Under the order's
 * row lock it reads what each settled part has left after every earlier payback, whatever path
 * wrote it (the `payback` and `stock_movement` rows), and gives back through the method it came
 * in: balance to the balance ledger, points to the points ledger, gateway money through the
 * gateway's refund, an offline transfer by the merchant's transfer. Never more than is left: a
 * request beyond it is a bug and rolls the caller's transaction back.
 */

/** Pay types that go through the gateway (the sandbox stands in: QR for WeChat/Alipay, a hosted page for PayPal). */
export const GATEWAY_PAY_TYPES: readonly number[] = [PAY_TYPES.wechat, PAY_TYPES.alipay, PAY_TYPES.paypal, PAY_TYPES.paypalCard];

/** A refund asked of the gateway that took a payment. */
export interface GatewayRefundRequest {
  paymentId: string;
  tradeNo: string | null;
  amount: number;
  /** The merchant side's idempotency key: a repeated call with it answers the first refund, never a second. */
  outRefundNo: string;
}
export type GatewayRefundAnswer = { ok: true; refundNo: string } | { ok: false; reason: string };
/**
 * The gateway's refund call, inside the caller's transaction (the sandbox's is local,
 * checkout/sandbox-gateway.ts; a real provider's goes to its API with outRefundNo as its key).
 */
export type GatewayRefund = (t: Db, r: GatewayRefundRequest) => Promise<GatewayRefundAnswer>;

/** Why something goes back; `ref` names the occasion (the request, the order, the payment). */
export type PaybackCause = 'refund' | 'reject' | 'cancel' | 'expire' | 'late';
export type SettlementPart = 'full' | 'advance' | 'final';
export type PaybackStatus = (typeof PAYBACK_STATUSES)[number];
export type PaybackResult = 'success' | 'awaitingTransfer' | 'failed';

/** A money payback as the buyer sees it (the wire's RefundPayout), with the part it came from. */
export type Payout = RefundPayout & { part: SettlementPart | 'payment' };

export interface OrderPaybackRequest {
  orderNumber: string;
  cause: Exclude<PaybackCause, 'late'>;
  /** The request (refund) or the order number (reject, cancel, expire). */
  ref: string;
  /** Money: an amount spread over the settled parts (last paid first), or everything they have left. */
  money: number | 'rest';
  /** Points spent as a discount: all not back yet, or the share of the goods refunded so far (all with the last unit). */
  points: 'rest' | 'share';
  /** Units back to stock per order line, or every unit of every line not back yet. */
  stock: { orderItemId: number; count: number }[] | 'rest';
  /** The order closes with it (status 6, this close reason and sub-status); its coupons come back by coupons.ts's rule. */
  close?: { reason: string; subStatus: string };
}

export interface LatePaybackRequest {
  cause: 'late';
  paymentId: string;
  tradeNo: string | null;
}

/** The money paid back by the cause (its payouts) and what came of it. */
export interface PaybackAnswer {
  payouts: Payout[];
  result: PaybackResult;
}

/** The order of paying back: the last money paid first. */
const PART_ORDER: Record<SettlementPart, number> = { final: 0, advance: 1, full: 2 };

const resultOf = (payouts: { status: PaybackStatus }[]): PaybackResult =>
  payouts.some((p) => p.status === 'failed')
    ? 'failed'
    : payouts.some((p) => p.status === 'awaitingTransfer')
      ? 'awaitingTransfer'
      : 'success';

/** The money paybacks of one cause and ref (a request's payouts, a rejection's, a late payment's). */
export async function payoutsOf(t: Db, cause: PaybackCause, ref: string): Promise<Payout[]> {
  const rows = await t.query<{
    part: Payout['part'];
    payType: number;
    amount: string | number;
    status: PaybackStatus;
    refundNo: string | null;
  }>(
    `SELECT part, pay_type AS "payType", amount, status, gateway_refund_no AS "refundNo" FROM payback
      WHERE cause = $1 AND ref = $2 AND part <> 'pointsUsed' ORDER BY payback_id`,
    [cause, ref],
  );
  return rows.map((r) => ({ ...r, amount: num(r.amount) }));
}

interface Source {
  part: SettlementPart | 'payment';
  paymentId: string;
  payType: number;
  tradeNo: string | null;
  left: number;
}

/** Pays one part back through its method and records it (one row per cause, ref and part). */
async function payPart(
  t: Db,
  who: { userId: string; orderNumber: string | null; cause: PaybackCause; ref: string },
  source: Source,
  amount: number,
  gateway: GatewayRefund | undefined,
): Promise<Payout> {
  const key = `${who.ref}:${source.part}`;
  let status: PaybackStatus = 'done';
  let refundNo: string | null = null;
  let failure: string | null = null;
  if (source.payType === PAY_TYPES.balance) {
    await moveBalance(t, who.userId, amount, 'refund', key);
  } else if (source.payType === PAY_TYPES.points) {
    await movePoints(t, who.userId, amount * POINTS_PER_CENT, 'refund', key);
  } else if (source.payType === PAY_TYPES.offline) {
    status = 'awaitingTransfer';
  } else if (GATEWAY_PAY_TYPES.includes(source.payType)) {
    if (!gateway) throw new Error(`payback ${key}: a gateway payment needs the gateway's refund call`);
    const answer = await gateway(t, { paymentId: source.paymentId, tradeNo: source.tradeNo, amount, outRefundNo: key });
    if (answer.ok) refundNo = answer.refundNo;
    else [status, failure] = ['failed', answer.reason];
  } else {
    [status, failure] = ['failed', 'payTypeUnsupported'];
  }
  await t.query(
    `INSERT INTO payback (cause, ref, order_number, user_id, part, payment_id, pay_type, amount, status, gateway_refund_no, failure)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [who.cause, who.ref, who.orderNumber, who.userId, source.part, source.paymentId, source.payType, amount, status, refundNo, failure],
  );
  return { part: source.part, payType: source.payType, amount, status, refundNo };
}

/**
 * Gives back what a cause owes the buyer (see OrderPaybackRequest, LatePaybackRequest), in the caller's
 * transaction. A cause and ref already paid back answers what it paid and moves nothing again.
 */
export async function payBack(t: Db, req: OrderPaybackRequest | LatePaybackRequest, gateway?: GatewayRefund): Promise<PaybackAnswer> {
  if (req.cause === 'late') return payBackLate(t, req, gateway);
  const row = await t.one<{
    userId: string;
    pointsUsed: number;
    goodsPaid: string | number;
    allRefunded: boolean;
    refundedGoods: string | number;
  }>(
    `SELECT user_id AS "userId", points_used AS "pointsUsed", greatest(actual_total - freight - insurance - taxes, 0) AS "goodsPaid",
            NOT EXISTS (SELECT 1 FROM order_item i WHERE i.order_number = o.order_number AND i.gift_of IS NULL AND i.refunded_count < i.count) AS "allRefunded",
            (SELECT coalesce(sum(refunded_amount), 0) FROM order_item i WHERE i.order_number = o.order_number) AS "refundedGoods"
       FROM order_info o WHERE order_number = $1 FOR UPDATE`,
    [req.orderNumber],
  );
  if (!row) throw new Error(`payback: order ${req.orderNumber} not found`);
  const o = { ...row, goodsPaid: num(row.goodsPaid), refundedGoods: num(row.refundedGoods) };
  const existing = await t.one(`SELECT 1 FROM payback WHERE cause = $1 AND ref = $2 LIMIT 1`, [req.cause, req.ref]);
  if (existing) {
    const payouts = await payoutsOf(t, req.cause, req.ref);
    return { payouts, result: resultOf(payouts) };
  }
  const who = { userId: o.userId, orderNumber: req.orderNumber, cause: req.cause, ref: req.ref };

  // Money: each settled part less every payback of it so far.
  const parts = (
    await t.query<{ part: SettlementPart; left: string | number; paymentId: string; payType: number; tradeNo: string | null }>(
      `SELECT s.part, s.amount - coalesce((SELECT sum(b.amount) FROM payback b WHERE b.order_number = s.order_number AND b.part = s.part), 0) AS left,
              s.payment_id AS "paymentId", p.pay_type AS "payType", p.gateway_trade_no AS "tradeNo"
         FROM order_settlement s JOIN payment p ON p.payment_id = s.payment_id WHERE s.order_number = $1`,
      [req.orderNumber],
    )
  )
    .map((p) => ({ ...p, left: num(p.left) }))
    .filter((p) => p.left > 0)
    .sort((a, b) => PART_ORDER[a.part] - PART_ORDER[b.part]);
  const moneyLeft = parts.reduce((s, p) => s + p.left, 0);
  const money = req.money === 'rest' ? moneyLeft : req.money;
  if (!(Number.isSafeInteger(money) && money >= 0 && money <= moneyLeft))
    throw new Error(`payback ${req.cause} ${req.ref}: ${money} asked, ${moneyLeft} left on order ${req.orderNumber}`);
  const payouts: Payout[] = [];
  let due = money;
  for (const p of parts) {
    if (due <= 0) break;
    const amount = Math.min(due, p.left);
    due -= amount;
    payouts.push(await payPart(t, who, p, amount, gateway));
  }

  // Points spent as a discount: the points used less every payback of them so far.
  const back = await t.one<{ sum: string | number }>(
    `SELECT coalesce(sum(amount), 0) AS sum FROM payback WHERE order_number = $1 AND part = 'pointsUsed'`,
    [req.orderNumber],
  );
  const pointsLeft = o.pointsUsed - num(back?.sum);
  const target =
    req.points === 'rest' || o.allRefunded || !o.goodsPaid
      ? o.pointsUsed
      : Math.min(o.pointsUsed, Math.floor((o.pointsUsed * o.refundedGoods) / o.goodsPaid));
  const points = Math.max(0, Math.min(pointsLeft, target - num(back?.sum)));
  if (points > 0) {
    // The ledgers' names: a request gives its share back, a closed order the rest.
    const [reason, ref] = req.cause === 'refund' ? (['refundPointsReturn', req.ref] as const) : (['orderReturn', req.orderNumber] as const);
    await movePoints(t, o.userId, points, reason, ref);
    await t.query(
      `INSERT INTO payback (cause, ref, order_number, user_id, part, amount, status) VALUES ($1, $2, $3, $4, 'pointsUsed', $5, 'done')`,
      [req.cause, req.ref, req.orderNumber, o.userId, points],
    );
  }

  // Stock: units of each line less every return of them so far, in SKU order (the lock order of submit).
  const lines = await t.query<{ orderItemId: string | number; skuId: string | number; prodId: string | number; left: number }>(
    `SELECT i.order_item_id AS "orderItemId", i.sku_id AS "skuId", i.prod_id AS "prodId",
            i.count - coalesce((SELECT sum(m.change) FROM stock_movement m WHERE m.order_item_id = i.order_item_id AND m.reason = 'return'), 0)::int AS left
       FROM order_item i WHERE i.order_number = $1 ORDER BY i.sku_id, i.order_item_id`,
    [req.orderNumber],
  );
  for (const l of lines) {
    const asked = req.stock === 'rest' ? l.left : (req.stock.find((s) => s.orderItemId === num(l.orderItemId))?.count ?? 0);
    if (asked > l.left) throw new Error(`payback ${req.cause} ${req.ref}: ${asked} units asked, ${l.left} left on line ${l.orderItemId}`);
    if (asked <= 0) continue;
    await t.query(
      `WITH m AS (INSERT INTO stock_movement (sku_id, change, reason, order_item_id, ref) VALUES ($1, $2, 'return', $3, $4)),
            s AS (UPDATE sku SET stocks = stocks + $2 WHERE sku_id = $1)
       UPDATE product SET total_stocks = total_stocks + $2 WHERE prod_id = $5`,
      [l.skuId, asked, l.orderItemId, `${req.cause}:${req.ref}`, l.prodId],
    );
  }
  if (req.stock !== 'rest' && req.stock.some((s) => !lines.some((l) => num(l.orderItemId) === s.orderItemId)))
    throw new Error(`payback ${req.cause} ${req.ref}: a line not of order ${req.orderNumber}`);

  if (money > 0 || points > 0)
    await t.query(
      `UPDATE order_info SET refunded_amount = refunded_amount + $2, points_returned = points_returned + $3, updated_at = now() WHERE order_number = $1`,
      [req.orderNumber, money, points],
    );
  // What the order earned on completion follows the money it kept.
  if (money > 0) await takeBackRewards(t, req.orderNumber, req.ref);
  if (req.close) await closeOrder(t, req.orderNumber, req.close.reason, req.close.subStatus);
  return { payouts, result: resultOf(payouts) };
}

/**
 * A gateway payment that settled nothing (its orders were closed or paid another way before the
 * money arrived) goes back whole through the gateway. A refusal throws: the notice is answered
 * with a failure and sent again later, and nothing is booked meanwhile.
 */
async function payBackLate(t: Db, req: LatePaybackRequest, gateway?: GatewayRefund): Promise<PaybackAnswer> {
  const p = await t.one<{ userId: string; payType: number; left: string | number }>(
    `SELECT user_id AS "userId", pay_type AS "payType",
            amount - coalesce((SELECT sum(s.amount) FROM order_settlement s WHERE s.payment_id = p.payment_id), 0)
                   - coalesce((SELECT sum(b.amount) FROM payback b WHERE b.payment_id = p.payment_id AND b.part = 'payment'), 0) AS left
       FROM payment p WHERE payment_id = $1 FOR UPDATE`,
    [req.paymentId],
  );
  if (!p) throw new Error(`payback: payment ${req.paymentId} not found`);
  const existing = await payoutsOf(t, 'late', req.paymentId);
  if (existing.length) return { payouts: existing, result: resultOf(existing) };
  const left = num(p.left);
  if (left <= 0) return { payouts: [], result: 'success' };
  if (!GATEWAY_PAY_TYPES.includes(p.payType)) throw new Error(`payback late ${req.paymentId}: not a gateway payment`);
  const payout = await payPart(
    t,
    { userId: p.userId, orderNumber: null, cause: 'late', ref: req.paymentId },
    { part: 'payment', paymentId: req.paymentId, payType: p.payType, tradeNo: req.tradeNo, left },
    left,
    gateway,
  );
  if (payout.status !== 'done') throw new Error(`gateway refused the refund of ${req.paymentId}`);
  return { payouts: [payout], result: 'success' };
}

/**
 * Tries a cause's failed gateway paybacks again (same out_refund_no, so the gateway answers the
 * first refund if it made one: never a second). Answers the cause's result after it.
 */
export async function retryFailedPaybacks(t: Db, cause: PaybackCause, ref: string, gateway: GatewayRefund): Promise<PaybackResult> {
  const failed = await t.query<{
    id: string | number;
    part: string;
    paymentId: string | null;
    amount: string | number;
    payType: number;
    tradeNo: string | null;
  }>(
    `SELECT b.payback_id AS id, b.part, b.payment_id AS "paymentId", b.amount, b.pay_type AS "payType", p.gateway_trade_no AS "tradeNo"
       FROM payback b LEFT JOIN payment p ON p.payment_id = b.payment_id
      WHERE b.cause = $1 AND b.ref = $2 AND b.status = 'failed' ORDER BY b.payback_id FOR UPDATE OF b`,
    [cause, ref],
  );
  for (const f of failed) {
    if (!f.paymentId || !GATEWAY_PAY_TYPES.includes(f.payType)) continue;
    const answer = await gateway(t, { paymentId: f.paymentId, tradeNo: f.tradeNo, amount: num(f.amount), outRefundNo: `${ref}:${f.part}` });
    if (answer.ok)
      await t.query(`UPDATE payback SET status = 'done', gateway_refund_no = $2, failure = NULL WHERE payback_id = $1`, [
        f.id,
        answer.refundNo,
      ]);
    else await t.query(`UPDATE payback SET failure = $2 WHERE payback_id = $1`, [f.id, answer.reason]);
  }
  return resultOf(await payoutsOf(t, cause, ref));
}

/** The merchant transferred a cause's offline paybacks: they are done. Answers how many were waiting. */
export async function markTransferred(t: Db, cause: PaybackCause, ref: string): Promise<number> {
  const rows = await t.query(
    `UPDATE payback SET status = 'done', transferred_at = now() WHERE cause = $1 AND ref = $2 AND status = 'awaitingTransfer' RETURNING 1`,
    [cause, ref],
  );
  return rows.length;
}

/**
 * Closes an order (status 6) and gives its coupons back when coupons.ts's rule says so. Every way
 * an order closes comes here: cancelled, expired, rejected (payBack's `close`), refunded in full.
 */
export async function closeOrder(t: Db, orderNumber: string, reason: string, subStatus: string): Promise<boolean> {
  const closed = await t.one(
    `UPDATE order_info SET status = 6, sub_status = $3, close_reason = $2, closed_at = now(), updated_at = now()
      WHERE order_number = $1 AND status <> 6 RETURNING 1`,
    [orderNumber, reason, subStatus],
  );
  if (closed) await releaseCoupons(t, orderNumber);
  return closed != null;
}
