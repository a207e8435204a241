import { UserCenterPage } from '../components/user-center-page';

export default function CompanyInformationPage() {
  return <UserCenterPage pageKey="ucCompany" />;
}
