import { ShopPage } from '../components/shop-page';

export default function ShopContactUsPage() {
  return <ShopPage pageKey="shopContactUs" />;
}
