import { UserCenterPage } from '../components/user-center-page';

export default function ProcurementCenterPage() {
  return <UserCenterPage pageKey="procurement" />;
}
