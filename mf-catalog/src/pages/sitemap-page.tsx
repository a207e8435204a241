import { CatalogPage } from '../components/catalog-page';

export default function SiteMapPage() {
  return <CatalogPage pageKey="sitemap" />;
}
