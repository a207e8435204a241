import { PAY_TYPES } from '@mall/shared';
import type { Db } from '../../db';
import { CheckoutError } from './messages';
import { newOrderNumber } from './orders';

/**
 * Orders that are not goods from a shop: a balance top-up and a paid membership are bought at the
 * same payment counter (every payment method, the sandbox gateway, expiry) as platform orders
 * (shop_id 0, no lines). What paying them gives is registered by the module that owns it
 * (registerFulfilment); they never appear in the buyer's or a merchant's order lists.
 */
export const PLATFORM_ORDER_TYPES = ['recharge', 'membership'] as const;
export type PlatformOrderType = (typeof PLATFORM_ORDER_TYPES)[number];
export const PLATFORM_SHOP_ID = 0;

const GATEWAYS = [PAY_TYPES.alipay, PAY_TYPES.wechat, PAY_TYPES.paypal, PAY_TYPES.paypalCard];
const ALL = Object.values(PAY_TYPES) as number[];

/**
 * The payment methods an order type may be paid with: a top-up only with outside money (the
 * gateway); a membership with the balance or the gateway; an order of points-mall items only
 * with points; goods with every method.
 */
export function payTypesFor(orderType: string): number[] {
  if (orderType === 'recharge') return GATEWAYS;
  if (orderType === 'membership') return [PAY_TYPES.balance, ...GATEWAYS];
  if (orderType === 'points') return [PAY_TYPES.points];
  return ALL;
}

/** The methods every one of these orders accepts (the counter offers only these). */
export const commonPayTypes = (orderTypes: string[]): number[] =>
  ALL.filter((p) => orderTypes.every((type) => payTypesFor(type).includes(p)));

export interface PaidPlatformOrder {
  orderNumber: string;
  userId: string;
  amount: number;
}
type Fulfilment = (t: Db, order: PaidPlatformOrder) => Promise<void>;
const fulfilments = new Map<string, Fulfilment>();

/** What paying a platform order of this type gives; called in the settling transaction. */
export function registerFulfilment(orderType: PlatformOrderType, fulfil: Fulfilment): void {
  fulfilments.set(orderType, fulfil);
}

export const fulfilmentOf = (orderType: string): Fulfilment | undefined => fulfilments.get(orderType);

/** Marks a platform order as done once its fulfilment ran (status 5 completed). */
export async function completePlatformOrder(t: Db, orderNumber: string): Promise<void> {
  await t.query(
    `UPDATE order_info SET status = 5, sub_status = 'completed', received_at = now(), updated_at = now() WHERE order_number = $1`,
    [orderNumber],
  );
}

/** A platform order of `amount` minor units to pay at the counter within the payment time limit. */
export async function createPlatformOrder(
  t: Db,
  input: { userId: string; orderType: PlatformOrderType; amount: number; payTimeoutMs: number; remarks?: string },
): Promise<string> {
  if (!fulfilments.has(input.orderType)) throw new Error(`no fulfilment for ${input.orderType}`);
  if (!(Number.isSafeInteger(input.amount) && input.amount > 0)) throw new CheckoutError('amountPositive');
  const orderNumber = newOrderNumber();
  await t.query(
    `INSERT INTO order_info (order_number, user_id, shop_id, submit_uuid, goods_total, actual_total, product_nums, addr, order_type, remarks,
                             pay_deadline)
     VALUES ($1, $2, $3, $1, $4, $4, 1, '{}'::jsonb, $5, $6, now() + $7::double precision * interval '1 millisecond')`,
    [orderNumber, input.userId, PLATFORM_SHOP_ID, input.amount, input.orderType, input.remarks ?? '', input.payTimeoutMs],
  );
  return orderNumber;
}
