import type { ReleaseSet, RouteDef } from '@mall/shared';
import { isKnownPage, privatePathPrefixes, routeForPath } from '../route-owner';

/** Route tables as remotes publish them (routes.json); the server reads nothing else about their pages. */
const r = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  pageKey: path,
  layout: 'default',
  title: { en: path, zh_CN: path },
  ...extra,
});
const release: ReleaseSet = {
  buildId: 'b',
  remotes: [
    {
      name: 'mf-catalog',
      mfName: 'mf_catalog',
      version: '1',
      entry: '',
      routes: [r('/'), r('/products/detail/:prodId', { paramRules: { prodId: '^\\d+$' } }), r('/search')],
    },
    {
      name: 'mf-shop',
      mfName: 'mf_shop',
      version: '1',
      entry: '',
      routes: [r('/shop/:shopId/*'), r('/shop/:shopId/about-us'), r('/shop/:shopId')],
    },
    {
      name: 'mf-chat',
      mfName: 'mf_chat',
      version: '1',
      entry: '',
      routes: [r('/chat', { private: true }), r('/chat2', { private: true })],
    },
    {
      name: 'mf-user-center',
      mfName: 'mf_user_center',
      version: '1',
      entry: '',
      routes: [
        r('/user-center', { pageKey: undefined, redirect: '/user-center/uc-home', private: true }),
        r('/user-center/uc-home', { private: true }),
        r('/user-center/orders/:orderNumber', { private: true }),
      ],
    },
  ],
};

describe("the site server's route matching (react-router's matchRoutes on the live route tables)", () => {
  it('ranks as the browser router does: a static segment before a parameter before a splat, in either language', () => {
    expect(routeForPath(release, '/shop/7/about-us')).toMatchObject({
      remote: { name: 'mf-shop' },
      route: { path: '/shop/:shopId/about-us' },
    });
    expect(routeForPath(release, '/zh_CN/shop/7')).toMatchObject({ route: { path: '/shop/:shopId' }, params: { shopId: '7' } });
    expect(routeForPath(release, '/shop/7/videos')).toMatchObject({
      route: { path: '/shop/:shopId/*' },
      params: { shopId: '7', '*': 'videos' },
    });
    expect(routeForPath(release, '/zh_CN')?.route.path).toBe('/');
    expect(routeForPath(release, '/search/')?.route.path).toBe('/search');
    // A redirect owns no page; the shell follows it.
    expect(routeForPath(release, '/user-center')).toBeUndefined();
  });

  it('decodes a parameter once, as the browser does: an escaped escape stays one', () => {
    expect(routeForPath(release, '/products/detail/%E4%B8%AD')?.params).toEqual({ prodId: '中' });
    // '%2531' is the text '%31', not '1': the id rule fails and the page is a 404.
    expect(routeForPath(release, '/products/detail/%2531')?.params).toEqual({ prodId: '%31' });
    expect(isKnownPage(release, '/products/detail/%2531')).toBe(false);
    expect(isKnownPage(release, '/zh_CN/products/detail/31')).toBe(true);
    expect(isKnownPage(release, '/products/detail/%E0%A4%A')).toBe(false);
  });

  it("knows the shell's own pages, redirects and nothing else", () => {
    expect(isKnownPage(release, '/login')).toBe(true);
    expect(isKnownPage(release, '/user-center')).toBe(true);
    expect(isKnownPage(release, '/nowhere')).toBe(false);
    // Nothing published yet: the server cannot tell, so it claims no 404.
    expect(isKnownPage({ buildId: 'e', remotes: [] }, '/nowhere')).toBe(true);
  });

  it("keeps search engines out of the buyer's own pages by the tables' `private` flags", () => {
    expect(privatePathPrefixes(release)).toEqual(['/chat', '/user-center']);
  });
});
