import { CatalogPage } from '../components/catalog-page';

export default function VideoDetailPage() {
  return <CatalogPage pageKey="videoDetail" />;
}
