/**
 * The route-table contract between remotes and the shell (ROUTES.md). A remote's table is pure
 * data, published as routes.json beside its mf-manifest.json; the shell mounts every entry twice
 * (English, and Chinese under /zh_CN).
 */
import type { z } from 'zod';
import type { layoutNameSchema, liveRemoteSchema, releaseSetSchema, routeDefSchema } from './contracts/release';

export type LayoutName = z.input<typeof layoutNameSchema>;

/** One entry of a route table (its fields: contracts/release.ts). */
export type RouteDef = z.input<typeof routeDefSchema>;

/** The pages the shell itself owns (ROUTES.md): sign-in, registration, password reset. */
export const SHELL_PAGE_PATHS = ['/login', '/register', '/forgot-password'] as const;

/** The demo site's mailbox page (shell), a page only while the server keeps mail for it (RuntimeConfig.devMailbox). */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

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

/** One remote in the live release set, and the set (contracts/release.ts: GET /release/current). */
export type LiveRemote = z.input<typeof liveRemoteSchema>;
export type ReleaseSet = z.input<typeof releaseSetSchema>;

/** Container names follow the package names with '-' -> '_'. */
export const mfNameOf = (remote: string): string => remote.replace(/-/g, '_');
/** The package name of a container name ('mf_chat' -> 'mf-chat'). */
export const remoteNameOf = (mfName: string): string => mfName.replace(/_/g, '-');

export const REMOTE_NAMES = ['mf-catalog', 'mf-shop', 'mf-checkout', 'mf-user-center', 'mf-chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
