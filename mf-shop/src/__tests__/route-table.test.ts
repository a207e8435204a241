import type { LayoutName } from '@mall/shared';
import { routeTableProblems } from '@mall/shared/ui';
import en from '../i18n/en.json';
import zh_CN from '../i18n/zh_CN.json';
import mod, { pages } from '../routes';
import { routes } from '../route-table';

/** The rows of ROUTES.md this remote owns: path, layout, login required. */
const CONTRACT: [path: string, layout: LayoutName, login: boolean][] = [
  ['/shop-list', 'default', false],
  ['/shop/:shopId', 'shop', false],
  ['/shop/:shopId/about-us', 'shop', false],
  ['/shop/:shopId/contact-us', 'shop', false],
  ['/shop/:shopId/product-infomation', 'shop', false],
  ['/shop/:shopId/qualification-certificate', 'shop', false],
  ['/shop/:shopId/video-center', 'shop', false],
  ['/shop/:shopId/vr-factory', 'shop', false],
  ['/shop-apply', 'default', true],
];

const keyPaths = (o: object, prefix = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keyPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();

describe('mf-shop route table (ROUTES.md)', () => {
  it('has exactly the contract paths, with their layout and login flag', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(CONTRACT.map(([p]) => p).sort());
    for (const [path, layout, login] of CONTRACT) {
      const r = routes.find((x) => x.path === path)!;
      expect({ path, layout: r.layout, login: Boolean(r.login) }).toEqual({ path, layout, login });
    }
  });

  it('requires a numeric shop id on every shop page', () => {
    for (const r of routes.filter((x) => x.path.startsWith('/shop/'))) expect(r.paramRules, r.path).toEqual({ shopId: '^\\d+$' });
  });

  it('is consistent: every pageKey has a page loader, titles in both languages, no stray pages', () => {
    expect(routeTableProblems(routes, pages)).toEqual([]);
    for (const r of routes) expect(r.title.zh_CN).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is plain data, as published in routes.json', () => {
    expect(JSON.parse(JSON.stringify(routes))).toEqual(routes);
  });

  it('gives the shell the namespace, both bundles and the same table', () => {
    expect(mod.namespace).toBe('shop');
    expect(mod.routes).toBe(routes);
    expect(mod.i18n.en).toMatchObject({ titles: { shopProducts: 'Product Information' } });
    expect(mod.i18n.zh_CN).toMatchObject({ titles: { shopProducts: '产品信息' } });
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
