import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

export type PageStore<T> = {
  (): T;
  <U>(selector: (state: T) => U): U;
} & StoreApi<T>;

/**
 * A zustand store whose React hook reads the current state on the server and while hydrating
 * too. zustand's own hook gives React the store's *initial* state there (getServerSnapshot),
 * which suits a server that renders nothing user-specific, but the first views are rendered from
 * the page's real state (language, currency, site configuration, session) and the browser's
 * hydration starts from that same state (shell/src/bootstrap.tsx): both must read the current
 * state, or the server's HTML lacks it and hydration would compare against the empty store.
 */
export function createPageStore<T>(init: StateCreator<T, [], []>): PageStore<T> {
  const api = createStore<T>()(init);
  const identity = (s: T) => s as unknown;
  function useBound<U>(selector: (state: T) => U = identity as (state: T) => U): U {
    const read = () => selector(api.getState());
    return useSyncExternalStore(api.subscribe, read, read);
  }
  return Object.assign(useBound, api) as PageStore<T>;
}
