import { buildUrl, takeInitialData } from '@mall/shared';

/**
 * A fetch of a query whose first render showed the answer the server wrote into the page
 * (`initialData` from `http.peekData`, which peeks and does not take it). Every fetch after that
 * (the refetch after a change: a quantity, a payment attempt, a cancel) must reach the server, so
 * the written answer is dropped first: the request client would otherwise hand it back once, and
 * the page would show what it showed before the change (docs/architecture.md, "Initial data").
 * `path` is the call's path and query under the API base, as the server entry names it.
 */
export function pastFirstView<T>(path: string, fetch: () => Promise<T>): Promise<T> {
  takeInitialData(buildUrl(path));
  return fetch();
}
