import { ShopPage } from '../components/shop-page';

export default function ShopAboutUsPage() {
  return <ShopPage pageKey="shopAboutUs" />;
}
