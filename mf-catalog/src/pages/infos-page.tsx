import { CatalogPage } from '../components/catalog-page';

export default function PurchaseInformationPage() {
  return <CatalogPage pageKey="infos" />;
}
