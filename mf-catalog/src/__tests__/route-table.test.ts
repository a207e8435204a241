import { describeRouteTableContract, type RouteContractRow } from '@mall/shared/testing';
import en from '../i18n/en.json';
import zh_CN from '../i18n/zh_CN.json';
import mod from '../routes';
import { routes } from '../route-table';

/** The rows of ROUTES.md this remote owns: path, layout, login required. */
const CONTRACT: RouteContractRow[] = [
  ['/', 'home', false],
  ['/categories', 'default', false],
  ['/categories/secondary', 'default', false],
  ['/search', 'default', false],
  ['/products/detail/:prodId', 'default', false],
  ['/excellent-products', 'default', false],
  ['/excellent-products/detail', 'default', false],
  ['/premium-collection', 'default', false],
  ['/exhibition', 'default', false],
  ['/exhibition/list', 'default', false],
  ['/exhibition/detail/:id', 'default', false],
  ['/exhibition/news/:id', 'default', false],
  ['/industry-belt', 'default', false],
  ['/industry-belt/category', 'default', false],
  ['/news', 'default', false],
  ['/news/details', 'default', false],
  ['/video', 'default', false],
  ['/video/detail', 'default', false],
  ['/infos', 'default', false],
  ['/sitemap', 'default', false],
];

describeRouteTableContract({ remote: 'mf-catalog', namespace: 'catalog', contract: CONTRACT, mod, routes, en, zh_CN });

describe('mf-catalog route table specifics', () => {
  it('leaves /sitemap.xml to the server', () => {
    expect(routes.some((r) => r.path === '/sitemap.xml')).toBe(false);
  });

  it('marks product detail as the productDetail details page with a numeric id', () => {
    const detail = routes.find((r) => r.path === '/products/detail/:prodId')!;
    expect(detail).toMatchObject({ name: 'productDetail', pageKey: 'productDetail', detailsPage: true, paramRules: { prodId: '^\\d+$' } });
    expect(routes.find((r) => r.path === '/exhibition/detail/:id')!.paramRules).toEqual({ id: '^\\d+$' });
  });
});
