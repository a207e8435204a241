import type { Db } from '../../db';
import { CheckoutError } from './messages';
import { DEFAULT_CURRENCY, formatMoney } from '@mall/shared';

/**
 * Balance and points ledgers: every movement is an entry, and app_user.balance / app_user.score
 * stay the running totals, changed in the same transaction by a guarded update (never below 0).
 * (user, reason, ref) is unique, so the same cause is never booked twice: a second call returns
 * false instead of moving money again.
 */
export async function moveBalance(db: Db, userId: string, change: number, reason: string, ref: string): Promise<boolean> {
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

export async function movePoints(db: Db, userId: string, change: number, reason: string, ref: string): Promise<boolean> {
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
