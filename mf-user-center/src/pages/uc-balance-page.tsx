import { UserCenterPage } from '../components/user-center-page';

export default function MyBalancePage() {
  return <UserCenterPage pageKey="ucBalance" />;
}
