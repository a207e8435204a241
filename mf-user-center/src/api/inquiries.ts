import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale, type Locale } from '@mall/shared';
import type { InquiryReplyInput, InquirySendInput, InquiryState } from '@mall/shared/schemas';

/** The buyer's inquiries (API module `sourcing`, contracts/sourcing.ts): send, list, thread, follow-up, close. */

export const inquiryKeys = {
  all: ['userCenter', 'inquiries'] as const,
  page: (status: InquiryState | undefined, current: number, size: number, locale: Locale) =>
    [...inquiryKeys.all, 'page', status ?? 'all', current, size, locale] as const,
  detail: (inquiryId: number, locale: Locale) => [...inquiryKeys.all, 'detail', inquiryId, locale] as const,
};

/** The envelope as is: A00014 carries `data.field` for the form to mark. */
export const sendInquiry = (body: InquirySendInput) => http.call('POST /p/inquiry/send', { body });
export const getInquiries = (status: InquiryState | undefined, current: number, size: number) =>
  http.data('GET /p/inquiry/page', { query: { status, current, size } });
export const getInquiry = (inquiryId: number) => http.data('GET /p/inquiry/info', { query: { inquiryId } });
export const replyInquiry = (body: InquiryReplyInput) => http.data('POST /p/inquiry/reply', { body });
export const closeInquiry = (inquiryId: number) => http.data('PUT /p/inquiry/close/:inquiryId', { params: { inquiryId } });

export const inquiriesQuery = (status: InquiryState | undefined, current: number, size: number, locale: Locale) =>
  queryOptions({
    queryKey: inquiryKeys.page(status, current, size, locale),
    queryFn: () => getInquiries(status, current, size),
    placeholderData: keepPreviousData,
  });
export const inquiryQuery = (inquiryId: number, locale: Locale) =>
  queryOptions({ queryKey: inquiryKeys.detail(inquiryId, locale), queryFn: () => getInquiry(inquiryId), retry: false });

export const useInquiries = (status: InquiryState | undefined, current: number, size: number) =>
  useQuery(inquiriesQuery(status, current, size, useLocale()));
export const useInquiry = (inquiryId: number) => useQuery({ ...inquiryQuery(inquiryId, useLocale()), enabled: inquiryId > 0 });

function useInquiryChange<A>(fn: (input: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: inquiryKeys.all }) });
}
export const useReplyInquiry = () => useInquiryChange(replyInquiry);
export const useCloseInquiry = () => useInquiryChange(closeInquiry);
