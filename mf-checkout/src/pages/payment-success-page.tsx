import { CheckoutPage } from '../components/checkout-page';

export default function PaymentSuccessPage() {
  return <CheckoutPage pageKey="paymentSuccess" />;
}
