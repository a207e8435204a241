import type { KeyboardEvent } from 'react';

/**
 * Arrow-key movement in a composite widget (tabs, radio group, menu): which index the key moves
 * to, wrapping at the ends, or null when the key is not a movement key. `orientation` decides
 * which arrows count (WAI-ARIA authoring practices).
 */
export function rovingIndex(
  e: KeyboardEvent,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): number | null {
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const prev = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  if (e.key === next) return (index + 1) % count;
  if (e.key === prev) return (index - 1 + count) % count;
  if (e.key === 'Home') return 0;
  if (e.key === 'End') return count - 1;
  return null;
}
