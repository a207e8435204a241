import type { RuntimeConfig } from '@mall/shared';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { yieldToMain } from '@mall/shared/ui/after-paint';
import { replayEarlyInput } from './app/early-input';

declare global {
  interface Window {
    __MALL_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** Its effect runs once the whole tree has committed: the held clicks and typing are repeated then. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => void replayEarlyInput(), []);
  return children;
}

// The start-up's libraries are evaluated a step at a time, each in a task of its own: a step is
// `await yieldToMain()` and then `await import(/* webpackMode: "eager" */ ...)`. `eager` keeps the
// module in this chunk, downloaded with it and its shared libraries resolved with it (the
// federation runtime loads the shared modules once, as before), but runs it only when the import
// is called. Imported statically, react-dom, react-router, i18next, the stores and the shell were
// all evaluated in one task of 80-170 ms on a slowed phone (docs/architecture.md).

async function start() {
  // This chunk was evaluated in the task that loaded it: what follows starts in the next one.
  await yieldToMain();
  // @mall/shared: the stores, bus and request client (with i18next, zustand).
  const { bus, getConfig, getUserInfo, holdForHydration, localeFromPath, setConfig, useLocaleStore, useSessionStore } = await import(
    /* webpackMode: "eager" */ '@mall/shared'
  );
  const [{ captureLoginRequests }, { loadReleaseSet, registerLiveRemotes }, { loadAppConfig, loadCurrencies, loadLocalizedConfig }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ './features/auth/login-dialog-host'),
      import(/* webpackMode: "eager" */ './app/release'),
      import(/* webpackMode: "eager" */ './app/site-config'),
    ]);
  if (window.__MALL_CONFIG__) setConfig(window.__MALL_CONFIG__);
  captureLoginRequests();
  const locale = localeFromPath(location.pathname);
  useLocaleStore.setState({ locale });
  await yieldToMain();

  // Translations: react-i18next, the shell's bundles and i18next's set-up.
  const { initI18n } = await import(/* webpackMode: "eager" */ './i18n');
  const [release] = await Promise.all([loadReleaseSet(getConfig().apiBase), initI18n(locale), loadCurrencies()]);
  // The remotes' registration and the locale (dayjs, i18next's language, the store's subscribers)
  // below: one ~80 ms task at 4x CPU with the translations before.
  await yieldToMain();
  registerLiveRemotes(release);
  const [{ applyLocale }, { takePageUserInfo }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/locale'),
    import(/* webpackMode: "eager" */ './api/session'),
  ]);
  await applyLocale(locale);
  const pageUserInfo = takePageUserInfo();
  await yieldToMain();

  // The server's first view (data-ssr-pages on #root) was rendered with the site configuration
  // of the page's initial data: the first render must start from the same (no network, it is in
  // the page). Otherwise the page renders while these arrive.
  const rootEl = document.getElementById('root')!;
  const serverPages = rootEl.dataset.ssrPages;
  const siteConfig = Promise.all([loadLocalizedConfig(), loadAppConfig()]);
  if (serverPages !== undefined) await siteConfig;
  await yieldToMain();

  // react-router and the shell's frame (layouts, header, the pages' wrappers), and the query cache.
  const [{ buildRoutes, localeRoutes }, { addLocalesOnDemand }, { Providers, queryClient }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/router'),
    import(/* webpackMode: "eager" */ './app/locale-routes'),
    import(/* webpackMode: "eager" */ './app/providers'),
  ]);
  bus.on('locale-change', () => {
    void loadLocalizedConfig();
    void queryClient.invalidateQueries();
  });
  await yieldToMain();

  // The route table and the router (ranking and matching it) are a task each. The table has the
  // page's language only (half of it: ~75 routes); the other is added when the buyer goes there.
  const routes = buildRoutes(release, [locale]);
  await yieldToMain();
  const { createBrowserRouter, RouterProvider } = await import(/* webpackMode: "eager" */ '@mall/shared/router');
  // A server-rendered page is hydrated, as react-router calls it: its scroll is the buyer's. Without
  // hydration data the router's first render scrolls to the top, so a buyer who scrolled the first
  // view before the app took it over was sent back up, and a click made meanwhile landed on what
  // had moved under the pointer (docs/architecture.md, "First paint, then the app").
  const router = createBrowserRouter(routes, serverPages !== undefined ? { hydrationData: {} } : undefined);
  addLocalesOnDemand(router, locale, (other) => localeRoutes(release, other));
  // Widgets that depend on the page (the chat launcher) follow navigation through the bus.
  router.subscribe(({ location }) => bus.emit('route-changed', { pathname: location.pathname, search: location.search }));
  const app = (
    <StrictMode>
      <Hydrated>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </Hydrated>
    </StrictMode>
  );
  await yieldToMain();

  // react-dom, and the remote pages' loading.
  const [{ createRoot, hydrateRoot }, { firstPageLoaded }, { setHydrating }, { loadWidgetsWhenIdle }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './federation/first-page'),
    import(/* webpackMode: "eager" */ './federation/load-remote'),
    import(/* webpackMode: "eager" */ './app/widgets'),
  ]);
  if (serverPages !== undefined) {
    // The server rendered this page with the frame (shared/src/ssr.ts): once the page's code is
    // here the app hydrates it, taking over the markup the buyer already sees instead of
    // replacing it. Hydration yields to input like a transition.
    setHydrating(serverPages.split(',').filter(Boolean));
    await firstPageLoaded(router.state.matches, release);
    await yieldToMain();
    // In a transition: hydration renders in slices that yield to the browser (a plain hydrateRoot
    // renders the whole page in one task: ~0.6 s for /search on a slowed phone). Between two
    // slices other code runs (the buyer's name arrives, asked for below), so the stores give
    // hydration the state they have now until it has committed (holdForHydration; root.tsx
    // releases it): the parts hydrated last render what the server rendered, not what changed
    // meanwhile (docs/architecture.md, "Little script work at start").
    holdForHydration();
    startTransition(() => {
      hydrateRoot(rootEl, app, {
        onRecoverableError: (error) => console.warn('[hydration] the first view was rendered again in the browser', error),
      });
    });
  } else {
    // A transition renders in slices that yield to the browser, so the first render does not hold
    // the main thread in one long task (input stays responsive while the page is built).
    const root = createRoot(rootEl);
    startTransition(() => root.render(app));
  }
  // Not in the page (the server had no token cookie, or wrote no answer for it): the user menu
  // shows the name once it arrives; if that is while hydration goes on, only once it has committed
  // (the session store is held for it, above).
  if (useSessionStore.getState().userToken && !pageUserInfo) {
    getUserInfo().then(
      (info) => useSessionStore.getState().setUserInfo(info),
      () => undefined,
    );
  }
  loadWidgetsWhenIdle(release);
}

start().catch((error: unknown) => {
  // The page stays the server's markup: its links and forms are the browser's again.
  void replayEarlyInput({ now: true });
  console.error('[start] the app did not start', error);
});
