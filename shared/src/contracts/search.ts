import { z } from 'zod';
import type { Page } from '../codes';
import { PROD_SORTS, PRODUCT_TYPES } from '../constants';
import { marketSearchKeywordSchema } from '../schemas/commerce';
import { catalogId, catalogPaging, optionalQuery, productCardSchema, supplierCardSchema } from './catalog';
import { pageOf, type Contract } from './common';

/**
 * Product search and listing, suggestions, hot searches and supplier search (`catalog` API
 * module, api/src/modules/catalog/search.ts; how a keyword matches and how a listing is paged at a
 * million products: listing.ts and docs/search-at-scale.md). mf-catalog's listing and search
 * pages and the shell's search box read them.
 */

// --- queries -------------------------------------------------------------------------------------

/** mall4j's numeric sort codes, accepted too. */
const SORT_CODES: Record<string, (typeof PROD_SORTS)[number]> = {
  '0': 'default',
  '1': 'sales',
  '2': 'priceAsc',
  '3': 'priceDesc',
  '4': 'newest',
};

const money = z.coerce.number<number>({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid');
/** A search keyword as typed: at least one searchable term, at most 60 characters. */
const keyword = marketSearchKeywordSchema.pipe(z.string().max(60, 'validation.invalid'));

/** The filters, sort and paging of a product listing (`?categoryId&shopId&minPrice&...`). */
export const listFiltersSchema = catalogPaging.extend({
  categoryId: optionalQuery(catalogId),
  shopId: optionalQuery(catalogId),
  /** USD cents, inclusive. */
  minPrice: optionalQuery(money),
  maxPrice: optionalQuery(money),
  region: optionalQuery(z.string().trim().max(40, 'validation.invalid')),
  prodType: optionalQuery(z.enum(PRODUCT_TYPES, { error: 'validation.invalid' })),
  /** The nextCursor of the previous page: continue after its last row (keyset paging). */
  cursor: optionalQuery(z.string().max(300, 'validation.invalid')),
  sort: z.preprocess(
    (v) => (typeof v === 'string' && v in SORT_CODES ? SORT_CODES[v] : v === '' ? undefined : v),
    z.enum(PROD_SORTS, { error: 'validation.invalid' }).default('default'),
  ),
});
/**
 * A product search: the listing's filters and a keyword. A keyword that finds nothing is answered
 * with the results of its correction (didYouMean.applied), unless `exact=1` asks for the keyword as typed.
 */
export const productSearchSchema = listFiltersSchema.extend({
  keyword,
  exact: z.preprocess((v) => (v === '' || v === undefined ? undefined : v === '1' || v === 'true' || v === true), z.boolean().optional()),
});

const suggestQuery = z.object({
  keyword,
  /** product (default): categories and products; supplier: open shops. */
  type: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['product', 'supplier'], { error: 'validation.invalid' }).default('product'),
  ),
});

export const supplierSearchSchema = catalogPaging.extend({ keyword, region: optionalQuery(z.string().trim().max(40)) });

// --- answers -------------------------------------------------------------------------------------

/** What GET /api/search/suggest answers: one line of the header search's suggestion list. */
export const searchSuggestionSchema = z.object({
  /**
   * product and category in products mode, supplier in suppliers mode; query: a corrected search
   * for what the buyer typed, when it found little as typed ("earphnes" -> "earphones").
   */
  type: z.enum(['product', 'category', 'supplier', 'query']),
  /** The name to search for, in the request's language. */
  text: z.string(),
  /** prodId, categoryId or shopId. */
  id: z.number().int(),
});
export type SearchSuggestion = z.input<typeof searchSuggestionSchema>;

/**
 * A page of a product listing or search (GET /api/search/page, /api/prod/pageProd): a Page whose
 * total stops at 10,000 (totalCapped: the UI shows "10,000+"), and the cursor of the next page
 * (pass it back as `cursor` to continue after this page's last row, however deep).
 */
/** A correction of a search's keyword; applied: the records are the correction's (the keyword as typed found nothing). */
export const didYouMeanSchema = z.object({ keyword: z.string(), applied: z.boolean() });
export type DidYouMean = z.infer<typeof didYouMeanSchema>;
/** For a search that found nothing: the closest categories (in the buyer's language) and popular searches. */
export const relatedSearchesSchema = z.object({
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
  searches: z.array(z.string()),
});
export type RelatedSearches = z.infer<typeof relatedSearchesSchema>;

export const productListPageSchema = pageOf(productCardSchema).extend({
  totalCapped: z.boolean().optional(),
  nextCursor: z.string().nullable().optional(),
  /** A search that found nothing or little: a corrected keyword (docs/search-at-scale.md, "Forgiving search"). */
  didYouMean: didYouMeanSchema.optional(),
  /** A search that found nothing, even corrected. */
  related: relatedSearchesSchema.optional(),
});
export type ListPage<T> = Page<T> & {
  totalCapped?: boolean;
  nextCursor?: string | null;
  didYouMean?: DidYouMean;
  related?: RelatedSearches;
};

/** A hot search of the request's language (the search box's list). */
export const hotSearchSchema = z.object({ title: z.string() });
export type HotSearch = z.input<typeof hotSearchSchema>;

export const searchContract = {
  search: { method: 'GET', url: '/search/page', querystring: productSearchSchema, data: productListPageSchema },
  pageProd: { method: 'GET', url: '/prod/pageProd', querystring: listFiltersSchema, data: productListPageSchema },
  suggest: { method: 'GET', url: '/search/suggest', querystring: suggestQuery, data: z.array(searchSuggestionSchema) },
  hotSearch: { method: 'GET', url: '/search/hotSearch', data: z.array(hotSearchSchema) },
  shopPage: { method: 'GET', url: '/search/shopPage', querystring: supplierSearchSchema, data: pageOf(supplierCardSchema) },
  regions: { method: 'GET', url: '/search/regions', data: z.array(z.string()) },
} as const satisfies Contract;
