import type { Db } from '../index';
import type { SeedOptions } from './index';
import { DEMO_BUYERS } from '../../modules/accounts/demo-accounts';

/**
 * Checkout demo data: a freight template per demo shop (every kind of rule), a few coupons given
 * to the demo buyers, and a paid membership for the second buyer. Idempotent: inserts only what is
 * missing, so balances, used coupons and edited templates survive restarts.
 */
export async function seedCheckout(db: Db, _opts: SeedOptions): Promise<void> {
  const shops = await db.query<{ shopId: string | number }>(`SELECT shop_id AS "shopId" FROM shop ORDER BY shop_id`);
  const rules = [
    // First piece $5, then $1 per started 2 pieces; free from $500.
    { mode: 'charged', firstUnits: 1, firstFee: 500, stepUnits: 2, stepFee: 100, freeOver: 50_000, excluded: [] as string[] },
    // First 3 pieces $8, then $2 per piece; no delivery to Antarctica.
    { mode: 'charged', firstUnits: 3, firstFee: 800, stepUnits: 1, stepFee: 200, freeOver: null, excluded: ['Antarctica'] },
    { mode: 'free', firstUnits: 1, firstFee: 0, stepUnits: 1, stepFee: 0, freeOver: null, excluded: [] },
    { mode: 'included', firstUnits: 1, firstFee: 0, stepUnits: 1, stepFee: 0, freeOver: null, excluded: [] },
  ];
  for (const [i, s] of shops.entries()) {
    const r = rules[i % rules.length]!;
    await db.query(
      `INSERT INTO freight_template (shop_id, mode, first_units, first_fee, step_units, step_fee, free_over, excluded_regions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, ARRAY(SELECT jsonb_array_elements_text($8::jsonb)))
       ON CONFLICT (shop_id) DO NOTHING`,
      [s.shopId, r.mode, r.firstUnits, r.firstFee, r.stepUnits, r.stepFee, r.freeOver, JSON.stringify(r.excluded)],
    );
  }

  const haveCoupons = await db.one(`SELECT 1 FROM coupon LIMIT 1`);
  if (!haveCoupons) {
    const firstShop = shops[0]?.shopId ?? null;
    await db.query(
      `INSERT INTO coupon (shop_id, name_en, name_zh, kind, reduce_amount, discount_pct, min_amount, exclusive) VALUES
        (NULL, '$5 off orders over $50', '满50减5', 'cash', 500, NULL, 5000, false),
        (NULL, '$20 off orders over $200 (exclusive)', '满200减20（不可叠加）', 'cash', 2000, NULL, 20000, true),
        ($1, '5% off in this shop', '本店95折', 'discount', 0, 95, 0, false)`,
      [firstShop],
    );
    const coupons = await db.query<{ couponId: string | number }>(`SELECT coupon_id AS "couponId" FROM coupon ORDER BY coupon_id`);
    for (const b of DEMO_BUYERS) {
      for (const c of coupons) await db.query(`INSERT INTO user_coupon (user_id, coupon_id) VALUES ($1, $2)`, [b.userId, c.couponId]);
    }
  }

  const paidMember = DEMO_BUYERS[1];
  if (paidMember) {
    await db.query(
      `INSERT INTO user_member (user_id, paid, discount_pct, free_shipping, expires_at) VALUES ($1, true, 95, true, now() + interval '365 days')
       ON CONFLICT (user_id) DO NOTHING`,
      [paidMember.userId],
    );
  }
}
