import type { Locale, Page } from '@mall/shared';
import type { PointsMallItem } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { langOfLocale, num } from '../../db/sql';

/**
 * The points mall: the catalogue's products of type 'points' on shelf, with their points price.
 * They are bought through the normal order flow (buy now, submit, the counter), priced at their
 * points price (10 points = 1 cent) and paid with points only (checkout/order-kinds.ts).
 */
export async function pointsMallPage(db: Db, locale: Locale, current: number, size: number): Promise<Page<PointsMallItem>> {
  const lang = langOfLocale(locale);
  const where = `p.prod_type = 'points' AND p.status = 1 AND p.points_price IS NOT NULL`;
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM product p WHERE ${where}`))?.n);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT p.prod_id AS "prodId", p.shop_id AS "shopId", p.name_${lang} AS name, p.pic, p.points_price AS "pointsPrice", p.total_stocks AS stocks,
            (SELECT s.sku_id FROM sku s WHERE s.prod_id = p.prod_id AND s.status = 1 AND s.stocks > 0 ORDER BY s.sku_id LIMIT 1) AS "skuId"
       FROM product p WHERE ${where} ORDER BY p.points_price, p.prod_id LIMIT ${size} OFFSET ${(current - 1) * size}`,
  );
  return {
    records: rows.map((r) => ({
      prodId: num(r.prodId),
      skuId: r.skuId == null ? null : num(r.skuId),
      shopId: num(r.shopId),
      name: String(r.name),
      pic: (r.pic as string | null) ?? null,
      pointsPrice: num(r.pointsPrice),
      stocks: num(r.stocks),
    })),
    total,
    pages: Math.ceil(total / size),
    current,
    size,
  };
}
