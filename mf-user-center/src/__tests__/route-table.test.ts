import { describeRouteTableContract, type RouteContractRow } from '@mall/shared/testing';
import en from '../i18n/en.json';
import zh_CN from '../i18n/zh_CN.json';
import { features } from '../i18n/features';
import mod from '../routes';
import { routes } from '../route-table';

/** The rows of ROUTES.md this remote owns: path, layout, login required. */
const CONTRACT: RouteContractRow[] = [
  ['/purchase-order', 'default', true],
  ['/procurement', 'default', false],
  // named here: a request of the procurement centre ("purchase information" of spec section 2)
  ['/procurement/detail', 'default', false],
  ['/user-center', 'user-center', true],
  ...[
    'apply-return',
    'uc-account',
    'uc-address',
    'uc-collection',
    'uc-comments',
    'uc-company',
    'uc-company/edit',
    'uc-company/view',
    'uc-footprint',
    'uc-home',
    'uc-inquiry',
    'uc-notification',
    'uc-order',
    'uc-password',
    'uc-purchase',
    'uc-quotation',
    'uc-quotation/detail',
    'uc-return',
    'uc-sourcing',
    'uc-sourcing/detail',
    // named here
    'uc-balance',
    'uc-points',
    'uc-coupon',
    'uc-member',
  ].map((child): RouteContractRow => [`/user-center/${child}`, 'user-center', true]),
];

describeRouteTableContract({
  remote: 'mf-user-center',
  namespace: 'userCenter',
  contract: CONTRACT,
  mod,
  routes,
  en: { ...en, ...features.en },
  zh_CN: { ...zh_CN, ...features.zh_CN },
});

describe('mf-user-center route table specifics', () => {
  it('redirects /user-center to uc-home', () => {
    expect(routes.find((r) => r.path === '/user-center')).toMatchObject({ redirect: '/user-center/uc-home' });
    expect(routes.find((r) => r.path === '/user-center')!.pageKey).toBeUndefined();
  });

  it('keys uc-order by its full path, with keep-alive off', () => {
    expect(routes.find((r) => r.path === '/user-center/uc-order')).toMatchObject({ pageKey: '/user-center/uc-order', keepAlive: false });
  });

  it('puts the list pages in the side menu and leaves sub-pages out', () => {
    const menu = routes.filter((r) => r.menu).map((r) => r.path);
    expect(menu).toContain('/user-center/uc-home');
    expect(menu).toContain('/user-center/uc-member');
    for (const sub of [
      '/user-center/apply-return',
      '/user-center/uc-company/edit',
      '/user-center/uc-company/view',
      '/user-center/uc-quotation/detail',
      '/user-center/uc-sourcing/detail',
    ])
      expect(menu).not.toContain(sub);
    expect(routes.filter((r) => r.menu).every((r) => r.layout === 'user-center')).toBe(true);
  });

  it('models the notification message list and subscriptions as tabs, not routes', () => {
    expect(routes.filter((r) => r.path.startsWith('/user-center/uc-notification')).map((r) => r.path)).toEqual([
      '/user-center/uc-notification',
    ]);
  });
});
