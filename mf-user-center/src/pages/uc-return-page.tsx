import { UserCenterPage } from '../components/user-center-page';

export default function ReturnsPage() {
  return <UserCenterPage pageKey="ucReturn" />;
}
