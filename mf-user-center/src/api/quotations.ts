import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { getConfig, http, useLocale, useSessionStore, type Locale } from '@mall/shared';
import type { QuotationConfirmInput, QuotationStatus } from '@mall/shared/schemas';
import { rfqKeys } from './rfq';

/**
 * The buyer's quotations (API module `sourcing`, contracts/sourcing.ts): list by state, one with
 * the comparison of its RFQ (opening it marks it read), decline, confirm into an order.
 */

export const quotationKeys = {
  all: ['userCenter', 'quotations'] as const,
  page: (status: QuotationStatus | undefined, rfqId: number | undefined, current: number, size: number, locale: Locale) =>
    [...quotationKeys.all, 'page', status ?? 0, rfqId ?? 0, current, size, locale] as const,
  detail: (quotationId: number, locale: Locale) => [...quotationKeys.all, 'detail', quotationId, locale] as const,
};

export const getQuotations = (status: QuotationStatus | undefined, rfqId: number | undefined, current: number, size: number) =>
  http.data('GET /p/quotation/page', { query: { status, rfqId, current, size } });
export const getQuotation = (quotationId: number) => http.data('GET /p/quotation/info', { query: { quotationId } });
export const closeQuotation = (quotationId: number) => http.data('PUT /p/quotation/close/:quotationId', { params: { quotationId } });
/** The envelope as is: A00014 carries `data.field` (quantity below the MOQ, an address). */
export const confirmQuotation = (body: QuotationConfirmInput) => http.call('POST /p/quotation/confirm', { body });

/** A quotation's attachment, with the buyer's token (private to the buyer it was sent to). */
export const quotationFileUrl = (quotationId: number, fileKey: string) =>
  `${getConfig().apiBase.replace(/\/+$/, '')}/p/quotation/file?quotationId=${quotationId}&fileKey=${encodeURIComponent(fileKey)}`;
export async function openQuotationFile(quotationId: number, fileKey: string): Promise<void> {
  const res = await fetch(quotationFileUrl(quotationId, fileKey), {
    headers: { authorization: useSessionStore.getState().userToken },
    credentials: 'include',
  });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('json')) throw new Error(String(res.status));
  window.open(URL.createObjectURL(await res.blob()), '_blank', 'noopener');
}

export const quotationsQuery = (
  status: QuotationStatus | undefined,
  rfqId: number | undefined,
  current: number,
  size: number,
  locale: Locale,
) =>
  queryOptions({
    queryKey: quotationKeys.page(status, rfqId, current, size, locale),
    queryFn: () => getQuotations(status, rfqId, current, size),
    placeholderData: keepPreviousData,
  });
export const quotationQuery = (quotationId: number, locale: Locale) =>
  queryOptions({ queryKey: quotationKeys.detail(quotationId, locale), queryFn: () => getQuotation(quotationId), retry: false });

export const useQuotations = (
  status: QuotationStatus | undefined,
  rfqId: number | undefined,
  current: number,
  size: number,
  enabled = true,
) => useQuery({ ...quotationsQuery(status, rfqId, current, size, useLocale()), enabled });
export const useQuotation = (quotationId: number) => useQuery({ ...quotationQuery(quotationId, useLocale()), enabled: quotationId > 0 });

/** Decline or confirm: the quotation lists, the RFQ views and the detail are fetched again. */
function useQuotationChange<A, R>(fn: (input: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: quotationKeys.all });
      void client.invalidateQueries({ queryKey: rfqKeys.all });
    },
  });
}
export const useCloseQuotation = () => useQuotationChange(closeQuotation);
export const useConfirmQuotation = () => useQuotationChange(confirmQuotation);

/** The buyer's receiving addresses, to choose where a confirmed quotation's order goes (contracts/address.ts). */
export type { SavedAddress as ReceivingAddress } from '@mall/shared/contracts';
export const getAddresses = () => http.data('GET /p/address/list');
export const useAddresses = (enabled: boolean) =>
  useQuery({ queryKey: [...quotationKeys.all, 'addresses'], queryFn: getAddresses, enabled, staleTime: 60_000 });
