import { RESPONSE_CODES } from '@mall/shared';
import type { ListPage } from '@mall/shared/contracts';
import { cached, readCache, tag } from '../../cache';
import type { AppContext } from '../../context';
import { ModuleError } from '../../http/messages';
import { num, type Lang } from './catalog-common';
import { keywordConditions, keywordGrams, keywordPieces, textArrayLiteral } from './keywords';
import { cardColumns, toCard, type ProductCard } from './product-cards';
import type { ListFilters, Sort } from './search';

/**
 * Product listings and searches at any catalogue size (docs/search-at-scale.md):
 *   - a page is the first rows of one sorted index (keys below) whose entries carry every filter
 *     column, so finding 20 matches reads about 20 / (share of matching products) index entries
 *     and no table row; a rare keyword (estimated under RARE matches) or one shop's products are
 *     found through their own index and sorted instead (a rare keyword's total is counted in the
 *     same statement, catalog.listRare, and kept: its later pages walk when that is cheaper); a
 *     category by price is one range of its own index (0190);
 *   - the next page continues after the last row (`cursor`, keyset) instead of skipping rows;
 *   - the total is exact up to TOTAL_CAP; beyond, "10,000+" (totalCapped). For a keyword the
 *     planner's estimate decides whether counting is worth it.
 */
export const TOTAL_CAP = 10_000;
/** Below this many estimated matches, a keyword's products are found through the grams index and sorted. */
const RARE = 2_000;

/** Sort keys in one direction each, ties by id in the same direction (the indexes of migration 0114). */
const KEYS: Record<Sort, { exprs: string[]; casts: string[]; desc: boolean }> = {
  default: { exprs: ['coalesce(p.score, -1)', 'p.sold_num', 'p.prod_id'], casts: ['numeric', 'int', 'bigint'], desc: true },
  sales: { exprs: ['p.sold_num', 'p.prod_id'], casts: ['int', 'bigint'], desc: true },
  priceAsc: { exprs: ['p.price', 'p.prod_id'], casts: ['bigint', 'bigint'], desc: false },
  priceDesc: { exprs: ['p.price', 'p.prod_id'], casts: ['bigint', 'bigint'], desc: true },
  newest: { exprs: ['p.created_at', 'p.prod_id'], casts: ['timestamptz', 'bigint'], desc: true },
};
const orderBy = (sort: Sort, exprs = KEYS[sort].exprs) => exprs.map((e) => `${e} ${KEYS[sort].desc ? 'DESC' : 'ASC'}`).join(', ');

/** A cursor: the sort and the last row's keys, as text (exact for numerics and microsecond times). */
function encodeCursor(sort: Sort, keys: string[]): string {
  return Buffer.from(JSON.stringify([sort, ...keys])).toString('base64url');
}
const KEY_TEXT: Record<string, RegExp> = {
  numeric: /^-?\d{1,6}(\.\d{1,4})?$/,
  int: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T][\d:.]{8,15}([+-]\d{2}(:?\d{2})?|Z)?$/,
};
function decodeCursor(cursor: string, sort: Sort): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const { casts } = KEYS[sort];
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== casts.length + 1) throw invalidCursor();
  const keys = parsed.slice(1) as unknown[];
  if (!keys.every((k, i) => typeof k === 'string' && KEY_TEXT[casts[i]!]!.test(k))) throw invalidCursor();
  return keys as string[];
}
const invalidCursor = () => new ModuleError('common', 'validation.invalid', { code: RESPONSE_CODES.INVALID_ARGUMENT });

/** Each category's level (1 top, 2, 3 leaf), kept until the category table changes. */
function categoryGrades(ctx: AppContext): Promise<Map<number, number>> {
  return cached(ctx, 'categoryGrades', async () => {
    const rows = await ctx.db.query<{ id: number; grade: number }>('SELECT category_id AS id, grade FROM category');
    return { value: new Map(rows.map((r) => [num(r.id), num(r.grade)])), tags: [tag.table('category')], size: rows.length * 32 };
  });
}

/** The filter conditions other than the keyword, over `product p` (its listed rows). */
async function filterConditions(ctx: AppContext, f: ListFilters, params: unknown[]): Promise<string[]> {
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['p.listed'];
  if (f.categoryId) {
    const grade = (await categoryGrades(ctx)).get(f.categoryId) ?? 3;
    where.push(`${grade === 1 ? 'p.cat_l1' : grade === 2 ? 'p.cat_l2' : 'p.category_id'} = ${add(f.categoryId)}`);
  }
  if (f.shopId) where.push(`p.shop_id = ${add(f.shopId)}`);
  if (f.minPrice !== undefined) where.push(`p.price >= ${add(f.minPrice)}`);
  if (f.maxPrice !== undefined) where.push(`p.price <= ${add(f.maxPrice)}`);
  if (f.region) {
    const r = add(f.region);
    where.push(`(p.region_en = ${r} OR p.region_zh = ${r})`);
  }
  if (f.prodType) where.push(`p.prod_type = ${add(f.prodType)}`);
  return where;
}

/**
 * The planner's estimate of how many listed products match (a plan, not a count: about a
 * millisecond). It comes from the table's statistics, which move slowly: kept a few minutes.
 */
function estimate(ctx: AppContext, where: string[], params: unknown[]): Promise<number> {
  const sql = `EXPLAIN (FORMAT JSON) SELECT 1 FROM product p WHERE ${where.join(' AND ')}`;
  return cached(ctx, `estimate:${sql}:${JSON.stringify(params)}`, async () => {
    const plan = await ctx.db.one<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(sql, params);
    const json = plan?.['QUERY PLAN'];
    const parsed = typeof json === 'string' ? (JSON.parse(json) as [{ Plan: { 'Plan Rows': number } }]) : json;
    return { value: parsed?.[0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY, tags: [], ttlMs: ESTIMATE_TTL_MS, size: 200 + sql.length };
  });
}
const ESTIMATE_TTL_MS = 5 * 60_000;

/** A count that takes longer than this is stopped and the total shown as capped ("10,000+"). */
const COUNT_BUDGET_MS = 40;

/**
 * Matching listed products, counted up to cap + 1. With `budget`, a count PostgreSQL cannot finish
 * quickly (filters no index serves together, a keyword its estimate misjudged) is stopped and
 * answered as cap + 1: the buyer sees "10,000+" rather than waiting.
 */
async function cappedCount(
  ctx: AppContext,
  where: string[],
  params: unknown[],
  cap: number,
  budget: boolean,
  budgetMs = COUNT_BUDGET_MS,
): Promise<number> {
  const sql = `/* catalog.listCount */ SELECT count(*)::int AS n FROM (SELECT 1 FROM product p WHERE ${where.join(' AND ')} LIMIT ${cap + 1}) c`;
  if (!budget || ctx.db.kind !== 'postgres') return num((await ctx.db.one<{ n: number }>(sql, params))?.n);
  // A count that ran out of time once would run out again: every request would pay the whole
  // budget to learn "10,000+". The outcome is kept like the estimate, until products move in or
  // out of lists (or a few minutes pass, as the estimate's statistics do).
  // (A caller with a longer budget than the one that ran out still counts.)
  const overKey = `overBudget:${sql}:${JSON.stringify(params)}`;
  if ((readCache(ctx).peek<number>(overKey) ?? -1) >= budgetMs) return cap + 1;
  const startedAt = readCache(ctx).position;
  try {
    return await ctx.db.tx(async (t) => {
      await t.exec(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(budgetMs))}`);
      return num((await t.one<{ n: number }>(sql, params))?.n);
    });
  } catch (err) {
    if ((err as { code?: string }).code !== '57014') throw err; // query_canceled
    readCache(ctx).keep(overKey, { value: budgetMs, tags: [tag.productSet], ttlMs: ESTIMATE_TTL_MS, size: 100 + sql.length }, startedAt);
    return cap + 1;
  }
}

/** A keyword's exact total, kept until products move in or out of lists. */
function keepTotal(ctx: AppContext, key: string, total: number, startedAt: number): void {
  readCache(ctx).keep(key, { value: total, tags: [tag.productSet], ttlMs: ESTIMATE_TTL_MS, size: 100 + key.length }, startedAt);
}

/** Knobs for tests: the cap, the rare threshold, and forcing one way of finding the page. */
export interface ListTuning {
  cap?: number;
  rare?: number;
  strategy?: 'auto' | 'walk' | 'few';
  /** How long a count may take before the total is shown capped (default COUNT_BUDGET_MS). */
  countBudgetMs?: number;
  /** Start a keyword's walk by price at the first price band holding a match (default: on PostgreSQL). */
  priceBands?: boolean;
}

/** Band of a price in migration 0192: floor(12 * ln(price)), about 8.7% wide. */
const BANDS_PER_E = 12;
const MIN_BIGINT = '(-9223372036854775807 - 1)';

/**
 * Where a walk of the price index may start for a keyword (migration 0192, docs/search-at-scale.md):
 * the price bands are probed from the far end of the order (or from the cursor's or the price
 * filter's price) through the index of (gram, band) pairs until one holds a product with every gram
 * of the keyword; no match lies beyond that band, so the walk starts at its edge instead of passing
 * every product there first (259,553 index entries for "bolt" by price descending at a million).
 * One more condition on p.price: the same rows, the same order.
 */
function priceBound(keyword: string, desc: boolean, params: unknown[], starts: (string | number | undefined)[]): string[] {
  const grams = keywordGrams(keywordPieces(keyword));
  if (!grams.length) return [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const g = add(textArrayLiteral(grams));
  const from = starts.filter((x) => x !== undefined).map((x) => `${add(String(x))}::bigint`);
  const edge = `(SELECT ${desc ? 'max' : 'min'}(q.price) FROM product q WHERE q.listed)`;
  const start = `search_price_band(${desc ? 'LEAST' : 'GREATEST'}(${[edge, ...from].join(', ')}))`;
  const hit = (b: string) =>
    `EXISTS (SELECT 1 FROM product q WHERE q.listed AND search_price_keys(q.search_grams, search_price_band(q.price)) @> search_price_keys(${g}::text[], ${b}))`;
  // A band's prices: from exp(b / 12) up to exp((b + 1) / 12), rounded outwards by a cent.
  const bound = desc
    ? `ceil(exp((b + 1) / ${BANDS_PER_E}.0))::bigint + 1`
    : // (band 0 holds every price up to 1, zero and below too)
      `CASE WHEN b <= 0 THEN ${MIN_BIGINT} ELSE floor(exp(b / ${BANDS_PER_E}.0))::bigint - 1 END`;
  const last = desc ? '0' : `search_price_band((SELECT max(q.price) FROM product q WHERE q.listed))`;
  // One band after another (recursion stops at the first band holding a match); none: no match at all.
  return [
    `p.price ${desc ? '<=' : '>='} (WITH RECURSIVE r(b, hit) AS (
        SELECT ${start}, ${hit(start)}
        UNION ALL
        SELECT r.b ${desc ? '-' : '+'} 1, ${hit(`r.b ${desc ? '-' : '+'} 1`)} FROM r WHERE NOT r.hit AND r.b ${desc ? '>' : '<'} ${last})
      SELECT ${bound} FROM r WHERE r.hit)`,
  ];
}

/**
 * Index entries a walk passes for each table row the few-matches way reads: the walk's entries are
 * read in order from the sorted index alone, a match's row is a page of its own (1,152 pages for
 * "lamp"'s 1,168 matches at 100,000 products).
 */
const WALK_ENTRIES_PER_ROW = 8;

/**
 * With a keyword's total known, whether walking the sorted index to the end of the page passes
 * fewer entries than reading every match (a Latin word held by 1% of the products: about 2,000
 * entries for the first page against 1,200 rows). `within` is the planner's estimate of the
 * listed products the other filters leave.
 */
async function walkIsCheaper(ctx: AppContext, filters: string[], params: unknown[], pageEnd: number, total: number): Promise<boolean> {
  if (total <= 0) return false;
  const within = await estimate(ctx, filters, params);
  return (pageEnd * within) / total <= WALK_ENTRIES_PER_ROW * total;
}

export async function listProducts(
  ctx: AppContext,
  lang: Lang,
  f: ListFilters & { cursor?: string },
  tuning: ListTuning = {},
): Promise<ListPage<ProductCard>> {
  const cap = tuning.cap ?? TOTAL_CAP;
  const rare = tuning.rare ?? RARE;
  const { exprs, casts, desc } = KEYS[f.sort];
  const params: unknown[] = [];
  const filters = await filterConditions(ctx, f, params);
  const cursorKeys = f.cursor ? decodeCursor(f.cursor, f.sort) : null;
  const keyCols = exprs.map((e, i) => `(${e})::text AS k${i}`).join(', ');
  const sortCols = exprs.map((e, i) => `${e} AS s${i}`).join(', ');
  const sorted = orderBy(
    f.sort,
    exprs.map((_, i) => `s${i}`),
  );
  const offset = cursorKeys ? 0 : (f.current - 1) * f.size;
  const limit = `LIMIT ${f.size + 1} OFFSET ${offset}`;
  /** "After the cursor's row" over the given key expressions, its parameters pushed to `into`. */
  const afterCursor = (keyExprs: string[], into: unknown[]): string[] => {
    if (!cursorKeys) return [];
    const bound = cursorKeys.map((k, i) => {
      into.push(k);
      return `$${into.length}::${casts[i]}`;
    });
    return [`(${keyExprs.join(', ')}) ${desc ? '<' : '>'} (${bound.join(', ')})`];
  };
  type KeyRow = Record<string, string> & { prod_id: number };

  // The total, and whether the matches are few enough to sort them all.
  let total: number;
  let capped = false;
  let few: boolean;
  let where: string[];
  /** The page's keys, when finding the total found them too. */
  let found: KeyRow[] | null = null;
  if (f.keyword) {
    const gramsParams = [...params];
    const grams = [...filters, ...keywordConditions(f.keyword, gramsParams, 'grams')];
    const est = await estimate(ctx, grams, gramsParams);
    // Once a keyword (with these filters) reached `rare`, it is not read this way again until
    // products move in or out of lists (or a few minutes pass, as the estimate is kept): its
    // estimate is wrong the same way every time, and reading `rare` rows to learn it costs.
    const notRareKey = `notRare:${rare}:${grams.join(' AND ')}:${JSON.stringify(gramsParams)}`;
    // A keyword's total, once read (with a rare keyword's first page, or counted), is kept the same
    // way (until products move in or out of lists, or a few minutes pass): its later requests need
    // only their page.
    const totalKey = `keptTotal:${cap}:${rare}:${grams.join(' AND ')}:${JSON.stringify(gramsParams)}`;
    const knownTotal = (tuning.strategy ?? 'auto') === 'auto' ? readCache(ctx).peek<number>(totalKey) : undefined;
    if (
      (tuning.strategy ?? 'auto') === 'auto' &&
      knownTotal === undefined &&
      est < rare &&
      readCache(ctx).peek<number>(notRareKey) === undefined
    ) {
      const startedAt = readCache(ctx).position;
      // A rare keyword: its matches (at most `rare` of them) are read once for both the page and
      // the count, instead of once to count them and again to sort them. Reaching `rare` means
      // the estimate was low: the total is then counted as below.
      const q = [...gramsParams];
      const rows = await ctx.db.query<KeyRow & { n: number }>(
        `/* catalog.listRare */ WITH m AS MATERIALIZED (SELECT p.prod_id, ${sortCols}, ${keyCols} FROM product p WHERE ${grams.join(' AND ')} LIMIT ${rare}),
           w AS (SELECT m.*, count(*) OVER () AS n FROM m)
         SELECT prod_id, ${exprs.map((_, i) => `k${i}`).join(', ')}, n FROM w
          WHERE ${[
            'true',
            ...afterCursor(
              exprs.map((_, i) => `s${i}`),
              q,
            ),
          ].join(' AND ')} ORDER BY ${sorted} ${limit}`,
        q,
      );
      if (rows.length && num(rows[0]!.n) < rare) {
        found = rows;
        keepTotal(ctx, totalKey, num(rows[0]!.n), startedAt);
      } else if (rows.length) {
        readCache(ctx).keep(
          notRareKey,
          { value: 1, tags: [tag.productSet], ttlMs: ESTIMATE_TTL_MS, size: 100 + notRareKey.length },
          startedAt,
        );
      }
    }
    if (found) {
      const n = num(found[0]!.n);
      capped = n > cap;
      total = Math.min(n, cap);
    } else if (knownTotal !== undefined) {
      capped = knownTotal > cap;
      total = Math.min(knownTotal, cap);
    } else if (est >= cap) {
      total = cap;
      capped = true;
    } else {
      const startedAt = readCache(ctx).position;
      total = await cappedCount(ctx, grams, gramsParams, cap, true, tuning.countBudgetMs);
      // ("衣" at 100,000 products: 2,538 matches, counted on every request before, 20-35 ms each.)
      // (An exact count only: cap + 1 may be a count cut short, which a longer budget counts.)
      if ((tuning.strategy ?? 'auto') === 'auto' && total <= cap) keepTotal(ctx, totalKey, total, startedAt);
      capped = total > cap;
      total = Math.min(total, cap);
    }
    few =
      Boolean(found) ||
      (tuning.strategy
        ? tuning.strategy === 'few'
        : !capped &&
          total < rare &&
          !(knownTotal !== undefined && (await walkIsCheaper(ctx, filters, params, offset + f.size + 1, total))));
    if (few) {
      params.splice(0, params.length, ...gramsParams);
      where = grams;
    } else {
      where = [...filters, ...keywordConditions(f.keyword, params, 'text')];
      // (PGlite, the embedded start, holds a small catalogue its walks pass quickly; there the probes cost more.)
      if ((f.sort === 'priceAsc' || f.sort === 'priceDesc') && (tuning.priceBands ?? ctx.db.kind === 'postgres')) {
        where.push(
          ...priceBound(f.keyword, f.sort === 'priceDesc', params, [cursorKeys?.[0], f.sort === 'priceDesc' ? f.maxPrice : f.minPrice]),
        );
      }
    }
  } else {
    // A category, a shop and a price range are counted index-only; other filters get the budget.
    total = await cappedCount(ctx, filters, params, cap, Boolean(f.region || f.prodType), tuning.countBudgetMs);
    capped = total > cap;
    total = Math.min(total, cap);
    // One shop's products, or a small category: found through their own index and sorted.
    few = tuning.strategy ? tuning.strategy === 'few' : !capped && total < rare;
    where = filters;
  }

  const empty = {
    records: [],
    total,
    pages: Math.ceil(total / f.size),
    current: f.current,
    size: f.size,
    totalCapped: capped,
    nextCursor: null,
  };
  if (total === 0) return empty;

  // The page: the next `size` rows after the cursor, or from the page's offset, with their cards
  // in the same statement (one round trip to the database: at 100,000 products a search's second
  // statement cost about as much again in socket writes as its walk, docs/search-at-scale.md).
  const cond = [...where, ...afterCursor(exprs, params)].join(' AND ');
  // Few matches: MATERIALIZED makes the planner find them by their own index, then sort;
  // otherwise it walks the sort's index.
  const page = few
    ? `m AS MATERIALIZED (SELECT p.prod_id, ${sortCols}, ${keyCols} FROM product p WHERE ${cond}),
       page AS MATERIALIZED (SELECT * FROM m ORDER BY ${sorted} ${limit})`
    : `page AS MATERIALIZED (SELECT p.prod_id, ${sortCols}, ${keyCols} FROM product p WHERE ${cond} ORDER BY ${orderBy(f.sort)} ${limit})`;
  type PageRow = KeyRow & Record<string, unknown>;
  const cardsOf = (ids: number[]) =>
    ctx.db.query<PageRow>(
      `/* catalog.listCards */ SELECT ${cardColumns(lang)} FROM product p JOIN shop s ON s.shop_id = p.shop_id
        WHERE p.prod_id = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)::bigint))`,
      [JSON.stringify(ids)],
    );
  const rows: PageRow[] =
    found ??
    (await ctx.db.query<PageRow>(
      `/* ${few ? 'catalog.listFew' : 'catalog.listWalk'} */ WITH ${page}
       SELECT page.prod_id, ${exprs.map((_, i) => `page.k${i}`).join(', ')}, ${cardColumns(lang)}
         FROM page JOIN product p ON p.prod_id = page.prod_id JOIN shop s ON s.shop_id = p.shop_id
        ORDER BY ${orderBy(
          f.sort,
          exprs.map((_, i) => `page.s${i}`),
        )}`,
      params,
    ));
  const more = rows.length > f.size;
  const pageRows = rows.slice(0, f.size);
  if (!pageRows.length) return { ...empty, nextCursor: null };

  // (A rare keyword's first page came with its total: its cards are read after.)
  const cards = found ? await cardsOf(pageRows.map((r) => num(r.prod_id))) : pageRows;
  // (A page row also carries its id and sort keys for the cursor: not part of the card.)
  const cardOf = ({ prod_id: _id, ...c }: PageRow) => toCard(Object.fromEntries(Object.entries(c).filter(([k]) => !/^k\d$/.test(k))));
  const byId = new Map(cards.map((c) => [num(c.prodId), cardOf(c)]));
  const last = pageRows[pageRows.length - 1]!;
  return {
    ...empty,
    records: pageRows.map((r) => byId.get(num(r.prod_id))).filter((c): c is ProductCard => Boolean(c)),
    nextCursor: more
      ? encodeCursor(
          f.sort,
          exprs.map((_, i) => last[`k${i}`]!),
        )
      : null,
  };
}
