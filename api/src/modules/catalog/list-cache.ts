import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { listFiltersSchema, productSearchSchema } from '@mall/shared/contracts';
import { tag } from '../../cache';
import { localeOf } from '../../http/envelope';
import { keywordPieces } from './keywords';

/**
 * How search and listing pages are kept in each process's read cache (docs/scaling.md, "Searches
 * and listings in memory"; docs/decisions/search-cache.md): by the normalised query, dropped by the
 * change notices of what they show (the products and shops on the page) and of what could enter,
 * leave or move in them (a set change in the query's scope, migration 0240).
 */

/** The life of a kept page no notice dropped: what no notice announces (spelling, popular searches) follows within it. */
export const LIST_TTL_MS = 120_000;

/** The query of /search/page or /prod/pageProd as its schema parsed it (a listing has no keyword). */
export type ListQuery = z.output<typeof listFiltersSchema> & Partial<Pick<z.output<typeof productSearchSchema>, 'keyword' | 'exact'>>;

/** A keyword as the search sees it: its pieces, lower case, de-duplicated ("LED  lamp" and "led lamp" are one search). */
export const normalKeyword = (keyword: string): string =>
  keywordPieces(keyword)
    .map((p) => p.text)
    .join(' ');

/**
 * The key of a page: everything the answer depends on (the locale picks the names; prices are in
 * base minor units and converted by the page, so the buyer's currency is not part of it).
 */
export function listKey(request: FastifyRequest): string {
  const q = request.query as ListQuery;
  // (the schema bounds every part: the keyword to 60 characters, a cursor to 300)
  return [
    localeOf(request),
    q.keyword === undefined ? '' : normalKeyword(q.keyword),
    q.categoryId ?? '',
    q.shopId ?? '',
    q.minPrice ?? '',
    q.maxPrice ?? '',
    q.region ?? '',
    q.prodType ?? '',
    q.sort,
    q.current,
    q.size,
    q.cursor ?? '',
    q.exact ? 'exact' : '',
  ].join('|');
}

/**
 * The one list scope (migration 0240) that holds every product the query can show: its shop, its
 * category (any level), or its keyword's first piece (a Latin piece starts a word: its first two
 * letters; a Chinese piece lies in a stretch: its first character). null: any product can.
 */
export function scopeOf(q: Pick<ListQuery, 'keyword' | 'categoryId' | 'shopId'>): string | null {
  if (q.shopId) return `s${q.shopId}`;
  if (q.categoryId) return `c${q.categoryId}`;
  const first = q.keyword === undefined ? undefined : keywordPieces(q.keyword)[0];
  if (!first) return null;
  return first.cjk ? `h${[...first.text][0]}` : `w${first.text.slice(0, 2)}`;
}

/** What a kept page depends on beyond the products and shops in its data. */
export function listTags(request: FastifyRequest, data: unknown): string[] {
  const q = request.query as ListQuery;
  const page = data as { didYouMean?: { keyword: string }; related?: unknown };
  const tags: string[] = [tag.lists];
  const scopes = [scopeOf(q)];
  // A corrected search shows the corrected keyword's products: its scope too.
  if (page.didYouMean) scopes.push(scopeOf({ ...q, keyword: page.didYouMean.keyword }));
  for (const s of scopes) tags.push(s === null ? tag.listUnscoped : tag.listScope(s));
  // A category filter of any level is resolved through the category tree; the related categories are its names.
  if (q.categoryId || page.related) tags.push(tag.table('category'));
  if (page.related) tags.push(tag.table('hot_search'));
  return tags;
}
