import { UserCenterPage } from '../components/user-center-page';

export default function ShippingAddressesPage() {
  return <UserCenterPage pageKey="ucAddress" />;
}
