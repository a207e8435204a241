import { createHash, randomBytes } from 'node:crypto';
import { PAY_TYPES, RESPONSE_CODES } from '@mall/shared';
import type { z } from 'zod';
import type { payBody, PayResult } from '@mall/shared/contracts';
import type { Db } from '../../db';
import type { CheckoutSettings } from './checkout-settings';
import { POINTS_PER_CENT } from './checkout-settings';
import { GATEWAY_PAY_TYPES, moveBalance, movePoints, payBack, type GatewayRefund } from '../ledger';
import { CheckoutError, notFound } from './messages';
import { evaluateShipped, PAY_STAGE, type PayStage } from './order-stages';
import { orderNotice } from './notices';
import { commonPayTypes, completePlatformOrder, fulfilmentOf } from './order-kinds';
import { ORDER_STATUS, releaseUnpaidOrder } from './orders';
import { arr, num } from '../../db/sql';

export const QR_PAY_TYPES: readonly number[] = [PAY_TYPES.wechat, PAY_TYPES.alipay];
export const PAYMENT_STATUS = { pending: 0, paid: 1, cancelled: 2, expired: 3, awaitingMerchant: 4, refunded: 5 } as const;

/** The hosted page's token: random, handed to the payer once, only its hash kept. */
export const pageTokenHash = (token: string) => createHash('sha256').update(`sandbox-page\n${token}`).digest('hex');

/** POST /p/order/pay's body as parsed (contracts/payment.ts). */
export type PayInput = z.output<typeof payBody>;

interface LockedOrder {
  orderNumber: string;
  status: number;
  actualTotal: string | number;
  expired: boolean;
  closeReason: string | null;
  payStage: PayStage | null;
  advanceAmount: string | number | null;
  finalAmount: string | number | null;
  orderType: string;
}

/** Which part of an order a payment settles: all of it, the advance, or the final payment. */
export type PayPart = 'full' | 'advance' | 'final';
export interface Due {
  part: PayPart;
  amount: number;
}

/**
 * What the buyer can pay on an order now (null: nothing). An unpaid order is paid in full, or its
 * advance when the merchant asked for one; the final payment is due once the merchant set the
 * final price (pay stage 'finalDue'), while the order is to be shipped or shipped.
 */
export function dueOf(o: Pick<LockedOrder, 'status' | 'actualTotal' | 'payStage' | 'advanceAmount' | 'finalAmount'>): Due | null {
  if (o.status === ORDER_STATUS.unpaid) {
    if (o.payStage === PAY_STAGE.awaitingAdvance && o.advanceAmount != null) return { part: 'advance', amount: num(o.advanceAmount) };
    return o.payStage == null ? { part: 'full', amount: num(o.actualTotal) } : null;
  }
  if ((o.status === ORDER_STATUS.toShip || o.status === ORDER_STATUS.shipped) && o.payStage === PAY_STAGE.finalDue && o.finalAmount != null)
    return { part: 'final', amount: num(o.finalAmount) };
  return null;
}

async function lockOrders(t: Db, userId: string, orderNumbers: string[]): Promise<LockedOrder[]> {
  const rows = await t.query<LockedOrder>(
    `SELECT order_number AS "orderNumber", status, actual_total AS "actualTotal", pay_deadline <= now() AS expired, close_reason AS "closeReason",
            pay_stage AS "payStage", advance_amount AS "advanceAmount", final_amount AS "finalAmount", order_type AS "orderType"
       FROM order_info WHERE user_id = $1 AND order_number = ANY(${arr(2, 'text')}) ORDER BY order_number FOR UPDATE`,
    [userId, JSON.stringify(orderNumbers)],
  );
  if (rows.length !== new Set(orderNumbers).size) throw notFound();
  return rows;
}

/**
 * Books a payment on its orders, part by part. Each update is guarded by the state the part needs
 * (unpaid without advance, awaiting the advance, final due) and its amount, and order_settlement
 * has one row per order and part: nothing is ever settled twice.
 */
async function settleOrders(t: Db, parts: Record<string, PayPart>, paymentId: string, payType: number): Promise<void> {
  for (const orderNumber of Object.keys(parts).sort()) {
    const part = parts[orderNumber]!;
    let o: { amount: string | number; userId: string; orderType: string } | null;
    if (part === 'full') {
      o = await t.one(
        `UPDATE order_info SET status = 2, sub_status = 'awaitingShipment', pay_type = $2, paid_amount = actual_total, paid_at = now(), updated_at = now()
          WHERE order_number = $1 AND status = 1 AND pay_stage IS NULL RETURNING actual_total AS amount, user_id AS "userId", order_type AS "orderType"`,
        [orderNumber, payType],
      );
    } else if (part === 'advance') {
      o = await t.one(
        `UPDATE order_info SET status = 2, sub_status = 'awaitingShipment', pay_type = $2, paid_amount = advance_amount, paid_at = now(),
                advance_paid_at = now(), pay_stage = 'advancePaid', updated_at = now()
          WHERE order_number = $1 AND status = 1 AND pay_stage = 'awaitingAdvance' RETURNING advance_amount AS amount, user_id AS "userId", order_type AS "orderType"`,
        [orderNumber, payType],
      );
    } else {
      o = await t.one(
        `UPDATE order_info SET final_pay_type = $2, paid_amount = paid_amount + final_amount, final_paid_at = now(), pay_stage = 'settled', updated_at = now()
          WHERE order_number = $1 AND status IN (2, 3) AND pay_stage = 'finalDue' RETURNING final_amount AS amount, user_id AS "userId", order_type AS "orderType"`,
        [orderNumber, payType],
      );
    }
    if (!o) throw new CheckoutError('orderStatusChanged');
    await t.query(`INSERT INTO order_settlement (order_number, part, payment_id, amount) VALUES ($1, $2, $3, $4)`, [
      orderNumber,
      part,
      paymentId,
      num(o.amount),
    ]);
    const fulfil = fulfilmentOf(o.orderType);
    if (fulfil) {
      // A top-up or a membership: what it buys is given now, and the order is done.
      await fulfil(t, { orderNumber, userId: o.userId, amount: num(o.amount) });
      await completePlatformOrder(t, orderNumber);
      continue;
    }
    await orderNotice(
      t,
      o.userId,
      orderNumber,
      part === 'full' ? 'orderPaid' : part === 'advance' ? 'advancePaid' : 'finalPaid',
      num(o.amount),
    );
    if (part === 'final') await evaluateShipped(t, orderNumber);
  }
}

/** The parts a payment row settles (rows from before advances existed settle their orders in full). */
const partsOf = (orderNumbers: string[], parts: Record<string, PayPart> | null): Record<string, PayPart> =>
  Object.fromEntries(orderNumbers.map((n) => [n, parts?.[n] ?? 'full']));

const newPaymentId = () => `P${Date.now()}${randomBytes(6).toString('hex')}`;

type PayCheck = { expired: string[] } | { orders: LockedOrder[] };

/** Locks the orders, closes the ones past their deadline (committed), refuses anything not unpaid. */
async function checkPayable(db: Db, userId: string, orderNumbers: string[]): Promise<LockedOrder[]> {
  const check = await db.tx<PayCheck>(async (t) => {
    const orders = await lockOrders(t, userId, orderNumbers);
    const expired = orders.filter((o) => o.status === 1 && o.expired).map((o) => o.orderNumber);
    for (const n of expired) await releaseUnpaidOrder(t, n, 'expired');
    return expired.length ? { expired } : { orders };
  });
  if ('expired' in check) throw new CheckoutError('orderExpired', RESPONSE_CODES.SHOW_FAIL, undefined, { orderNumbers: check.expired });
  for (const o of check.orders) {
    if (o.status === 6) throw new CheckoutError(o.closeReason === 'expired' ? 'orderExpired' : 'orderCancelled');
    if (!dueOf(o)) throw new CheckoutError('orderStatusChanged');
  }
  return check.orders;
}

export type { PayResult };

/**
 * POST /p/order/pay. Balance and points pay at once from their ledgers; offline transfer waits for
 * the merchant; the gateway methods create a pending sandbox payment with an expiring QR code.
 * Every path locks the orders first, so repeated or concurrent calls never charge twice.
 */
export async function payOrders(
  db: Db,
  userId: string,
  input: PayInput,
  settings: CheckoutSettings,
  origin: string,
  apiPrefix: string,
  /** Attaches the offline transfer voucher (an upload of purpose 'pay-voucher') to the payment. */
  claimVoucher?: (fileKey: string, ref: string) => Promise<void>,
): Promise<PayResult> {
  await checkPayable(db, userId, input.orderNumbers);
  return db.tx(async (t) => {
    // Re-lock: the state may have moved between the check and now.
    const orders = await lockOrders(t, userId, input.orderNumbers);
    const dues = orders.map((o) => ({ o, due: dueOf(o) }));
    if (dues.some(({ o, due }) => !due || (o.status === ORDER_STATUS.unpaid && o.expired))) throw new CheckoutError('orderStatusChanged');
    if (!commonPayTypes(orders.map((o) => o.orderType)).includes(input.payType)) throw new CheckoutError('payTypeUnsupported');
    const parts = Object.fromEntries(dues.map(({ o, due }) => [o.orderNumber, due!.part])) as Record<string, PayPart>;
    const amount = dues.reduce((s, { due }) => s + due!.amount, 0);
    const paymentId = newPaymentId();
    const returnUrl = input.returnUrl ?? null;
    const insert = (status: number, extra: { qr?: string; expiresMs?: number; voucher?: string; pageToken?: string } = {}) =>
      t.query(
        `INSERT INTO payment (payment_id, user_id, order_numbers, pay_type, amount, status, return_url, qr_payload, voucher, expires_at, paid_at, parts, page_token_hash)
         VALUES ($1, $2, ${arr(3, 'text')}, $4, $5, $6::smallint, $7, $8, $9,
                 CASE WHEN $10::double precision IS NULL THEN NULL ELSE now() + $10::double precision * interval '1 millisecond' END,
                 CASE WHEN $6::smallint = 1 THEN now() END, $11::jsonb, $12)`,
        [
          paymentId,
          userId,
          JSON.stringify(input.orderNumbers),
          input.payType,
          amount,
          status,
          returnUrl,
          extra.qr ?? null,
          extra.voucher ?? null,
          extra.expiresMs ?? null,
          JSON.stringify(parts),
          extra.pageToken ? pageTokenHash(extra.pageToken) : null,
        ],
      );

    if (input.payType === PAY_TYPES.balance) {
      await insert(PAYMENT_STATUS.paid);
      await moveBalance(t, userId, -amount, 'pay', paymentId);
      await settleOrders(t, parts, paymentId, input.payType);
      const u = await t.one<{ balance: string | number }>(`SELECT balance FROM app_user WHERE user_id = $1`, [userId]);
      return { paymentId, payType: input.payType, amount, status: PAYMENT_STATUS.paid, balance: num(u?.balance) };
    }
    if (input.payType === PAY_TYPES.points) {
      await insert(PAYMENT_STATUS.paid);
      await movePoints(t, userId, -amount * POINTS_PER_CENT, 'pay', paymentId);
      await settleOrders(t, parts, paymentId, input.payType);
      const u = await t.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [userId]);
      return { paymentId, payType: input.payType, amount, status: PAYMENT_STATUS.paid, points: u?.score ?? 0 };
    }
    if (input.payType === PAY_TYPES.offline) {
      if (!input.voucher) throw new CheckoutError('voucherRequired', RESPONSE_CODES.INVALID_ARGUMENT);
      // One offline transfer under review per order: a new voucher replaces the pending one.
      await t.query(
        `UPDATE payment SET status = 2 WHERE user_id = $1 AND pay_type = $2 AND status = 4 AND order_numbers && ${arr(3, 'text')}`,
        [userId, PAY_TYPES.offline, JSON.stringify(input.orderNumbers)],
      );
      await insert(PAYMENT_STATUS.awaitingMerchant, { voucher: input.voucher });
      if (claimVoucher) await claimVoucher(input.voucher, `payment:${paymentId}`);
      await t.query(
        `UPDATE order_info SET sub_status = 'merchantPaymentAudit', updated_at = now() WHERE order_number = ANY(${arr(1, 'text')})`,
        [JSON.stringify(input.orderNumbers)],
      );
      return { paymentId, payType: input.payType, amount, status: PAYMENT_STATUS.awaitingMerchant };
    }
    if (GATEWAY_PAY_TYPES.includes(input.payType)) {
      if (!settings.sandbox) throw new CheckoutError('payTypeUnsupported');
      // Only the payer who got this link can open the hosted page or press its buttons.
      const pageToken = randomBytes(24).toString('base64url');
      const page = `${origin}${apiPrefix}/sandbox-gateway/pay/${paymentId}`;
      const hosted = `${page}?token=${pageToken}`;
      // A new QR code supersedes older pending ones of these orders.
      await t.query(`UPDATE payment SET status = 2 WHERE user_id = $1 AND status = 0 AND order_numbers && ${arr(2, 'text')}`, [
        userId,
        JSON.stringify(input.orderNumbers),
      ]);
      await insert(PAYMENT_STATUS.pending, { qr: page, expiresMs: settings.qrTtlMs, pageToken });
      const p = await t.one<{ expiresAt: string }>(`SELECT expires_at AS "expiresAt" FROM payment WHERE payment_id = $1`, [paymentId]);
      const isQr = QR_PAY_TYPES.includes(input.payType);
      return {
        paymentId,
        payType: input.payType,
        amount,
        status: PAYMENT_STATUS.pending,
        ...(isQr ? { qrPayload: hosted } : { redirectUrl: hosted }),
        expiresAt: new Date(p!.expiresAt).toISOString(),
      };
    }
    throw new CheckoutError('payTypeUnsupported');
  });
}

/**
 * The counter page: the orders, what is due now on each (all of it, the advance or the final
 * payment), the deadline of the unpaid ones, and the buyer's balance and points.
 */
export async function payInfo(db: Db, userId: string, orderNumbers: string[], settings: Pick<CheckoutSettings, 'sandbox'>) {
  // Expired unpaid orders are closed now rather than at the next sweep.
  await db.tx(async (t) => {
    const orders = await lockOrders(t, userId, orderNumbers);
    for (const o of orders) if (o.status === 1 && o.expired) await releaseUnpaidOrder(t, o.orderNumber, 'expired');
  });
  const rows = await db.query<{
    orderNumber: string;
    status: number;
    actualTotal: string | number;
    payDeadline: string;
    closeReason: string | null;
    subStatus: string;
    payStage: PayStage | null;
    advanceAmount: string | number | null;
    finalAmount: string | number | null;
    orderType: string;
    payType: number | null;
    paidAmount: string | number;
  }>(
    `SELECT order_number AS "orderNumber", status, actual_total AS "actualTotal", pay_deadline AS "payDeadline", close_reason AS "closeReason",
            sub_status AS "subStatus", pay_stage AS "payStage", advance_amount AS "advanceAmount", final_amount AS "finalAmount",
            order_type AS "orderType", pay_type AS "payType", paid_amount AS "paidAmount"
       FROM order_info WHERE user_id = $1 AND order_number = ANY(${arr(2, 'text')}) ORDER BY order_number`,
    [userId, JSON.stringify(orderNumbers)],
  );
  const user = await db.one<{ balance: string | number; score: number }>(`SELECT balance, score FROM app_user WHERE user_id = $1`, [
    userId,
  ]);
  const orders = rows.map((r) => {
    const due = dueOf(r);
    return {
      ...r,
      actualTotal: num(r.actualTotal),
      paidAmount: num(r.paidAmount),
      advanceAmount: r.advanceAmount == null ? null : num(r.advanceAmount),
      finalAmount: r.finalAmount == null ? null : num(r.finalAmount),
      payDeadline: new Date(r.payDeadline).toISOString(),
      part: due?.part ?? null,
      amountDue: due?.amount ?? 0,
    };
  });
  // Only unpaid orders have a deadline; a final payment has none.
  const unpaid = orders.filter((o) => o.status === ORDER_STATUS.unpaid);
  return {
    orders,
    totalAmount: orders.reduce((s, o) => s + o.amountDue, 0),
    payDeadline: unpaid.length ? new Date(Math.min(...unpaid.map((o) => new Date(o.payDeadline).getTime()))).toISOString() : null,
    allPaid: orders.length > 0 && orders.every((o) => o.part == null && o.status !== 6),
    balance: num(user?.balance),
    points: user?.score ?? 0,
    pointsPerCent: POINTS_PER_CENT,
    serverTime: new Date().toISOString(),
    /**
     * The methods this counter offers for these orders: what their types allow (a top-up: the
     * gateway only; points-mall items: points only), the sandbox gateway's only while PAYMENT_SANDBOX is on.
     */
    payTypes: commonPayTypes(orders.map((o) => o.orderType)).filter((n) => settings.sandbox || !GATEWAY_PAY_TYPES.includes(n)),
    sandbox: settings.sandbox,
  };
}

/** A payment of the buyer (the counter polls it while a QR code is shown). */
export async function paymentStatus(db: Db, userId: string, paymentId: string) {
  const p = await db.one<{
    status: number;
    expired: boolean;
    orderNumbers: string[];
    amount: string | number;
    payType: number;
    refundNo: string | null;
    refundAmount: string | number | null;
    refundedAt: string | null;
  }>(
    `SELECT p.status, (p.expires_at IS NOT NULL AND p.expires_at <= now()) AS expired, p.order_numbers AS "orderNumbers", p.amount, p.pay_type AS "payType",
            b.gateway_refund_no AS "refundNo", b.amount AS "refundAmount", b.created_at AS "refundedAt"
       FROM payment p LEFT JOIN payback b ON b.cause = 'late' AND b.ref = p.payment_id AND b.status = 'done'
      WHERE p.payment_id = $1 AND p.user_id = $2`,
    [paymentId, userId],
  );
  if (!p) throw new CheckoutError('paymentNotFound', RESPONSE_CODES.NOT_FOUND);
  const status = p.status === PAYMENT_STATUS.pending && p.expired ? PAYMENT_STATUS.expired : p.status;
  return {
    paymentId,
    status,
    paid: status === PAYMENT_STATUS.paid,
    qrExpired: status === PAYMENT_STATUS.expired,
    orderNumbers: p.orderNumbers,
    amount: num(p.amount),
    payType: p.payType,
    /** Money that arrived after the orders stopped being payable went back through the gateway. */
    refund: p.refundNo ? { refundNo: p.refundNo, amount: num(p.refundAmount), refundedAt: new Date(p.refundedAt!).toISOString() } : null,
  };
}

export interface GatewayNotice {
  paymentId: string;
  tradeNo: string;
  amount: number;
  status: 'SUCCESS' | 'CLOSED';
}

/**
 * A verified gateway notice. Idempotent: a replay of a processed notice answers 'already' without
 * moving money. The amount must equal the payment's. If the orders were closed or paid another
 * way before the money arrived, the money goes back through the gateway it came from (a refund
 * recorded on the payment, shown to the buyer); it never becomes platform balance.
 */
export async function applyGatewayNotice(
  db: Db,
  n: GatewayNotice,
  refund: GatewayRefund,
): Promise<'paid' | 'already' | 'refunded' | 'closed'> {
  return db.tx(async (t) => {
    const p = await t.one<{
      userId: string;
      status: number;
      amount: string | number;
      orderNumbers: string[];
      payType: number;
      tradeNo: string | null;
      parts: Record<string, PayPart> | null;
    }>(
      `SELECT user_id AS "userId", status, amount, order_numbers AS "orderNumbers", pay_type AS "payType", gateway_trade_no AS "tradeNo", parts
         FROM payment WHERE payment_id = $1 FOR UPDATE`,
      [n.paymentId],
    );
    if (!p) throw new CheckoutError('paymentNotFound', RESPONSE_CODES.NOT_FOUND);
    if (num(p.amount) !== n.amount) throw new CheckoutError('amountMismatch');
    if (p.status === PAYMENT_STATUS.paid || p.status === PAYMENT_STATUS.refunded) {
      if (p.tradeNo && p.tradeNo !== n.tradeNo) throw new CheckoutError('orderStatusChanged');
      return 'already';
    }
    if (n.status === 'CLOSED') {
      if (p.status === PAYMENT_STATUS.pending) await t.query(`UPDATE payment SET status = 2 WHERE payment_id = $1`, [n.paymentId]);
      return 'closed';
    }
    await t.query(`UPDATE payment SET status = 1, gateway_trade_no = $2, paid_at = now() WHERE payment_id = $1`, [n.paymentId, n.tradeNo]);
    const orders = await lockOrders(t, p.userId, p.orderNumbers);
    const parts = partsOf(p.orderNumbers, p.parts);
    // Still payable for exactly the part (and amount) this payment was made for?
    const payable = (o: LockedOrder) => {
      const due = dueOf(o);
      return due != null && due.part === parts[o.orderNumber] && (due.part !== 'full' || o.status === ORDER_STATUS.unpaid);
    };
    const total = orders.reduce((s, o) => s + (dueOf(o)?.amount ?? 0), 0);
    if (orders.every(payable) && total === num(p.amount)) {
      await settleOrders(t, parts, n.paymentId, p.payType);
      return 'paid';
    }
    // Money arrived for orders that are no longer payable: back through the gateway (the ledger's
    // payback; a refusal throws, the notice is answered with a failure and sent again later).
    await payBack(t, { cause: 'late', paymentId: n.paymentId, tradeNo: n.tradeNo }, refund);
    await t.query(`UPDATE payment SET status = 5, refund_reason = 'orderNotPayable' WHERE payment_id = $1`, [n.paymentId]);
    return 'refunded';
  });
}

/** Merchant confirms an offline transfer: the orders become paid. */
export async function confirmOfflinePayment(db: Db, shopId: number, orderNumber: string): Promise<{ paymentId: string }> {
  return db.tx(async (t) => {
    const p = await t.one<{ paymentId: string; userId: string; orderNumbers: string[]; parts: Record<string, PayPart> | null }>(
      `SELECT payment_id AS "paymentId", user_id AS "userId", order_numbers AS "orderNumbers", parts FROM payment
        WHERE status = 4 AND pay_type = $2 AND $1 = ANY(order_numbers) ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [orderNumber, PAY_TYPES.offline],
    );
    if (!p) throw new CheckoutError('paymentNotFound', RESPONSE_CODES.NOT_FOUND);
    const orders = await t.query<{ shopId: string | number; status: number }>(
      `SELECT shop_id AS "shopId", status FROM order_info WHERE order_number = ANY(${arr(1, 'text')}) ORDER BY order_number FOR UPDATE`,
      [JSON.stringify(p.orderNumbers)],
    );
    if (orders.some((o) => Number(o.shopId) !== shopId)) throw new CheckoutError('notYourShop', RESPONSE_CODES.NOT_FOUND);
    await t.query(`UPDATE payment SET status = 1, paid_at = now() WHERE payment_id = $1`, [p.paymentId]);
    await settleOrders(t, partsOf(p.orderNumbers, p.parts), p.paymentId, PAY_TYPES.offline);
    return { paymentId: p.paymentId };
  });
}
