import type { ReleaseSet } from '@mall/shared';
import type { RouteHandle } from '../app/router';
import { preloadAntd } from '../app/antd-boundary';
import { loadPage } from './load-remote';

/**
 * Before the app hydrates the server's first view: waits (at most `capMs`) for the page module of
 * the matched route (and its translations), so the first render is the page the server rendered
 * and hydration takes it over instead of replacing it. Never rejects.
 */
export async function firstPageLoaded(matches: { route: { handle?: unknown } }[], release: ReleaseSet, capMs = 8000): Promise<void> {
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  const remote = release.remotes.find((r) => r.name === handle?.remote);
  const page = remote && handle?.pageKey ? loadPage(remote, handle.pageKey).catch(() => undefined) : undefined;
  // A page on antd was rendered inside antd's scope: have it here too, so hydration goes on at once.
  const antd = remote && !handle?.light ? preloadAntd().catch(() => undefined) : undefined;
  await Promise.race([Promise.all([page, antd]), new Promise((r) => setTimeout(r, capMs))]);
}
