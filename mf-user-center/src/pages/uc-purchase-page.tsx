import { UserCenterPage } from '../components/user-center-page';

export default function MySourcingRequestsPage() {
  return <UserCenterPage pageKey="ucPurchase" />;
}
