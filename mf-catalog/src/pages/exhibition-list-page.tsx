import { CatalogPage } from '../components/catalog-page';

export default function ExhibitionListPage() {
  return <CatalogPage pageKey="exhibitionList" />;
}
