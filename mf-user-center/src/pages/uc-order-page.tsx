import { UserCenterPage } from '../components/user-center-page';

export default function MyOrdersPage() {
  return <UserCenterPage pageKey="/user-center/uc-order" />;
}
