import { CatalogPage } from '../components/catalog-page';

export default function CategoriesPage() {
  return <CatalogPage pageKey="categories" />;
}
