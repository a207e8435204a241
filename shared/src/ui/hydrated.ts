import { useCallback, useSyncExternalStore } from 'react';
import { formatDateTime } from '../dates';
import { useLocaleStore } from '../stores/locale';

const never = () => () => undefined;

/**
 * False on the server and in the browser's first render while it hydrates the server's markup,
 * true from then on (and at once for a page rendered in the browser alone). What depends on the
 * browser (its time zone, its clock) is shown only when this is true, so the first view and the
 * hydrating render write the same thing (docs/architecture.md, "First views").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
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
