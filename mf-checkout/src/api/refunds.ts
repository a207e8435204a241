import { queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale, type Locale } from '@mall/shared';
import type { RefundExpressInput, RefundInterventionInput } from '@mall/shared/schemas';

/**
 * After-sales on /return-detail and the order detail's "Apply for after-sales" (API module
 * `refunds`, contracts/refunds.ts): fetchers, query options with their keys, hooks (docs/api.md).
 */

export const refundKeys = {
  all: ['checkout', 'refunds'] as const,
  detail: (refundSn: string, locale: Locale) => [...refundKeys.all, 'detail', refundSn, locale] as const,
  refundable: (orderNumber: string, locale: Locale) => [...refundKeys.all, 'refundable', orderNumber, locale] as const,
};

export const getRefund = (refundSn: string) => http.data('GET /p/orderRefund/info', { query: { refundSn } });
export const getRefundable = (orderNumber: string) => http.data('GET /p/orderRefund/refundable', { query: { orderNumber } });
export const cancelRefund = (refundSn: string) => http.data('PUT /p/orderRefund/cancel', { body: { refundSn } });
export const submitExpress = (body: RefundExpressInput) => http.data('POST /p/orderRefund/submitExpress', { body });
export const applyIntervention = (body: RefundInterventionInput) => http.data('POST /p/orderRefund/intervene', { body });
export const withdrawIntervention = (refundSn: string) => http.data('PUT /p/orderRefund/withdrawIntervention', { body: { refundSn } });

export const refundQuery = (refundSn: string, locale: Locale) =>
  queryOptions({
    queryKey: refundKeys.detail(refundSn, locale),
    queryFn: () => getRefund(refundSn),
    enabled: Boolean(refundSn),
    retry: false,
  });
export const refundableQuery = (orderNumber: string, locale: Locale) =>
  queryOptions({
    queryKey: refundKeys.refundable(orderNumber, locale),
    queryFn: () => getRefundable(orderNumber),
    enabled: Boolean(orderNumber),
  });

/** One request, with its countdown refreshed while an automatic step is pending. */
export const useRefund = (refundSn: string) => useQuery(refundQuery(refundSn, useLocale()));
/** What the order still accepts (the order detail shows "Apply for after-sales" from it). */
export const useRefundable = (orderNumber: string, enabled = true) =>
  useQuery({ ...refundableQuery(orderNumber, useLocale()), enabled: enabled && Boolean(orderNumber) });

/** A change to a request: the request, the order's labels and lists are read again, whatever the outcome. */
function useRefundMutation<I>(fn: (input: I) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: refundKeys.all });
      void qc.invalidateQueries({ queryKey: ['checkout', 'order'] });
    },
  });
}
export const useCancelRefund = () => useRefundMutation(cancelRefund);
export const useSubmitExpress = () => useRefundMutation(submitExpress);
export const useApplyIntervention = () => useRefundMutation(applyIntervention);
export const useWithdrawIntervention = () => useRefundMutation(withdrawIntervention);
