import { CatalogPage } from '../components/catalog-page';

export default function FeaturedProductsPage() {
  return <CatalogPage pageKey="excellentProducts" />;
}
