import { bus, getConfig, getUserInfo, localeFromPath, setConfig, useLocaleStore, useSessionStore, type RuntimeConfig } from '@mall/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@mall/shared/router';
import { applyLocale } from './app/locale';
import { Providers, queryClient } from './app/providers';
import { loadReleaseSet, registerLiveRemotes } from './app/release';
import { buildRoutes } from './app/router';
import { loadAppConfig, loadCurrencies, loadLocalizedConfig } from './app/site-config';
import { loadWidgetsWhenIdle } from './app/widgets';
import { captureLoginRequests } from './features/auth/login-dialog-host';
import { firstPageLoaded } from './federation/first-page';
import { initI18n } from './i18n';

declare global {
  interface Window {
    __MALL_CONFIG__?: Partial<RuntimeConfig>;
  }
}

async function start() {
  if (window.__MALL_CONFIG__) setConfig(window.__MALL_CONFIG__);
  captureLoginRequests();
  const locale = localeFromPath(location.pathname);
  useLocaleStore.setState({ locale });

  const [release] = await Promise.all([loadReleaseSet(getConfig().apiBase), initI18n(locale), loadCurrencies()]);
  registerLiveRemotes(release);
  await applyLocale(locale);

  // Not awaited: the page renders while these arrive.
  void loadLocalizedConfig();
  void loadAppConfig();
  if (useSessionStore.getState().userToken) {
    getUserInfo().then(
      (info) => useSessionStore.getState().setUserInfo(info),
      () => undefined,
    );
  }
  bus.on('locale-change', () => {
    void loadLocalizedConfig();
    void queryClient.invalidateQueries();
  });

  const router = createBrowserRouter(buildRoutes(release));
  // Widgets that depend on the page (the chat launcher) follow navigation through the bus.
  router.subscribe(({ location }) => bus.emit('route-changed', { pathname: location.pathname, search: location.search }));
  // The server wrote a first view of this page into #root: keep it until the page's code is here,
  // so the first render swaps it for the real page instead of a loading state.
  if (document.querySelector('#root > .first-view')) await firstPageLoaded(router.state.matches, release);
  // A transition renders in slices that yield to the browser, so the first render does not hold
  // the main thread in one long task (input stays responsive while the page is built).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
  loadWidgetsWhenIdle(release);
}

void start();
