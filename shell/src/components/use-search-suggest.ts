import { http } from '@mall/shared';
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

/**
 * Suggestions for what the buyer is typing in the header search: debounced (one request per pause,
 * not per key) and a newer keyword aborts the request of an older one, so a slow stale answer never
 * replaces a fresh list. An empty (or blank) keyword asks nothing and clears the list.
 */
export function useSearchSuggest(keyword: string, mode: SearchMode, delayMs = SUGGEST_DELAY_MS): SuggestState {
  const [state, setState] = useState<SuggestState>(EMPTY);
  const term = keyword.trim();
  useEffect(() => {
    if (!term || [...term].length > MAX_CHARS) {
      setState(EMPTY);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      http
        .get<SearchSuggestion[]>('/search/suggest', { keyword: term, type: mode }, { signal: ctrl.signal })
        .then((env) => {
          if (!ctrl.signal.aborted) setState({ items: uniqueByText(Array.isArray(env.data) ? env.data : []), term });
        })
        // Aborted, refused or offline: the list simply stays as it was.
        .catch(() => undefined);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [term, mode, delayMs]);
  return state;
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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A suggestion split into plain and matched parts (every space-separated term of the keyword,
 * case-insensitive). Plain strings for React to render as text: nothing typed becomes markup.
 */
export function highlightParts(text: string, keyword: string): { text: string; hit: boolean }[] {
  const terms = keyword
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (!terms.length) return [{ text, hit: false }];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, hit: i % 2 === 1 }))
    .filter((p) => p.text !== '');
}
