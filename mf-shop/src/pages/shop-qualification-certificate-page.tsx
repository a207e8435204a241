import { ShopPage } from '../components/shop-page';

export default function ShopCertificatesPage() {
  return <ShopPage pageKey="shopCertificates" />;
}
