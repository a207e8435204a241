import type { RemoteRoutesModule } from '@mall/shared';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { routes } from './route-table';

export { routes };
export const namespace = NAMESPACE;
export const i18n = resources;

/** One lazily loaded module per page, keyed by the route table's pageKey. */
export const pages: RemoteRoutesModule['pages'] = {
  shopList: () => import('./pages/shop-list-page'),
  shopHome: () => import('./pages/shop-home-page'),
  shopAboutUs: () => import('./pages/shop-about-us-page'),
  shopContactUs: () => import('./pages/shop-contact-us-page'),
  shopProducts: () => import('./pages/shop-product-information-page'),
  shopCertificates: () => import('./pages/shop-qualification-certificate-page'),
  shopVideos: () => import('./pages/shop-video-center-page'),
  shopVrFactory: () => import('./pages/shop-vr-factory-page'),
  shopApply: () => import('./pages/shop-apply-page'),
};

const mod: RemoteRoutesModule = { namespace, i18n, routes, pages };
export default mod;
