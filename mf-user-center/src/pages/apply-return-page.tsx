import { UserCenterPage } from '../components/user-center-page';

export default function ApplyReturnPage() {
  return <UserCenterPage pageKey="applyReturn" />;
}
