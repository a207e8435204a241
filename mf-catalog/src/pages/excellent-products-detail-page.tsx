import { CatalogPage } from '../components/catalog-page';

export default function FeaturedSelectionPage() {
  return <CatalogPage pageKey="excellentProductsDetail" />;
}
