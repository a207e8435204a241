import { z } from 'zod';
import { isoTime, noData, type Contract } from './common';

/**
 * Releases (`release` API module, docs/releases.md): the live set of remotes the shell mounts,
 * the release-manager endpoints (x-release-token), the per-browser canary override, and the build
 * metadata of spec section 7 the shell polls. A route table entry is the contract between a
 * remote and the shell too (shared/src/routes.ts).
 */

export const layoutNameSchema = z.enum(['home', 'default', 'login', 'shop', 'user-center', 'chat']);

/** One entry of a remote's route table (src/route-table.ts, published as routes.json). */
export const routeDefSchema = z.object({
  /** English path with react-router params, e.g. '/products/detail/:prodId'. */
  path: z.string(),
  /** Key of the page component in the remote's `pages` map; omitted for redirects. */
  pageKey: z.string().optional(),
  layout: layoutNameSchema,
  /** Route name from the spec (productDetail, writeComments, ...). */
  name: z.string().optional(),
  /** A signed-out visit opens the login dialog. */
  login: z.boolean().optional(),
  keepAlive: z.boolean().optional(),
  detailsPage: z.boolean().optional(),
  /** Shown in the user-centre menu. */
  menu: z.boolean().optional(),
  /** Page title before the remote's code arrives (tab title, menus). */
  title: z.object({ en: z.string(), zh_CN: z.string() }),
  /** Params that must match a pattern, else the page is a 404 (rule validation per route). */
  paramRules: z.record(z.string(), z.string()).optional(),
  /**
   * The page uses only the light kit (`@mall/shared/ui/lite`), not antd: the shell then neither
   * loads antd for it nor wraps it in antd's theme. For pages a buyer lands on (home, product).
   */
  light: z.boolean().optional(),
  /** Redirect target (a path without the locale prefix). */
  redirect: z.string().optional(),
  /**
   * A buyer's own page (cart, orders, messages): the site server keeps it out of search engines
   * (robots.txt Disallow, `<meta name="robots" content="noindex">`). The server knows no remote's
   * paths: it reads this flag from the live route tables.
   */
  private: z.boolean().optional(),
  /**
   * How the page shows its largest picture (its LCP element): the width it is shown at, at most, and
   * its `sizes`. The site server preloads the same srcset candidate when the page comes without a
   * first view (the picture itself is named by the page's SEO provider).
   */
  lcpPicture: z.object({ shownWidth: z.number().int().positive(), sizes: z.string() }).optional(),
});

/** One remote in the live release set. */
export const liveRemoteSchema = z.object({
  name: z.string(),
  /** Module Federation container name (identifier). */
  mfName: z.string(),
  version: z.string(),
  /** URL of its mf-manifest.json. */
  entry: z.string(),
  routes: z.array(routeDefSchema),
  /** Set when a per-browser canary override chose this version. */
  override: z.boolean().optional(),
});

export const releaseSetSchema = z.object({ buildId: z.string(), remotes: z.array(liveRemoteSchema) });

export const versionInfoSchema = z.object({
  version: z.string(),
  publishedAt: isoTime,
  live: z.boolean(),
  /** Shared singleton -> required range, from the version's mf-manifest.json. */
  sharedRequirements: z.record(z.string(), z.string()),
  /** Problems running under the live shell; empty when it can be promoted. */
  incompatible: z.array(z.string()),
});

export const remoteReleasesSchema = z.object({
  remote: z.string(),
  live: z.string().nullable(),
  liveSince: isoTime.nullable(),
  entry: z.string().nullable(),
  versions: z.array(versionInfoSchema),
});
export type RemoteReleases = z.input<typeof remoteReleasesSchema>;

export const historyActionSchema = z.enum(['publish', 'promote', 'rollback', 'start']);
export const historyEntrySchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string(),
  reason: z.string().nullable(),
  action: historyActionSchema,
  at: isoTime,
});

/** What a promotion or a rollback did (changed false: that version was live already). */
export const releaseChangeSchema = z.object({ from: z.string().nullable(), to: z.string(), changed: z.boolean() });

/** The live build's id and time (builds/latest.json): the shell offers a reload when it changes. */
export const buildStampSchema = z.object({ id: z.string(), timestamp: z.number() });
export type BuildStamp = z.input<typeof buildStampSchema>;

/** Route rules of a build (builds/meta/<id>.json): redirects, both locales. */
export const buildMetaSchema = z.object({
  id: z.string(),
  timestamp: z.number(),
  matcher: z.object({ static: z.record(z.string(), z.unknown()), wildcard: z.record(z.string(), z.unknown()) }),
  prerendered: z.array(z.string()),
  redirects: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type BuildMeta = z.input<typeof buildMetaSchema>;

const remoteName = z.string().regex(/^[a-z0-9][\w-]*$/, 'remote: a remote package name');
const versionName = z.string().regex(/^[A-Za-z0-9][\w.+-]*$/, 'version: a published version');
const remoteParams = z.object({ remote: remoteName });
const reason = z.string().max(500).optional();

export const releaseContract = {
  /** Public: the shell's fallback when the HTML had no release set. */
  current: { method: 'GET', url: '/release/current', data: releaseSetSchema },
  list: { method: 'GET', url: '/release/list', data: z.array(remoteReleasesSchema) },
  versions: { method: 'GET', url: '/release/versions/:remote', params: remoteParams, data: remoteReleasesSchema },
  history: {
    method: 'GET',
    url: '/release/history/:remote',
    params: remoteParams,
    querystring: z.object({ limit: z.coerce.number<number>().int().min(1).max(500).default(50) }),
    data: z.array(historyEntrySchema),
  },
  promote: {
    method: 'POST',
    url: '/release/promote',
    body: z.object({ remote: remoteName, version: versionName, reason }),
    data: releaseChangeSchema,
  },
  rollback: { method: 'POST', url: '/release/rollback', body: z.object({ remote: remoteName, reason }), data: releaseChangeSchema },
  sync: {
    method: 'POST',
    url: '/release/sync',
    data: z.object({ added: z.array(z.string()), madeLive: z.array(z.string()) }),
  },
  /** The token may come in the query: a release manager opens this link in the browser to test. */
  override: {
    method: 'GET',
    url: '/release/override',
    querystring: z.object({
      remote: remoteName,
      version: versionName,
      token: z.string().optional(),
      /** 'json' answers the signed value instead of redirecting (the CLI's canary link). */
      format: z.enum(['json', 'redirect']).default('redirect'),
    }),
    data: z.object({ pins: z.record(z.string(), z.string()), signed: z.string(), link: z.string() }),
  },
  overrideClear: { method: 'GET', url: '/release/override/clear', data: noData },
  latestBuild: { method: 'GET', url: '/builds/latest.json', root: true, bare: true, data: buildStampSchema },
  buildMeta: {
    method: 'GET',
    url: '/builds/meta/:id',
    root: true,
    bare: true,
    params: z.object({ id: z.string().max(100) }),
    data: buildMetaSchema,
  },
} as const satisfies Contract;
