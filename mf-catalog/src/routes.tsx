import type { RemoteRoutesModule } from '@mall/shared';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { routes } from './route-table';

export { routes };
export const namespace = NAMESPACE;
export const i18n = resources;

/** One lazily loaded module per page, keyed by the route table's pageKey. */
export const pages: RemoteRoutesModule['pages'] = {
  home: () => import(/* webpackChunkName: "page-home" */ './pages/home-page'),
  categories: () => import(/* webpackChunkName: "page-categories" */ './pages/categories-page'),
  categoriesSecondary: () => import(/* webpackChunkName: "page-categoriesSecondary" */ './pages/categories-secondary-page'),
  search: () => import(/* webpackChunkName: "page-search" */ './pages/search-page'),
  productDetail: () => import(/* webpackChunkName: "page-productDetail" */ './pages/product-detail-page'),
  excellentProducts: () => import(/* webpackChunkName: "page-excellentProducts" */ './pages/excellent-products-page'),
  excellentProductsDetail: () => import(/* webpackChunkName: "page-excellentProductsDetail" */ './pages/excellent-products-detail-page'),
  premiumCollection: () => import(/* webpackChunkName: "page-premiumCollection" */ './pages/premium-collection-page'),
  exhibition: () => import(/* webpackChunkName: "page-exhibition" */ './pages/exhibition-page'),
  exhibitionList: () => import(/* webpackChunkName: "page-exhibitionList" */ './pages/exhibition-list-page'),
  exhibitionDetail: () => import(/* webpackChunkName: "page-exhibitionDetail" */ './pages/exhibition-detail-page'),
  exhibitionNews: () => import(/* webpackChunkName: "page-exhibitionNews" */ './pages/exhibition-news-page'),
  industryBelt: () => import(/* webpackChunkName: "page-industryBelt" */ './pages/industry-belt-page'),
  industryBeltCategory: () => import(/* webpackChunkName: "page-industryBeltCategory" */ './pages/industry-belt-category-page'),
  news: () => import(/* webpackChunkName: "page-news" */ './pages/news-page'),
  newsDetails: () => import(/* webpackChunkName: "page-newsDetails" */ './pages/news-details-page'),
  video: () => import(/* webpackChunkName: "page-video" */ './pages/video-page'),
  videoDetail: () => import(/* webpackChunkName: "page-videoDetail" */ './pages/video-detail-page'),
  infos: () => import(/* webpackChunkName: "page-infos" */ './pages/infos-page'),
  sitemap: () => import(/* webpackChunkName: "page-sitemap" */ './pages/sitemap-page'),
};

const mod: RemoteRoutesModule = { namespace, i18n, routes, pages };
export default mod;
