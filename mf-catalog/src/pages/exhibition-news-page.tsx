import { CatalogPage } from '../components/catalog-page';

export default function ExhibitionNewsPage() {
  return <CatalogPage pageKey="exhibitionNews" />;
}
