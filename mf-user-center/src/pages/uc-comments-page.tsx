import { UserCenterPage } from '../components/user-center-page';

export default function MyReviewsPage() {
  return <UserCenterPage pageKey="ucComments" />;
}
