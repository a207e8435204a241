import type { Db } from '../../db';
import { POINTS_EARN_MINOR_PER_POINT } from '@mall/shared';
import { movePoints } from '../ledger';

export async function balanceEntries(db: Db, userId: string, limit = 50) {
  return db.query(
    `SELECT entry_id AS "entryId", change, balance_after AS "balanceAfter", reason, ref, created_at AS "createdAt"
       FROM balance_ledger WHERE user_id = $1 ORDER BY entry_id DESC LIMIT $2`,
    [userId, limit],
  );
}

export async function pointsEntries(db: Db, userId: string, limit = 50) {
  return db.query(
    `SELECT entry_id AS "entryId", change, points_after AS "pointsAfter", reason, ref, created_at AS "createdAt"
       FROM points_ledger WHERE user_id = $1 ORDER BY entry_id DESC LIMIT $2`,
    [userId, limit],
  );
}

/**
 * Points for a completed order (spec 6 "points", spec 9 "shopping earns 1 point per a certain
 * amount"): 1 point per POINTS_EARN_MINOR_PER_POINT (100 cents, $1) of what the buyer paid and
 * kept (paid less refunded), floored and scaled by the buyer's level, booked once per order (ledger
 * reason 'orderEarn', ref the order number; order_info.points_earned) — whether the order completes
 * by confirmed receipt (membership's rewardCompletedOrder) or by a review. A refund afterwards
 * takes back what the smaller amount no longer earns (refunds module).
 */
export async function awardOrderPoints(t: Db, orderNumber: string): Promise<number> {
  // The buyer's membership level scales the points (member_level.points_pct, 100 = 1x).
  const o = await t.one<{ userId: string; kept: string | number; earned: number; pct: number }>(
    `SELECT o.user_id AS "userId", o.paid_amount - o.refunded_amount AS kept, o.points_earned AS earned,
            coalesce((SELECT l.points_pct FROM member_level l WHERE l.growth_min <= u.growth ORDER BY l.growth_min DESC LIMIT 1), 100) AS pct
       FROM order_info o JOIN app_user u ON u.user_id = o.user_id WHERE o.order_number = $1 FOR UPDATE OF o`,
    [orderNumber],
  );
  if (!o || o.earned > 0) return 0;
  const points = Math.floor((Math.floor(Number(o.kept) / POINTS_EARN_MINOR_PER_POINT) * Number(o.pct)) / 100);
  if (points <= 0) return 0;
  if (!(await movePoints(t, o.userId, points, 'orderEarn', orderNumber))) return 0;
  await t.query(`UPDATE order_info SET points_earned = $2, points_basis = $3, updated_at = now() WHERE order_number = $1`, [
    orderNumber,
    points,
    Number(o.kept),
  ]);
  return points;
}
