import { CatalogPage } from '../components/catalog-page';

export default function PremiumCollectionPage() {
  return <CatalogPage pageKey="premiumCollection" />;
}
