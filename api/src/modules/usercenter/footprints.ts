import type { Locale } from '@mall/shared';
import type { FootprintDay, FootprintPage } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { iso, langOfLocale, num, salePriceSql } from '../../db/sql';

/**
 * Footprints: the products the buyer viewed (the catalogue records one per product on each visit),
 * newest first, paged by product and grouped by the day of the visit in the buyer's time zone.
 */
export async function footprintPage(
  db: Db,
  userId: string,
  locale: Locale,
  timeZone: string,
  current: number,
  size: number,
): Promise<FootprintPage> {
  const lang = langOfLocale(locale);
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM user_footprint WHERE user_id = $1`, [userId]))?.n);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT p.prod_id AS "prodId", p.name_${lang} AS name, p.pic, ${salePriceSql()} AS price, p.prod_type AS "prodType", p.points_price AS "pointsPrice", p.status,
            f.visited_at AS "visitedAt", to_char(f.visited_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day
       FROM user_footprint f JOIN product p ON p.prod_id = f.prod_id
      WHERE f.user_id = $1 ORDER BY f.visited_at DESC, f.prod_id DESC LIMIT ${size} OFFSET ${(current - 1) * size}`,
    [userId, timeZone],
  );
  const days: FootprintDay[] = [];
  for (const r of rows) {
    const item = {
      prodId: num(r.prodId),
      name: String(r.name),
      pic: (r.pic as string | null) ?? null,
      price: num(r.price),
      prodType: String(r.prodType),
      pointsPrice: r.pointsPrice == null ? null : num(r.pointsPrice),
      status: num(r.status),
      visitedAt: iso(r.visitedAt)!,
    };
    const last = days[days.length - 1];
    if (last?.day === r.day) last.items.push(item);
    else days.push({ day: String(r.day), items: [item] });
  }
  return { days, total, current, size, pages: Math.ceil(total / size) };
}

/** Deletes one footprint (the buyer's own only: the key includes the buyer); answers whether it existed. */
export async function deleteFootprint(db: Db, userId: string, prodId: number): Promise<boolean> {
  return (await db.query(`DELETE FROM user_footprint WHERE user_id = $1 AND prod_id = $2 RETURNING 1`, [userId, prodId])).length > 0;
}

export async function clearFootprints(db: Db, userId: string): Promise<number> {
  return (await db.query(`DELETE FROM user_footprint WHERE user_id = $1 RETURNING 1`, [userId])).length;
}
