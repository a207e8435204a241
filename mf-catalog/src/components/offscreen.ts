import type { CSSProperties } from 'react';

/**
 * For a block that starts below the fold: the browser skips its layout and paint until it nears
 * the viewport (content-visibility: auto), so the page's first render on a phone lays out only
 * what the buyer sees. The reserved height is replaced by the real one once it has been shown.
 */
export function offscreen(reservedHeight: number): CSSProperties {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${reservedHeight}px` };
}
