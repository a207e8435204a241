const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text split into plain and matched parts: every space-separated term of the keyword,
 * case-insensitive, the longest first. Plain strings for React to render as text (the header's
 * suggestions, the search results' names): nothing the buyer typed becomes markup.
 */
export function highlightParts(text: string, keyword: string | null | undefined): { text: string; hit: boolean }[] {
  const terms = (keyword ?? '')
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
