import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale } from '@mall/shared';
import type { CouponTab } from '@mall/shared/contracts';
import { FRESH, UC } from './keys';

/** My coupons and the coupon centre (API module `membership`, contracts/membership.ts). */
export const couponKeys = { all: [UC, 'coupons'] as const };

export const useMyCoupons = (status: CouponTab, current: number, size: number) => {
  const locale = useLocale();
  return useQuery({
    ...FRESH,
    queryKey: [...couponKeys.all, 'mine', status, current, size, locale],
    queryFn: () => http.data('GET /p/myCoupon/page', { query: { status, current, size } }),
    placeholderData: keepPreviousData,
  });
};
export const useCouponCounts = () =>
  useQuery({ ...FRESH, queryKey: [...couponKeys.all, 'counts'], queryFn: () => http.data('GET /p/myCoupon/counts') });
export const useCouponCentre = () => {
  const locale = useLocale();
  return useQuery({ ...FRESH, queryKey: [...couponKeys.all, 'centre', locale], queryFn: () => http.data('GET /coupon/centre') });
};
export const useClaimCoupon = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => http.data('POST /p/coupon/claim', { body: { couponId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
};
