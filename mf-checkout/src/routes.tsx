import type { RemoteRoutesModule } from '@mall/shared';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { routes } from './route-table';

export { routes };
export const namespace = NAMESPACE;
export const i18n = resources;

/** One lazily loaded module per page, keyed by the route table's pageKey. */
export const pages: RemoteRoutesModule['pages'] = {
  cart: () => import('./pages/cart-page'),
  submitOrder: () => import('./pages/submit-order-page'),
  payment: () => import('./pages/payment-page'),
  paymentSuccess: () => import('./pages/payment-success-page'),
  orderDetail: () => import('./pages/order-detail-page'),
  orderLogistics: () => import('./pages/order-logistics-page'),
  returnDetail: () => import('./pages/return-detail-page'),
  writeComments: () => import('./pages/write-comments-page'),
  help: () => import('./pages/help-page'),
  helpShipping: () => import('./pages/help-page'),
  helpReturns: () => import('./pages/help-page'),
  helpPayment: () => import('./pages/help-page'),
  helpProtection: () => import('./pages/help-page'),
  helpTerms: () => import('./pages/help-page'),
  helpPrivacy: () => import('./pages/help-page'),
  helpAbout: () => import('./pages/help-page'),
};

const mod: RemoteRoutesModule = { namespace, i18n, routes, pages };
export default mod;
