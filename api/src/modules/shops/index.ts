import type { AppContext } from '../../context';
import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { cacheShopRoutes } from './shops-cache';
import { registerShopsRoutes, requireAdmin } from './shops-routes';
import { loadShopsSettings } from './shops-settings';

declare module '../../http/messages' {
  interface ModuleMessages {
    shops: typeof en;
  }
}

/**
 * Shops: the supplier list, the pages of /shop/{shopId} (header, about, contact, products,
 * certificates and business licence, videos, VR), follows, the free shop opening application
 * with its platform audit, and the shop-status rule checkout relies on (assertShopOpen).
 */
export const shopsModule: ApiModule = {
  name: 'shops',
  register(api, ctx) {
    registerMessages('shops', { en, zh_CN });
    registerShopsRoutes(api, ctx, loadShopsSettings(ctx.secrets));
    cacheShopRoutes(ctx);
  },
};

export { assertShopOpen, SHOP_STATUS, shopStatusKey } from './shop-status';
export { localize, pick, type Bilingual } from './shops-service';

/** The one guard of every platform (/admin/*) route: the ADMIN_TOKEN secret. */
export const adminGuard = (ctx: AppContext) => requireAdmin(loadShopsSettings(ctx.secrets));
