import { CatalogPage } from '../components/catalog-page';

export default function ProductDetailPage() {
  return <CatalogPage pageKey="productDetail" />;
}
