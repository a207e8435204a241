/**
 * The market-wide search keyword rule in plain code, without zod: the /search page checks its
 * keyword while it renders (its first view too), and importing the schemas there put zod (about
 * 26 kB gzip, ~100 ms of a slowed phone's start-up) on that page's start-up path
 * (docs/architecture.md, "Little script work at start"). `marketSearchKeywordSchema` (commerce.ts)
 * is built from the same predicate, and a unit test holds the two to the same answers.
 */

/**
 * A term the market-wide search can use. One Latin letter or digit cannot: as a word it matches
 * almost nothing, as a prefix almost every product (and no word or trigram index can serve that
 * at catalogue scale). One Chinese character is a word (灯, lamp) and is searched.
 */
export const isSearchableTerm = (term: string): boolean => !/^[a-z0-9]$/i.test(term);

/** A trimmed, non-empty keyword with at least one searchable term. */
export const hasSearchableTerm = (keyword: string): boolean => keyword.split(/\s+/).some(isSearchableTerm);

export type KeywordCheck =
  { success: true; data: string } | { success: false; error: 'validation.searchEmpty' | 'validation.searchTooShort' };

/** What `marketSearchKeywordSchema.safeParse(value)` answers: the trimmed keyword, or the message key of the first issue. */
export function checkMarketKeyword(value: unknown): KeywordCheck {
  if (typeof value !== 'string') return { success: false, error: 'validation.searchEmpty' };
  const keyword = value.trim();
  if (keyword.length < 1) return { success: false, error: 'validation.searchEmpty' };
  if (!hasSearchableTerm(keyword)) return { success: false, error: 'validation.searchTooShort' };
  return { success: true, data: keyword };
}
