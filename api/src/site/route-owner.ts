import { matchRoutes, type RouteObject } from 'react-router';
import { DEV_MAILBOX_PATH, LOCALE_PREFIX, SHELL_PAGE_PATHS, type LiveRemote, type ReleaseSet, type RouteDef } from '@mall/shared';
import { escapeHtml } from './seo-head';

/**
 * Which page a URL is, read from the live route tables the remotes publish (routes.json): the
 * server knows no remote's paths, flags or pictures of its own. Matching is react-router's own
 * `matchRoutes`, ranked and decoded as the shell's router does in the browser, on the bare path
 * (the shell mounts each table twice, English and under /zh_CN).
 */
interface Owner {
  remote?: LiveRemote;
  route?: RouteDef;
}

/** The route objects of a release set (the live one is the same object while the release service caches it). */
const tables = new WeakMap<ReleaseSet, RouteObject[]>();

function tableOf(set: ReleaseSet): RouteObject[] {
  let table = tables.get(set);
  if (!table) {
    const shell: RouteObject[] = SHELL_PAGE_PATHS.map((path) => ({ path, handle: {} satisfies Owner }));
    const remotes = set.remotes.flatMap((remote) =>
      remote.routes.map((route) => ({ path: route.path, handle: { remote, route } satisfies Owner })),
    );
    table = [...shell, ...remotes];
    tables.set(set, table);
  }
  return table;
}

/** The path without the Chinese prefix ('/zh_CN/cart' -> '/cart'), still URL-encoded as requested. */
const barePath = (pathname: string) =>
  pathname === LOCALE_PREFIX || pathname.startsWith(LOCALE_PREFIX + '/') ? pathname.slice(LOCALE_PREFIX.length) || '/' : pathname;

/** The route a page URL (path as requested: English or /zh_CN, URL-encoded) matches, with its decoded params. */
function match(set: ReleaseSet, pathname: string): { owner: Owner; params: Record<string, string> } | null {
  const hit = matchRoutes(tableOf(set), barePath(pathname))?.at(-1);
  if (!hit) return null;
  const params = Object.fromEntries(Object.entries(hit.params).filter((e): e is [string, string] => e[1] !== undefined));
  return { owner: hit.route.handle as Owner, params };
}

/** The route passes its table's paramRules (spec: "a rule validation per route"). */
const paramsPass = (route: RouteDef, params: Record<string, string>) =>
  !route.paramRules ||
  Object.entries(route.paramRules).every(([name, rule]) => params[name] === undefined || new RegExp(rule).test(params[name]));

/**
 * Is a page URL (English or /zh_CN) a route of the site: the shell's own pages or any live
 * remote's route (redirects included) whose parameter rules pass? If not, the shell shows its
 * not-found page and the server answers 404.
 */
export function isKnownPage(set: ReleaseSet, pathname: string, { devMailbox = false } = {}): boolean {
  // The demo mailbox is a shell page only while the server keeps mail (README, "Demo mailbox").
  if (barePath(pathname).replace(/(.)\/+$/, '$1') === DEV_MAILBOX_PATH) return devMailbox;
  // No remote is live yet (nothing published): the server cannot tell, so it claims no 404.
  if (!set.remotes.length) return true;
  try {
    decodeURIComponent(pathname);
  } catch {
    // A malformed escape in the path is no page of ours.
    return false;
  }
  const hit = match(set, pathname);
  return Boolean(hit && (!hit.owner.route || paramsPass(hit.owner.route, hit.params)));
}

/** The route (and its remote and :params) that owns a page URL (English or /zh_CN), if any; not a redirect. */
export function routeForPath(
  set: ReleaseSet,
  pathname: string,
): { remote: LiveRemote; route: RouteDef; params: Record<string, string> } | undefined {
  const hit = match(set, pathname);
  const { remote, route } = hit?.owner ?? {};
  return remote && route && !route.redirect ? { remote, route, params: hit!.params } : undefined;
}

/**
 * What robots.txt keeps search engines out of: the buyer's own pages (`private` in the live route
 * tables), each as the literal start of its path, in both languages.
 */
export function privatePathPrefixes(set: ReleaseSet): string[] {
  const prefixes = set.remotes
    .flatMap((r) => r.routes)
    .filter((r) => r.private)
    .map((r) => r.path.split(/\/[:*]/)[0] || '/');
  const unique = [...new Set(prefixes)].sort();
  // '/chat' already covers '/chat2' and '/chat/x' (robots.txt matches prefixes).
  return unique.filter((p) => !unique.some((q) => q !== p && p.startsWith(q)));
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
