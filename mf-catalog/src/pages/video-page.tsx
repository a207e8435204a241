import { CatalogPage } from '../components/catalog-page';

export default function VideoCenterPage() {
  return <CatalogPage pageKey="video" />;
}
