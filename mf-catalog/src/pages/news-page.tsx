import { CatalogPage } from '../components/catalog-page';

export default function NewsPage() {
  return <CatalogPage pageKey="news" />;
}
