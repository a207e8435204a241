import type { ApiModule } from '../types';
import { loadCheckoutSettings } from '../checkout';
import { registerMerchantRoutes } from './merchant-routes';

/**
 * The merchant's side of an order (merchant token, paths under /merchant/): the shop's orders,
 * confirming with an advance, amount changes and the final price, rejecting (money back), shipping
 * in batches with logistics vouchers, the customs declaration, issuing the invoice and confirming
 * an offline transfer; plus the merchant's upload URL for order documents. Orders, payment and
 * the document purposes are checkout's (its index); README.md beside this file.
 */
export const merchantModule: ApiModule = {
  name: 'merchant',
  register(api, ctx) {
    // The payment window an advance request gives the buyer is checkout's setting.
    registerMerchantRoutes(api, ctx, loadCheckoutSettings(ctx.config, ctx.secrets));
  },
};
