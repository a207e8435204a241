// The shell's server entry (shared/src/ssr.ts): renders a page's first view in Node with the
// frame and router the browser runs, and provides the page's one copy of each shared library to
// the remotes' server entries, as the shell does in the browser. Built into dist/server/index.cjs.
import * as mallShared from '@mall/shared';
import * as mallReactI18n from '@mall/shared/react-i18n';
import * as mallReactQuery from '@mall/shared/react-query';
import * as mallRouter from '@mall/shared/router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import * as dayjs from 'dayjs';
import * as i18nextModule from 'i18next';
import * as React from 'react';
import * as reactDom from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';
import {
  chooseCurrency,
  setConfig,
  SSR_SHARED_GLOBAL,
  useCurrencyStore,
  useLocaleStore,
  useSessionStore,
  type Currency,
  type FirstViewInput,
  type FirstViewOutput,
  type ShellServerEntry,
  type SSR_SHARED_MODULES,
} from '@mall/shared';
import i18next from 'i18next';
// Server-only router parts: the same react-router module the facade re-exports (one copy here).
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { takePageUserInfo } from './api/session';
import { Providers } from './app/providers';
import { buildRoutes, type RouteHandle } from './app/router';
import { loadAppConfig, loadLocalizedConfig } from './app/site-config';
import { registerServerPages } from './federation/load-remote';
import { initI18n } from './i18n';

const shared: Record<(typeof SSR_SHARED_MODULES)[number], unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  i18next: i18nextModule,
  zustand,
  dayjs,
  antd,
  '@mall/shared': mallShared,
  '@mall/shared/router': mallRouter,
  '@mall/shared/react-i18n': mallReactI18n,
  '@mall/shared/react-query': mallReactQuery,
};
(globalThis as Record<string, unknown>)[SSR_SHARED_GLOBAL] = shared;

let i18nReady: Promise<unknown> | null = null;

/**
 * The state the browser's first render starts from (bootstrap.tsx), set from the same inputs:
 * configuration, language, session token, currency, start-up answers. Stores are process-wide,
 * so the site server renders one page at a time (api/src/site/first-view.ts).
 */
async function applyPageState(input: FirstViewInput): Promise<void> {
  setConfig(input.config);
  useLocaleStore.setState({ locale: input.locale });
  // The session first: a change of token drops the page answers already written (another
  // buyer's, shared/src/request/client.ts), and the previous render's buyer is not this page's.
  useSessionStore.setState({ userToken: input.cookies.userToken ?? '', userInfo: null, quickQuote: null });
  // The request client takes each answer once: give it this page's own copy.
  (globalThis as { __MALL_PRELOAD__?: unknown }).__MALL_PRELOAD__ = structuredClone(input.initialData);
  // The buyer's user info, made with their token (api/src/site/initial-data.ts SIGNED_IN_PRELOADED):
  // the header greets them by name, as the browser's first render does from the same answer. None
  // (signed out, an expired token): the header as before, its name left for the browser.
  takePageUserInfo();
  await (i18nReady ??= initI18n(input.locale));
  await i18next.changeLanguage(input.locale);
  const currencies = (input.initialData.responses[`${input.config.apiBase}/currency/list`] as { data?: Currency[] } | undefined)?.data;
  useCurrencyStore.setState(chooseCurrency(currencies, input.cookies.currency));
  await Promise.all([loadLocalizedConfig(), loadAppConfig()]);
}

async function renderFirstView(input: FirstViewInput): Promise<FirstViewOutput | null> {
  await applyPageState(input);
  const pages = input.release.remotes.flatMap((remote) => {
    const entry = input.remotes[remote.name];
    if (!entry) return [];
    // This version's wording (the process renders other versions too: a canary, the next promotion).
    for (const lng of ['en', 'zh_CN'] as const) i18next.addResourceBundle(lng, entry.namespace, entry.i18n[lng], true, true);
    return Object.entries(entry.pages).map(([pageKey, page]) => ({ remote, pageKey, Page: page.Page }));
  });
  registerServerPages(pages);
  // The page's own language only (its path's): the browser's router starts the same way.
  const handler = createStaticHandler(buildRoutes(input.release, [input.locale]));
  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  // A redirect route: the browser follows it, nothing to show first.
  if (context instanceof Response) return null;
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const key = handle?.remote && handle.pageKey ? `${handle.remote}:${handle.pageKey}` : null;
  const rendered = key && pages.some((p) => `${p.remote.name}:${p.pageKey}` === key) ? [key] : [];
  const router = createStaticRouter(handler.dataRoutes, context);
  // One query cache per page, as in the browser.
  const client = new mallReactQuery.QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // Read once everything is ready: the lazy parts (antd's scope around pages that use it) are
  // sent, not their fallback; antd's CSS-in-JS of what was rendered is collected for the head.
  // React's inline scripts (revealing a boundary it sent apart) carry the response's CSP nonce
  // (react-dom/static's prerender takes none).
  const styles = createCache();
  const stream = await renderToReadableStream(
    <React.StrictMode>
      <StyleProvider cache={styles}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StyleProvider>
    </React.StrictMode>,
    { nonce: input.nonce },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, rendered, head: extractStyle(styles) };
}

const entry: ShellServerEntry = { renderFirstView };
export default entry;
