import { salePriceSql } from '../../db/sql';
import { num, type Lang } from './catalog-common';
import type { ProductCard } from '@mall/shared/contracts';

/** Columns of a ProductCard over `product p JOIN shop s`; the price is what a unit costs now. */
export const cardColumns = (lang: Lang) => `
  p.prod_id AS "prodId", p.name_${lang} AS "prodName", p.shop_id AS "shopId", s.shop_name_${lang} AS "shopName",
  p.pic, ${salePriceSql()} AS price, p.ori_price AS "oriPrice", p.points_price AS "pointsPrice", p.prod_type AS "prodType",
  p.sold_num AS "soldNum", p.unit, p.region_${lang} AS "region", p.score, p.total_stocks AS "totalStocks", p.brief_${lang} AS "brief"`;

/** Only what a buyer may see: on shelf, in an open shop. */
export const VISIBLE = 'p.status = 1 AND s.shop_status = 1';

export function toCard(r: Record<string, unknown>): ProductCard {
  return {
    ...(r as unknown as ProductCard),
    prodId: num(r.prodId),
    shopId: num(r.shopId),
    price: num(r.price),
    oriPrice: num(r.oriPrice),
    score: r.score === null || r.score === undefined ? null : Number(r.score),
  };
}

export type { ProductCard };
