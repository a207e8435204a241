import type { AppContext } from '../../context';
import type { ApiModule } from '../types';
import { cacheShopRoutes } from './shops-cache';
import { registerShopsRoutes, requireAdmin } from './shops-routes';
import { loadShopsSettings } from './shops-settings';

/**
 * Shops: the supplier list, the pages of /shop/{shopId} (header, about, contact, products,
 * certificates and business licence, videos, VR), follows, the free shop opening application
 * with its platform audit, and the shop-status rule checkout relies on (assertShopOpen).
 */
export const shopsModule: ApiModule = {
  name: 'shops',
  register(api, ctx) {
    registerShopsRoutes(api, ctx, loadShopsSettings(ctx.secrets));
    cacheShopRoutes(ctx);
  },
};

export { assertShopOpen, SHOP_STATUS, shopStatusKey, type ShopStatusKey } from './shop-status';
export { ShopsError } from './messages';
export { localize, pick, type Bilingual } from './shops-service';

/** The one guard of every platform (/admin/*) route: the ADMIN_TOKEN secret. */
export const adminGuard = (ctx: AppContext) => requireAdmin(loadShopsSettings(ctx.secrets));
