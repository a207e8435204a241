import { CatalogPage } from '../components/catalog-page';

export default function ExhibitionDetailPage() {
  return <CatalogPage pageKey="exhibitionDetail" />;
}
