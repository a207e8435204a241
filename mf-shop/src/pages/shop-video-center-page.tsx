import { ShopPage } from '../components/shop-page';

export default function ShopVideoCenterPage() {
  return <ShopPage pageKey="shopVideos" />;
}
