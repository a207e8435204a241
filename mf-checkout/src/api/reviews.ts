import { queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale, type Locale } from '@mall/shared';
import type { ReviewSubmitInput } from '@mall/shared/schemas';

/**
 * The reviews the buyer writes on /write-comments (API module `reviews`, contracts/reviews.ts):
 * fetchers, query options with their keys, hooks. The layout every remote's `src/api/` follows
 * (docs/api.md "Client calls").
 */

export const reviewKeys = {
  all: ['checkout', 'reviews'] as const,
  order: (orderNumber: string, locale: Locale) => [...reviewKeys.all, 'order', orderNumber, locale] as const,
};

export const getOrderForReview = (orderNumber: string) => http.data('GET /p/prodComm/orderItems', { query: { orderNumber } });
export const submitReviews = (body: ReviewSubmitInput) => http.data('POST /p/prodComm/submit', { body });

/** An order's items with their reviews (names in the page's language). */
export const orderForReviewQuery = (orderNumber: string, locale: Locale) =>
  queryOptions({
    queryKey: reviewKeys.order(orderNumber, locale),
    queryFn: () => getOrderForReview(orderNumber),
    enabled: Boolean(orderNumber),
    retry: false,
  });

export const useOrderForReview = (orderNumber: string) => useQuery(orderForReviewQuery(orderNumber, useLocale()));

/** Sends the reviews; the order (its detail and this page) is read again whatever the outcome. */
export function useSubmitReviews(orderNumber: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitReviews,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: reviewKeys.all });
      void qc.invalidateQueries({ queryKey: ['checkout', 'order', orderNumber] });
    },
  });
}
