import { AFTER_SALES_WINDOW_DAYS, http, unwrap, type Page } from '@mall/shared';
import type { OrderCountsView } from '@mall/shared/contracts';

/** The buyer's orders (docs/api.md, /p/myOrder); the detail page itself lives in mf-checkout (/order-detail). */

export interface OrderSummary {
  orderNumber: string;
  shopId: number;
  shopName: string;
  status: number;
  subStatus: string;
  actualTotal: number;
  productNums: number;
  createTime: string;
  payDeadline: string;
  /** Two-part payment stage (null: paid in one go); see paymentDue in @mall/shared. */
  payStage: string | null;
  receiveTime: string | null;
  /** After-sales label (spec 4): a request is open, something was refunded, everything was. */
  refundStatus: 'inProgress' | 'partial' | 'full' | null;
  orderItems: {
    orderItemId: number;
    prodId: number;
    prodName: string;
    skuName: string;
    pic: string | null;
    price: number;
    count: number;
    giftOf: number | null;
    refundedCount: number;
    openRefundSn: string | null;
  }[];
}

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
export type OrderCounts = OrderCountsView;

export const ordersApi = {
  list: async (status: number, current: number, size: number) =>
    unwrap(await http.get<Page<OrderSummary>>('/p/myOrder/myOrder', { status, current, size })),
  count: async () => unwrap(await http.get<OrderCounts>('/p/myOrder/orderCount')),
  cancel: async (orderNumber: string) => unwrap(await http.put<null>(`/p/myOrder/cancel/${orderNumber}`, {})),
  receipt: async (orderNumber: string) => unwrap(await http.put<null>(`/p/myOrder/receipt/${orderNumber}`, {})),
  /** Removes a completed or canceled order from the buyer's list (API.md DELETE /p/myOrder/{orderNumber}). */
  remove: async (orderNumber: string) => unwrap(await http.delete<null>(`/p/myOrder/${orderNumber}`)),
};

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
