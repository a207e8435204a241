import { AFTER_SALES_WINDOW_DAYS } from '@mall/shared';
import type { BuyerOrder, OrderItem } from '@mall/shared/contracts';

/** What the order list shows of an order's state (its calls are in src/api/orders.ts). */

/** What the order list's card reads of an order (contracts/order.ts). */
export type OrderSummary = Pick<
  BuyerOrder,
  | 'orderNumber'
  | 'shopId'
  | 'shopName'
  | 'status'
  | 'subStatus'
  | 'actualTotal'
  | 'orderType'
  | 'productNums'
  | 'createTime'
  | 'payDeadline'
  | 'payStage'
  | 'receiveTime'
  | 'refundStatus'
> & {
  orderItems: Pick<
    OrderItem,
    'orderItemId' | 'prodId' | 'prodName' | 'skuName' | 'pic' | 'price' | 'count' | 'giftOf' | 'refundedCount' | 'openRefundSn'
  >[];
};

/**
 * Whether a line can take an after-sales request now: a bought line of a paid, not closed order
 * with units left, no open request, within the after-sales window after receipt. The API decides;
 * this only shows the way (its window can be configured shorter, the apply page then says so).
 */
export function lineAcceptsAfterSales(order: OrderSummary, item: OrderSummary['orderItems'][number], now = Date.now()): boolean {
  if (![2, 3, 4, 5].includes(order.status) || order.refundStatus === 'full') return false;
  if (item.giftOf != null || item.openRefundSn || item.refundedCount >= item.count) return false;
  return !order.receiveTime || new Date(order.receiveTime).getTime() + AFTER_SALES_WINDOW_DAYS * 86_400_000 > now;
}

/** Buyer states of the list (tab key -> status number; 0 = all). */
export const ORDER_TABS = [
  { key: 'all', status: 0, count: 'allCount' },
  { key: 'unpaid', status: 1, count: 'unPay' },
  { key: 'toShip', status: 2, count: 'payed' },
  { key: 'shipped', status: 3, count: 'consignment' },
  { key: 'toReview', status: 4, count: 'toReview' },
  { key: 'completed', status: 5, count: 'success' },
  { key: 'closed', status: 6, count: 'close' },
] as const;
export const STATUS_KEY: Record<number, string> = { 1: 'unpaid', 2: 'toShip', 3: 'shipped', 4: 'toReview', 5: 'completed', 6: 'closed' };
