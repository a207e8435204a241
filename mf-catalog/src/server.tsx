import { http, type RemoteServerEntry } from '@mall/shared';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { listingFirstCalls } from './api/catalog';
import { listQueryFrom } from './components/product-listing';
import CategoriesSecondaryPage from './pages/categories-secondary-page';
import HomePage from './pages/home-page';
import ProductDetailPage from './pages/product-detail-page';
import SearchPage from './pages/search-page';

/**
 * mf-catalog's server entry (shared/src/ssr.ts): the light pages the site server renders as the
 * first view, from the same components the browser runs, and the public calls each makes first.
 * It ships in the remote's versioned artifact, so a new catalogue version changes its first
 * views without an API release.
 */
const entry: RemoteServerEntry = {
  namespace: NAMESPACE,
  i18n: resources,
  pages: {
    home: { Page: HomePage, data: () => [http.callPath('GET /index/home')] },
    productDetail: {
      Page: ProductDetailPage,
      // (the page reads the id as a number and asks for nothing without one)
      data: (params) => {
        const prodId = Number(params.prodId ?? 0);
        return prodId > 0 ? [http.callPath('GET /prod/prodInfo', { query: { prodId } })] : [];
      },
    },
    // The listing pages (light kit): product results with the filter panel's category tree and regions.
    search: {
      Page: SearchPage,
      data: (_, search) =>
        search.get('type') === 'supplier'
          ? [http.callPath('GET /search/hotSearch')]
          : [http.callPath('GET /search/hotSearch'), ...listingFirstCalls(listQueryFrom(search))],
    },
    categoriesSecondary: {
      Page: CategoriesSecondaryPage,
      data: (_, search) => {
        const q = listQueryFrom(search);
        return q.categoryId ? [http.callPath('GET /category/info', { query: { categoryId: q.categoryId } }), ...listingFirstCalls(q)] : [];
      },
    },
  },
};
export default entry;
