import { CatalogPage } from '../components/catalog-page';

export default function NewsDetailsPage() {
  return <CatalogPage pageKey="newsDetails" />;
}
