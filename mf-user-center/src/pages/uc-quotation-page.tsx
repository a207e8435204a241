import { UserCenterPage } from '../components/user-center-page';

export default function QuotationsPage() {
  return <UserCenterPage pageKey="ucQuotation" />;
}
