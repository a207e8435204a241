import { bus } from '@mall/shared';

/** The root of every query key of this remote (`['userCenter', <resource>, ...]`). */
export const UC = 'userCenter' as const;

/**
 * The buyer's own figures change on other pages (the payment counter, checkout, product pages):
 * a user-centre page asks again whenever it is shown, instead of the site's 30-second reuse.
 */
export const FRESH = { staleTime: 0 } as const;

/** The page's address when this remote started: the first view the server rendered, if any. */
const firstUrl = typeof location === 'undefined' ? '' : location.pathname + location.search;
let onFirstView = true;
// Another page or tab (the shell's router reports each navigation): the first view's answers are
// the page's past, and FRESH holds again for them.
bus.on('route-changed', ({ pathname, search }) => {
  if (pathname + search !== firstUrl) onFirstView = false;
});

/** How long the server's answer counts as current after hydration while the buyer stays on that page. */
export const FIRST_VIEW_FRESH_MS = 60_000;

/**
 * FRESH for a query whose first data is the server's answer (initialData: the site server made
 * it for this page a moment ago, docs/architecture.md "Initial data"): that answer is not asked
 * again right after hydration (it would be the 2-3 same calls once more), only after a change
 * (an action invalidates the query: the request client sends that refetch to the network), a
 * navigation, or a minute. Once fetched, FRESH.
 */
export const FRESH_AFTER_FIRST_VIEW = {
  staleTime: (query: { state: { dataUpdateCount: number } }) =>
    query.state.dataUpdateCount === 0 && onFirstView ? FIRST_VIEW_FRESH_MS : FRESH.staleTime,
} as const;
