import { describeRouteTableContract, type RouteContractRow } from '@mall/shared/testing';
import en from '../i18n/en.json';
import zh_CN from '../i18n/zh_CN.json';
import mod from '../routes';
import { routes } from '../route-table';

/** The rows of ROUTES.md this remote owns: path, layout, login required. */
const CONTRACT: RouteContractRow[] = [
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

describeRouteTableContract({ remote: 'mf-shop', namespace: 'shop', contract: CONTRACT, mod, routes, en, zh_CN });

describe('mf-shop route table specifics', () => {
  it('requires a numeric shop id on every shop page', () => {
    for (const r of routes.filter((x) => x.path.startsWith('/shop/'))) expect(r.paramRules, r.path).toEqual({ shopId: '^\\d+$' });
  });
});
