import type { Db } from '../index';
import type { SeedOptions } from './index';
import { DEMO_BUYERS } from '../../modules/accounts/demo-accounts';
import { seedCrossBorder } from './cross-border';

/**
 * Checkout demo data: a freight template per demo shop (every kind of rule, with zones by continent:
 * cross-border.ts), a few coupons given to the demo buyers, and a paid membership for the second
 * buyer. Idempotent: inserts only what is missing, so balances, used coupons and edited templates
 * survive restarts.
 */
export async function seedCheckout(db: Db, _opts: SeedOptions): Promise<void> {
  const shops = await db.query<{ shopId: string | number }>(`SELECT shop_id AS "shopId" FROM shop ORDER BY shop_id`);
  // The template's own rate is the rest of the world's (zones: cross-border.ts, in the same order).
  const rules = [
    // Destinations no zone names (Africa): first piece $25, then $8 a piece.
    { mode: 'charged', firstUnits: 1, firstFee: 2500, stepUnits: 1, stepFee: 800, freeOver: null },
    // By weight: only its zones are served.
    { mode: 'charged', firstUnits: 500, firstFee: 1500, stepUnits: 500, stepFee: 500, freeOver: null },
    { mode: 'free', firstUnits: 1, firstFee: 0, stepUnits: 1, stepFee: 0, freeOver: null },
    { mode: 'included', firstUnits: 1, firstFee: 0, stepUnits: 1, stepFee: 0, freeOver: null },
  ];
  for (const [i, s] of shops.entries()) {
    const r = rules[i % rules.length]!;
    await db.query(
      `INSERT INTO freight_template (shop_id, mode, first_units, first_fee, step_units, step_fee, free_over)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (shop_id) DO NOTHING`,
      [s.shopId, r.mode, r.firstUnits, r.firstFee, r.stepUnits, r.stepFee, r.freeOver],
    );
  }
  await seedCrossBorder(db);

  const haveCoupons = await db.one(`SELECT 1 FROM coupon LIMIT 1`);
  if (!haveCoupons) {
    const firstShop = shops[0]?.shopId ?? null;
    await db.query(
      `INSERT INTO coupon (shop_id, name_en, name_zh, kind, reduce_amount, discount_pct, min_amount, exclusive) VALUES
        (NULL, 'Welcome coupon', '新人券', 'cash', 500, NULL, 5000, false),
        (NULL, 'Big order coupon (exclusive)', '大单券（不可叠加）', 'cash', 2000, NULL, 20000, true),
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
