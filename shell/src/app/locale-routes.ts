import type { Locale } from '@mall/shared';
import type { RouteObject } from '@mall/shared/router';

/** The route every language's routes hang under (app/router.tsx). */
export const ROOT_ROUTE_ID = 'root';

/** What adding a language needs of the browser's router (react-router's data router). */
export interface LocaleRouter {
  patchRoutes(routeId: string | null, children: RouteObject[]): void;
  revalidate(): unknown;
}

let onDemand: { router: LocaleRouter; routesOf: (locale: Locale) => RouteObject; routed: Set<Locale> } | null = null;

/**
 * The browser's router starts with the page's language only (half the route table: half the
 * router's set-up at start, docs/architecture.md). The other language's routes are added the
 * first time something needs them: the language switch (`ensureLocaleRoutes`) or, for any other
 * way to a path in that language (a link, history), the catch-all route, which adds them and has
 * the router match the path again.
 */
export function addLocalesOnDemand(router: LocaleRouter, first: Locale, routesOf: (locale: Locale) => RouteObject): void {
  onDemand = { router, routesOf, routed: new Set([first]) };
}

/** True when the browser's router has not got this language's routes yet (never on the server). */
export function lacksLocaleRoutes(locale: Locale): boolean {
  return onDemand !== null && !onDemand.routed.has(locale);
}

/** Gives the browser's router a language's routes if it lacks them; true when they were added now. */
export function ensureLocaleRoutes(locale: Locale): boolean {
  if (!onDemand || onDemand.routed.has(locale)) return false;
  onDemand.routed.add(locale);
  onDemand.router.patchRoutes(ROOT_ROUTE_ID, [onDemand.routesOf(locale)]);
  return true;
}

const rematching = new Map<Locale, Promise<void>>();

/**
 * Adds a language's routes and has the router match the current location again (the same history
 * entry then shows the page it names). Resolves once it has; at once when there was nothing to add.
 */
export function rematchWithLocale(locale: Locale): Promise<void> {
  let done = rematching.get(locale);
  if (!done) {
    done = ensureLocaleRoutes(locale) ? Promise.resolve(onDemand!.router.revalidate()).then(() => undefined) : Promise.resolve();
    rematching.set(locale, done);
  }
  return done;
}
