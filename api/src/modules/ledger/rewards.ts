import type { Db } from '../../db';
import { num } from '../../db/sql';
import { moveGrowth, movePoints } from './accounts';

/**
 * What a completed order earned (points and growth, booked once on completion on what the buyer
 * paid and kept: points_basis, growth_basis) follows the money it keeps: after a payback the order
 * keeps floor(earned x kept / basis) and the rest is taken back (ledger 'orderEarnBack',
 * 'orderBack'), never twice (points_clawed, growth_clawed). Points the buyer already spent cannot be
 * taken: the order still counts them as taken back. Money refunded before the booking earned none.
 */
export async function takeBackRewards(t: Db, orderNumber: string, ref: string): Promise<void> {
  const o = await t.one<{
    userId: string;
    paid: string | number;
    refunded: string | number;
    pointsBasis: string | number;
    pointsClawed: number;
    growthBasis: string | number;
    growthClawed: number;
    pointsEarned: string | number;
    growthEarned: string | number;
  }>(
    `SELECT o.user_id AS "userId", o.paid_amount AS paid, o.refunded_amount AS refunded, o.points_basis AS "pointsBasis",
            o.points_clawed AS "pointsClawed", o.growth_basis AS "growthBasis", o.growth_clawed AS "growthClawed",
            (SELECT coalesce(sum(change), 0) FROM points_ledger l WHERE l.user_id = o.user_id AND l.ref = o.order_number
                AND l.reason IN ('orderEarn', 'orderReward')) AS "pointsEarned",
            (SELECT coalesce(sum(change), 0) FROM growth_ledger g WHERE g.user_id = o.user_id AND g.ref = o.order_number AND g.reason = 'order') AS "growthEarned"
       FROM order_info o WHERE o.order_number = $1`,
    [orderNumber],
  );
  if (!o) return;
  const paid = num(o.paid);
  const kept = Math.max(0, paid - num(o.refunded));
  // What is owed back of `earned` booked on `basis` (0: booked before the basis was kept; paid then).
  const owedOf = (earned: number, basisColumn: number, clawed: number) => {
    const basis = basisColumn > 0 ? basisColumn : paid;
    if (earned <= 0 || basis <= 0) return 0;
    return earned - Math.floor((earned * Math.min(basis, kept)) / basis) - clawed;
  };
  const backRef = `${orderNumber}:${ref}`;

  const pointsOwed = owedOf(num(o.pointsEarned), num(o.pointsBasis), o.pointsClawed);
  if (pointsOwed > 0) {
    const user = await t.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1 FOR UPDATE`, [o.userId]);
    const take = Math.min(pointsOwed, user?.score ?? 0);
    if (take > 0) await movePoints(t, o.userId, -take, 'orderEarnBack', ref);
    await t.query(`UPDATE order_info SET points_clawed = points_clawed + $2 WHERE order_number = $1`, [orderNumber, pointsOwed]);
  }

  const growthOwed = owedOf(num(o.growthEarned), num(o.growthBasis), o.growthClawed);
  if (growthOwed > 0) {
    await moveGrowth(t, o.userId, -growthOwed, 'orderBack', backRef);
    await t.query(`UPDATE order_info SET growth_clawed = growth_clawed + $2 WHERE order_number = $1`, [orderNumber, growthOwed]);
  }
}
