import type { ReleaseSet } from '@mall/shared';
import type { RouteHandle } from '../app/router';
import { loadPage } from './load-remote';

/** Resolves when an image has loaded or failed. */
function settled(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Before the app replaces the server's first view: waits (at most `capMs`) for the page module of
 * the matched route, and for the first view's own pictures, so what the buyer already sees is
 * complete when it is swapped for the same page. Never rejects.
 */
export async function firstPageLoaded(matches: { route: { handle?: unknown } }[], release: ReleaseSet, capMs = 4000): Promise<void> {
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  const remote = release.remotes.find((r) => r.name === handle?.remote);
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#root > .first-view img')].map(settled);
  const page = remote && handle?.pageKey ? loadPage(remote, handle.pageKey).catch(() => undefined) : undefined;
  await Promise.race([Promise.all([page, ...pictures]), new Promise((r) => setTimeout(r, capMs))]);
}
