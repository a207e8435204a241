import type { RemoteRoutesModule } from '@mall/shared';
import { yieldToMain } from '@mall/shared/ui/after-paint';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { routes } from './route-table';

export { routes };
export const namespace = NAMESPACE;
export const i18n = resources;

type PageModule = ReturnType<RemoteRoutesModule['pages'][string]>;
/**
 * A page's code, asked for in a task of its own. The shell asks for the first page in the task
 * that evaluated this remote's entry and this module and added its translations; starting the
 * page's chunks there too (their script tags, the shared modules they take from the shell) made
 * it one long task at start-up (60-80 ms at 4x CPU, docs/architecture.md "Little script work at
 * start").
 */
const page = (load: () => PageModule) => () => yieldToMain().then(load);

/** One lazily loaded module per page, keyed by the route table's pageKey. */
export const pages: RemoteRoutesModule['pages'] = {
  purchaseOrder: page(() => import('./pages/purchase-order-page')),
  procurement: page(() => import('./pages/procurement-page')),
  procurementDetail: page(() => import('./pages/procurement-detail-page')),
  ucHome: page(() => import('./pages/uc-home-page')),
  '/user-center/uc-order': page(() => import('./pages/uc-order-page')),
  ucReturn: page(() => import('./pages/uc-return-page')),
  applyReturn: page(() => import('./pages/apply-return-page')),
  ucComments: page(() => import('./pages/uc-comments-page')),
  ucPurchase: page(() => import('./pages/uc-purchase-page')),
  ucSourcing: page(() => import('./pages/uc-sourcing-page')),
  ucSourcingDetail: page(() => import('./pages/uc-sourcing-detail-page')),
  ucQuotation: page(() => import('./pages/uc-quotation-page')),
  ucQuotationDetail: page(() => import('./pages/uc-quotation-detail-page')),
  ucInquiry: page(() => import('./pages/uc-inquiry-page')),
  ucCollection: page(() => import('./pages/uc-collection-page')),
  ucFootprint: page(() => import('./pages/uc-footprint-page')),
  ucBalance: page(() => import('./pages/uc-balance-page')),
  ucPoints: page(() => import('./pages/uc-points-page')),
  ucCoupon: page(() => import('./pages/uc-coupon-page')),
  ucMember: page(() => import('./pages/uc-member-page')),
  ucAccount: page(() => import('./pages/uc-account-page')),
  ucCompany: page(() => import('./pages/uc-company-page')),
  ucCompanyEdit: page(() => import('./pages/uc-company-edit-page')),
  ucCompanyView: page(() => import('./pages/uc-company-view-page')),
  ucAddress: page(() => import('./pages/uc-address-page')),
  ucPassword: page(() => import('./pages/uc-password-page')),
  ucNotification: page(() => import('./pages/uc-notification-page')),
};

const mod: RemoteRoutesModule = { namespace, i18n, routes, pages };
export default mod;
