import { Steps } from 'antd';
import { UnderConstruction } from '@mall/shared/ui';
import { useTranslation } from 'react-i18next';
import { CheckoutPage } from '../components/checkout-page';
import { NAMESPACE } from '../namespace';

/** Order submission in three steps: select products, confirm order information, pay. */
export default function SubmitOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CheckoutPage pageKey="submitOrder">
      <Steps
        data-testid="submit-order-steps"
        // The cart is step one; this page opens on confirming the order.
        current={1}
        items={[{ title: t('submitOrder.steps.select') }, { title: t('submitOrder.steps.confirm') }, { title: t('submitOrder.steps.pay') }]}
        style={{ marginBottom: 24 }}
      />
      <UnderConstruction />
    </CheckoutPage>
  );
}
