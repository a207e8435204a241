import { Button, Descriptions, Result, Space } from 'antd';
import { useQuery } from '@mall/shared/react-query';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink } from '@mall/shared/ui';
import { orderApi } from '../api/checkout-api';
import { CheckoutPage } from '../components/checkout-page';
import { Money } from '../components/money';
import { NoOrderGiven } from '../components/no-order-given';
import { NAMESPACE } from '../namespace';

/** Payment successful: what was paid, how, and the orders (each a link to its page). */
export default function PaymentSuccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp] = useSearchParams();
  const orderNumbers = (sp.get('orderNumbers') ?? '').split(',').filter(Boolean);
  // What was paid: goods orders, or a top-up / membership from the user centre.
  const bought = sp.get('for');
  const info = useQuery({
    queryKey: ['checkout', 'paid', orderNumbers.join(',')],
    queryFn: () => orderApi.payInfo(orderNumbers.join(',')),
    enabled: orderNumbers.length > 0,
  });
  const orders = info.data?.orders ?? [];
  const paid = orders.reduce((sum, o) => sum + o.paidAmount, 0);
  const methods = [...new Set(orders.flatMap((o) => (o.payType == null ? [] : [o.payType])))];
  // A points-mall order was paid in points.
  const inPoints = orders.length && orders.every((o) => o.orderType === 'points') ? info.data?.pointsPerCent : undefined;
  return (
    <CheckoutPage pageKey="paymentSuccess">
      {/* Without the paid orders there is nothing to confirm. */}
      {!orderNumbers.length ? (
        <NoOrderGiven />
      ) : (
        <Result
          status="success"
          title={<span data-testid="payment-success">{t('payment.success')}</span>}
          subTitle={
            info.data ? (
              <Descriptions
                size="small"
                column={1}
                style={{ maxWidth: 420, margin: '0 auto', textAlign: 'left' }}
                data-testid="paid-summary"
              >
                <Descriptions.Item label={t('money.paid')}>
                  <Money value={paid} pointsPerCent={inPoints} testId="paid-amount" />
                </Descriptions.Item>
                <Descriptions.Item label={t('money.payMethod')}>
                  <span data-testid="paid-method">
                    {methods.map((m) => t(`payTypes.${m}`, { defaultValue: String(m) })).join(', ') || '—'}
                  </span>
                </Descriptions.Item>
                <Descriptions.Item label={t('payment.orders')}>
                  <Space wrap size={[8, 0]}>
                    {orderNumbers.map((n) =>
                      bought ? (
                        <span key={n}>{n}</span>
                      ) : (
                        <LocaleLink
                          key={n}
                          to={`/order-detail?orderNumber=${n}`}
                          data-testid="paid-order-link"
                          style={{ color: 'var(--brand)', textDecoration: 'underline' }}
                        >
                          {n}
                        </LocaleLink>
                      ),
                    )}
                  </Space>
                </Descriptions.Item>
              </Descriptions>
            ) : (
              orderNumbers.join(', ')
            )
          }
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
