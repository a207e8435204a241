import { keepPreviousData, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale, type Locale } from '@mall/shared';
import type { SearchSuggestion } from '@mall/shared/contracts';
import { useEffect, useState } from 'react';

export type SearchMode = 'product' | 'supplier';
export type { SearchSuggestion };

/** Wait this long after the last keystroke before asking the server. */
export const SUGGEST_DELAY_MS = 200;
/** The API refuses longer keywords; nothing to suggest for them. */
const MAX_CHARS = 60;

export interface SuggestState {
  items: SearchSuggestion[];
  /** The keyword the items answer (what to highlight). */
  term: string;
}
const EMPTY: SuggestState = { items: [], term: '' };

export const suggestKeys = {
  all: ['shell', 'suggest'] as const,
  of: (term: string, mode: SearchMode, locale: Locale) => [...suggestKeys.all, mode, term, locale] as const,
};

/** GET /search/suggest (names in the request's language); the answer carries the term it is for. */
export const getSuggestions = async (term: string, mode: SearchMode, signal?: AbortSignal): Promise<SuggestState> => ({
  items: uniqueByText(await http.data('GET /search/suggest', { query: { keyword: term, type: mode } }, { signal })),
  term,
});

/** `value` once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Suggestions for what the buyer is typing in the header search, through the shared query cache:
 * debounced (one request per pause, not per key), and a keystroke cancels the request of an older
 * keyword, so a slow stale answer never replaces a fresh list. An empty (or blank) keyword asks
 * nothing and clears the list; a refused or failed request leaves the list as it was.
 */
export function useSearchSuggest(keyword: string, mode: SearchMode, delayMs = SUGGEST_DELAY_MS): SuggestState {
  const term = keyword.trim();
  const settled = useSettled(term, delayMs);
  const locale = useLocale();
  const client = useQueryClient();
  const askable = (t: string) => t !== '' && [...t].length <= MAX_CHARS;
  const query = useQuery({
    queryKey: suggestKeys.of(settled, mode, locale),
    queryFn: ({ signal }) => getSuggestions(settled, mode, signal),
    enabled: askable(settled) && settled === term,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  // The buyer typed on: the answer being fetched is for an older keyword.
  useEffect(() => {
    if (term !== settled) void client.cancelQueries({ queryKey: suggestKeys.all });
  }, [term, settled, client]);
  // What is shown: the latest answer, kept while a newer one loads or fails; nothing for a blank keyword.
  const [shown, setShown] = useState(EMPTY);
  const next = !askable(term) ? EMPTY : (query.data ?? shown);
  if (next !== shown) setShown(next);
  return next;
}

function uniqueByText(items: SearchSuggestion[]): SearchSuggestion[] {
  const seen = new Set<string>();
  return items.filter((s) => {
    const key = s.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
