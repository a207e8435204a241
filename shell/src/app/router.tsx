import {
  DEV_MAILBOX_PATH,
  getConfig,
  LOCALE_PREFIX,
  LOCALES,
  localeFromPath,
  type LayoutName,
  type LiveRemote,
  type Locale,
  type ReleaseSet,
  type RouteDef,
} from '@mall/shared';
import { Navigate, useLocation, type RouteObject } from '@mall/shared/router';
import { lazy, useEffect, useState, type ReactElement } from 'react';
import { AntdBoundary } from './antd-boundary';
import { lacksLocaleRoutes, rematchWithLocale, ROOT_ROUTE_ID } from './locale-routes';
import { ChatLayout, DefaultLayout, HomeLayout, LoginLayout, ShopLayout, UserCenterLayout } from '../layouts/layouts';
import { NotFoundPage } from '../pages/not-found';
import { ErrorPage } from '../pages/error-page';
import { RoutedPage, ShellPage } from './routed-page';
import { Root } from './root';

export interface RouteHandle {
  remote?: string;
  pageKey?: string;
  name?: string;
  title: RouteDef['title'];
  login?: boolean;
  keepAlive?: boolean;
  detailsPage?: boolean;
  paramRules?: Record<string, string>;
  /** On the light kit (no antd). */
  light?: boolean;
}

/** Shell-owned routes (ROUTES.md): sign-in, registration, password reset. */
// Loaded when visited: sign-in on the light kit (as the login dialog), the longer forms inside antd's theme.
const LoginPage = lazy(() => import('../features/auth/pages').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const DevMailboxPage = lazy(() => import('../features/dev-mailbox/dev-mailbox-page').then((m) => ({ default: m.DevMailboxPage })));
const withAntd = (element: ReactElement) => <AntdBoundary>{element}</AntdBoundary>;

const SHELL_ROUTES: (RouteDef & { element: ReactElement })[] = [
  { path: '/login', layout: 'login', title: { en: 'Sign in', zh_CN: '登录' }, light: true, element: <LoginPage /> },
  { path: '/register', layout: 'login', title: { en: 'Register', zh_CN: '注册' }, element: withAntd(<RegisterPage />) },
  {
    path: '/forgot-password',
    layout: 'login',
    title: { en: 'Forgot password', zh_CN: '忘记密码' },
    element: withAntd(<ForgotPasswordPage />),
  },
];

/** The demo mailbox: a route only while the server keeps mail for it (the server answers 404 otherwise too). */
const DEV_MAILBOX_ROUTE: RouteDef & { element: ReactElement } = {
  path: DEV_MAILBOX_PATH,
  layout: 'default',
  title: { en: 'Demo mailbox', zh_CN: '演示邮箱' },
  light: true,
  element: <DevMailboxPage />,
};
const shellRoutes = () => (getConfig().devMailbox ? [...SHELL_ROUTES, DEV_MAILBOX_ROUTE] : SHELL_ROUTES);

/** The same path under the Chinese prefix. */
export const zhPath = (path: string): string => (path === '/' ? LOCALE_PREFIX : LOCALE_PREFIX + path);

function pageKeyOf(def: RouteDef): string {
  // A page key is the route path unless the table names one (uc-order's key is its full path).
  return def.pageKey ?? def.path;
}

/** A route path in a language: English as the table writes it, Chinese under /zh_CN. */
const localized = (path: string, locale: Locale): string => (locale === 'zh_CN' ? zhPath(path) : path);

function toRouteObject(def: RouteDef, element: ReactElement, locale: Locale, remote?: LiveRemote): RouteObject {
  const handle: RouteHandle = {
    remote: remote?.name,
    pageKey: def.pageKey,
    name: def.name,
    title: def.title,
    login: def.login,
    keepAlive: def.keepAlive,
    detailsPage: def.detailsPage,
    paramRules: def.paramRules,
    light: def.light,
  };
  return { path: localized(def.path, locale), element, handle, id: `${locale}:${def.path}` };
}

/**
 * One language's routes: every remote route and the shell's own, grouped under the layout the
 * table assigns, in a pathless route of their own (`locale:en`, `locale:zh_CN`), so a language can
 * be added to a running router in one patch. No remote code is loaded here.
 */
export function localeRoutes(release: ReleaseSet, locale: Locale): RouteObject {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  const add = (layout: LayoutName, obj: RouteObject) => {
    const routes = byLayout.get(layout);
    if (routes) routes.push(obj);
    else byLayout.set(layout, [obj]);
  };

  for (const remote of release.remotes) {
    for (const def of remote.routes) {
      if (def.redirect) {
        add(def.layout, { path: localized(def.path, locale), element: <Navigate to={localized(def.redirect, locale)} replace /> });
        continue;
      }
      add(def.layout, toRouteObject(def, <RoutedPage remote={remote} pageKey={pageKeyOf(def)} def={def} />, locale, remote));
    }
  }
  for (const def of shellRoutes()) add(def.layout, toRouteObject(def, <ShellPage def={def}>{def.element}</ShellPage>, locale));

  const ucRemote = release.remotes.find((r) => r.routes.some((d) => d.layout === 'user-center'));
  const layoutElement: Record<LayoutName, ReactElement> = {
    home: <HomeLayout />,
    default: <DefaultLayout />,
    login: <LoginLayout />,
    shop: <ShopLayout />,
    'user-center': <UserCenterLayout remote={ucRemote} />,
    chat: <ChatLayout />,
  };
  const children = [...byLayout.entries()].map(([layout, routes]) => ({
    id: `${locale}:layout:${layout}`,
    element: layoutElement[layout],
    children: routes,
  }));
  return { id: `locale:${locale}`, children };
}

/**
 * Builds the router tree from the live release set for the given languages (both unless told:
 * the site server renders a page with its own language only; the browser starts with it and adds
 * the other when the buyer goes there, app/locale-routes.ts).
 */
export function buildRoutes(release: ReleaseSet, locales: readonly Locale[] = LOCALES): RouteObject[] {
  const children: RouteObject[] = locales.map((locale) => localeRoutes(release, locale));
  children.push({ path: '*', element: <NoMatch /> });
  return [{ id: ROOT_ROUTE_ID, element: <Root release={release} />, errorElement: <ErrorPage />, children }];
}

/** The catch-all: a path in a language the router has no routes for yet gets them; else 404. */
function NoMatch() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return <LocaleNoMatch key={locale} locale={locale} />;
}

function LocaleNoMatch({ locale }: { locale: Locale }) {
  // Nothing is shown while the router matches the path again with the language's routes.
  const [adding, setAdding] = useState(() => lacksLocaleRoutes(locale));
  useEffect(() => {
    if (adding) void rematchWithLocale(locale).finally(() => setAdding(false));
  }, [adding, locale]);
  if (adding) return null;
  return (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  );
}
