import { CUSTOMS_DECLARED_MAX_RATIO, DEFAULT_CURRENCY, formatMoney, RESPONSE_CODES } from '@mall/shared';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { CheckoutError } from '../checkout';

/**
 * The merchant's figures are bounded by the order (README.md beside this file, "Merchant figures"): what the
 * buyer is shown as declared or shipped can never be a number the order does not support.
 */
const usd = (cents: number) => formatMoney(cents, DEFAULT_CURRENCY);

/** Customs declared amount: at most CUSTOMS_DECLARED_MAX_RATIO times the order amount. */
export function checkDeclaredAmount(declaredAmount: number, orderAmount: number): void {
  const max = Math.floor(orderAmount * CUSTOMS_DECLARED_MAX_RATIO);
  if (declaredAmount > max)
    throw new CheckoutError('declaredAmountTooHigh', RESPONSE_CODES.INVALID_ARGUMENT, {
      max: usd(max),
      percent: Math.round(CUSTOMS_DECLARED_MAX_RATIO * 100),
    });
}

/** What the order's batches already declare (in the caller's transaction, order row locked). */
export async function shippedAmount(t: Db, orderNumber: string): Promise<number> {
  const row = await t.one<{ total: string | number }>(`SELECT coalesce(sum(amount), 0) AS total FROM order_batch WHERE order_number = $1`, [
    orderNumber,
  ]);
  return num(row?.total ?? 0);
}

/** A new batch: the batch amounts add up to at most the order amount. */
export async function checkBatchAmount(t: Db, orderNumber: string, amount: number, orderAmount: number): Promise<void> {
  const left = orderAmount - (await shippedAmount(t, orderNumber));
  if (amount > left) throw new CheckoutError('batchAmountTooHigh', RESPONSE_CODES.INVALID_ARGUMENT, { left: usd(Math.max(0, left)) });
}

/** A new order amount (final price): never below what the batches already declare. */
export async function checkOrderAmountCoversBatches(t: Db, orderNumber: string, orderAmount: number): Promise<void> {
  const shipped = await shippedAmount(t, orderNumber);
  if (orderAmount < shipped) throw new CheckoutError('orderAmountBelowShipped', RESPONSE_CODES.INVALID_ARGUMENT, { shipped: usd(shipped) });
}
