import type { Page } from '../codes';

/** What GET /api/search/suggest answers: one line of the header search's suggestion list. */
export interface SearchSuggestion {
  /** product and category in products mode, supplier in suppliers mode. */
  type: 'product' | 'category' | 'supplier';
  /** The name to search for, in the request's language. */
  text: string;
  /** prodId, categoryId or shopId. */
  id: number;
}

/**
 * A page of a product listing or search (GET /api/search/page, /api/prod/pageProd): a Page whose
 * total stops at 10,000 (totalCapped: the UI shows "10,000+"), and the cursor of the next page
 * (pass it back as `cursor` to continue after this page's last row, however deep).
 */
export interface ListPage<T> extends Page<T> {
  totalCapped?: boolean;
  nextCursor?: string | null;
}
