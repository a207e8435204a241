import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { ApiError, getConfig, http, RESPONSE_CODES, useLocale, useSessionStore, type Locale } from '@mall/shared';
import type { CategoryNode } from '@mall/shared/contracts';
import type { ProcurementQuery, RfqState, RfqSubmitInput } from '@mall/shared/schemas';

/**
 * Sourcing requests (API modules `rfq` and `sourcing`, contracts/rfq.ts): post with an e-mail
 * code, the buyer's lists and detail, close / cancel / extend, the procurement centre's list and
 * public detail. Fetchers, query options with their keys, hooks (docs/api.md).
 */

export type { CategoryNode };

export const rfqKeys = {
  all: ['userCenter', 'rfq'] as const,
  mine: (status: RfqState | undefined, current: number, size: number, locale: Locale) =>
    [...rfqKeys.all, 'mine', status ?? 'all', current, size, locale] as const,
  detail: (rfqId: number, locale: Locale) => [...rfqKeys.all, 'detail', rfqId, locale] as const,
  public: (q: Partial<ProcurementQuery>, locale: Locale) => [...rfqKeys.all, 'public', q, locale] as const,
  publicDetail: (rfqId: number, locale: Locale) => [...rfqKeys.all, 'publicDetail', rfqId, locale] as const,
  categoryTree: (locale: Locale) => [...rfqKeys.all, 'categoryTree', locale] as const,
};

// The category tree is the catalogue's (not in a contract yet).
export const getCategoryTree = () => http.data('GET /category/tree');
export const sendRfqCode = (mail: string) => http.data('POST /p/rfq/sendCode', { body: { mail } });
/** The envelope as is: an A00014 carries `data.field` for the form to mark. */
export const submitRfq = (body: RfqSubmitInput) => http.call('POST /p/rfq/submit', { body });
export const getMyRfqs = (status: RfqState | undefined, current: number, size: number) =>
  http.data('GET /p/rfq/page', { query: { status, current, size } });
export const getRfq = (rfqId: number) => http.data('GET /p/rfq/info', { query: { rfqId } });
export const closeRfq = (rfqNumber: string) => http.data('PUT /p/rfq/close/:rfqNumber', { params: { rfqNumber } });
export const cancelRfq = (rfqNumber: string) => http.data('PUT /p/rfq/cancel/:rfqNumber', { params: { rfqNumber } });
export const extendRfq = (rfqNumber: string, validUntil: string) => http.data('PUT /p/rfq/extend', { body: { rfqNumber, validUntil } });
export const getPublicRfqs = (q: Partial<ProcurementQuery>) => http.data('GET /rfq/publicPage', { query: q });
export const getPublicRfq = (rfqId: number) => http.data('GET /rfq/publicInfo', { query: { rfqId } });

/**
 * A private attachment (the PDF) of the buyer's own request: fetched with the buyer's token and
 * opened as a local object URL (a plain link could not carry the token).
 */
export async function openRfqFile(rfqNumber: string, fileKey: string): Promise<void> {
  const base = getConfig().apiBase.replace(/\/+$/, '');
  const url = `${base}/p/rfq/file?rfqNumber=${encodeURIComponent(rfqNumber)}&fileKey=${encodeURIComponent(fileKey)}`;
  const res = await fetch(url, { headers: { authorization: useSessionStore.getState().userToken }, credentials: 'include' });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('json')) {
    const env = (await res.json().catch(() => null)) as { code?: string; msg?: string } | null;
    throw new ApiError(env?.code ?? RESPONSE_CODES.NOT_FOUND, env?.msg ?? String(res.status), null);
  }
  const blob = await res.blob();
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}

export const myRfqsQuery = (status: RfqState | undefined, current: number, size: number, locale: Locale) =>
  queryOptions({
    queryKey: rfqKeys.mine(status, current, size, locale),
    queryFn: () => getMyRfqs(status, current, size),
    placeholderData: keepPreviousData,
  });
export const rfqQuery = (rfqId: number, locale: Locale) =>
  queryOptions({ queryKey: rfqKeys.detail(rfqId, locale), queryFn: () => getRfq(rfqId), retry: false });
export const publicRfqsQuery = (q: Partial<ProcurementQuery>, locale: Locale) =>
  queryOptions({ queryKey: rfqKeys.public(q, locale), queryFn: () => getPublicRfqs(q), placeholderData: keepPreviousData });
export const publicRfqQuery = (rfqId: number, locale: Locale) =>
  queryOptions({ queryKey: rfqKeys.publicDetail(rfqId, locale), queryFn: () => getPublicRfq(rfqId), retry: false });

export const useCategoryTree = () => {
  const locale = useLocale();
  return useQuery({ queryKey: rfqKeys.categoryTree(locale), queryFn: getCategoryTree, staleTime: 5 * 60_000 });
};
export const useMyRfqs = (status: RfqState | undefined, current: number, size: number) =>
  useQuery(myRfqsQuery(status, current, size, useLocale()));
export const useRfq = (rfqId: number) => useQuery({ ...rfqQuery(rfqId, useLocale()), enabled: rfqId > 0 });
export const usePublicRfqs = (q: Partial<ProcurementQuery>) => useQuery(publicRfqsQuery(q, useLocale()));
export const usePublicRfq = (rfqId: number) => useQuery({ ...publicRfqQuery(rfqId, useLocale()), enabled: rfqId > 0 });

/** A change to one of the buyer's requests (close, cancel, extend): every RFQ and quotation view is fetched again. */
export function useRfqAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => action(...args),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: rfqKeys.all });
      void client.invalidateQueries({ queryKey: ['userCenter', 'quotations'] });
    },
  });
}
