import type { ReleaseSet } from '@mall/shared';
import type { RouteHandle } from '../app/router';
import { loadPage } from './load-remote';

/** Waits (at most `capMs`) for the page module of the matched route; never rejects. */
export async function firstPageLoaded(matches: { route: { handle?: unknown } }[], release: ReleaseSet, capMs = 4000): Promise<void> {
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  const remote = release.remotes.find((r) => r.name === handle?.remote);
  if (!remote || !handle?.pageKey) return;
  await Promise.race([loadPage(remote, handle.pageKey).catch(() => undefined), new Promise((r) => setTimeout(r, capMs))]);
}
