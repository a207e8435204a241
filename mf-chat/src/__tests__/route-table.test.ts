import { describeRouteTableContract, type RouteContractRow } from '@mall/shared/testing';
import en from '../i18n/en.json';
import zh_CN from '../i18n/zh_CN.json';
import mod from '../routes';
import { routes } from '../route-table';

/** The rows of ROUTES.md this remote owns: path, layout, login required. */
const CONTRACT: RouteContractRow[] = [
  ['/chat', 'chat', true],
  ['/chat2', 'chat', true],
];

describeRouteTableContract({ remote: 'mf-chat', namespace: 'chat', contract: CONTRACT, mod, routes, en, zh_CN });

describe('mf-chat route table specifics', () => {
  it('registers no component-level paths (chat/components/... are pieces of pages)', () => {
    expect(routes.some((r) => r.path.includes('components'))).toBe(false);
  });
});
