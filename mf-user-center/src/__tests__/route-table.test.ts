import type { LayoutName } from '@mall/shared';
import { routeTableProblems } from '@mall/shared/ui';
import en from '../i18n/en.json';
import zh_CN from '../i18n/zh_CN.json';
import mod, { pages } from '../routes';
import { routes } from '../route-table';

/** The rows of ROUTES.md this remote owns: path, layout, login required. */
const CONTRACT: [path: string, layout: LayoutName, login: boolean][] = [
  ['/purchase-order', 'default', true],
  ['/procurement', 'default', false],
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
  ].map((child): [string, LayoutName, boolean] => [`/user-center/${child}`, 'user-center', true]),
];

const keyPaths = (o: object, prefix = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keyPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();

describe('mf-user-center route table (ROUTES.md)', () => {
  it('has exactly the contract paths, with their layout and login flag', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(CONTRACT.map(([p]) => p).sort());
    for (const [path, layout, login] of CONTRACT) {
      const r = routes.find((x) => x.path === path)!;
      expect({ path, layout: r.layout, login: Boolean(r.login) }).toEqual({ path, layout, login });
    }
  });

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

  it('is consistent: every pageKey has a page loader, titles in both languages, no stray pages', () => {
    expect(routeTableProblems(routes, pages)).toEqual([]);
    for (const r of routes) expect(r.title.zh_CN).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is plain data, as published in routes.json', () => {
    expect(JSON.parse(JSON.stringify(routes))).toEqual(routes);
  });

  it('gives the shell the namespace, both bundles and the same table', () => {
    expect(mod.namespace).toBe('userCenter');
    expect(mod.routes).toBe(routes);
    expect(mod.i18n.en).toMatchObject({ titles: { '/user-center/uc-order': 'My Orders' } });
    expect(mod.i18n.zh_CN).toMatchObject({ titles: { '/user-center/uc-order': '我的订单' } });
  });

  it('has the same keys in en and zh_CN', () => {
    expect(keyPaths(zh_CN)).toEqual(keyPaths(en));
    expect('titles' in en).toBe(false); // titles come from the route table
  });

  it('loads every page as its own module with a component', async () => {
    for (const [key, load] of Object.entries(pages)) {
      const m = await load();
      expect(typeof m.default, key).toBe('function');
    }
  });
});
