import { RESPONSE_CODES, SHOP_SORTS, type Locale, type Page } from '@mall/shared';
import type { ProdSort, ShopSort } from '@mall/shared';
import { salePriceSql } from '../../db/sql';
import type { ShopCard, ShopDetail, ShopHead } from '@mall/shared/contracts';
import type { shopPageQuery, shopProdQuery } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { ModuleError } from '../../http/messages';
import { SHOP_STATUS, shopStatusKey } from './shop-status';

/** A {en, zh_CN} text in the buyer's language (English when the Chinese one is missing). */
export type Bilingual = { en?: string; zh_CN?: string };
export const pick = (t: Bilingual | string | null | undefined, locale: Locale): string =>
  t == null ? '' : typeof t === 'string' ? t : ((locale === 'zh_CN' ? t.zh_CN : t.en) ?? t.en ?? '');

/** Localises every {en, zh_CN} object found in a JSON value. */
export function localize(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((v) => localize(v, locale));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((k) => k === 'en' || k === 'zh_CN')) return pick(value as Bilingual, locale);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, locale)]));
  }
  return value;
}

const zh = (locale: Locale) => locale === 'zh_CN';
const pageOf = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total,
  pages: Math.ceil(total / size),
  current,
  size,
});
const likePattern = (s: string) => '%' + s.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';

type ShopPageQuery = z.output<typeof shopPageQuery>;

const ORDER: Record<ShopSort, string> = {
  default: 's.self_operated DESC, s.score DESC NULLS LAST, s.shop_id',
  sales: '(SELECT coalesce(sum(p.sold_num), 0) FROM product p WHERE p.shop_id = s.shop_id AND p.status = 1) DESC, s.shop_id',
  response: 's.response_rate DESC NULLS LAST, s.response_hours ASC NULLS LAST, s.shop_id',
  years: 's.years_in_business DESC NULLS LAST, s.shop_id',
  newest: 's.created_at DESC, s.shop_id DESC',
};

/** Suppliers (open shops only) with search, category and region filters, sort and paging. */
export async function shopPage(db: Db, q: ShopPageQuery, locale: Locale): Promise<Page<ShopCard>> {
  const where = ['s.shop_status = 1'];
  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.keyword) where.push(`lower(s.shop_name_en || ' ' || s.shop_name_zh) LIKE ${add(likePattern(q.keyword))}`);
  if (q.region) {
    const r = add(q.region);
    where.push(`(s.region_en = ${r} OR s.region_zh = ${r})`);
  }
  if (q.categoryId) {
    const c = add(q.categoryId);
    // The category or any of its descendants (the tree has 3 levels).
    where.push(`(s.main_category_id = ${c} OR EXISTS (
      SELECT 1 FROM product p WHERE p.shop_id = s.shop_id AND p.status = 1 AND p.category_id IN (
        SELECT category_id FROM category WHERE category_id = ${c} OR parent_id = ${c}
          OR parent_id IN (SELECT category_id FROM category WHERE parent_id = ${c}))))`);
  }
  const whereSql = where.join(' AND ');
  const total = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM shop s WHERE ${whereSql}`, params))?.n ?? 0;
  const L = zh(locale) ? 'zh' : 'en';
  const rows = await db.query<Omit<ShopCard, 'mainProducts'>>(
    `SELECT s.shop_id::int AS "shopId", s.shop_name_${L} AS "shopName", s.logo, coalesce(s.region_${L}, '') AS region,
            coalesce(c.name_${L}, '') AS "mainCategory", s.self_operated AS "selfOperated", s.response_rate AS "responseRate",
            s.response_hours AS "responseHours", s.years_in_business AS "yearsInBusiness", s.score::float8 AS score,
            (SELECT count(*)::int FROM product p WHERE p.shop_id = s.shop_id AND p.status = 1) AS "prodCount",
            (SELECT count(*)::int FROM shop_follow f WHERE f.shop_id = s.shop_id) AS "followCount",
            coalesce(d.certificates, '[]'::jsonb) AS certificates
       FROM shop s
       LEFT JOIN category c ON c.category_id = s.main_category_id
       LEFT JOIN shop_detail d ON d.shop_id = s.shop_id
      WHERE ${whereSql}
      ORDER BY ${ORDER[q.sort]}
      LIMIT ${add(q.size)} OFFSET ${add((q.current - 1) * q.size)}`,
    params,
  );
  const ids = rows.map((r) => r.shopId);
  const products = ids.length
    ? await db.query<{ shopId: number; prodId: number; prodName: string; pic: string | null; price: number }>(
        `SELECT "shopId", "prodId", "prodName", pic, price FROM (
           SELECT p.shop_id::int AS "shopId", p.prod_id::int AS "prodId", p.name_${L} AS "prodName", p.pic, (${salePriceSql()})::float8 AS price,
                  row_number() OVER (PARTITION BY p.shop_id ORDER BY p.sold_num DESC, p.prod_id) AS rn
             FROM product p
            WHERE p.status = 1 AND p.shop_id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)) x
          WHERE rn <= 4 ORDER BY "shopId", rn`,
        [JSON.stringify(ids)],
      )
    : [];
  const records = rows.map((r) => ({
    ...r,
    certificates: (r.certificates as unknown as { name: Bilingual }[]).map((c) => pick(c.name, locale)),
    mainProducts: products.filter((p) => p.shopId === r.shopId).map(({ shopId: _s, ...p }) => p),
  }));
  return pageOf(records, total, q.current, q.size);
}

/** Filter options of the shop list: top categories and the regions of open shops. */
export async function shopFilters(db: Db, locale: Locale) {
  const L = zh(locale) ? 'zh' : 'en';
  const categories = await db.query<{ categoryId: number; categoryName: string }>(
    `SELECT category_id::int AS "categoryId", name_${L} AS "categoryName" FROM category WHERE parent_id = 0 AND status = 1 ORDER BY seq, category_id`,
  );
  const regions = await db.query<{ value: string; label: string }>(
    `SELECT region_en AS value, min(region_${L}) AS label FROM shop WHERE shop_status = 1 AND region_en IS NOT NULL GROUP BY region_en ORDER BY region_en`,
  );
  return { categories, regions, sorts: SHOP_SORTS };
}

/** The shop header: identity, status (any status: the page shows a status page when not open), categories. */
export async function shopHead(db: Db, shopId: number, locale: Locale): Promise<ShopHead> {
  const L = zh(locale) ? 'zh' : 'en';
  const head = await db.one<Omit<ShopHead, 'categories' | 'statusKey'>>(
    `SELECT s.shop_id::int AS "shopId", s.shop_name_${L} AS "shopName", s.logo, s.banner, coalesce(s.intro_${L}, '') AS intro,
            coalesce(s.region_${L}, '') AS region, s.shop_status AS "shopStatus", s.self_operated AS "selfOperated",
            s.response_rate AS "responseRate", s.response_hours AS "responseHours", s.years_in_business AS "yearsInBusiness",
            s.score::float8 AS score,
            (SELECT count(*)::int FROM shop_follow f WHERE f.shop_id = s.shop_id) AS "followCount",
            (SELECT count(*)::int FROM product p WHERE p.shop_id = s.shop_id AND p.status = 1) AS "prodCount"
       FROM shop s WHERE s.shop_id = $1`,
    [shopId],
  );
  if (!head) throw new ModuleError('shops', 'shopNotFound', { code: RESPONSE_CODES.NOT_FOUND });
  const categories =
    head.shopStatus === SHOP_STATUS.open
      ? await db.query<ShopHead['categories'][number]>(
          `SELECT c.category_id::int AS "categoryId", c.name_${L} AS "categoryName", count(*)::int AS "prodCount"
             FROM product p JOIN category c ON c.category_id = p.category_id
            WHERE p.shop_id = $1 AND p.status = 1
            GROUP BY c.category_id ORDER BY count(*) DESC, c.category_id LIMIT 30`,
          [shopId],
        )
      : [];
  return { ...head, statusKey: shopStatusKey(head.shopStatus), categories };
}

/** About, contact, certificates, VR and videos of a shop; empty parts when it has no details yet. */
export async function shopDetail(db: Db, shopId: number, locale: Locale): Promise<ShopDetail> {
  const exists = await db.one(`SELECT 1 FROM shop WHERE shop_id = $1`, [shopId]);
  if (!exists) throw new ModuleError('shops', 'shopNotFound', { code: RESPONSE_CODES.NOT_FOUND });
  const d = await db.one<Record<string, unknown>>(
    `SELECT company, factory, trade, contacts, phone, email, address, lat::float8 AS lat, lng::float8 AS lng, vr_url AS "vrUrl",
            videos, certificates, licence_no AS "licenceNo", enterprise_name AS "enterpriseName",
            enterprise_residence AS "enterpriseResidence", legal_representative AS "legalRepresentative",
            registered_capital::float8 AS "registeredCapital", registered_currency AS "registeredCurrency",
            to_char(established_date, 'YYYY-MM-DD') AS "establishedDate",
            to_char(business_term_start, 'YYYY-MM-DD') AS "businessTermStart",
            to_char(business_term_end, 'YYYY-MM-DD') AS "businessTermEnd",
            no_fixed_term AS "noFixedTerm", business_scope AS "businessScope"
       FROM shop_detail WHERE shop_id = $1`,
    [shopId],
  );
  // The shop's videos: the catalogue's video table first, then any listed on the shop itself.
  const L = zh(locale) ? 'zh' : 'en';
  const catalogVideos = await db.query<ShopDetail['videos'][number]>(
    `SELECT video_id::int AS "videoId", title_${L} AS title, cover, url, duration FROM video WHERE shop_id = $1 ORDER BY created_at DESC, video_id`,
    [shopId],
  );
  if (!d) {
    return {
      shopId,
      company: {},
      factory: {},
      trade: {},
      contacts: [],
      phone: null,
      email: null,
      address: '',
      lat: null,
      lng: null,
      vrUrl: null,
      videos: catalogVideos,
      certificates: [],
      licence: null,
    };
  }
  const l = localize(d, locale) as Record<string, never>;
  return {
    shopId,
    company: l.company,
    factory: l.factory,
    trade: l.trade,
    contacts: l.contacts,
    phone: l.phone,
    email: l.email,
    address: l.address,
    lat: l.lat,
    lng: l.lng,
    vrUrl: l.vrUrl,
    videos: [...catalogVideos, ...(l.videos as ShopDetail['videos'])],
    certificates: l.certificates,
    licence: d.licenceNo
      ? {
          licenceNo: l.licenceNo,
          enterpriseName: l.enterpriseName,
          enterpriseResidence: l.enterpriseResidence,
          legalRepresentative: l.legalRepresentative,
          registeredCapital: l.registeredCapital,
          registeredCurrency: l.registeredCurrency,
          establishedDate: l.establishedDate,
          businessTermStart: l.businessTermStart,
          businessTermEnd: l.businessTermEnd,
          noFixedTerm: l.noFixedTerm,
          businessScope: l.businessScope,
        }
      : null,
  };
}

type ShopProdQuery = z.output<typeof shopProdQuery>;

const PROD_ORDER: Record<ProdSort, string> = {
  default: 'p.sold_num DESC, p.prod_id',
  sales: 'p.sold_num DESC, p.prod_id',
  priceAsc: 'p.price ASC, p.prod_id',
  priceDesc: 'p.price DESC, p.prod_id',
  newest: 'p.created_at DESC, p.prod_id DESC',
};

/** On-shelf products of an open shop (none for a shop that is not open). */
export async function shopProducts(db: Db, q: ShopProdQuery, locale: Locale) {
  const L = zh(locale) ? 'zh' : 'en';
  const where = ['p.shop_id = $1', 'p.status = 1', 'EXISTS (SELECT 1 FROM shop s WHERE s.shop_id = p.shop_id AND s.shop_status = 1)'];
  const params: unknown[] = [q.shopId];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.keyword) where.push(`lower(p.name_en || ' ' || p.name_zh) LIKE ${add(likePattern(q.keyword))}`);
  if (q.categoryId) {
    const c = add(q.categoryId);
    where.push(`p.category_id IN (SELECT category_id FROM category WHERE category_id = ${c} OR parent_id = ${c}
      OR parent_id IN (SELECT category_id FROM category WHERE parent_id = ${c}))`);
  }
  const whereSql = where.join(' AND ');
  const total = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM product p WHERE ${whereSql}`, params))?.n ?? 0;
  const records = await db.query(
    `SELECT p.prod_id::int AS "prodId", p.name_${L} AS "prodName", p.pic, (${salePriceSql()})::float8 AS price, p.ori_price::float8 AS "oriPrice",
            p.currency, p.sold_num AS "soldNum", p.prod_type AS "prodType", p.unit
       FROM product p WHERE ${whereSql}
      ORDER BY ${PROD_ORDER[q.sort]} LIMIT ${add(q.size)} OFFSET ${add((q.current - 1) * q.size)}`,
    params,
  );
  return pageOf(records, total, q.current, q.size);
}

// --- follow -----------------------------------------------------------------------------------

/** Follows or unfollows (whichever it is not); answers the new state. */
export async function toggleFollow(db: Db, userId: string, shopId: number): Promise<{ followed: boolean; followCount: number }> {
  return db.tx(async (t) => {
    const shop = await t.one(`SELECT 1 FROM shop WHERE shop_id = $1`, [shopId]);
    if (!shop) throw new ModuleError('shops', 'shopNotFound', { code: RESPONSE_CODES.NOT_FOUND });
    const removed = await t.one(`DELETE FROM shop_follow WHERE user_id = $1 AND shop_id = $2 RETURNING shop_id`, [userId, shopId]);
    if (!removed) await t.query(`INSERT INTO shop_follow (user_id, shop_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, shopId]);
    const count = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM shop_follow WHERE shop_id = $1`, [shopId]);
    return { followed: !removed, followCount: count?.n ?? 0 };
  });
}

export async function isFollowing(db: Db, userId: string, shopId: number): Promise<boolean> {
  return Boolean(await db.one(`SELECT 1 FROM shop_follow WHERE user_id = $1 AND shop_id = $2`, [userId, shopId]));
}

/** The buyer's followed shops, newest first (user center 'collections: stores'). */
export async function followedShops(db: Db, userId: string, current: number, size: number, locale: Locale) {
  const L = zh(locale) ? 'zh' : 'en';
  const total = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM shop_follow WHERE user_id = $1`, [userId]))?.n ?? 0;
  const records = await db.query(
    `SELECT s.shop_id::int AS "shopId", s.shop_name_${L} AS "shopName", s.logo, s.shop_status AS "shopStatus", f.created_at AS "followedAt"
       FROM shop_follow f JOIN shop s ON s.shop_id = f.shop_id
      WHERE f.user_id = $1 ORDER BY f.created_at DESC, s.shop_id LIMIT $2 OFFSET $3`,
    [userId, size, (current - 1) * size],
  );
  return pageOf(records, total, current, size);
}
