import {
  isPointsItem,
  meetsMoq,
  NOT_CARTABLE_TYPES,
  RESPONSE_CODES,
  tierPrice,
  type Locale,
  type PriceTier,
  type ProductType,
} from '@mall/shared';
import type { CartLine, checkItemsBody, changeItemBody, InvalidReason } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { assertShopOpen } from '../shops';
import { countryOf } from '../system/countries';
import { delivers, freightTemplates, type Destination } from './freight';
import { CheckoutError } from './messages';
import { parseTiers } from './pricing';
import { arr, num } from '../../db/sql';

interface LineRow {
  basketId: string | number;
  shopId: string | number;
  prodId: string | number;
  skuId: string | number;
  nameEn: string;
  nameZh: string;
  skuNameEn: string;
  skuNameZh: string;
  propsEn: string;
  propsZh: string;
  pic: string | null;
  price: string | number;
  oriPrice: string | number;
  count: number;
  stocks: number;
  checked: boolean;
  prodType: ProductType;
  prodStatus: number;
  skuStatus: number;
  shopStatus: number;
  shopNameEn: string;
  shopNameZh: string;
  moq: number;
  tiers: PriceTier[];
}

const LINE_SQL = `
  SELECT c.basket_id AS "basketId", c.shop_id AS "shopId", c.prod_id AS "prodId", c.sku_id AS "skuId", c.count, c.checked,
         p.name_en AS "nameEn", p.name_zh AS "nameZh", s.sku_name_en AS "skuNameEn", s.sku_name_zh AS "skuNameZh",
         s.properties_en AS "propsEn", s.properties_zh AS "propsZh", coalesce(s.pic, p.pic) AS pic, s.price, s.ori_price AS "oriPrice",
         s.stocks, p.prod_type AS "prodType", p.status AS "prodStatus", s.status AS "skuStatus", sh.shop_status AS "shopStatus",
         sh.shop_name_en AS "shopNameEn", sh.shop_name_zh AS "shopNameZh", p.moq,
         (SELECT coalesce(json_agg(json_build_object('minQty', t.min_qty, 'price', t.price)), '[]') FROM price_tier t WHERE t.sku_id = c.sku_id) AS tiers
    FROM shop_cart c
    JOIN sku s ON s.sku_id = c.sku_id
    JOIN product p ON p.prod_id = c.prod_id
    JOIN shop sh ON sh.shop_id = c.shop_id`;

/** Where the buyer's default address is, to tell lines the shop cannot deliver there (null: no address with a country). */
async function defaultDestination(
  db: Db,
  userId: string,
  locale: Locale,
): Promise<(Destination & { countryName: string; regionName: string }) | null> {
  const row = await db.one<{ countryCode: string | null; regionCode: string }>(
    `SELECT country_code AS "countryCode", region_code AS "regionCode" FROM user_addr WHERE user_id = $1 ORDER BY common_addr DESC, addr_id DESC LIMIT 1`,
    [userId],
  );
  const country = row?.countryCode ? await countryOf(row.countryCode, locale) : null;
  if (!country) return null;
  const regionName = country.regions.find((r) => r.code === row!.regionCode)?.name ?? '';
  return { countryCode: country.code, regionCode: row!.regionCode, continent: country.continent, countryName: country.name, regionName };
}

export async function cartLines(
  db: Db,
  userId: string,
  locale: Locale,
  basketIds?: number[],
  destination?: Awaited<ReturnType<typeof defaultDestination>>,
): Promise<CartLine[]> {
  const rows = basketIds
    ? await db.query<LineRow>(
        `${LINE_SQL} WHERE c.user_id = $1 AND c.basket_id = ANY(${arr(2, 'bigint')}) ORDER BY c.created_at DESC, c.basket_id DESC`,
        [userId, JSON.stringify(basketIds)],
      )
    : await db.query<LineRow>(`${LINE_SQL} WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.basket_id DESC`, [userId]);
  destination ??= await defaultDestination(db, userId, locale);
  const templates = await freightTemplates(db, [...new Set(rows.map((r) => Number(r.shopId)))]);
  const zh = locale === 'zh_CN';
  return rows.map((r) => {
    let invalidReason: InvalidReason | null = null;
    if (r.prodStatus !== 1 || r.skuStatus !== 1) invalidReason = 'offShelf';
    else if (r.shopStatus !== 1) invalidReason = 'shopNotOpen';
    else if (NOT_CARTABLE_TYPES.includes(r.prodType) || isPointsItem(r.prodType)) invalidReason = 'notCartable';
    else if (r.stocks <= 0) invalidReason = 'outOfStock';
    else if (destination && !delivers(templates.get(Number(r.shopId))!, destination)) invalidReason = 'regionUnserved';
    // The line's unit price at its quantity's tier (the same rule as confirm's).
    const price = tierPrice(num(r.price), parseTiers(r.tiers), r.count);
    return {
      basketId: Number(r.basketId),
      shopId: Number(r.shopId),
      shopName: zh ? r.shopNameZh : r.shopNameEn,
      prodId: Number(r.prodId),
      skuId: Number(r.skuId),
      prodName: zh ? r.nameZh : r.nameEn,
      skuName: zh ? r.skuNameZh : r.skuNameEn,
      properties: zh ? r.propsZh : r.propsEn,
      pic: r.pic,
      price,
      oriPrice: num(r.oriPrice),
      count: r.count,
      stocks: r.stocks,
      checked: r.checked,
      prodType: r.prodType,
      moq: r.moq,
      invalidReason,
      productTotal: price * r.count,
    };
  });
}

/** Lines grouped by shop (valid ones), plus the lines that cannot be bought now, apart. */
export async function cartInfo(db: Db, userId: string, locale: Locale) {
  const destination = await defaultDestination(db, userId, locale);
  const lines = await cartLines(db, userId, locale, undefined, destination);
  const shops = new Map<number, { shopId: number; shopName: string; lines: CartLine[] }>();
  const invalid: CartLine[] = [];
  for (const l of lines) {
    if (l.invalidReason) {
      invalid.push(l);
      continue;
    }
    const g = shops.get(l.shopId) ?? { shopId: l.shopId, shopName: l.shopName, lines: [] };
    g.lines.push(l);
    shops.set(l.shopId, g);
  }
  const checked = lines.filter((l) => !l.invalidReason && l.checked);
  return {
    shopCarts: [...shops.values()],
    invalidLines: invalid,
    checkedCount: checked.length,
    totalMoney: checked.reduce((s, l) => s + l.productTotal, 0),
    count: lines.length,
    deliverTo: destination ? { countryName: destination.countryName, regionName: destination.regionName } : null,
  };
}

/** Refuses a product the cart cannot take (type, shelf, shop). */
export function assertCartable(prod: { prodType: ProductType; status: number }): void {
  if (NOT_CARTABLE_TYPES.includes(prod.prodType)) throw new CheckoutError('notCartable');
  // A points item is paid with points on an order of its own (its price is no money price).
  if (isPointsItem(prod.prodType)) throw new CheckoutError('pointsNotCartable');
  if (prod.status !== 1) throw new CheckoutError('offShelf');
}

/** changeItem: count is a delta; a resulting total of 0 or less removes the line. */
export async function changeItem(
  db: Db,
  userId: string,
  input: z.output<typeof changeItemBody>,
): Promise<{ basketId: number | null; count: number }> {
  return db.tx(async (t) => {
    const sku = await t.one<{
      prodId: string | number;
      shopId: string | number;
      stocks: number;
      skuStatus: number;
      prodType: ProductType;
      status: number;
      moq: number;
    }>(
      `SELECT s.prod_id AS "prodId", p.shop_id AS "shopId", s.stocks, s.status AS "skuStatus", p.prod_type AS "prodType", p.status, p.moq
         FROM sku s JOIN product p ON p.prod_id = s.prod_id WHERE s.sku_id = $1`,
      [input.skuId],
    );
    if (!sku || Number(sku.prodId) !== input.prodId) throw new CheckoutError('offShelf', RESPONSE_CODES.NOT_FOUND);
    const existing = await t.one<{ basketId: string | number; count: number }>(
      `SELECT basket_id AS "basketId", count FROM shop_cart WHERE user_id = $1 AND sku_id = $2 FOR UPDATE`,
      [userId, input.skuId],
    );
    const total = (existing?.count ?? 0) + input.count;
    if (total <= 0) {
      if (existing) await t.query(`DELETE FROM shop_cart WHERE basket_id = $1`, [existing.basketId]);
      return { basketId: null, count: 0 };
    }
    if (input.count > 0) {
      assertCartable(sku);
      if (sku.skuStatus !== 1) throw new CheckoutError('offShelf');
      await assertShopOpen(t, Number(sku.shopId));
    }
    if (input.count === 0 && !existing) throw new CheckoutError('correctQuantity', RESPONSE_CODES.INVALID_ARGUMENT);
    // A line never holds fewer than the product's MOQ (lowering it below removes nothing: refused).
    if (!meetsMoq(total, sku.moq)) throw new CheckoutError('correctQuantity', RESPONSE_CODES.INVALID_ARGUMENT, undefined, { moq: sku.moq });
    if (total > sku.stocks) throw new CheckoutError('insufficientStock', RESPONSE_CODES.OUT_OF_STOCK, undefined, { stocks: sku.stocks });
    const row = await t.one<{ basketId: string | number }>(
      `INSERT INTO shop_cart (user_id, shop_id, prod_id, sku_id, count) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, sku_id) DO UPDATE SET count = EXCLUDED.count, updated_at = now()
       RETURNING basket_id AS "basketId"`,
      [userId, Number(sku.shopId), input.prodId, input.skuId, total],
    );
    return { basketId: Number(row!.basketId), count: total };
  });
}

export async function deleteItems(db: Db, userId: string, basketIds: number[]): Promise<number> {
  const rows = await db.query(`DELETE FROM shop_cart WHERE user_id = $1 AND basket_id = ANY(${arr(2, 'bigint')}) RETURNING basket_id`, [
    userId,
    JSON.stringify(basketIds),
  ]);
  return rows.length;
}

export async function deleteAll(db: Db, userId: string): Promise<number> {
  return (await db.query(`DELETE FROM shop_cart WHERE user_id = $1 RETURNING basket_id`, [userId])).length;
}

/** Number of lines in the cart (the header badge). */
export async function prodCount(db: Db, userId: string): Promise<number> {
  const row = await db.one<{ n: string | number }>(`SELECT count(*) AS n FROM shop_cart WHERE user_id = $1`, [userId]);
  return num(row?.n);
}

export async function checkItems(db: Db, userId: string, input: z.output<typeof checkItemsBody>): Promise<number> {
  const pairs = Array.isArray(input) ? input : input.basketIds.map((basketId) => ({ basketId, checked: input.checked }));
  let n = 0;
  for (const checked of [true, false]) {
    const ids = pairs.filter((p) => p.checked === checked).map((p) => p.basketId);
    if (!ids.length) continue;
    n += (
      await db.query(`UPDATE shop_cart SET checked = $3 WHERE user_id = $1 AND basket_id = ANY(${arr(2, 'bigint')}) RETURNING basket_id`, [
        userId,
        JSON.stringify(ids),
        checked,
      ])
    ).length;
  }
  return n;
}
