import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale, type Locale } from '@mall/shared';
import type { RefundApplyInput } from '@mall/shared/schemas';
import { orderKeys } from './orders';

/**
 * After-sales in the user centre (API module `refunds`, contracts/refunds.ts): the apply form
 * (/user-center/apply-return) and the list of requests (/user-center/uc-return). A request's own
 * page is /return-detail (mf-checkout). Fetchers, query options with their keys, hooks (docs/api.md).
 */

export const refundKeys = {
  all: ['userCenter', 'refunds'] as const,
  page: (status: number, current: number, size: number, locale: Locale) =>
    [...refundKeys.all, 'page', status, current, size, locale] as const,
  refundable: (orderNumber: string, locale: Locale) => [...refundKeys.all, 'refundable', orderNumber, locale] as const,
};

export const getRefunds = (status: number, current: number, size: number) =>
  http.data('GET /p/orderRefund/list', { query: { status, current, size } });
export const getRefundable = (orderNumber: string) => http.data('GET /p/orderRefund/refundable', { query: { orderNumber } });
export const applyRefund = (body: RefundApplyInput) => http.data('POST /p/orderRefund/apply', { body });
export const cancelRefund = (refundSn: string) => http.data('PUT /p/orderRefund/cancel', { body: { refundSn } });

export const refundsQuery = (status: number, current: number, size: number, locale: Locale) =>
  queryOptions({
    queryKey: refundKeys.page(status, current, size, locale),
    queryFn: () => getRefunds(status, current, size),
    placeholderData: keepPreviousData,
  });
export const refundableQuery = (orderNumber: string, locale: Locale) =>
  queryOptions({
    queryKey: refundKeys.refundable(orderNumber, locale),
    queryFn: () => getRefundable(orderNumber),
    enabled: Boolean(orderNumber),
    retry: false,
  });

export const useRefunds = (status: number, current: number, size: number) => useQuery(refundsQuery(status, current, size, useLocale()));
export const useRefundable = (orderNumber: string) => useQuery(refundableQuery(orderNumber, useLocale()));

/** Applies; the lists, the order and what it still allows are read again whatever the outcome. */
export function useApplyRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyRefund,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: refundKeys.all });
      void qc.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

export function useCancelRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelRefund,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: refundKeys.all });
      void qc.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
