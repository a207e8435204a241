import type { Db } from '../index';
import type { SeedOptions } from './index';

/**
 * Membership demo data: the member coupon and the two paid plans (monthly, annual), and the
 * coupon centre's coupons (platform and shop coupons, limited and unlimited stock). Inserted only
 * when missing, so claims and edits survive restarts.
 */
export async function seedMembership(db: Db, _opts: SeedOptions): Promise<void> {
  if (!(await db.one(`SELECT 1 FROM member_plan LIMIT 1`))) {
    const coupon = await db.one<{ id: string | number }>(
      `INSERT INTO coupon (shop_id, name_en, name_zh, kind, reduce_amount, min_amount, exclusive, starts_at, ends_at)
       VALUES (NULL, 'Member coupon', '会员券', 'cash', 1000, 6000, false, now() - interval '1 day', now() + interval '3 years')
       RETURNING coupon_id AS id`,
    );
    await db.query(
      `INSERT INTO member_plan (plan_id, name_en, name_zh, months, price, discount_pct, free_shipping, bonus_points, coupon_id, coupon_count, sort) VALUES
        ('monthly', 'Monthly membership', '月度会员', 1, 990, 95, true, 100, $1, 1, 1),
        ('annual', 'Annual membership', '年度会员', 12, 9900, 90, true, 1500, $1, 12, 2)`,
      [coupon!.id],
    );
  }
  if (!(await db.one(`SELECT 1 FROM coupon WHERE in_centre LIMIT 1`))) {
    const shops = await db.query<{ shopId: string | number }>(`SELECT shop_id AS "shopId" FROM shop ORDER BY shop_id LIMIT 2`);
    await db.query(
      `INSERT INTO coupon (shop_id, name_en, name_zh, kind, reduce_amount, discount_pct, min_amount, exclusive, total_stock, per_user_limit, in_centre, ends_at) VALUES
        (NULL, 'Everyday coupon', '日常券', 'cash', 300, NULL, 3000, false, 10000, 1, true, now() + interval '180 days'),
        (NULL, 'Big order discount (exclusive)', '大单折扣券（不可叠加）', 'discount', 0, 90, 10000, true, 2000, 1, true, now() + interval '90 days'),
        ($1, 'Shop coupon', '本店券', 'cash', 200, NULL, 2000, false, NULL, 2, true, now() + interval '120 days'),
        ($2, 'Shop coupon (only 20)', '本店券（限20张）', 'cash', 1500, NULL, 9900, false, 20, 1, true, now() + interval '60 days')`,
      [shops[0]?.shopId ?? null, shops[1]?.shopId ?? shops[0]?.shopId ?? null],
    );
  }
}
