import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { pageSingleton } from '../singleton';

export type PageStore<T> = {
  (): T;
  <U>(selector: (state: T) => U): U;
} & StoreApi<T>;

/**
 * The page's stores and, while the browser hydrates the server's first view, the state each had
 * when hydration started (null otherwise). One per page (pageSingleton), like the stores.
 */
const registry = pageSingleton('page-stores', () => ({
  stores: new Set<StoreApi<unknown>>(),
  held: null as Map<StoreApi<unknown>, unknown> | null,
}));

/**
 * Hydration renders from the stores as they are now, until `releaseHydration()`: called just
 * before hydrating (shell/src/bootstrap.tsx). Hydration in a transition renders in slices, and
 * what arrives between two slices (the buyer's name, asked for as hydration starts) must not
 * reach the parts still to hydrate: they would render what the server did not, and React would
 * render the page again (hydration error #418; docs/architecture.md, "First views").
 */
export function holdForHydration(): void {
  registry.held = new Map([...registry.stores].map((s) => [s, s.getState()]));
}

/** Hydration has committed (the shell's root effect): React then takes the stores' current state (useSyncExternalStore re-renders what changed). */
export function releaseHydration(): void {
  registry.held = null;
}

/**
 * A zustand store whose React hook reads the current state on the server and the state held for
 * hydration while hydrating (`holdForHydration`, else the current one). zustand's own hook gives
 * React the store's *initial* state there (getServerSnapshot), which suits a server that renders
 * nothing user-specific, but the first views are rendered from the page's real state (language,
 * currency, site configuration, session) and the browser's hydration starts from that same state
 * (shell/src/bootstrap.tsx): both must read it, or the server's HTML lacks it and hydration would
 * compare against the empty store.
 */
export function createPageStore<T>(init: StateCreator<T, [], []>): PageStore<T> {
  const api = createStore<T>()(init);
  registry.stores.add(api as StoreApi<unknown>);
  const identity = (s: T) => s as unknown;
  const hydrating = (): T => {
    const held = registry.held;
    return held?.has(api as StoreApi<unknown>) ? (held.get(api as StoreApi<unknown>) as T) : api.getState();
  };
  function useBound<U>(selector: (state: T) => U = identity as (state: T) => U): U {
    return useSyncExternalStore(
      api.subscribe,
      () => selector(api.getState()),
      () => selector(hydrating()),
    );
  }
  return Object.assign(useBound, api) as PageStore<T>;
}
