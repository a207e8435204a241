import { useEffect } from 'react';
import { createPageStore } from './page-store';
import { pageSingleton } from '../singleton';

/**
 * The title of the page on screen as its owner names it (a product's, a shop's, an article's
 * name), for the address it shows. The shell writes the document title from it, with the site's
 * name; a route without one is titled by its route table (shell/src/app/routed-page.tsx).
 */
interface PageTitleState {
  /** pathname + search the title belongs to. */
  at: string | null;
  title: string | null;
}

export const usePageTitleStore = pageSingleton('page-title-store', () =>
  createPageStore<PageTitleState>(() => ({ at: null, title: null })),
);

const here = () => (typeof location === 'undefined' ? '' : location.pathname + location.search);

/** Names the page on screen (nothing while its data loads: the route's title stays). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const at = here();
    usePageTitleStore.setState({ at, title });
    return () => {
      if (usePageTitleStore.getState().at === at) usePageTitleStore.setState({ at: null, title: null });
    };
  }, [title]);
}

/** The owner's title for this address, if it gave one. */
export const usePageTitleAt = (at: string): string | null => usePageTitleStore((s) => (s.at === at ? s.title : null));
