import { localeFromPath, setNotifier, stripLocale, useLocaleStore, withLocale, type ReleaseSet } from '@mall/shared';
import { App, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { CanaryBadge } from '../components/canary-badge';
import { LoginDialog } from '../features/auth/login-dialog';
import { fetchBuildMeta, reloadForNewBuild, reloadGuarded, watchBuilds, type BuildMeta } from './build-watcher';
import { applyLocale } from './locale';
import { touchSessionId } from './session-id';

/** Everything every page has: global route checks, the login dialog, new-release detection. */
export function Root({ release }: { release: ReleaseSet }) {
  const { t } = useTranslation('shell');
  const { message, notification } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const [redirects, setRedirects] = useState<BuildMeta['redirects']>([]);
  const offered = useRef(false);

  // The request client's notices go through antd's themed, translated message API.
  useEffect(() => {
    setNotifier({ info: (text) => message.info(text), error: (text, ms) => message.error(text, ms ? ms / 1000 : undefined) });
  }, [message]);

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
      notification.info({
        key: 'new-release',
        message: t('release.newVersion'),
        duration: 0,
        actions: (
          <Space>
            <Button size="small" onClick={() => notification.destroy('new-release')}>
              {t('release.later')}
            </Button>
            <Button type="primary" size="small" data-testid="release-reload" onClick={() => reloadForNewBuild()}>
              {t('release.reload')}
            </Button>
          </Space>
        ),
        onClose: () => (offered.current = false),
      });
    });
  }, [release.buildId, notification, t]);

  return (
    <>
      <Outlet />
      <LoginDialog />
      <CanaryBadge release={release} />
      <ScrollRestoration />
    </>
  );
}
