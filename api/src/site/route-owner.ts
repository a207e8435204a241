import { LOCALE_PREFIX, type LiveRemote, type ReleaseSet } from '@mall/shared';
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

/** The remote whose route table owns a page URL (English or /zh_CN), if any. */
export function remoteForPath(set: ReleaseSet, pathname: string): LiveRemote | undefined {
  const bare =
    pathname === LOCALE_PREFIX || pathname.startsWith(LOCALE_PREFIX + '/') ? pathname.slice(LOCALE_PREFIX.length) || '/' : pathname;
  // Exact paths before patterns, as react-router ranks them.
  const routes = set.remotes.flatMap((remote) => remote.routes.filter((r) => !r.redirect).map((route) => ({ remote, route })));
  const exact = routes.find(({ route }) => route.path === bare || route.path === bare.replace(/\/$/, ''));
  return (exact ?? routes.find(({ route }) => matchesPattern(route.path, bare)))?.remote;
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
