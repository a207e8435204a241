import {
  bus,
  SEO_HOME_TYPE,
  seoFor,
  useIsLoggedIn,
  useLocaleStore,
  usePageTitleAt,
  useSiteStore,
  type LiveRemote,
  type RouteDef,
} from '@mall/shared';
import { Button, Result } from '@mall/shared/ui/lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocation, useParams } from '@mall/shared/router';
import { PageCommitted, RemotePage } from '../federation/remote-page';
import { NotFoundPage } from '../pages/not-found';

/** True when every param with a rule matches it (rule validation per route). */
export function paramsValid(rules: Record<string, string> | undefined, params: Record<string, string | undefined>): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, pattern]) => new RegExp(pattern).test(params[name] ?? ''));
}

/** The address the app started on, while it still shows the title the server wrote for it. */
const serverTitled = { at: typeof location === 'undefined' ? null : location.pathname + location.search };

/**
 * The document title of a page: the name its owner gives it (usePageTitle: a product's, a
 * shop's, an article's) or its route's title in the page language, and the site name (home: the
 * web config's SEO entry). The server's title of the first page (the same names, from the
 * domain's SEO head) stays until the page names itself or the buyer goes elsewhere.
 */
export function useRouteTitle(def: Pick<RouteDef, 'path' | 'title'>): void {
  const locale = useLocaleStore((s) => s.locale);
  const siteTitle = useSiteStore((s) => s.webConfig?.pcTitleContent);
  const webConfig = useSiteStore((s) => s.webConfig);
  const { pathname, search } = useLocation();
  const at = pathname + search;
  const pageTitle = usePageTitleAt(at);
  useEffect(() => {
    // Home takes its head from the web config's 'home' SEO entry; other pages are titled by name or route.
    const homeSeo = def.path === '/' ? seoFor(webConfig, SEO_HOME_TYPE) : undefined;
    if (homeSeo) {
      document.title = homeSeo.title;
      setMeta('description', homeSeo.description);
      setMeta('keywords', homeSeo.keywords);
      return;
    }
    if (!pageTitle && serverTitled.at === at && document.title) return;
    serverTitled.at = null;
    document.title = [pageTitle ?? def.title[locale], siteTitle].filter(Boolean).join(' - ');
  }, [def, locale, siteTitle, webConfig, pageTitle, at]);
}

/** A page the shell owns (sign-in, registration): titled like the remotes' pages. */
export function ShellPage({ def, children }: { def: Pick<RouteDef, 'path' | 'title'>; children: ReactNode }) {
  useRouteTitle(def);
  return children;
}

/** One routed page: route rules, login requirement and the document title, then the remote. */
export function RoutedPage({ remote, pageKey, def }: { remote: LiveRemote; pageKey: string; def: RouteDef }) {
  const params = useParams();
  const loggedIn = useIsLoggedIn();
  const locale = useLocaleStore((s) => s.locale);
  const valid = paramsValid(def.paramRules, params);
  const needsLogin = Boolean(def.login) && !loggedIn;
  useRouteTitle(def);

  useEffect(() => {
    if (valid && needsLogin) bus.emit('show-login', { reason: def.path });
  }, [valid, needsLogin, def.path]);

  // The server rendered the route's page key: the held input waits for this branch's commit.
  if (!valid)
    return (
      <>
        <NotFoundPage />
        <PageCommitted />
      </>
    );
  if (needsLogin)
    return (
      <>
        <LoginRequired />
        <PageCommitted />
      </>
    );
  return <RemotePage remote={remote} pageKey={pageKey} light={def.light} title={def.title[locale]} />;
}

function LoginRequired() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="403"
      data-testid="login-required"
      title={t('auth.loginRequired')}
      extra={
        <Button type="primary" onClick={() => bus.emit('show-login', undefined)}>
          {t('auth.signIn')}
        </Button>
      }
    />
  );
}

/** Sets (or adds) a <meta name> in the document head. */
function setMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}
