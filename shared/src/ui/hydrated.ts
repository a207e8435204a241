import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { formatDateTime } from '../dates';
import { pageSingleton } from '../singleton';
import { useLocaleStore } from '@mall/shared';

const never = () => () => undefined;

/** Whether the page's first view has hydrated (one per page), and who waits for it. */
const page = pageSingleton('hydrated', () => ({ done: false, waiting: null as Set<() => void> | null }));

/**
 * Once every effect of the hydrating commit has run (a microtask after them): the page is the
 * browser's, and what waits for it is rendered again in one transition, in slices between which
 * the browser can answer the buyer. Switching from inside those effects would make React render
 * each waiting component again at once, the whole page in one long task after hydration.
 */
function whenHydrated(show: () => void): () => void {
  if (!page.waiting) {
    const waiting = (page.waiting = new Set());
    queueMicrotask(() => {
      page.done = true;
      page.waiting = null;
      startTransition(() => waiting.forEach((fn) => fn()));
    });
  }
  const waiting = page.waiting;
  waiting.add(show);
  return () => void waiting.delete(show);
}

/**
 * False on the server and in the browser's first render while it hydrates the server's markup,
 * true from then on (at once for what the browser renders after the first view has hydrated). What
 * depends on the browser (its time zone, its clock) is shown only when this is true, so the first
 * view and the hydrating render write the same thing (docs/architecture.md, "First views"). The
 * switch after hydration is a transition (whenHydrated), not an urgent render of the whole page.
 */
export function useHydrated(): boolean {
  // During hydration React reads the server's value (false); afterwards the page's.
  const now = useSyncExternalStore(
    never,
    () => page.done,
    () => false,
  );
  const [later, setLater] = useState(false);
  const hydrated = now || later;
  useEffect(() => (hydrated ? undefined : whenHydrated(() => setLater(true))), [hydrated]);
  return hydrated;
}

/**
 * Date and time in the buyer's zone and the page's language (formatDateTime), `empty` for
 * nothing. The server renders in UTC, the browser in its own zone: written only once the page is
 * the browser's (blank until then), so server and hydration render the same text.
 */
export function useLocalDateTime(empty = ''): (value: string | null | undefined) => string {
  const locale = useLocaleStore((s) => s.locale);
  const hydrated = useHydrated();
  return useCallback((value) => (hydrated ? formatDateTime(value, locale) || empty : ''), [hydrated, locale, empty]);
}
