import { highlightParts } from '@mall/shared';
import { Fragment } from 'react';

/**
 * Marks the search terms inside a text (`highlightParts`, shared with the header's suggestions).
 * The text and the terms stay plain strings rendered by React (never HTML), so nothing the buyer
 * types can inject markup.
 */
export function Highlight({ text, keyword }: { text: string; keyword?: string | null }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, i) =>
        part.hit ? (
          <mark key={i} className="search-hit" style={{ background: '#fff1b8', padding: 0 }}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
