import { ORDER_REWARD_PER_UNIT, type Locale } from '@mall/shared';
import type { GrowthEntry, LevelProgress, MemberLevelView } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { iso, langOfLocale, num } from '../../db/sql';
import { awardOrderPoints } from '../checkout/ledgers';
import { notify } from '../notifications';

/**
 * Member levels by growth. A completed order (the buyer confirmed receipt) earns growth,
 * ORDER_REWARD_PER_UNIT per whole unit paid, and its points (scaled by the buyer's level).
 * Growth has its own ledger (growth_ledger, (user, reason, ref) unique): an order rewards once.
 */
export async function memberLevels(db: Db, locale: Locale): Promise<MemberLevelView[]> {
  const lang = langOfLocale(locale);
  return db.query<MemberLevelView>(
    `SELECT level, name_${lang} AS name, growth_min AS "growthMin", points_pct AS "pointsPct" FROM member_level ORDER BY growth_min`,
  );
}

export function progressOf(levels: MemberLevelView[], growth: number): LevelProgress {
  const reached = levels.filter((l) => l.growthMin <= growth);
  const current = reached[reached.length - 1] ?? levels[0]!;
  const next = levels.find((l) => l.growthMin > growth) ?? null;
  return {
    level: current.level,
    name: current.name,
    growth,
    growthMin: current.growthMin,
    next: next && { level: next.level, name: next.name, growthMin: next.growthMin },
  };
}

export async function levelProgress(db: Db, userId: string, locale: Locale): Promise<LevelProgress> {
  const [levels, user] = await Promise.all([
    memberLevels(db, locale),
    db.one<{ growth: number }>(`SELECT growth FROM app_user WHERE user_id = $1`, [userId]),
  ]);
  return progressOf(levels, user?.growth ?? 0);
}

/** Adds growth once per (reason, ref) and moves the level with it; answers false when already booked. */
export async function addGrowth(db: Db, userId: string, change: number, reason: string, ref: string): Promise<boolean> {
  if (change <= 0) return false;
  return db.tx(async (t) => {
    const entry = await t.one(
      `INSERT INTO growth_ledger (user_id, change, growth_after, reason, ref)
       SELECT $1, $2, growth + $2, $3, $4 FROM app_user WHERE user_id = $1
       ON CONFLICT (user_id, reason, ref) DO NOTHING RETURNING entry_id`,
      [userId, change, reason, ref],
    );
    if (!entry) return false;
    const user = await t.one<{ level: number; newLevel: number }>(
      `UPDATE app_user u SET growth = u.growth + $2,
              level = (SELECT max(level) FROM member_level WHERE growth_min <= u.growth + $2), updated_at = now()
        FROM (SELECT level FROM app_user WHERE user_id = $1) old
        WHERE u.user_id = $1 RETURNING old.level AS level, u.level AS "newLevel"`,
      [userId, change],
    );
    if (user && user.newLevel > user.level) {
      await notify(t, {
        userId,
        kind: 'system',
        event: 'membership:notify.levelUp',
        params: { level: user.newLevel },
        link: '/user-center/uc-member',
        ref: `level:${user.newLevel}`,
      });
    }
    return true;
  });
}

/**
 * The reward of a completed order, once per order: points through checkout's awardOrderPoints (the
 * one place that books an order's points, scaled by the level) and growth from what was paid.
 */
export async function rewardCompletedOrder(t: Db, userId: string, orderNumber: string): Promise<void> {
  const o = await t.one<{ paid: string | number }>(`SELECT paid_amount AS paid FROM order_info WHERE order_number = $1 AND user_id = $2`, [
    orderNumber,
    userId,
  ]);
  if (!o) return;
  await awardOrderPoints(t, orderNumber);
  const units = Math.floor(num(o.paid) / 100) * ORDER_REWARD_PER_UNIT;
  if (units > 0) await addGrowth(t, userId, units, 'order', orderNumber);
}

export async function growthLog(db: Db, userId: string, limit = 20): Promise<GrowthEntry[]> {
  const rows = await db.query<GrowthEntry & { createTime: string }>(
    `SELECT entry_id AS "entryId", change, growth_after AS "growthAfter", reason, ref, created_at AS "createTime"
       FROM growth_ledger WHERE user_id = $1 ORDER BY entry_id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({ ...r, entryId: num(r.entryId), createTime: iso(r.createTime)! }));
}
