import { UserCenterPage } from '../components/user-center-page';

export default function MyInquiriesPage() {
  return <UserCenterPage pageKey="ucInquiry" />;
}
