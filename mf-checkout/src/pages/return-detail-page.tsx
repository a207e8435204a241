import { CheckoutPage } from '../components/checkout-page';

export default function ReturnDetailPage() {
  return <CheckoutPage pageKey="returnDetail" />;
}
