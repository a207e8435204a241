import { Fragment } from 'react';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks the search terms inside a text. The text and the terms stay plain strings rendered by
 * React (never HTML), so nothing the buyer types can inject markup.
 */
export function Highlight({ text, keyword }: { text: string; keyword?: string | null }) {
  const terms = (keyword ?? '').trim().split(/\s+/).filter(Boolean);
  if (!terms.length) return <>{text}</>;
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="search-hit" style={{ background: '#fff1b8', padding: 0 }}>
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
