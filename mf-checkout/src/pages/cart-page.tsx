import { CheckoutPage } from '../components/checkout-page';

export default function CartPage() {
  return <CheckoutPage pageKey="cart" />;
}
