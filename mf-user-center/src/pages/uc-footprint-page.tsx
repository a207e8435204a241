import { UserCenterPage } from '../components/user-center-page';

export default function MyFootprintsPage() {
  return <UserCenterPage pageKey="ucFootprint" />;
}
