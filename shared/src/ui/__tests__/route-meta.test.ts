import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@mall/shared';
import { fillPath, routeCrumbs, routeTableProblems, routeTitles } from '../route-meta';
import { localizeTo } from '../locale-link';

const t = (en: string, zh_CN: string) => ({ en, zh_CN });
const routes: RouteDef[] = [
  { path: '/shop/:shopId', pageKey: 'shopHome', layout: 'shop', title: t('Shop', '店铺首页') },
  { path: '/shop/:shopId/about-us', pageKey: 'shopAboutUs', layout: 'shop', title: t('About Us', '关于我们') },
  { path: '/user-center', redirect: '/user-center/uc-home', layout: 'user-center', title: t('User Center', '个人中心') },
  { path: '/user-center/uc-home', pageKey: 'ucHome', layout: 'user-center', title: t('Overview', '概览') },
  { path: '/user-center/uc-company', pageKey: 'ucCompany', layout: 'user-center', title: t('Company', '公司信息') },
  { path: '/user-center/uc-company/edit', pageKey: 'ucCompanyEdit', layout: 'user-center', title: t('Edit', '编辑') },
];

describe('route meta', () => {
  it('fills params, or gives null when one is missing', () => {
    expect(fillPath('/shop/:shopId/about-us', { shopId: '12' })).toBe('/shop/12/about-us');
    expect(fillPath('/shop/:shopId', {})).toBeNull();
  });

  it('builds crumbs from the parent routes of the same table', () => {
    expect(routeCrumbs(routes, routes[5], {}, 'zh_CN')).toEqual([
      { title: '个人中心', to: '/user-center' },
      { title: '公司信息', to: '/user-center/uc-company' },
    ]);
    expect(routeCrumbs(routes, routes[1], { shopId: '3' }, 'en')).toEqual([{ title: 'Shop', to: '/shop/3' }]);
    expect(routeCrumbs(routes, { path: '/products/detail/:prodId' }, { prodId: '1' }, 'en')).toEqual([]);
  });

  it('keys titles by page key', () => {
    expect(routeTitles(routes, 'en')).toMatchObject({ shopHome: 'Shop', ucCompanyEdit: 'Edit' });
    expect(routeTitles(routes, 'en')).not.toHaveProperty('undefined');
  });

  it('finds nothing wrong with a sound table and names each problem of a broken one', () => {
    const pages = Object.fromEntries(
      routes.filter((r) => r.pageKey).map((r) => [r.pageKey!, () => Promise.resolve({ default: () => null })]),
    );
    expect(routeTableProblems(routes, pages)).toEqual([]);
    const broken: RouteDef[] = [
      { path: '/a', pageKey: 'a', layout: 'default', title: t('A', '') },
      { path: '/a', layout: 'default', title: t('A', '甲') },
      { path: '/r', redirect: '/nowhere', layout: 'default', title: t('R', '乙') },
      { path: '/p/:id', pageKey: 'p', layout: 'default', title: t('P', '丙'), paramRules: { prodId: '^\\d+$' } },
    ];
    expect(routeTableProblems(broken, { a: () => null, extra: () => null })).toEqual([
      'route /a: needs a title in en and zh_CN',
      'route /a: duplicate path',
      'route /a: needs a pageKey or a redirect',
      "route /p/:id: no page loader for 'p'",
      "route /p/:id: rule for unknown param 'prodId'",
      'route /r: redirect target /nowhere is not in the table',
      "page 'extra' is not used by any route",
    ]);
  });

  it('adds the locale prefix to in-site paths only', () => {
    expect(localizeTo('/cart?step=2#top', 'zh_CN')).toBe('/zh_CN/cart?step=2#top');
    expect(localizeTo('/', 'zh_CN')).toBe('/zh_CN');
    expect(localizeTo('/zh_CN/cart', 'en')).toBe('/cart');
    expect(localizeTo('https://example.com/x', 'zh_CN')).toBe('https://example.com/x');
    expect(localizeTo({ pathname: '/news', search: '?p=2' }, 'zh_CN')).toEqual({ pathname: '/zh_CN/news', search: '?p=2' });
  });
});
