import { UserCenterPage } from '../components/user-center-page';

export default function RfqManagementPage() {
  return <UserCenterPage pageKey="ucSourcing" />;
}
