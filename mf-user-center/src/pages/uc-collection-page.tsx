import { UserCenterPage } from '../components/user-center-page';

export default function MyCollectionsPage() {
  return <UserCenterPage pageKey="ucCollection" />;
}
