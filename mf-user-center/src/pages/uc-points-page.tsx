import { UserCenterPage } from '../components/user-center-page';

export default function MyPointsPage() {
  return <UserCenterPage pageKey="ucPoints" />;
}
