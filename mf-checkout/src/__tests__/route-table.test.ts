import { describeRouteTableContract, type RouteContractRow } from '@mall/shared/testing';
import en from '../i18n/en.json';
import zh_CN from '../i18n/zh_CN.json';
import { features } from '../i18n/features';
import mod from '../routes';
import { routes } from '../route-table';

/** The rows of ROUTES.md this remote owns: path, layout, login required. */
const CONTRACT: RouteContractRow[] = [
  // The help centre (named here: issue 40), public.
  ...['', '/shipping', '/returns', '/payment', '/buyer-protection', '/terms', '/privacy', '/about'].map((p): RouteContractRow => [
    `/help${p}`,
    'default',
    false,
  ]),
  ['/cart', 'default', true],
  ['/submit-order', 'default', true],
  ['/payment', 'default', true],
  ['/payment/success', 'default', true],
  ['/order-detail', 'default', true],
  ['/order-detail/logistics', 'default', true],
  ['/return-detail', 'default', true],
  ['/write-comments', 'default', true],
];

describeRouteTableContract({
  remote: 'mf-checkout',
  namespace: 'checkout',
  contract: CONTRACT,
  mod,
  routes,
  en: { ...en, ...features.en },
  zh_CN: { ...zh_CN, ...features.zh_CN },
});

describe('mf-checkout route table specifics', () => {
  it('carries the writeComments route metadata on /write-comments', () => {
    expect(routes.find((r) => r.name === 'writeComments')).toMatchObject({ path: '/write-comments', pageKey: 'writeComments' });
  });

  it('leaves /purchase-order to mf-user-center', () => {
    expect(routes.some((r) => r.path === '/purchase-order')).toBe(false);
  });
});
