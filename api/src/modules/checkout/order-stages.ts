import { CUSTOMS_THRESHOLD_RATIO } from '@mall/shared';
import type { PayStage } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { orderNotice } from './notices';
import { ORDER_STATUS } from './orders';

/**
 * Where a paid order stands: its payment stage (advance and final payment) and the shipping rule.
 * Buyer payments, after-sales refunds and the merchant's actions (the merchant module) all
 * re-evaluate an order through evaluateShipped.
 */

/** Payment stages of an order paid in two parts (order_info.pay_stage; NULL = paid in one go). */
export const PAY_STAGE = {
  awaitingAdvance: 'awaitingAdvance',
  advancePaid: 'advancePaid',
  finalDue: 'finalDue',
  settled: 'settled',
} as const satisfies { [S in PayStage]: S };
export type { PayStage };

/**
 * What the order waits for on the payment side, ahead of the shipping progress: a final payment
 * that is due ('awaitingFinalPayment'), or an offline transfer of it under review.
 */
async function paymentSubStatus(t: Db, orderNumber: string, payStage: PayStage | null): Promise<string | null> {
  if (payStage !== PAY_STAGE.finalDue) return null;
  const audit = await t.one(`SELECT 1 FROM payment WHERE status = 4 AND $1 = ANY(order_numbers) LIMIT 1`, [orderNumber]);
  return audit ? 'merchantPaymentAudit' : 'awaitingFinalPayment';
}

/**
 * The shipping rule (spec section 4): an order becomes shipped when everything is shipped with
 * logistics vouchers uploaded and the customs declared amount reaches 80% of the order amount;
 * the shipped date is the customs release date. Also refreshes the sub-status (a final payment
 * that is due is shown ahead of the shipping progress).
 */
export async function evaluateShipped(t: Db, orderNumber: string): Promise<number> {
  const o = await t.one<{ status: number; actualTotal: string | number; payStage: PayStage | null }>(
    `SELECT status, actual_total - refunded_amount AS "actualTotal", pay_stage AS "payStage" FROM order_info WHERE order_number = $1`,
    [orderNumber],
  );
  if (o?.status === ORDER_STATUS.shipped) {
    const sub = (await paymentSubStatus(t, orderNumber, o.payStage)) ?? 'awaitingReceipt';
    await t.query(`UPDATE order_info SET sub_status = $2, updated_at = now() WHERE order_number = $1`, [orderNumber, sub]);
    return o.status;
  }
  if (!o || o.status !== ORDER_STATUS.toShip) return o?.status ?? 0;
  // Units refunded before shipment (cancelled_count) are not owed; the customs rule covers what is left to pay for.
  const lines = await t.one<{ ordered: number; shipped: number }>(
    `SELECT sum(count - cancelled_count)::int AS ordered, sum(shipped_count)::int AS shipped FROM order_item WHERE order_number = $1`,
    [orderNumber],
  );
  const batches = await t.one<{ n: number; withVoucher: number }>(
    `SELECT count(*)::int AS n, count(voucher)::int AS "withVoucher" FROM order_batch WHERE order_number = $1`,
    [orderNumber],
  );
  const customs = await t.one<{ declaredAmount: string | number; status: number; releaseDate: string | null }>(
    `SELECT declared_amount AS "declaredAmount", status, release_date::text AS "releaseDate" FROM order_customs WHERE order_number = $1`,
    [orderNumber],
  );
  const allShipped = (lines?.shipped ?? 0) >= (lines?.ordered ?? 1);
  const vouchers = (batches?.n ?? 0) > 0 && batches!.n === batches!.withVoucher;
  const customsOk =
    customs != null && customs.status === 2 && num(customs.declaredAmount) >= Math.ceil(num(o.actualTotal) * CUSTOMS_THRESHOLD_RATIO);
  const paySub = await paymentSubStatus(t, orderNumber, o.payStage);
  if (allShipped && vouchers && customsOk) {
    const shipped = await t.one<{ userId: string }>(
      `UPDATE order_info SET status = 3, sub_status = $3, shipped_at = coalesce($2::date::timestamptz, now()),
              dispatch_date = coalesce($2::date, current_date), updated_at = now() WHERE order_number = $1 RETURNING user_id AS "userId"`,
      [orderNumber, customs!.releaseDate, paySub ?? 'awaitingReceipt'],
    );
    await orderNotice(t, shipped!.userId, orderNumber, 'orderShipped');
    return ORDER_STATUS.shipped;
  }
  const sub = paySub ?? ((lines?.shipped ?? 0) === 0 ? 'awaitingShipment' : allShipped ? 'awaitingCustoms' : 'partialShipment');
  await t.query(`UPDATE order_info SET sub_status = $2, updated_at = now() WHERE order_number = $1`, [orderNumber, sub]);
  return ORDER_STATUS.toShip;
}
