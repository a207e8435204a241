import { ShopPage } from '../components/shop-page';

export default function ShopProductInformationPage() {
  return <ShopPage pageKey="shopProducts" />;
}
