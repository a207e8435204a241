import { UserCenterPage } from '../components/user-center-page';

export default function MemberCenterPage() {
  return <UserCenterPage pageKey="ucMember" />;
}
