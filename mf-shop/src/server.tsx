import type { RemoteServerEntry } from '@mall/shared';
import { shopHomeFirstCalls, shopListFirstCalls } from './api/shops';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import ShopHomePage from './pages/shop-home-page';
import ShopListPage, { shopListParams } from './pages/shop-list-page';

/**
 * mf-shop's server entry (shared/src/ssr.ts): the shop list and a shop's home, rendered by the
 * site server as the first view from these same components, with the calls they make first.
 */
const entry: RemoteServerEntry = {
  namespace: NAMESPACE,
  i18n: resources,
  pages: {
    shopList: { Page: ShopListPage, data: (_, search) => shopListFirstCalls(shopListParams(search).query) },
    shopHome: {
      Page: ShopHomePage,
      data: (params) => (/^\d+$/.test(params.shopId ?? '') ? shopHomeFirstCalls(Number(params.shopId)) : []),
    },
  },
};
export default entry;
