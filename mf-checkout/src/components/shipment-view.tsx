import { Card, Descriptions, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocaleStore } from '@mall/shared';
import type { Batch, Customs } from '../api/checkout-api';
import { DocumentLink } from './documents';
import { Money } from './money';
import { NAMESPACE } from '../namespace';

/** Batches/packages (courier, tracking, container, B/L, waybill, loading mode) and customs. */
export function ShipmentView({ batches, customs }: { batches: Batch[]; customs: Customs | null }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  return (
    <>
      <Card title={t('order.batches')} data-testid="order-batches">
        {batches.length ? (
          <Table
            size="small"
            rowKey="batchId"
            pagination={false}
            dataSource={batches}
            scroll={{ x: true }}
            columns={[
              { title: t('order.batchNo'), dataIndex: 'batchNo' },
              { title: t('order.courier'), dataIndex: 'courier' },
              { title: t('order.tracking'), dataIndex: 'trackingNumber' },
              { title: t('order.container'), dataIndex: 'containerNo' },
              { title: t('order.bl'), dataIndex: 'blNo' },
              { title: t('order.waybill'), dataIndex: 'waybillNo' },
              { title: t('order.loadingMode'), render: (_, b) => (b.loadingMode ? <Tag>{b.loadingMode}</Tag> : null) },
              { title: t('order.quantity'), dataIndex: 'quantity' },
              { title: t('order.amount'), render: (_, b) => <Money value={b.amount} /> },
              {
                title: t('order.voucher'),
                render: (_, b) =>
                  b.voucherUrl ? (
                    <DocumentLink url={b.voucherUrl} label={t('documents.open')} testId={`batch-voucher-${b.batchNo}`} />
                  ) : b.voucher ? (
                    t('order.uploaded')
                  ) : (
                    t('order.notUploaded')
                  ),
              },
            ]}
          />
        ) : (
          <Empty description={t('order.noBatches')} />
        )}
      </Card>
      <Card title={t('order.customs')} style={{ marginTop: 16 }} data-testid="order-customs">
        {customs ? (
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('order.declarationNo')}>{customs.declarationNo}</Descriptions.Item>
            <Descriptions.Item label={t('order.declaredAmount')}>
              <Money value={customs.declaredAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('order.customsStatus')}>{t(`order.customsStatuses.${customs.status}`)}</Descriptions.Item>
            <Descriptions.Item label={t('order.releaseDate')}>
              <span data-testid="customs-release-date">{formatDate(customs.releaseDate, locale) || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.voucher')}>
              {customs.voucherUrl ? (
                <DocumentLink url={customs.voucherUrl} label={t('documents.open')} testId="customs-voucher" />
              ) : customs.voucher ? (
                t('order.uploaded')
              ) : (
                t('order.notUploaded')
              )}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty description={t('order.noCustoms')} />
        )}
      </Card>
    </>
  );
}
