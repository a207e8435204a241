import { useQuery } from '@mall/shared/react-query';
import { Alert, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { myOrderApi } from '../api/checkout-api';
import { CheckoutPage } from '../components/checkout-page';
import { errorText } from '../components/errors';
import { NoOrderGiven } from '../components/no-order-given';
import { ShipmentView } from '../components/shipment-view';
import { NAMESPACE } from '../namespace';

/** Logistics detail of an order: every batch and package, and customs. */
export default function OrderLogisticsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp] = useSearchParams();
  const orderNumber = sp.get('orderNumber') ?? '';
  const query = useQuery({
    queryKey: ['checkout', 'logistics', orderNumber],
    queryFn: () => myOrderApi.logistics(orderNumber),
    enabled: Boolean(orderNumber),
    retry: false,
  });
  return (
    <CheckoutPage pageKey="orderLogistics">
      {!orderNumber ? (
        <NoOrderGiven />
      ) : query.isError ? (
        <Alert type="warning" showIcon title={errorText(query.error)} />
      ) : (
        <QueryStatus query={query}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <LocaleLink to={`/order-detail?orderNumber=${orderNumber}`}>{t('order.backToDetail')}</LocaleLink>
            {query.data?.deliveryVisible ? (
              <ShipmentView batches={query.data.batches} customs={query.data.customs} />
            ) : (
              <Alert type="info" title={t('order.deliveryAfterPayment')} />
            )}
          </Space>
        </QueryStatus>
      )}
    </CheckoutPage>
  );
}
