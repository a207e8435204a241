import type { RemoteServerEntry } from '@mall/shared';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import HomePage from './pages/home-page';
import ProductDetailPage from './pages/product-detail-page';

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
    home: { Page: HomePage, data: () => ['/index/home'] },
    productDetail: { Page: ProductDetailPage, data: (params) => [`/prod/prodInfo?prodId=${params.prodId}`] },
  },
};
export default entry;
