import { UserCenterPage } from '../components/user-center-page';

export default function MyCouponsPage() {
  return <UserCenterPage pageKey="ucCoupon" />;
}
