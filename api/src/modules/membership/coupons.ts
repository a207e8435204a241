import { RESPONSE_CODES, type Locale, type Page } from '@mall/shared';
import type { CentreCouponView, CouponCounts, CouponTab, MyCouponView } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { iso, langOfLocale, num } from '../../db/sql';
import { clock } from './clock';
import { ModuleError } from '../../http/messages';

/**
 * The buyer's coupons by state, and the coupon centre: shop and platform coupons anyone may claim
 * while they are valid, within their stock and their per-buyer limit. A claim locks the coupon
 * row, so parallel claims are counted one after the other: never beyond the stock or the limit.
 * Claimed coupons are the checkout's (`user_coupon`, status 0 = unused).
 */
const TERMS = (
  lang: 'en' | 'zh',
) => `c.coupon_id AS "couponId", c.shop_id AS "shopId", s.shop_name_${lang} AS "shopName", c.name_${lang} AS name,
  c.kind, c.reduce_amount AS "reduceAmount", c.discount_pct AS "discountPct", c.min_amount AS "minAmount", c.exclusive,
  c.starts_at AS "startsAt", c.ends_at AS "endsAt"`;

type Row = Record<string, unknown>;
const terms = (r: Row) => ({
  couponId: num(r.couponId),
  shopId: r.shopId == null ? null : num(r.shopId),
  shopName: (r.shopName as string | null) ?? null,
  name: String(r.name),
  kind: r.kind as 'cash' | 'discount',
  reduceAmount: num(r.reduceAmount),
  discountPct: r.discountPct == null ? null : num(r.discountPct),
  minAmount: num(r.minAmount),
  exclusive: Boolean(r.exclusive),
  startsAt: iso(r.startsAt)!,
  endsAt: iso(r.endsAt)!,
});

const TAB_WHERE: Record<CouponTab, string> = {
  available: 'uc.status = 0 AND c.ends_at > $2::timestamptz',
  used: 'uc.status = 1',
  expired: 'uc.status = 0 AND c.ends_at <= $2::timestamptz',
};

export async function myCoupons(
  db: Db,
  userId: string,
  tab: CouponTab,
  current: number,
  size: number,
  locale: Locale,
): Promise<Page<MyCouponView>> {
  const lang = langOfLocale(locale);
  const now = new Date(clock.now()).toISOString();
  const from = `FROM user_coupon uc JOIN coupon c ON c.coupon_id = uc.coupon_id LEFT JOIN shop s ON s.shop_id = c.shop_id
                WHERE uc.user_id = $1 AND ${TAB_WHERE[tab]}`;
  // Only the states that depend on the time take it as a parameter.
  const params = tab === 'used' ? [userId] : [userId, now];
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))?.n);
  const rows = await db.query<Row>(
    `SELECT ${TERMS(lang)}, uc.user_coupon_id AS "userCouponId", uc.order_number AS "orderNumber", uc.received_at AS "receivedAt", uc.used_at AS "usedAt"
       ${from} ORDER BY ${tab === 'used' ? 'uc.used_at DESC' : tab === 'expired' ? 'c.ends_at DESC' : 'c.ends_at'}, uc.user_coupon_id DESC
      LIMIT ${size} OFFSET ${(current - 1) * size}`,
    params,
  );
  return {
    records: rows.map((r) => ({
      ...terms(r),
      userCouponId: num(r.userCouponId),
      status: tab,
      orderNumber: (r.orderNumber as string | null) ?? null,
      receivedAt: iso(r.receivedAt)!,
      usedAt: iso(r.usedAt),
    })),
    total,
    pages: Math.ceil(total / size),
    current,
    size,
  };
}

export async function couponCounts(db: Db, userId: string): Promise<CouponCounts> {
  const now = new Date(clock.now()).toISOString();
  const r = await db.one<CouponCounts>(
    `SELECT count(*) FILTER (WHERE ${TAB_WHERE.available})::int AS available, count(*) FILTER (WHERE ${TAB_WHERE.used})::int AS used,
            count(*) FILTER (WHERE ${TAB_WHERE.expired})::int AS expired
       FROM user_coupon uc JOIN coupon c ON c.coupon_id = uc.coupon_id WHERE uc.user_id = $1`,
    [userId, now],
  );
  return r ?? { available: 0, used: 0, expired: 0 };
}

/** Coupons of the centre that are valid now, with what this buyer may still claim (any buyer: the public view). */
export async function couponCentre(db: Db, userId: string | null, locale: Locale): Promise<CentreCouponView[]> {
  const lang = langOfLocale(locale);
  const now = new Date(clock.now()).toISOString();
  const rows = await db.query<Row>(
    `SELECT ${TERMS(lang)}, c.total_stock AS "totalStock", c.claimed, c.per_user_limit AS "perUserLimit",
            (SELECT count(*)::int FROM user_coupon uc WHERE uc.coupon_id = c.coupon_id AND uc.user_id = $1) AS "claimedByMe"
       FROM coupon c LEFT JOIN shop s ON s.shop_id = c.shop_id
      WHERE c.in_centre AND c.starts_at <= $2::timestamptz AND c.ends_at > $2::timestamptz
      ORDER BY c.shop_id NULLS FIRST, c.min_amount, c.coupon_id`,
    [userId, now],
  );
  return rows.map((r) => {
    const stockLeft = r.totalStock == null ? null : num(r.totalStock) - num(r.claimed);
    const claimedByMe = num(r.claimedByMe);
    const perUserLimit = num(r.perUserLimit);
    return {
      ...terms(r),
      stockLeft,
      perUserLimit,
      claimedByMe,
      canClaim: (stockLeft == null || stockLeft > 0) && claimedByMe < perUserLimit,
    };
  });
}

/** Claims one coupon of the centre; answers the new user coupon's id. */
export async function claimCoupon(db: Db, userId: string, couponId: number): Promise<{ userCouponId: number }> {
  return db.tx(async (t) => {
    const c = await t.one<{ totalStock: number | null; claimed: number; perUserLimit: number; startsAt: string; endsAt: string }>(
      `SELECT total_stock AS "totalStock", claimed, per_user_limit AS "perUserLimit", starts_at AS "startsAt", ends_at AS "endsAt"
         FROM coupon WHERE coupon_id = $1 AND in_centre FOR UPDATE`,
      [couponId],
    );
    if (!c) throw new ModuleError('membership', 'couponNotFound', { code: RESPONSE_CODES.NOT_FOUND });
    const now = clock.now();
    if (new Date(c.startsAt).getTime() > now) throw new ModuleError('membership', 'couponNotStarted');
    if (new Date(c.endsAt).getTime() <= now) throw new ModuleError('membership', 'couponExpired');
    const mine = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM user_coupon WHERE coupon_id = $1 AND user_id = $2`, [
      couponId,
      userId,
    ]);
    if ((mine?.n ?? 0) >= c.perUserLimit) throw new ModuleError('membership', 'couponLimit', { params: { limit: c.perUserLimit } });
    if (c.totalStock != null && c.claimed >= c.totalStock)
      throw new ModuleError('membership', 'couponOutOfStock', { code: RESPONSE_CODES.OUT_OF_STOCK });
    await t.query(`UPDATE coupon SET claimed = claimed + 1 WHERE coupon_id = $1`, [couponId]);
    const row = await t.one<{ id: string | number }>(
      `INSERT INTO user_coupon (user_id, coupon_id, source) VALUES ($1, $2, 'centre') RETURNING user_coupon_id AS id`,
      [userId, couponId],
    );
    return { userCouponId: num(row!.id) };
  });
}
