import { CatalogPage } from '../components/catalog-page';

export default function ExhibitionsPage() {
  return <CatalogPage pageKey="exhibition" />;
}
