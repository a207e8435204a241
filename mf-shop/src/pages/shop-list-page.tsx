import { ShopPage } from '../components/shop-page';

export default function ShopListPage() {
  return <ShopPage pageKey="shopList" />;
}
