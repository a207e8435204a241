import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink } from '@mall/shared/ui';
import { CheckoutPage } from '../components/checkout-page';
import { NoOrderGiven } from '../components/no-order-given';
import { NAMESPACE } from '../namespace';

/** Payment successful: links to the orders just paid. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp] = useSearchParams();
  const orderNumbers = (sp.get('orderNumbers') ?? '').split(',').filter(Boolean);
  return (
    <CheckoutPage pageKey="paymentSuccess">
      {/* Without the paid orders there is nothing to confirm. */}
      {!orderNumbers.length ? (
        <NoOrderGiven />
      ) : (
        <Result
          status="success"
          title={<span data-testid="payment-success">{t('payment.success')}</span>}
          subTitle={orderNumbers.join(', ')}
          extra={
            <Space wrap>
              {orderNumbers.length === 1 && (
                <LocaleLink to={`/order-detail?orderNumber=${orderNumbers[0]}`}>
                  <Button type="primary">{t('payment.viewOrder')}</Button>
                </LocaleLink>
              )}
              <LocaleLink to="/user-center/uc-order">
                <Button>{t('payment.myOrders')}</Button>
              </LocaleLink>
              <LocaleLink to="/">
                <Button>{t('payment.continue')}</Button>
              </LocaleLink>
            </Space>
          }
        />
      )}
    </CheckoutPage>
  );
}
