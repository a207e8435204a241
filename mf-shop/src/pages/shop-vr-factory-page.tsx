import { ShopPage } from '../components/shop-page';

export default function ShopVrFactoryPage() {
  return <ShopPage pageKey="shopVrFactory" />;
}
