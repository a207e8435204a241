import { IMAGE_MAX_BYTES_LARGE } from '@mall/shared';
import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { registerUploadPurpose } from '../uploads';
import { registerCheckoutRoutes } from './checkout-routes';
import { loadCheckoutSettings } from './checkout-settings';
import { registerDocumentPurposes } from './documents';
import { startExpirySweeper } from './expiry';
import { registerSandboxGateway } from './sandbox-gateway';

declare module '../../http/messages' {
  interface ModuleMessages {
    checkout: typeof en;
  }
}

/**
 * Checkout: cart, receiving addresses, freight, coupons, order confirm/submit (idempotent, no
 * oversell), payment (balance and points ledgers, offline transfer, the sandbox gateway with
 * signed callbacks), order expiry and the buyer's orders. The merchant's order actions are the
 * merchant module's (api/src/modules/merchant), over what this index exports.
 */
export const checkoutModule: ApiModule = {
  name: 'checkout',
  register(api, ctx) {
    // The texts of the notifications checkout sends (checkout:notify.*).
    registerMessages('checkout', { en, zh_CN });
    const settings = loadCheckoutSettings(ctx.config, ctx.secrets);
    // Offline transfer: the buyer's payment voucher (private: only the merchant and buyer see it).
    registerUploadPurpose('pay-voucher', { kind: 'image-or-pdf', maxBytes: IMAGE_MAX_BYTES_LARGE, maxPending: 3, public: false });
    // Merchant order documents (logistics and customs vouchers, invoices): private, image or PDF.
    registerDocumentPurposes();
    registerCheckoutRoutes(api, ctx, settings);
    // A stand-in that moves no money: PAYMENT_SANDBOX=off leaves its pages and notice route out.
    if (settings.sandbox) registerSandboxGateway(api, ctx, settings);
    startExpirySweeper(api, ctx, settings);
  },
};

export { expireOverdueOrders } from './expiry';
export { onOrderEvent, type OrderEvent } from './order-events';
export type { PriceOverride, SubmitParams } from './pricing';
export { freightFor } from './freight';
export { awardOrderPoints } from './ledgers';
export { POINTS_PER_CENT, loadCheckoutSettings, type CheckoutSettings } from './checkout-settings';
export { sandboxRefund } from './sandbox-gateway';
export { evaluateShipped, PAY_STAGE } from './order-stages';
export { releaseUnpaidOrder, ORDER_STATUS, submitOrder } from './orders';
export { CheckoutError } from './messages';
export { orderNotice } from './notices';
export { confirmOfflinePayment } from './payment';
export {
  allowMerchantUploadPurpose,
  claimDocument,
  DOCUMENT_PURPOSES,
  documentLink,
  isMerchantUploadPurpose,
  merchantOwner,
} from './documents';
