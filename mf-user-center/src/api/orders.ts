import { queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http } from '@mall/shared';
import { FRESH, FRESH_AFTER_FIRST_VIEW, UC } from './keys';

/**
 * The buyer's orders (API module `checkout`, /p/myOrder, contracts/order.ts): the list by buyer
 * state with its counts and the list's actions. The detail page lives in mf-checkout (/order-detail).
 * Fetchers, query options with their keys, hooks (docs/api.md).
 */

export const orderKeys = {
  all: [UC, 'orders'] as const,
  counts: () => [...orderKeys.all, 'count'] as const,
  page: (status: number, current: number, size: number) => [...orderKeys.all, 'page', status, current, size] as const,
};

export const getOrders = (status: number, current: number, size: number) =>
  http.data('GET /p/myOrder/myOrder', { query: { status, current, size } });
export const getOrderCounts = () => http.data('GET /p/myOrder/orderCount');
export const cancelOrder = (orderNumber: string) => http.data('PUT /p/myOrder/cancel/:orderNumber', { params: { orderNumber } });
export const confirmReceipt = (orderNumber: string) => http.data('PUT /p/myOrder/receipt/:orderNumber', { params: { orderNumber } });
/** Removes a completed or canceled order from the buyer's list (DELETE /p/myOrder/{orderNumber}). */
export const removeOrder = (orderNumber: string) => http.data('DELETE /p/myOrder/:orderNumber', { params: { orderNumber } });

export const ordersQuery = (status: number, current: number, size: number) =>
  queryOptions({
    ...FRESH,
    queryKey: orderKeys.page(status, current, size),
    queryFn: () => getOrders(status, current, size),
  });
export const orderCountsQuery = () => queryOptions({ ...FRESH, queryKey: orderKeys.counts(), queryFn: getOrderCounts });

/**
 * My Orders' first calls as the server entry names them (src/server.tsx): exact URLs as the hooks
 * request them. The hooks read the server's answers from the page (initialData), so the page
 * hydrates what the server sent, and do not ask them again right after (FRESH_AFTER_FIRST_VIEW); a
 * fetch after an action on an order goes to the network (the request client).
 */
export const myOrdersFirstCalls = (status: number, size: number) => [
  http.callPath('GET /p/myOrder/myOrder', { query: { status, current: 1, size } }),
  http.callPath('GET /p/myOrder/orderCount'),
];

export const useOrders = (status: number, current: number, size: number) =>
  useQuery({
    ...ordersQuery(status, current, size),
    ...FRESH_AFTER_FIRST_VIEW,
    initialData: () => http.peekData('GET /p/myOrder/myOrder', { query: { status, current, size } }),
  });
export const useOrderCounts = () =>
  useQuery({ ...orderCountsQuery(), ...FRESH_AFTER_FIRST_VIEW, initialData: () => http.peekData('GET /p/myOrder/orderCount') });

/** An action on one order: the lists and their counts are read again after it. */
function useOrderAction(fn: (orderNumber: string) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.all }) });
}
export const useCancelOrder = () => useOrderAction(cancelOrder);
export const useConfirmReceipt = () => useOrderAction(confirmReceipt);
export const useRemoveOrder = () => useOrderAction(removeOrder);
