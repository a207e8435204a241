import { UserCenterPage } from '../components/user-center-page';

export default function CompanyProfilePage() {
  return <UserCenterPage pageKey="ucCompanyView" />;
}
