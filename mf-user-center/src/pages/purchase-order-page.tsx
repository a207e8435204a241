import { UserCenterPage } from '../components/user-center-page';

export default function PurchaseOrderPage() {
  return <UserCenterPage pageKey="purchaseOrder" />;
}
