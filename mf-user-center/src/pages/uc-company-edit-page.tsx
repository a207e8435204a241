import { UserCenterPage } from '../components/user-center-page';

export default function EditCompanyPage() {
  return <UserCenterPage pageKey="ucCompanyEdit" />;
}
