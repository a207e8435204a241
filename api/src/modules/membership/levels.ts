import { ORDER_REWARD_PER_UNIT, type GrowthReason, type Locale } from '@mall/shared';
import type { GrowthEntry, LevelProgress, MemberLevelView } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { iso, langOfLocale, num } from '../../db/sql';
import { awardOrderPoints } from '../checkout/ledgers';
import { moveGrowth } from '../ledger';
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
async function addGrowth(db: Db, userId: string, change: number, reason: GrowthReason, ref: string): Promise<boolean> {
  if (change <= 0) return false;
  const moved = await moveGrowth(db, userId, change, reason, ref);
  if (!moved) return false;
  if (moved.newLevel > moved.level) {
    await notify(db, {
      userId,
      kind: 'system',
      event: 'membership:notify.levelUp',
      params: { level: moved.newLevel },
      link: '/user-center/uc-member',
      ref: `level:${moved.newLevel}`,
    });
  }
  return true;
}

/**
 * The reward of a completed order, once per order: points through checkout's awardOrderPoints (the
 * one place that books an order's points, scaled by the level) and growth from what was paid and
 * kept (ORDER_REWARD_PER_UNIT per whole unit), on the same basis: a refund afterwards takes back
 * the share of both that the money it returned had earned (the ledger's takeBackRewards).
 */
export async function rewardCompletedOrder(t: Db, userId: string, orderNumber: string): Promise<void> {
  const o = await t.one<{ kept: string | number }>(
    `SELECT paid_amount - refunded_amount AS kept FROM order_info WHERE order_number = $1 AND user_id = $2`,
    [orderNumber, userId],
  );
  if (!o) return;
  await awardOrderPoints(t, orderNumber);
  const kept = num(o.kept);
  const units = Math.floor(kept / 100) * ORDER_REWARD_PER_UNIT;
  if (units > 0 && (await addGrowth(t, userId, units, 'order', orderNumber)))
    await t.query(`UPDATE order_info SET growth_basis = $2 WHERE order_number = $1`, [orderNumber, kept]);
}

export async function growthLog(db: Db, userId: string, limit = 20): Promise<GrowthEntry[]> {
  const rows = await db.query<GrowthEntry & { createTime: string }>(
    `SELECT entry_id AS "entryId", change, growth_after AS "growthAfter", reason, ref, created_at AS "createTime"
       FROM growth_ledger WHERE user_id = $1 ORDER BY entry_id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({ ...r, entryId: num(r.entryId), createTime: iso(r.createTime)! }));
}
