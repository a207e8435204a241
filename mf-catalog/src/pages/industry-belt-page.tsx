import { CatalogPage } from '../components/catalog-page';

export default function IndustryBeltsPage() {
  return <CatalogPage pageKey="industryBelt" />;
}
