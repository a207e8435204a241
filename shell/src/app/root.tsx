import { localeFromPath, releaseHydration, setNotifier, stripLocale, useLocaleStore, withLocale, type ReleaseSet } from '@mall/shared';
import { Button, Space, toast, Toasts } from '@mall/shared/ui/lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from '@mall/shared/router';
import { CanaryBadge } from '../components/canary-badge';
import { OverrideBadge } from '../components/override-badge';
import { LoginDialogHost } from '../features/auth/login-dialog-host';
import type { BuildMeta } from '@mall/shared/contracts';
import { setHydrating } from '../federation/load-remote';
import { fetchBuildMeta, reloadForNewBuild, reloadGuarded, watchBuilds } from './build-watcher';
import { applyLocale } from './locale';
import { touchSessionId } from './session-id';

/** Everything every page has: global route checks, the login dialog, new-release detection. */
export function Root({ release }: { release: ReleaseSet }) {
  const { t } = useTranslation('shell');
  const [newRelease, setNewRelease] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const [redirects, setRedirects] = useState<BuildMeta['redirects']>([]);
  const offered = useRef(false);

  // Hydrated (or rendered): pages shown from now on render as soon as their code is here, and
  // the stores give React their current state (holdForHydration in bootstrap.tsx).
  useEffect(() => {
    setHydrating(null);
    releaseHydration();
  }, []);

  // The request client's notices show as the page's toasts.
  useEffect(() => {
    setNotifier({ info: (text) => toast.info(text), error: (text, ms) => toast.error(text, ms ? ms / 1000 : undefined) });
  }, []);

  // Route checks on every navigation: locale from the URL, session id stamp, server redirects.
  useEffect(() => {
    touchSessionId();
    const pathLocale = localeFromPath(location.pathname);
    if (pathLocale !== locale) void applyLocale(pathLocale);
    const bare = stripLocale(location.pathname);
    const hit = redirects?.find((r) => r.from === bare);
    if (hit) navigate(withLocale(hit.to, pathLocale) + location.search, { replace: true });
  }, [location.pathname, location.search, locale, redirects, navigate]);

  // Build metadata (spec section 7): route rules now, and a reload offer when a release changes.
  useEffect(() => {
    void fetchBuildMeta(release.buildId).then((m) => m?.redirects && setRedirects(m.redirects));
    return watchBuilds(release.buildId, () => {
      if (offered.current || reloadGuarded()) return;
      offered.current = true;
      setNewRelease(true);
    });
  }, [release.buildId]);

  return (
    <>
      <Outlet />
      <LoginDialogHost />
      <Toasts />
      {newRelease ? (
        <div className="release-notice" role="alert" data-testid="release-notice">
          <div>{t('release.newVersion')}</div>
          <Space style={{ marginTop: 12 }}>
            <Button
              size="small"
              onClick={() => {
                offered.current = false;
                setNewRelease(false);
              }}
            >
              {t('release.later')}
            </Button>
            <Button type="primary" size="small" data-testid="release-reload" onClick={() => reloadForNewBuild()}>
              {t('release.reload')}
            </Button>
          </Space>
        </div>
      ) : null}
      <CanaryBadge release={release} />
      <OverrideBadge />
      <ScrollRestoration />
    </>
  );
}
