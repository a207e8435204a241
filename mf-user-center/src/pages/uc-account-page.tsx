import { UserCenterPage } from '../components/user-center-page';

export default function AccountInformationPage() {
  return <UserCenterPage pageKey="ucAccount" />;
}
