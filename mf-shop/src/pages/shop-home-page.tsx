import { ShopPage } from '../components/shop-page';

export default function ShopHomePage() {
  return <ShopPage pageKey="shopHome" />;
}
