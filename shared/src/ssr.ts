import type { ComponentType } from 'react';
import type { ReleaseSet } from './routes';
import type { RuntimeConfig } from './config';
import type { Locale } from './constants';

/**
 * First views rendered by the part that owns the page (docs/architecture.md, "First views").
 *
 * Each remote's build also writes a server entry into its versioned artifact (`server/index.cjs`):
 * the pages it can render on the server, from the same components the browser runs. The shell's
 * build writes one too: the frame (header, footer, layouts, router) and, as in the browser, the
 * one copy of each shared library, which it puts on `globalThis[SSR_SHARED_GLOBAL]` before any
 * remote entry is loaded. A remote's server entry takes those libraries from there instead of
 * bundling its own (its build makes them externals), so the shell, every remote page and the
 * hooks they use share one React, one router, one i18next, one query client.
 */
export const SSR_SHARED_GLOBAL = '__MALL_SSR_SHARED__';

/**
 * The modules the shell's server entry provides, by import path: the browser's shared singletons
 * a page imports. A remote's server build refuses an import of a shared singleton that is not
 * listed (its page would fail at render); anything not shared it bundles, as its browser build does.
 */
export const SSR_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'i18next',
  'zustand',
  'dayjs',
  'antd',
  '@mall/shared',
  '@mall/shared/router',
  '@mall/shared/react-i18n',
  '@mall/shared/react-query',
] as const;

/** One page a remote renders on the server. */
export interface ServerPage {
  Page: ComponentType;
  /**
   * The public GET calls the page makes first (path and query under the API base, exactly as the
   * page's client builds them): the site server answers them in-process and writes them into the
   * HTML, so the server render and the browser's first render see the same data.
   */
  data?: (params: Record<string, string>, search: URLSearchParams) => string[];
}

/** What a remote's `server/index.cjs` exports. */
export interface RemoteServerEntry {
  namespace: string;
  i18n: { en: object; zh_CN: object };
  /** By the route table's page key. */
  pages: Record<string, ServerPage>;
}

/** What the site server gives the shell's server entry for one page. */
export interface FirstViewInput {
  /** Path and query as requested ('/zh_CN/products/detail/7'). */
  url: string;
  origin: string;
  locale: Locale;
  release: ReleaseSet;
  config: RuntimeConfig;
  /** The page's initial data (api/src/site/initial-data.ts), as written into the HTML. */
  initialData: { locale: Locale; responses: Record<string, unknown>; shared?: string[]; personal?: true };
  /** The browser's saved choices the first render shows: session token, currency. */
  cookies: { userToken?: string; currency?: string };
  /**
   * The response's CSP nonce: React's own inline scripts in the markup (revealing a Suspense
   * boundary it sent apart) carry it, or the page's CSP refuses them and the content stays hidden.
   */
  nonce?: string;
  /** Server entries of the remotes that have one, by remote name (the owner's at least). */
  remotes: Record<string, RemoteServerEntry>;
}

export interface FirstViewOutput {
  /** The markup of #root. */
  html: string;
  /** Style elements for the head: antd's styles of what was rendered (its CSS-in-JS, extracted on the server). */
  head?: string;
  /** Page keys ('mf-catalog:productDetail') rendered in full; other regions show their loading state. */
  rendered: string[];
}

/** What the shell's `server/index.cjs` exports. */
export interface ShellServerEntry {
  renderFirstView(input: FirstViewInput): Promise<FirstViewOutput | null>;
}
