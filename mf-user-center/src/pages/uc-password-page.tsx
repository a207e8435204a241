import { UserCenterPage } from '../components/user-center-page';

export default function ChangePasswordPage() {
  return <UserCenterPage pageKey="ucPassword" />;
}
