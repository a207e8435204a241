import { Button, Result, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
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
  // What was paid: goods orders, or a top-up / membership from the user centre.
  const bought = sp.get('for');
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
              {bought === 'recharge' && (
                <LocaleLink to="/user-center/uc-balance">
                  <Button type="primary" data-testid="back-to-balance">
                    {t('payment.backToBalance')}
                  </Button>
                </LocaleLink>
              )}
              {bought === 'membership' && (
                <LocaleLink to="/user-center/uc-member">
                  <Button type="primary" data-testid="back-to-member">
                    {t('payment.backToMember')}
                  </Button>
                </LocaleLink>
              )}
              {!bought && orderNumbers.length === 1 && (
                <LocaleLink to={`/order-detail?orderNumber=${orderNumbers[0]}`}>
                  <Button type="primary">{t('payment.viewOrder')}</Button>
                </LocaleLink>
              )}
              {!bought && (
                <LocaleLink to="/user-center/uc-order">
                  <Button>{t('payment.myOrders')}</Button>
                </LocaleLink>
              )}
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
