/** What GET /api/search/suggest answers: one line of the header search's suggestion list. */
export interface SearchSuggestion {
  /** product and category in products mode, supplier in suppliers mode. */
  type: 'product' | 'category' | 'supplier';
  /** The name to search for, in the request's language. */
  text: string;
  /** prodId, categoryId or shopId. */
  id: number;
}
