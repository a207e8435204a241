import { DEV_MAILBOX_PATH, LOCALE_PREFIX, SHELL_PAGE_PATHS, type LiveRemote, type ReleaseSet, type RouteDef } from '@mall/shared';
import { escapeHtml } from './seo-head';

/** Does a react-router pattern ('/products/detail/:prodId', '/shop/*') match a path? */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const seg = want[i]!;
    if (seg === '*') return true;
    const optional = seg.endsWith('?');
    if (i >= got.length) return optional || want.slice(i).every((s) => s.endsWith('?') || s === '*');
    if (seg.startsWith(':')) continue;
    if (seg.replace(/\?$/, '') !== decodeURIComponent(got[i]!)) return false;
  }
  return got.length === want.length;
}

/** The values of a pattern's :params in a path ('/shop/:shopId' + '/shop/7' -> {shopId: '7'}). */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const out: Record<string, string> = {};
  want.forEach((seg, i) => {
    if (seg.startsWith(':') && got[i] !== undefined) out[seg.slice(1).replace(/\?$/, '')] = decodeURIComponent(got[i]!);
  });
  return out;
}

/** The route passes its table's paramRules (spec: "a rule validation per route"). */
function paramsPass(route: RouteDef, bare: string): boolean {
  if (!route.paramRules) return true;
  const params = paramsOf(route.path, bare);
  return Object.entries(route.paramRules).every(([name, rule]) => params[name] === undefined || new RegExp(rule).test(params[name]));
}

/**
 * Is a page URL (English or /zh_CN) a route of the site: the shell's own pages or any live
 * remote's route (redirects included) whose parameter rules pass? If not, the shell shows its
 * not-found page and the server answers 404.
 */
export function isKnownPage(set: ReleaseSet, pathname: string, { devMailbox = false } = {}): boolean {
  let bare =
    pathname === LOCALE_PREFIX || pathname.startsWith(LOCALE_PREFIX + '/') ? pathname.slice(LOCALE_PREFIX.length) || '/' : pathname;
  if (bare.length > 1) bare = bare.replace(/\/+$/, '');
  if ((SHELL_PAGE_PATHS as readonly string[]).includes(bare)) return true;
  if (bare === DEV_MAILBOX_PATH) return devMailbox;
  // No remote is live yet (nothing published): the server cannot tell, so it claims no 404.
  if (!set.remotes.length) return true;
  try {
    return set.remotes.some((remote) => remote.routes.some((route) => matchesPattern(route.path, bare) && paramsPass(route, bare)));
  } catch {
    // A malformed escape in the path is no page of ours.
    return false;
  }
}

/** The remote whose route table owns a page URL (English or /zh_CN), if any. */
export function remoteForPath(set: ReleaseSet, pathname: string): LiveRemote | undefined {
  return routeForPath(set, pathname)?.remote;
}

/** The route (and its remote and :params) that owns a page URL (English or /zh_CN), if any. */
export function routeForPath(
  set: ReleaseSet,
  pathname: string,
): { remote: LiveRemote; route: RouteDef; params: Record<string, string> } | undefined {
  const bare =
    pathname === LOCALE_PREFIX || pathname.startsWith(LOCALE_PREFIX + '/') ? pathname.slice(LOCALE_PREFIX.length) || '/' : pathname;
  // Exact paths before patterns, as react-router ranks them.
  const routes = set.remotes.flatMap((remote) => remote.routes.filter((r) => !r.redirect).map((route) => ({ remote, route })));
  const exact = routes.find(({ route }) => route.path === bare || route.path === bare.replace(/\/$/, ''));
  const hit = exact ?? routes.find(({ route }) => matchesPattern(route.path, bare));
  return hit ? { ...hit, params: paramsOf(hit.route.path, bare) } : undefined;
}

const attr = escapeHtml;

/**
 * Starts the owning remote's manifest, remote entry and page-table chunks with the HTML, in
 * parallel with the shell's own scripts, instead of one after another once the shell has run
 * (the federation runtime then finds them in the cache). Scripts carry no crossorigin attribute,
 * like the runtime's script elements, so the preloaded responses are reused.
 */
export function preloadTagsFor(remote: LiveRemote | undefined, scripts: string[] = []): string {
  if (!remote) return '';
  return (
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(remote.entry)}">` +
    scripts.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`).join('')
  );
}
