import type { FastifyRequest } from 'fastify';
import { isBuyerPath } from '../guards';

/** The /p/ guard's path test (it runs on every request): every spelling of a /p/ path is one. */
const req = (url: string, route?: string) => ({ url, routeOptions: { url: route } }) as unknown as FastifyRequest;

describe('isBuyerPath', () => {
  it.each([
    ['/api/p/user/userInfo', '/api/p/user/userInfo'],
    ['/api/p/order/submit?x=1', '/api/p/order/submit'],
    ['/api/%70/user/userInfo', undefined],
    ['/p/user/userInfo', undefined],
    ['/api/x', '/api/p/x'],
  ])('%s (route %s) is a buyer path', (url, route) => {
    expect(isBuyerPath(req(url, route), '/api')).toBe(true);
  });

  it.each([
    '/api/prod/prodInfo?prodId=1',
    '/api/pp/x',
    '/api/p',
    '/api?/p/x',
    '/apip/x',
    '/api/prod/%zz',
    '/static/p/x',
    '/api/%2570/user',
  ])('%s is not', (url) => {
    expect(isBuyerPath(req(url, url.split('?')[0]), '/api')).toBe(false);
  });
});
