import { DEFAULT_CURRENCY, formatMoney, type BalanceReason, type GrowthReason, type PointsReason } from '@mall/shared';
import type { Db } from '../../db';
import { CheckoutError } from '../checkout/messages';

/**
 * The buyer's three ledgers: balance, points and growth. Every movement is a line, and
 * app_user.balance / score / growth stay their running totals, changed in the same transaction by
 * a guarded update (never below 0) that locks the buyer's row. (user, reason, ref) is unique, so
 * the same cause is never booked twice: a second call answers false and moves nothing.
 */
export async function moveBalance(db: Db, userId: string, change: number, reason: BalanceReason, ref: string): Promise<boolean> {
  return db.tx(async (t) => {
    const seen = await t.one(`SELECT 1 FROM balance_ledger WHERE user_id = $1 AND reason = $2 AND ref = $3`, [userId, reason, ref]);
    if (seen) return false;
    const row = await t.one<{ balance: string | number }>(
      `UPDATE app_user SET balance = balance + $2, updated_at = now() WHERE user_id = $1 AND balance + $2 >= 0 RETURNING balance`,
      [userId, change],
    );
    if (!row) {
      const cur = await t.one<{ balance: string | number }>(`SELECT balance FROM app_user WHERE user_id = $1`, [userId]);
      const balance = Number(cur?.balance ?? 0);
      throw new CheckoutError('balanceInsufficient', 'A00001', { balance: formatMoney(balance, DEFAULT_CURRENCY) }, { balance });
    }
    await t.query(`INSERT INTO balance_ledger (user_id, change, balance_after, reason, ref) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      change,
      Number(row.balance),
      reason,
      ref,
    ]);
    return true;
  });
}

export async function movePoints(db: Db, userId: string, change: number, reason: PointsReason, ref: string): Promise<boolean> {
  if (change === 0) return false;
  return db.tx(async (t) => {
    const seen = await t.one(`SELECT 1 FROM points_ledger WHERE user_id = $1 AND reason = $2 AND ref = $3`, [userId, reason, ref]);
    if (seen) return false;
    const row = await t.one<{ score: number }>(
      `UPDATE app_user SET score = score + $2, updated_at = now() WHERE user_id = $1 AND score + $2 >= 0 RETURNING score`,
      [userId, change],
    );
    if (!row) {
      const cur = await t.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [userId]);
      throw new CheckoutError('pointsInsufficient', 'A00001', { points: cur?.score ?? 0 }, { points: cur?.score ?? 0 });
    }
    await t.query(`INSERT INTO points_ledger (user_id, change, points_after, reason, ref) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      change,
      row.score,
      reason,
      ref,
    ]);
    return true;
  });
}

/**
 * Moves growth and the member level with it (both ways: a refund can take a level back). Answers
 * the level before and after, or null when (reason, ref) was booked already or the change is 0.
 */
export async function moveGrowth(
  db: Db,
  userId: string,
  change: number,
  reason: GrowthReason,
  ref: string,
): Promise<{ level: number; newLevel: number } | null> {
  if (change === 0) return null;
  return db.tx(async (t) => {
    const seen = await t.one(`SELECT 1 FROM growth_ledger WHERE user_id = $1 AND reason = $2 AND ref = $3`, [userId, reason, ref]);
    if (seen) return null;
    const row = await t.one<{ growth: number; level: number; newLevel: number }>(
      `UPDATE app_user u SET growth = u.growth + $2,
              level = coalesce((SELECT max(level) FROM member_level WHERE growth_min <= u.growth + $2), u.level), updated_at = now()
         FROM (SELECT level FROM app_user WHERE user_id = $1 FOR UPDATE) old
        WHERE u.user_id = $1 AND u.growth + $2 >= 0 RETURNING u.growth, old.level AS level, u.level AS "newLevel"`,
      [userId, change],
    );
    if (!row) throw new Error(`growth of ${userId} would go below 0 (${reason} ${ref})`);
    await t.query(`INSERT INTO growth_ledger (user_id, change, growth_after, reason, ref) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      change,
      row.growth,
      reason,
      ref,
    ]);
    return { level: row.level, newLevel: row.newLevel };
  });
}
