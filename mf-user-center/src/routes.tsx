import type { RemoteRoutesModule } from '@mall/shared';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { routes } from './route-table';

export { routes };
export const namespace = NAMESPACE;
export const i18n = resources;

/** One lazily loaded module per page, keyed by the route table's pageKey. */
export const pages: RemoteRoutesModule['pages'] = {
  purchaseOrder: () => import('./pages/purchase-order-page'),
  procurement: () => import('./pages/procurement-page'),
  procurementDetail: () => import('./pages/procurement-detail-page'),
  ucHome: () => import('./pages/uc-home-page'),
  '/user-center/uc-order': () => import('./pages/uc-order-page'),
  ucReturn: () => import('./pages/uc-return-page'),
  applyReturn: () => import('./pages/apply-return-page'),
  ucComments: () => import('./pages/uc-comments-page'),
  ucPurchase: () => import('./pages/uc-purchase-page'),
  ucSourcing: () => import('./pages/uc-sourcing-page'),
  ucSourcingDetail: () => import('./pages/uc-sourcing-detail-page'),
  ucQuotation: () => import('./pages/uc-quotation-page'),
  ucQuotationDetail: () => import('./pages/uc-quotation-detail-page'),
  ucInquiry: () => import('./pages/uc-inquiry-page'),
  ucCollection: () => import('./pages/uc-collection-page'),
  ucFootprint: () => import('./pages/uc-footprint-page'),
  ucBalance: () => import('./pages/uc-balance-page'),
  ucPoints: () => import('./pages/uc-points-page'),
  ucCoupon: () => import('./pages/uc-coupon-page'),
  ucMember: () => import('./pages/uc-member-page'),
  ucAccount: () => import('./pages/uc-account-page'),
  ucCompany: () => import('./pages/uc-company-page'),
  ucCompanyEdit: () => import('./pages/uc-company-edit-page'),
  ucCompanyView: () => import('./pages/uc-company-view-page'),
  ucAddress: () => import('./pages/uc-address-page'),
  ucPassword: () => import('./pages/uc-password-page'),
  ucNotification: () => import('./pages/uc-notification-page'),
};

const mod: RemoteRoutesModule = { namespace, i18n, routes, pages };
export default mod;
