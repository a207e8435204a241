import type { FastifyRequest } from 'fastify';
import { cachedRoute, localeAndQuery, tag } from '../../cache';
import type { AppContext } from '../../context';

const CDN = { maxAge: 60, staleWhileRevalidate: 300 };
const ofShop = (request: FastifyRequest) => {
  const id = Number((request.query as { shopId?: string }).shopId);
  return Number.isSafeInteger(id) ? [tag.shop(id)] : [];
};

/**
 * The public shop pages' answers through the read cache (src/cache): the header (follower and
 * product counts), details, filters, the supplier list and a shop's products, each kept until a
 * change notice names the shop, its products or the tables it shows.
 */
export function cacheShopRoutes(ctx: AppContext): void {
  const route = (path: string, tags: (request: FastifyRequest) => string[]) =>
    cachedRoute(ctx, path, { key: localeAndQuery, cdn: CDN, tags });
  route('/shop/headInfo', (r) => [...ofShop(r), tag.table('category')]);
  route('/shop/detail', (r) => [...ofShop(r), tag.table('shop_detail')]);
  route('/shop/filters', () => [tag.shopSet, tag.table('category')]);
  route('/shop/page', () => [tag.shopSet, tag.productSet, tag.table('category')]);
  route('/shop/prodPage', (r) => [...ofShop(r), tag.productSet, tag.table('category')]);
}
