import { CheckoutPage } from '../components/checkout-page';

export default function WriteCommentsPage() {
  return <CheckoutPage pageKey="writeComments" />;
}
