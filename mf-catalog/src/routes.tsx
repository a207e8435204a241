import type { RemoteRoutesModule } from '@mall/shared';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { routes } from './route-table';

export { routes };
export const namespace = NAMESPACE;
export const i18n = resources;

/** One lazily loaded module per page, keyed by the route table's pageKey. */
export const pages: RemoteRoutesModule['pages'] = {
  home: () => import('./pages/home-page'),
  categories: () => import('./pages/categories-page'),
  categoriesSecondary: () => import('./pages/categories-secondary-page'),
  search: () => import('./pages/search-page'),
  productDetail: () => import('./pages/product-detail-page'),
  excellentProducts: () => import('./pages/excellent-products-page'),
  excellentProductsDetail: () => import('./pages/excellent-products-detail-page'),
  premiumCollection: () => import('./pages/premium-collection-page'),
  exhibition: () => import('./pages/exhibition-page'),
  exhibitionList: () => import('./pages/exhibition-list-page'),
  exhibitionDetail: () => import('./pages/exhibition-detail-page'),
  exhibitionNews: () => import('./pages/exhibition-news-page'),
  industryBelt: () => import('./pages/industry-belt-page'),
  industryBeltCategory: () => import('./pages/industry-belt-category-page'),
  news: () => import('./pages/news-page'),
  newsDetails: () => import('./pages/news-details-page'),
  video: () => import('./pages/video-page'),
  videoDetail: () => import('./pages/video-detail-page'),
  infos: () => import('./pages/infos-page'),
  sitemap: () => import('./pages/sitemap-page'),
};

const mod: RemoteRoutesModule = { namespace, i18n, routes, pages };
export default mod;
