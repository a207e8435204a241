import { UserCenterPage } from '../components/user-center-page';

export default function RfqDetailPage() {
  return <UserCenterPage pageKey="ucSourcingDetail" />;
}
