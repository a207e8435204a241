import type { Db } from '../../db';

/**
 * A coupon has at most one live use. A platform coupon is split over the orders of one submit
 * (each lists it in coupon_ids; user_coupon.order_number names the first), so it comes back only
 * when every order that lists it is closed (cancelled, expired, rejected or refunded in full):
 * while one of them is open or kept, the others' share of the discount is still in use.
 */
export async function releaseCoupons(t: Db, orderNumber: string): Promise<number> {
  // Lock the coupons first, so two sibling orders closing at once see each other's close.
  const held = await t.query<{ id: string | number }>(
    `SELECT uc.user_coupon_id AS id FROM user_coupon uc
      WHERE uc.user_coupon_id = ANY (SELECT unnest(coupon_ids) FROM order_info WHERE order_number = $1) AND uc.status = 1
      ORDER BY uc.user_coupon_id FOR UPDATE`,
    [orderNumber],
  );
  if (!held.length) return 0;
  const freed = await t.query(
    `UPDATE user_coupon uc SET status = 0, order_number = NULL, used_at = NULL
      WHERE uc.user_coupon_id = ANY (SELECT unnest(coupon_ids) FROM order_info WHERE order_number = $1) AND uc.status = 1
        AND NOT EXISTS (SELECT 1 FROM order_info o WHERE o.user_id = uc.user_id AND uc.user_coupon_id = ANY (o.coupon_ids) AND o.status <> 6)
      RETURNING 1`,
    [orderNumber],
  );
  return freed.length;
}
