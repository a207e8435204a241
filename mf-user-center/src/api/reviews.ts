import { keepPreviousData, queryOptions, useQuery } from '@mall/shared/react-query';
import { http, useLocale, type Locale } from '@mall/shared';

/**
 * "My reviews" (API module `reviews`, contracts/reviews.ts); the reviews themselves are written on
 * /write-comments (mf-checkout). Fetchers, query options with their keys, hooks (docs/api.md).
 */

export const myReviewKeys = {
  all: ['userCenter', 'reviews'] as const,
  page: (current: number, size: number, locale: Locale) => [...myReviewKeys.all, 'page', current, size, locale] as const,
  detail: (prodCommId: number, locale: Locale) => [...myReviewKeys.all, 'detail', prodCommId, locale] as const,
};

export const getMyReviews = (current: number, size: number) =>
  http.data('GET /p/prodComm/prodCommPageByUser', { query: { current, size } });
export const getMyReview = (prodCommId: number) => http.data('GET /p/prodComm/prodCommInfo', { query: { prodCommId } });

export const myReviewsQuery = (current: number, size: number, locale: Locale) =>
  queryOptions({
    queryKey: myReviewKeys.page(current, size, locale),
    queryFn: () => getMyReviews(current, size),
    placeholderData: keepPreviousData,
  });

export const myReviewQuery = (prodCommId: number, locale: Locale) =>
  queryOptions({ queryKey: myReviewKeys.detail(prodCommId, locale), queryFn: () => getMyReview(prodCommId), retry: false });

export const useMyReviews = (current: number, size: number, enabled = true) =>
  useQuery({ ...myReviewsQuery(current, size, useLocale()), enabled });
export const useMyReview = (prodCommId: number) => useQuery(myReviewQuery(prodCommId, useLocale()));
