import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's first view, true after (and at
 * once on a page rendered in the browser alone). For what the server cannot show as the browser
 * would, such as times of day in the buyer's time zone (the server renders in UTC): the first view
 * leaves them out and the browser adds them after hydration, so both first renders match.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
