import type { ReactElement } from 'react';
import { LOCALE_PREFIX, type LayoutName, type LiveRemote, type ReleaseSet, type RouteDef } from '@mall/shared';
import { Navigate, type RouteObject } from '@mall/shared/router';
import { lazy } from 'react';
import { AntdBoundary } from './antd-boundary';
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
// Forms built with antd: loaded when visited, inside antd's theme.
const LoginPage = lazy(() => import('../features/auth/pages').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/pages').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages').then((m) => ({ default: m.ForgotPasswordPage })));
const withAntd = (element: ReactElement) => <AntdBoundary>{element}</AntdBoundary>;

const SHELL_ROUTES: (RouteDef & { element: ReactElement })[] = [
  { path: '/login', layout: 'login', title: { en: 'Sign in', zh_CN: '登录' }, element: withAntd(<LoginPage />) },
  { path: '/register', layout: 'login', title: { en: 'Register', zh_CN: '注册' }, element: withAntd(<RegisterPage />) },
  {
    path: '/forgot-password',
    layout: 'login',
    title: { en: 'Forgot password', zh_CN: '忘记密码' },
    element: withAntd(<ForgotPasswordPage />),
  },
];

/** The same path under the Chinese prefix. */
export const zhPath = (path: string): string => (path === '/' ? LOCALE_PREFIX : LOCALE_PREFIX + path);

function pageKeyOf(def: RouteDef): string {
  // A page key is the route path unless the table names one (uc-order's key is its full path).
  return def.pageKey ?? def.path;
}

function toRouteObjects(def: RouteDef, element: ReactElement, remote?: LiveRemote): RouteObject[] {
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
  return [
    { path: def.path, element, handle, id: `en:${def.path}` },
    { path: zhPath(def.path), element, handle, id: `zh_CN:${def.path}` },
  ];
}

/**
 * Builds the router tree from the live release set: every remote route mounted twice (English and
 * /zh_CN), grouped under the layout the table assigns. No remote code is loaded here.
 */
export function buildRoutes(release: ReleaseSet): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  const add = (layout: LayoutName, objs: RouteObject[]) => byLayout.set(layout, [...(byLayout.get(layout) ?? []), ...objs]);

  for (const remote of release.remotes) {
    for (const def of remote.routes) {
      if (def.redirect) {
        const to = def.redirect;
        add(def.layout, [
          { path: def.path, element: <Navigate to={to} replace /> },
          { path: zhPath(def.path), element: <Navigate to={zhPath(to)} replace /> },
        ]);
        continue;
      }
      add(def.layout, toRouteObjects(def, <RoutedPage remote={remote} pageKey={pageKeyOf(def)} def={def} />, remote));
    }
  }
  for (const def of SHELL_ROUTES) add(def.layout, toRouteObjects(def, <ShellPage def={def}>{def.element}</ShellPage>));

  const ucRemote = release.remotes.find((r) => r.routes.some((d) => d.layout === 'user-center'));
  const layoutElement: Record<LayoutName, ReactElement> = {
    home: <HomeLayout />,
    default: <DefaultLayout />,
    login: <LoginLayout />,
    shop: <ShopLayout />,
    'user-center': <UserCenterLayout remote={ucRemote} />,
    chat: <ChatLayout />,
  };

  const children: RouteObject[] = [...byLayout.entries()].map(([layout, routes]) => ({ element: layoutElement[layout], children: routes }));
  children.push({
    path: '*',
    element: (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    ),
  });
  return [{ element: <Root release={release} />, errorElement: <ErrorPage />, children }];
}
