import { CatalogPage } from '../components/catalog-page';

export default function IndustryBeltCategoryPage() {
  return <CatalogPage pageKey="industryBeltCategory" />;
}
