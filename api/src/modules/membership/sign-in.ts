import { DEFAULT_TIME_ZONE, SIGN_IN_POINTS, SIGN_IN_STREAK_BONUS, SIGN_IN_STREAK_DAYS } from '@mall/shared';
import { isTimeZone } from '@mall/shared/schemas';
import type { SignInResult, SignInStatus } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { movePoints } from '../ledger';
import { dayBefore, dayIn } from './clock';
import { ModuleError } from '../../http/messages';

/**
 * Daily sign-in: once per calendar day in the buyer's time zone. The zone is the account's
 * (app_user.time_zone), set from the Time-Zone header of the first sign-in and not moved by later
 * headers, so switching zones cannot buy a second day. sign_in's key (user, day) makes a second
 * sign-in on one day impossible, also in parallel; the points are booked in the same transaction.
 */
export const pointsForStreak = (streak: number) => SIGN_IN_POINTS + (streak % SIGN_IN_STREAK_DAYS === 0 ? SIGN_IN_STREAK_BONUS : 0);

/** The account's zone; the first time, the request's zone (when valid) becomes the account's. */
async function zoneOf(db: Db, userId: string, requested: string | undefined, keep: boolean): Promise<string> {
  const row = await db.one<{ timeZone: string | null }>(`SELECT time_zone AS "timeZone" FROM app_user WHERE user_id = $1`, [userId]);
  if (row?.timeZone) return row.timeZone;
  const zone = requested && isTimeZone(requested) ? requested : DEFAULT_TIME_ZONE;
  if (keep) await db.query(`UPDATE app_user SET time_zone = $2 WHERE user_id = $1 AND time_zone IS NULL`, [userId, zone]);
  return zone;
}

async function streakUpTo(db: Db, userId: string, day: string): Promise<number> {
  const row = await db.one<{ streak: number }>(`SELECT streak FROM sign_in WHERE user_id = $1 AND sign_date = $2::date`, [userId, day]);
  return row?.streak ?? 0;
}

export async function signInStatus(db: Db, userId: string, requestedZone?: string): Promise<SignInStatus> {
  const timeZone = await zoneOf(db, userId, requestedZone, false);
  const today = dayIn(timeZone);
  const todayStreak = await streakUpTo(db, userId, today);
  const streak = todayStreak || (await streakUpTo(db, userId, dayBefore(today)));
  const days = await db.query<{ day: string }>(
    `SELECT to_char(sign_date, 'YYYY-MM-DD') AS day FROM sign_in WHERE user_id = $1 AND sign_date >= date_trunc('month', $2::date) AND sign_date <= $2::date ORDER BY sign_date`,
    [userId, today],
  );
  const user = await db.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [userId]);
  return {
    timeZone,
    today,
    signedToday: todayStreak > 0,
    streak,
    nextPoints: pointsForStreak(todayStreak ? todayStreak + 1 : streak + 1),
    monthDays: days.map((d) => d.day),
    points: user?.score ?? 0,
  };
}

export async function signInToday(db: Db, userId: string, requestedZone?: string): Promise<SignInResult> {
  return db.tx(async (t) => {
    const timeZone = await zoneOf(t, userId, requestedZone, true);
    const today = dayIn(timeZone);
    const streak = (await streakUpTo(t, userId, dayBefore(today))) + 1;
    const points = pointsForStreak(streak);
    const row = await t.one(
      `INSERT INTO sign_in (user_id, sign_date, streak, points, time_zone) VALUES ($1, $2::date, $3, $4, $5)
       ON CONFLICT (user_id, sign_date) DO NOTHING RETURNING sign_date`,
      [userId, today, streak, points, timeZone],
    );
    if (!row) throw new ModuleError('membership', 'alreadySignedIn');
    await movePoints(t, userId, points, 'signIn', today);
    const user = await t.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [userId]);
    return { signDate: today, streak, points, bonus: points - SIGN_IN_POINTS, totalPoints: user?.score ?? 0 };
  });
}
