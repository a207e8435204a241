import { CheckoutPage } from '../components/checkout-page';

export default function OrderDetailPage() {
  return <CheckoutPage pageKey="orderDetail" />;
}
