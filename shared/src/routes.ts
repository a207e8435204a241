/**
 * The route-table contract between remotes and the shell (ROUTES.md). A remote's table is pure
 * data, published as routes.json beside its mf-manifest.json; the shell mounts every entry twice
 * (English, and Chinese under /zh_CN).
 */
export type LayoutName = 'home' | 'default' | 'login' | 'shop' | 'user-center' | 'chat';

export interface RouteDef {
  /** English path with react-router params, e.g. '/products/detail/:prodId'. */
  path: string;
  /** Key of the page component in the remote's `pages` map; omitted for redirects. */
  pageKey?: string;
  layout: LayoutName;
  /** Route name from the spec (productDetail, writeComments, ...). */
  name?: string;
  /** A signed-out visit opens the login dialog. */
  login?: boolean;
  keepAlive?: boolean;
  detailsPage?: boolean;
  /** Shown in the user-centre menu. */
  menu?: boolean;
  /** Page title before the remote's code arrives (tab title, menus). */
  title: { en: string; zh_CN: string };
  /** Params that must match a pattern, else the page is a 404 (rule validation per route). */
  paramRules?: Record<string, string>;
  /**
   * The page uses only the light kit (`@mall/shared/ui/lite`), not antd: the shell then neither
   * loads antd for it nor wraps it in antd's theme. For pages a buyer lands on (home, product).
   */
  light?: boolean;
  /** Redirect target (a path without the locale prefix). */
  redirect?: string;
}

/** The pages the shell itself owns (ROUTES.md): sign-in, registration, password reset. */
export const SHELL_PAGE_PATHS = ['/login', '/register', '/forgot-password'] as const;

export interface RemoteRouteTable {
  remote: string;
  routes: RouteDef[];
}

/** What a remote's exposed `./routes` module gives the shell. */
export interface RemoteRoutesModule {
  namespace: string;
  i18n: { en: object; zh_CN: object };
  routes: RouteDef[];
  pages: Record<string, () => Promise<{ default: import('react').ComponentType }>>;
}

/** One remote in the live release set. */
export interface LiveRemote {
  name: string;
  /** Module Federation container name (identifier). */
  mfName: string;
  version: string;
  /** URL of its mf-manifest.json. */
  entry: string;
  routes: RouteDef[];
  /** Set when a per-browser canary override chose this version. */
  override?: boolean;
}

export interface ReleaseSet {
  buildId: string;
  remotes: LiveRemote[];
}

/** Container names follow the package names with '-' -> '_'. */
export const mfNameOf = (remote: string): string => remote.replace(/-/g, '_');

export const REMOTE_NAMES = ['mf-catalog', 'mf-shop', 'mf-checkout', 'mf-user-center', 'mf-chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
