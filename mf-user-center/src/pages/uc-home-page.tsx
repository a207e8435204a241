import { UserCenterPage } from '../components/user-center-page';

export default function UserCenterHomePage() {
  return <UserCenterPage pageKey="ucHome" />;
}
