import type { Locale } from '@mall/shared';
import type { MemberPlanView, MembershipView } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { iso, langOfLocale, num } from '../../db/sql';
import { movePoints } from '../ledger';
import { createPlatformOrder, type PaidPlatformOrder } from '../checkout/order-kinds';
import { notify } from '../notifications';
import { ModuleError } from '../../http/messages';

/**
 * Paid membership (spec section 6): plans bought at the payment counter as platform orders of
 * type 'membership'. Paying activates or extends user_member, which the checkout pricing reads
 * (member discount, free shipping), and gives the plan's coupons and points, once per order.
 */
export async function memberPlans(db: Db, locale: Locale): Promise<MemberPlanView[]> {
  const lang = langOfLocale(locale);
  const rows = await db.query<MemberPlanView & { price: string | number }>(
    `SELECT p.plan_id AS "planId", p.name_${lang} AS name, p.months, p.price, p.discount_pct AS "discountPct", p.free_shipping AS "freeShipping",
            p.bonus_points AS "bonusPoints", p.coupon_count AS "couponCount", c.name_${lang} AS "couponName"
       FROM member_plan p LEFT JOIN coupon c ON c.coupon_id = p.coupon_id ORDER BY p.sort, p.months`,
  );
  return rows.map((r) => ({ ...r, price: num(r.price), couponName: r.couponCount > 0 ? r.couponName : null }));
}

export async function membershipOf(db: Db, userId: string, locale: Locale): Promise<MembershipView> {
  const lang = langOfLocale(locale);
  const m = await db.one<{ planId: string | null; planName: string | null; discountPct: number; freeShipping: boolean; expiresAt: string }>(
    `SELECT m.plan_id AS "planId", p.name_${lang} AS "planName", m.discount_pct AS "discountPct", m.free_shipping AS "freeShipping",
            m.expires_at AS "expiresAt"
       FROM user_member m LEFT JOIN member_plan p ON p.plan_id = m.plan_id
      WHERE m.user_id = $1 AND m.paid AND m.expires_at > now()`,
    [userId],
  );
  if (!m) return { paid: false, planId: null, planName: null, discountPct: 100, freeShipping: false, expiresAt: null };
  return { paid: true, ...m, expiresAt: iso(m.expiresAt) };
}

/** A membership order for a plan, to pay at the counter. */
export async function buyPlan(db: Db, userId: string, planId: string, payTimeoutMs: number): Promise<{ orderNumber: string }> {
  return db.tx(async (t) => {
    const plan = await t.one<{ price: string | number }>(`SELECT price FROM member_plan WHERE plan_id = $1`, [planId]);
    if (!plan) throw new ModuleError('membership', 'planNotFound', { code: 'A00013' });
    const orderNumber = await createPlatformOrder(t, { userId, orderType: 'membership', amount: num(plan.price), payTimeoutMs });
    await t.query(`INSERT INTO member_purchase (order_number, user_id, plan_id) VALUES ($1, $2, $3)`, [orderNumber, userId, planId]);
    return { orderNumber };
  });
}

/**
 * Activates a paid membership order: the term starts now or where the current one ends; the best
 * discount and free shipping of the current and the new plan apply; coupons and points are given.
 */
export async function fulfilMembership(t: Db, order: PaidPlatformOrder): Promise<void> {
  const purchase = await t.one<{
    planId: string;
    months: number;
    discountPct: number;
    freeShipping: boolean;
    bonusPoints: number;
    couponId: string | null;
    couponCount: number;
  }>(
    `UPDATE member_purchase mp SET activated_at = now()
       FROM member_plan p WHERE mp.order_number = $1 AND mp.activated_at IS NULL AND p.plan_id = mp.plan_id
     RETURNING p.plan_id AS "planId", p.months, p.discount_pct AS "discountPct", p.free_shipping AS "freeShipping", p.bonus_points AS "bonusPoints",
               p.coupon_id AS "couponId", p.coupon_count AS "couponCount"`,
    [order.orderNumber],
  );
  if (!purchase) return;
  const m = await t.one<{ expiresAt: string }>(
    `INSERT INTO user_member (user_id, paid, discount_pct, free_shipping, expires_at, plan_id, started_at)
     VALUES ($1, true, $2, $3, now() + make_interval(months => $4), $5, now())
     ON CONFLICT (user_id) DO UPDATE SET
       discount_pct = CASE WHEN user_member.paid AND user_member.expires_at > now() THEN least(user_member.discount_pct, EXCLUDED.discount_pct) ELSE EXCLUDED.discount_pct END,
       free_shipping = (user_member.paid AND user_member.expires_at > now() AND user_member.free_shipping) OR EXCLUDED.free_shipping,
       started_at = CASE WHEN user_member.paid AND user_member.expires_at > now() THEN user_member.started_at ELSE now() END,
       expires_at = greatest(user_member.expires_at, now()) + make_interval(months => $4),
       plan_id = EXCLUDED.plan_id, paid = true
     RETURNING expires_at AS "expiresAt"`,
    [order.userId, purchase.discountPct, purchase.freeShipping, purchase.months, purchase.planId],
  );
  await t.query(`UPDATE member_purchase SET expires_at = $2 WHERE order_number = $1`, [order.orderNumber, m!.expiresAt]);
  if (purchase.couponId && purchase.couponCount > 0) {
    await t.query(`INSERT INTO user_coupon (user_id, coupon_id, source) SELECT $1, $2, 'membership' FROM generate_series(1, $3)`, [
      order.userId,
      purchase.couponId,
      purchase.couponCount,
    ]);
  }
  await movePoints(t, order.userId, purchase.bonusPoints, 'memberBonus', order.orderNumber);
  await notify(t, {
    userId: order.userId,
    kind: 'system',
    event: 'membership:notify.memberActivated',
    params: {
      months: purchase.months,
      until: iso(m!.expiresAt)!.slice(0, 10),
      coupons: purchase.couponCount,
      points: purchase.bonusPoints,
    },
    link: '/user-center/uc-member',
    ref: `member:${order.orderNumber}`,
  });
}
