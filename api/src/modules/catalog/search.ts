import type { z } from 'zod';
import { PROD_SORTS, type Page, type ProdSort } from '@mall/shared';
import {
  listFiltersSchema,
  searchContract as c,
  type DidYouMean,
  type HotSearch,
  type ListPage,
  type productSearchSchema,
  type SearchSuggestion,
  type SupplierCard,
  type supplierSearchSchema,
} from '@mall/shared/contracts';
import { isSearchableTerm } from '@mall/shared/schemas';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { ok } from '../../http/envelope';
import { langOf, num, pageOf, type Lang, type Paging } from './catalog-common';
import { salePriceSql } from '../../db/sql';
import { listProducts } from './listing';
import type { ProductCard } from './product-cards';
import { correctKeyword, relatedSearches } from './spelling';

/**
 * Product search and listing routes, suggestions and supplier search (queries and answers in
 * contracts/search.ts). How a keyword matches is in keywords.ts (a one-letter Latin term is left
 * out there; a keyword of only such terms is refused with validation.searchTooShort); how a
 * listing is found, paged and counted at a million products is in listing.ts.
 */
export const SORTS = PROD_SORTS;
export type Sort = ProdSort;
export { listFiltersSchema };
export type ListFilters = z.output<typeof listFiltersSchema> & { keyword?: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => '\\' + ch);

/**
 * The search terms of a keyword: lower case, split on spaces, at most 5. A one-letter Latin term
 * is left out ('a lamp' searches 'lamp'); a keyword of only such terms is refused by the schema.
 */
export const searchTerms = (keyword: string): string[] =>
  keyword.toLowerCase().split(/\s+/).filter(Boolean).filter(isSearchableTerm).slice(0, 5);

export { listProducts };

export type Suggestion = SearchSuggestion;

/** Fewer matches than this on a search's first page: a correction that finds more is offered beside them. */
const FEW_RESULTS = 3;
/** Suggestions as typed below this many: the typed keyword's correction and its products are added. */
const FEW_SUGGESTIONS = 3;

/**
 * A product search (docs/search-at-scale.md, "Forgiving search"): a keyword that finds nothing is
 * answered with its correction's results (didYouMean.applied; `exact` asks for the keyword as
 * typed); a first page of few results offers the correction beside them; nothing found at all
 * comes with the closest categories and popular searches.
 */
export async function searchProducts(ctx: AppContext, lang: Lang, q: z.output<typeof productSearchSchema>): Promise<ListPage<ProductCard>> {
  const { exact, ...filters } = q;
  const page = await listProducts(ctx, lang, filters);
  const firstPage = filters.current === 1 && !filters.cursor;
  if (page.total >= FEW_RESULTS || (page.total > 0 && !firstPage)) return page;
  let didYouMean: DidYouMean | undefined;
  const corrected = await correctKeyword(ctx, lang, filters.keyword);
  if (corrected && page.total === 0 && !exact) {
    const fixed = await listProducts(ctx, lang, { ...filters, keyword: corrected });
    if (fixed.total > 0) return { ...fixed, didYouMean: { keyword: corrected, applied: true } };
  } else if (corrected) {
    const more = await listProducts(ctx, lang, { ...filters, keyword: corrected, cursor: undefined, current: 1, size: 1 });
    if (more.total > page.total) didYouMean = { keyword: corrected, applied: false };
  }
  return {
    ...page,
    ...(didYouMean && { didYouMean }),
    ...(page.total === 0 && { related: await relatedSearches(ctx, lang, filters.keyword) }),
  };
}

/**
 * Suggestions as the buyer types. Products mode: categories whose name matches, then product
 * names. Suppliers mode: names of open shops (either language holds every term).
 */
export async function suggest(
  ctx: AppContext,
  lang: Lang,
  keyword: string,
  type: 'product' | 'supplier' = 'product',
): Promise<Suggestion[]> {
  if (type === 'supplier') return suggestSuppliers(ctx, lang, keyword);
  const categories = await ctx.db.query<{ id: number; text: string }>(
    `SELECT category_id AS id, name_${lang} AS text FROM category WHERE status = 1 AND lower(name_${lang}) LIKE $1 ORDER BY grade DESC, seq LIMIT 3`,
    [`%${escapeLike(keyword.toLowerCase())}%`],
  );
  // The best sellers among the matches: the listing's machinery (its sorted index, or the grams index for a rare keyword).
  const found = await listProducts(ctx, lang, { ...listFiltersSchema.parse({ sort: 'sales', size: 8 }), keyword });
  const items: Suggestion[] = [
    ...categories.map((c) => ({ type: 'category' as const, text: c.text, id: num(c.id) })),
    ...found.records.map((p) => ({ type: 'product' as const, text: p.prodName, id: num(p.prodId) })),
  ];
  if (items.length >= FEW_SUGGESTIONS) return items;
  // Typo-tolerant: what the buyer probably means, and its best sellers.
  const corrected = await correctKeyword(ctx, lang, keyword);
  if (!corrected) return items;
  const fixed = await listProducts(ctx, lang, { ...listFiltersSchema.parse({ sort: 'sales', size: 8 }), keyword: corrected });
  if (!fixed.total) return items;
  const shown = new Set(items.map((i) => i.id));
  return [
    { type: 'query' as const, text: corrected, id: 0 },
    ...items,
    ...fixed.records.filter((p) => !shown.has(p.prodId)).map((p) => ({ type: 'product' as const, text: p.prodName, id: num(p.prodId) })),
  ].slice(0, 10);
}

async function suggestSuppliers(ctx: AppContext, lang: Lang, keyword: string): Promise<Suggestion[]> {
  const params: unknown[] = [];
  const where = ['s.shop_status = 1'];
  for (const term of searchTerms(keyword)) {
    params.push(`%${escapeLike(term)}%`);
    where.push(`lower(s.shop_name_en || ' ' || s.shop_name_zh) LIKE $${params.length}`);
  }
  const shops = await ctx.db.query<{ id: number; text: string }>(
    `SELECT s.shop_id AS id, s.shop_name_${lang} AS text FROM shop s WHERE ${where.join(' AND ')}
      ORDER BY s.score DESC NULLS LAST, s.shop_id LIMIT 8`,
    params,
  );
  return shops.map((s) => ({ type: 'supplier' as const, text: s.text, id: num(s.id) }));
}

/** Open shops whose name (either language) holds every term. */
export async function searchSuppliers(ctx: AppContext, lang: Lang, q: z.output<typeof supplierSearchSchema>): Promise<Page<SupplierCard>> {
  const params: unknown[] = [];
  const where = ['s.shop_status = 1'];
  for (const term of searchTerms(q.keyword)) {
    params.push(`%${escapeLike(term)}%`);
    where.push(`lower(s.shop_name_en || ' ' || s.shop_name_zh) LIKE $${params.length}`);
  }
  if (q.region) {
    params.push(q.region);
    where.push(`(s.region_en = $${params.length} OR s.region_zh = $${params.length})`);
  }
  return querySuppliers(ctx, lang, where, params, q);
}

/** Supplier cards for shops matching `where` (over `shop s`), best first, with up to 4 products each. */
export async function querySuppliers(
  ctx: AppContext,
  lang: Lang,
  where: string[],
  params: unknown[],
  q: Paging,
): Promise<Page<SupplierCard>> {
  const from = `FROM shop s WHERE ${where.join(' AND ')}`;
  const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT s.shop_id AS "shopId", s.shop_name_${lang} AS "shopName", s.logo, s.intro_${lang} AS intro, s.region_${lang} AS region,
            c.name_${lang} AS "mainCategory", s.years_in_business AS "yearsInBusiness", s.response_rate AS "responseRate",
            s.response_hours AS "responseHours", s.self_operated AS "selfOperated", s.score,
            (SELECT count(*)::int FROM product p WHERE p.shop_id = s.shop_id AND p.status = 1) AS "productCount"
       ${from.replace('FROM shop s', 'FROM shop s LEFT JOIN category c ON c.category_id = s.main_category_id')}
      ORDER BY s.self_operated DESC, s.score DESC NULLS LAST, s.shop_id
      LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  );
  const ids = rows.map((r) => num(r.shopId));
  const prods = ids.length
    ? await ctx.db.query<Record<string, unknown>>(
        `SELECT shop_id AS "shopId", prod_id AS "prodId", name_${lang} AS "prodName", pic, sale_price AS price FROM (
           SELECT p.*, ${salePriceSql()} AS sale_price, row_number() OVER (PARTITION BY p.shop_id ORDER BY p.sold_num DESC) AS rn
             FROM product p WHERE p.status = 1 AND p.shop_id = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)::bigint))) x
         WHERE rn <= 4`,
        [JSON.stringify(ids)],
      )
    : [];
  const records = rows.map((r) => ({
    ...(r as unknown as SupplierCard),
    shopId: num(r.shopId),
    score: r.score === null ? null : Number(r.score),
    prods: prods
      .filter((p) => num(p.shopId) === num(r.shopId))
      .map((p) => ({ prodId: num(p.prodId), prodName: String(p.prodName), pic: (p.pic as string) ?? null, price: num(p.price) })),
  }));
  return pageOf(records, count?.n ?? 0, q);
}

export async function hotSearches(ctx: AppContext, lang: Lang): Promise<HotSearch[]> {
  return ctx.db.query<HotSearch>(`SELECT title FROM hot_search WHERE lang = $1 ORDER BY seq, title LIMIT 10`, [
    lang === 'zh' ? 'zh_CN' : 'en',
  ]);
}

export async function regions(ctx: AppContext, lang: Lang): Promise<string[]> {
  const rows = await ctx.db.query<{ r: string }>(
    `SELECT DISTINCT region_${lang} AS r FROM shop WHERE shop_status = 1 AND region_${lang} IS NOT NULL ORDER BY 1`,
  );
  return rows.map((x) => x.r);
}

/** The search routes (contracts/search.ts); catalog-cache.ts gives them their ETag, Cache-Control and, for some, the read cache. */
export function registerSearchRoutes(api: Api, ctx: AppContext): void {
  const tags = ['search'];
  route(
    api,
    c.search,
    {
      tags,
      summary: 'Search products: keyword (required), filters, sort, paging; a misspelling is answered corrected (exact=1: as typed)',
    },
    async (r) => ok(await searchProducts(ctx, langOf(r), r.query)),
  );
  route(api, c.pageProd, { tags, summary: 'Products by category/shop with the same filters, sort and paging (no keyword)' }, async (r) =>
    ok(await listProducts(ctx, langOf(r), r.query)),
  );
  route(api, c.suggest, { tags, summary: 'Suggestions as the buyer types: keyword, type product (default) or supplier' }, async (r) =>
    ok(await suggest(ctx, langOf(r), r.query.keyword, r.query.type)),
  );
  route(api, c.hotSearch, { tags, summary: 'Hot searches for the Locale header' }, async (r) => ok(await hotSearches(ctx, langOf(r))));
  route(api, c.shopPage, { tags, summary: 'Search suppliers (open shops) by name' }, async (r) =>
    ok(await searchSuppliers(ctx, langOf(r), r.query)),
  );
  route(api, c.regions, { tags, summary: 'Regions for the filter panel' }, async (r) => ok(await regions(ctx, langOf(r))));
}

export type { SupplierCard };
