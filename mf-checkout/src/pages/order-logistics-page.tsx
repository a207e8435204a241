import { CheckoutPage } from '../components/checkout-page';

export default function OrderLogisticsPage() {
  return <CheckoutPage pageKey="orderLogistics" />;
}
