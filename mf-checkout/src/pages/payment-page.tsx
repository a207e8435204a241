import { CheckoutPage } from '../components/checkout-page';

export default function CheckoutCounterPage() {
  return <CheckoutPage pageKey="payment" />;
}
