import type { LayoutName } from '@mall/shared';
import { routeTableProblems } from '@mall/shared/ui';
import en from '../i18n/en.json';
import zh_CN from '../i18n/zh_CN.json';
import mod, { pages } from '../routes';
import { routes } from '../route-table';

/** The rows of ROUTES.md this remote owns: path, layout, login required. */
const CONTRACT: [path: string, layout: LayoutName, login: boolean][] = [
  ['/cart', 'default', true],
  ['/submit-order', 'default', true],
  ['/payment', 'default', true],
  ['/payment/success', 'default', true],
  ['/order-detail', 'default', true],
  ['/order-detail/logistics', 'default', true],
  ['/return-detail', 'default', true],
  ['/write-comments', 'default', true],
];

const keyPaths = (o: object, prefix = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keyPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();

describe('mf-checkout route table (ROUTES.md)', () => {
  it('has exactly the contract paths, with their layout and login flag', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(CONTRACT.map(([p]) => p).sort());
    for (const [path, layout, login] of CONTRACT) {
      const r = routes.find((x) => x.path === path)!;
      expect({ path, layout: r.layout, login: Boolean(r.login) }).toEqual({ path, layout, login });
    }
  });

  it('carries the writeComments route metadata on /write-comments', () => {
    expect(routes.find((r) => r.name === 'writeComments')).toMatchObject({ path: '/write-comments', pageKey: 'writeComments' });
  });

  it('leaves /purchase-order to mf-user-center', () => {
    expect(routes.some((r) => r.path === '/purchase-order')).toBe(false);
  });

  it('is consistent: every pageKey has a page loader, titles in both languages, no stray pages', () => {
    expect(routeTableProblems(routes, pages)).toEqual([]);
    for (const r of routes) expect(r.title.zh_CN).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is plain data, as published in routes.json', () => {
    expect(JSON.parse(JSON.stringify(routes))).toEqual(routes);
  });

  it('gives the shell the namespace, both bundles and the same table', () => {
    expect(mod.namespace).toBe('checkout');
    expect(mod.routes).toBe(routes);
    expect(mod.i18n.en).toMatchObject({ titles: { payment: 'Checkout Counter' } });
    expect(mod.i18n.zh_CN).toMatchObject({ titles: { payment: '收银台' } });
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
