/**
 * Which of the buyer's coupons an order may use, and together: the one rule of the API's pricing
 * (api/src/modules/checkout/coupons.ts) and of the submit-order page, which checks a choice before
 * asking for a price and offers only the coupons that fit the order. Plain code: light pages read it.
 */
export interface CouponTerms {
  /** null: a platform coupon (any shop). */
  shopId: number | null;
  /** Goods of the order (its shop's, or all, in minor units) the coupon needs. */
  minAmount: number;
  /** Used alone, with no other coupon. */
  exclusive: boolean;
}

/**
 * One coupon per shop plus one platform coupon may be combined, unless one of them is exclusive
 * (A03003 "These coupons cannot be used together").
 */
export function couponsCombinable(chosen: readonly Pick<CouponTerms, 'shopId' | 'exclusive'>[]): boolean {
  if (chosen.length > 1 && chosen.some((c) => c.exclusive)) return false;
  const owners = chosen.map((c) => c.shopId);
  return new Set(owners).size === owners.length;
}

/**
 * Whether a coupon fits an order whose goods per shop (after the member's discount) are
 * `goodsByShop`: a shop's coupon needs that shop in the order with goods of at least its minimum;
 * a platform coupon needs the order's goods to reach it.
 */
export function couponFits(coupon: Pick<CouponTerms, 'shopId' | 'minAmount'>, goodsByShop: ReadonlyMap<number, number>): boolean {
  if (coupon.shopId === null) return [...goodsByShop.values()].reduce((a, b) => a + b, 0) >= coupon.minAmount;
  const goods = goodsByShop.get(coupon.shopId);
  return goods !== undefined && goods >= coupon.minAmount;
}
