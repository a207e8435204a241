import type { Locale, RouteDef } from '@mall/shared';

/** A breadcrumb step: a title and, unless it is the current page, where it links to (no locale prefix). */
export interface Crumb {
  title: string;
  to?: string;
}

/** Fills ':param' segments from the current params; null when one is missing. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | undefined>>): string | null {
  let missing = false;
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === '') missing = true;
    return encodeURIComponent(v ?? '');
  });
  return missing ? null : path;
}

/**
 * The crumbs between Home and a page: every route of the same table whose path is a leading part
 * of this one ('/user-center/uc-company/edit' -> User centre, Company). Home and the page itself
 * are not included.
 */
export function routeCrumbs(
  routes: readonly RouteDef[],
  route: Pick<RouteDef, 'path'>,
  params: Readonly<Record<string, string | undefined>>,
  locale: Locale,
): Crumb[] {
  const segments = route.path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let n = 1; n < segments.length; n++) {
    const prefix = '/' + segments.slice(0, n).join('/');
    const parent = routes.find((r) => r.path === prefix);
    if (!parent) continue;
    const to = fillPath(parent.path, params);
    crumbs.push(to ? { title: parent.title[locale], to } : { title: parent.title[locale] });
  }
  return crumbs;
}

/** Page titles keyed by page key, for a remote's i18n bundle (`titles.<pageKey>`). */
export function routeTitles(routes: readonly RouteDef[], locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of routes) if (r.pageKey) out[r.pageKey] = r.title[locale];
  return out;
}

const paramsOf = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/**
 * What is wrong with a remote's route table, as readable lines (empty when nothing is). The shell
 * and the release registry can run it on a remote they are about to trust; remotes run it in tests.
 */
export function routeTableProblems(routes: readonly RouteDef[], pages?: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const seenPaths = new Set<string>();
  const usedKeys = new Set<string>();
  for (const r of routes) {
    const where = `route ${r.path}`;
    if (!r.path.startsWith('/')) problems.push(`${where}: path must start with '/'`);
    if (/\/zh_CN(\/|$)/.test(r.path)) problems.push(`${where}: paths are written without the locale prefix`);
    if (seenPaths.has(r.path)) problems.push(`${where}: duplicate path`);
    seenPaths.add(r.path);
    if (!r.title?.en?.trim() || !r.title?.zh_CN?.trim()) problems.push(`${where}: needs a title in en and zh_CN`);
    if (r.redirect !== undefined) {
      if (r.pageKey) problems.push(`${where}: a redirect has no page`);
      if (!r.redirect.startsWith('/')) problems.push(`${where}: redirect target must be a path`);
    } else if (!r.pageKey) {
      problems.push(`${where}: needs a pageKey or a redirect`);
    } else {
      usedKeys.add(r.pageKey);
      if (pages && typeof pages[r.pageKey] !== 'function') problems.push(`${where}: no page loader for '${r.pageKey}'`);
    }
    for (const [param, rule] of Object.entries(r.paramRules ?? {})) {
      if (!paramsOf(r.path).includes(param)) problems.push(`${where}: rule for unknown param '${param}'`);
      try {
        new RegExp(rule);
      } catch {
        problems.push(`${where}: rule for '${param}' is not a regular expression`);
      }
    }
  }
  for (const r of routes) {
    if (r.redirect !== undefined && !seenPaths.has(r.redirect))
      problems.push(`route ${r.path}: redirect target ${r.redirect} is not in the table`);
  }
  if (pages) for (const key of Object.keys(pages)) if (!usedKeys.has(key)) problems.push(`page '${key}' is not used by any route`);
  return problems;
}
