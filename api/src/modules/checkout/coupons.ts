import { couponFits, couponsCombinable, RESPONSE_CODES, type Locale } from '@mall/shared';
import type { usableCouponSchema } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { CheckoutError } from './messages';
import { arr, num } from '../../db/sql';

/** One of the buyer's usable coupons (contracts/checkout.ts). */
export type UserCoupon = z.output<typeof usableCouponSchema>;

interface Row {
  userCouponId: string | number;
  couponId: string | number;
  shopId: string | number | null;
  nameEn: string;
  nameZh: string;
  kind: 'cash' | 'discount';
  reduceAmount: string | number;
  discountPct: number | null;
  minAmount: string | number;
  exclusive: boolean;
  endsAt: string;
}

const SQL = `SELECT uc.user_coupon_id AS "userCouponId", c.coupon_id AS "couponId", c.shop_id AS "shopId", c.name_en AS "nameEn", c.name_zh AS "nameZh",
                    c.kind, c.reduce_amount AS "reduceAmount", c.discount_pct AS "discountPct", c.min_amount AS "minAmount", c.exclusive, c.ends_at AS "endsAt"
               FROM user_coupon uc JOIN coupon c ON c.coupon_id = uc.coupon_id
              WHERE uc.user_id = $1 AND uc.status = 0 AND now() BETWEEN c.starts_at AND c.ends_at`;

const shape = (r: Row, locale: Locale): UserCoupon => ({
  userCouponId: Number(r.userCouponId),
  couponId: Number(r.couponId),
  shopId: r.shopId == null ? null : Number(r.shopId),
  name: locale === 'zh_CN' ? r.nameZh : r.nameEn,
  kind: r.kind,
  reduceAmount: num(r.reduceAmount),
  discountPct: r.discountPct,
  minAmount: num(r.minAmount),
  exclusive: r.exclusive,
  endsAt: r.endsAt,
});

/**
 * Unused, current coupons of the buyer; with `goodsByShop` (an order's goods per shop after the
 * member's discount), only those that fit that order: checkout offers no coupon it would refuse.
 */
export async function usableCoupons(
  db: Db,
  userId: string,
  locale: Locale,
  goodsByShop?: ReadonlyMap<number, number>,
): Promise<UserCoupon[]> {
  const all = (await db.query<Row>(`${SQL} ORDER BY c.ends_at`, [userId])).map((r) => shape(r, locale));
  return goodsByShop ? all.filter((c) => couponFits(c, goodsByShop)) : all;
}

const couponValue = (c: UserCoupon, base: number) =>
  Math.min(base, c.kind === 'cash' ? c.reduceAmount : Math.floor((base * (100 - (c.discountPct ?? 100))) / 100));

/**
 * The discount each shop's order gets from the chosen coupons. One coupon per shop plus one
 * platform coupon may be combined unless one of them is exclusive (A03003). A platform coupon is
 * split over the shops in proportion to their goods totals.
 */
export async function applyCoupons(
  db: Db,
  userId: string,
  userCouponIds: number[],
  goodsByShop: Map<number, number>,
  locale: Locale,
  lock = false,
): Promise<{ discount: Map<number, number>; used: Map<number, number[]> }> {
  const discount = new Map<number, number>([...goodsByShop.keys()].map((k) => [k, 0]));
  const used = new Map<number, number[]>([...goodsByShop.keys()].map((k) => [k, []]));
  const ids = [...new Set(userCouponIds)];
  if (!ids.length) return { discount, used };
  const rows = (
    await db.query<Row>(
      `${SQL} AND uc.user_coupon_id = ANY(${arr(2, 'bigint')}) ORDER BY uc.user_coupon_id${lock ? ' FOR UPDATE OF uc' : ''}`,
      [userId, JSON.stringify(ids)],
    )
  ).map((r) => shape(r, locale));
  if (rows.length !== ids.length) throw new CheckoutError('couponUnusable');
  if (!couponsCombinable(rows)) throw new CheckoutError('couponsNotCombinable', RESPONSE_CODES.COUPONS_NOT_COMBINABLE);
  for (const c of rows) {
    if (c.shopId == null) continue;
    if (!couponFits(c, goodsByShop)) throw new CheckoutError('couponUnusable');
    discount.set(c.shopId, couponValue(c, goodsByShop.get(c.shopId)!));
    used.get(c.shopId)!.push(c.userCouponId);
  }
  const platform = rows.find((c) => c.shopId == null);
  if (platform) {
    const remaining = new Map([...goodsByShop].map(([s, g]) => [s, g - discount.get(s)!]));
    const base = [...remaining.values()].reduce((a, b) => a + b, 0);
    if (base < platform.minAmount || base <= 0) throw new CheckoutError('couponUnusable');
    const total = couponValue(platform, base);
    const shops = [...remaining.keys()];
    let left = total;
    shops.forEach((s, i) => {
      const share = i === shops.length - 1 ? left : Math.floor((total * remaining.get(s)!) / base);
      left -= share;
      discount.set(s, discount.get(s)! + share);
      // The platform coupon is recorded on the first shop's order; every order lists it.
      used.get(s)!.push(platform.userCouponId);
    });
  }
  return { discount, used };
}
