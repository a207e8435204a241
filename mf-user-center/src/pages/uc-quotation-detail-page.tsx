import { UserCenterPage } from '../components/user-center-page';

export default function QuotationDetailPage() {
  return <UserCenterPage pageKey="ucQuotationDetail" />;
}
