import {
  bus,
  getConfig,
  getUserInfo,
  holdForHydration,
  localeFromPath,
  setConfig,
  useLocaleStore,
  useSessionStore,
  type RuntimeConfig,
} from '@mall/shared';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@mall/shared/router';
import { yieldToMain } from '@mall/shared/ui/after-paint';
import { takePageUserInfo } from './api/session';
import { replayEarlyInput } from './app/early-input';
import { applyLocale } from './app/locale';
import { Providers, queryClient } from './app/providers';
import { loadReleaseSet, registerLiveRemotes } from './app/release';
import { addLocalesOnDemand } from './app/locale-routes';
import { buildRoutes, localeRoutes } from './app/router';
import { loadAppConfig, loadCurrencies, loadLocalizedConfig } from './app/site-config';
import { loadWidgetsWhenIdle } from './app/widgets';
import { captureLoginRequests } from './features/auth/login-dialog-host';
import { firstPageLoaded } from './federation/first-page';
import { setHydrating } from './federation/load-remote';
import { initI18n } from './i18n';

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

async function start() {
  // The app's modules were evaluated in this task: what follows starts in the next one.
  await yieldToMain();
  if (window.__MALL_CONFIG__) setConfig(window.__MALL_CONFIG__);
  captureLoginRequests();
  const locale = localeFromPath(location.pathname);
  useLocaleStore.setState({ locale });

  const [release] = await Promise.all([loadReleaseSet(getConfig().apiBase), initI18n(locale), loadCurrencies()]);
  // Translations (i18next's set-up and bundles) above, the remotes' registration and the locale
  // (dayjs, i18next's language, the store's subscribers) below: one ~80 ms task at 4x CPU before.
  await yieldToMain();
  registerLiveRemotes(release);
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
  // Each start-up step is its own task (translations and configuration above, the routes below,
  // then hydration): together they held a slowed phone's main thread for one long task.
  await yieldToMain();
  bus.on('locale-change', () => {
    void loadLocalizedConfig();
    void queryClient.invalidateQueries();
  });

  // The route table and the router (ranking and matching it) are a task each. The table has the
  // page's language only (half of it: ~75 routes); the other is added when the buyer goes there.
  const routes = buildRoutes(release, [locale]);
  await yieldToMain();
  const router = createBrowserRouter(routes);
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
