import { RESPONSE_CODES } from '@mall/shared';
import type { merchantChangeAmountBody, merchantConfirmBody, merchantFinalPriceBody, merchantRejectBody } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { CheckoutError, evaluateShipped, ORDER_STATUS, orderNotice, PAY_STAGE, releaseUnpaidOrder } from '../checkout';
import { markTransferred, payBack, type GatewayRefund } from '../ledger';
import { checkOrderAmountCoversBatches } from './order-figures';
import { lockShopOrder } from './shop-orders';

/** An advance asked for: an amount in cents, or a percentage; `advanceAmount: null` removes it. */
type AdvanceInput = { advanceAmount?: number | null; advanceRatio?: number };

/** The terms of a shop's order: confirm (with an advance), change the amount, the final price, reject (money back). */

/** Pending gateway QR codes and offline transfers under review of an order no longer match its terms. */
async function voidPendingPayments(t: Db, orderNumber: string): Promise<void> {
  await t.query(`UPDATE payment SET status = 2 WHERE status IN (0, 4) AND $1 = ANY(order_numbers)`, [orderNumber]);
}

/**
 * Sets, changes or removes the advance of an unpaid order (caller holds the row lock). The buyer
 * gets a full payment window for the new terms: the deadline moves to at least now + timeout.
 */
async function applyAdvance(t: Db, orderNumber: string, total: number, input: AdvanceInput, payTimeoutMs: number): Promise<boolean> {
  if (input.advanceAmount === undefined && input.advanceRatio === undefined) return false;
  await voidPendingPayments(t, orderNumber);
  if (input.advanceAmount === null) {
    await t.query(
      `UPDATE order_info SET advance_amount = NULL, final_amount = NULL, pay_stage = NULL, sub_status = 'awaitingPayment', updated_at = now()
        WHERE order_number = $1`,
      [orderNumber],
    );
    return true;
  }
  const advance = input.advanceAmount ?? Math.round((total * input.advanceRatio!) / 100);
  if (!(advance > 0 && advance < total)) throw new CheckoutError('advanceRange', RESPONSE_CODES.INVALID_ARGUMENT);
  await t.query(
    `UPDATE order_info SET advance_amount = $2, final_amount = actual_total - $2, pay_stage = 'awaitingAdvance', sub_status = 'awaitingAdvancePayment',
            pay_deadline = greatest(pay_deadline, now() + $3::double precision * interval '1 millisecond'), updated_at = now()
      WHERE order_number = $1`,
    [orderNumber, advance, payTimeoutMs],
  );
  return true;
}

/** Confirms an order; on an unpaid order the merchant may ask for an advance at the same time. */
export async function confirmOrder(
  db: Db,
  shopId: number,
  input: z.output<typeof merchantConfirmBody>,
  payTimeoutMs: number,
): Promise<{ subStatus: string }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.unpaid && o.status !== ORDER_STATUS.toShip) throw new CheckoutError('orderStatusChanged');
    const wantsAdvance = input.advanceAmount !== undefined || input.advanceRatio !== undefined;
    if (wantsAdvance && o.status !== ORDER_STATUS.unpaid) throw new CheckoutError('orderStatusChanged');
    await t.query(`UPDATE order_info SET confirmed_at = coalesce(confirmed_at, now()), updated_at = now() WHERE order_number = $1`, [
      input.orderNumber,
    ]);
    await applyAdvance(t, input.orderNumber, num(o.actualTotal), input, payTimeoutMs);
    const r = await t.one<{ subStatus: string }>(`SELECT sub_status AS "subStatus" FROM order_info WHERE order_number = $1`, [
      input.orderNumber,
    ]);
    return { subStatus: r!.subStatus };
  });
}

/**
 * Changes the payable amount of an unpaid order; pending gateway payments of it are voided. An
 * advance already asked for stays and must remain below the new amount (or is set anew).
 */
export async function changeAmount(
  db: Db,
  shopId: number,
  input: z.output<typeof merchantChangeAmountBody>,
  payTimeoutMs: number,
): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.unpaid) throw new CheckoutError('orderStatusChanged');
    await t.query(
      `UPDATE order_info SET amount_adjustment = amount_adjustment + (actual_total - $2), actual_total = $2, updated_at = now() WHERE order_number = $1`,
      [input.orderNumber, input.actualTotal],
    );
    await voidPendingPayments(t, input.orderNumber);
    const changed = await applyAdvance(t, input.orderNumber, input.actualTotal, input, payTimeoutMs);
    if (!changed && o.advanceAmount != null) {
      await applyAdvance(t, input.orderNumber, input.actualTotal, { advanceAmount: num(o.advanceAmount) }, payTimeoutMs);
    }
  });
}

/**
 * The final price of an order paid in two parts: after the advance, the merchant confirms what is
 * left to pay (by default the order amount minus the advance; a different figure changes the
 * order amount). The final payment becomes due ('awaiting final payment'). It can be corrected
 * until it is paid.
 */
export async function setFinalPrice(
  db: Db,
  shopId: number,
  input: z.output<typeof merchantFinalPriceBody>,
): Promise<{ finalAmount: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    const open = o.status === ORDER_STATUS.toShip || o.status === ORDER_STATUS.shipped;
    if (!open || (o.payStage !== PAY_STAGE.advancePaid && o.payStage !== PAY_STAGE.finalDue)) throw new CheckoutError('orderStatusChanged');
    const finalAmount = input.finalAmount ?? num(o.finalAmount);
    const total = num(o.advanceAmount) + finalAmount;
    await checkOrderAmountCoversBatches(t, input.orderNumber, total);
    await voidPendingPayments(t, input.orderNumber);
    await t.query(
      `UPDATE order_info SET final_amount = $2, amount_adjustment = amount_adjustment + (actual_total - $3), actual_total = $3,
              pay_stage = 'finalDue', final_price_at = now(), updated_at = now()
        WHERE order_number = $1`,
      [input.orderNumber, finalAmount, total],
    );
    await evaluateShipped(t, input.orderNumber);
    return { finalAmount };
  });
}

/**
 * Rejects an order: unpaid ones close; paid ones (nothing shipped) close and everything the order
 * has left goes back through the ledger's one payback: each settled part through its method (an
 * offline transfer by the merchant's transfer, paybackTransferred), points spent, stock, coupons.
 */
export async function rejectOrder(
  db: Db,
  shopId: number,
  input: z.output<typeof merchantRejectBody>,
  gateway: GatewayRefund,
): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status === ORDER_STATUS.unpaid) {
      await releaseUnpaidOrder(t, input.orderNumber, 'rejected');
    } else if (o.status === ORDER_STATUS.toShip) {
      const shipped = await t.one(`SELECT 1 FROM order_batch WHERE order_number = $1 LIMIT 1`, [input.orderNumber]);
      if (shipped) throw new CheckoutError('orderStatusChanged');
      await voidPendingPayments(t, input.orderNumber);
      const close = { reason: 'rejected', subStatus: 'merchantRejected' };
      await payBack(
        t,
        { orderNumber: input.orderNumber, cause: 'reject', ref: input.orderNumber, money: 'rest', points: 'rest', stock: 'rest', close },
        gateway,
      );
    } else {
      throw new CheckoutError('orderStatusChanged');
    }
    await orderNotice(t, o.userId, input.orderNumber, 'orderRejected');
    await t.query(`UPDATE order_info SET sub_status = 'merchantRejected', reject_reason = $2, reject_note = $3 WHERE order_number = $1`, [
      input.orderNumber,
      input.reason,
      input.note,
    ]);
  });
}

/** The merchant transferred a rejected order's offline payment back: its paybacks are done, the buyer is told. */
export async function paybackTransferred(db: Db, shopId: number, orderNumber: string): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, orderNumber);
    const waiting = await t.one<{ sum: string | number | null }>(
      `SELECT sum(amount) AS sum FROM payback WHERE cause = 'reject' AND ref = $1 AND status = 'awaitingTransfer'`,
      [orderNumber],
    );
    if (!(await markTransferred(t, 'reject', orderNumber))) throw new CheckoutError('nothingToTransfer');
    await orderNotice(t, o.userId, orderNumber, 'paybackTransferred', num(waiting?.sum));
  });
}
