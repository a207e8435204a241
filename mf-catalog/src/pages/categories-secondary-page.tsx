import { CatalogPage } from '../components/catalog-page';

export default function SecondaryCategoriesPage() {
  return <CatalogPage pageKey="categoriesSecondary" />;
}
