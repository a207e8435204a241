import { useSyncExternalStore } from 'react';
import { formatDateTime, useLocale } from '@mall/shared';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's first view, true after (and at
 * once on a page rendered in the browser). The server renders in UTC and knows no buyer's zone,
 * so what depends on the zone is written only once the page is the browser's
 * (docs/architecture.md, "First views").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Date and time in the buyer's zone and the page's language (formatDateTime), or '' until the page
 * is the browser's (useHydrated): server and hydration then render the same text.
 */
export function useLocalDateTime(): (value: string | null | undefined) => string {
  const hydrated = useHydrated();
  const locale = useLocale();
  return (value) => (hydrated ? formatDateTime(value, locale) : '');
}
