import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, useLocaleStore } from '@mall/shared';
import { Card, Descriptions, Empty, Table, Tag } from '@mall/shared/ui/lite';
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
            aria-label={t('order.batches')}
            dataSource={batches}
            columns={[
              { title: t('order.batchNo'), dataIndex: 'batchNo' },
              { title: t('order.courier'), dataIndex: 'courier' },
              { title: t('order.tracking'), dataIndex: 'trackingNumber' },
              { title: t('order.container'), dataIndex: 'containerNo' },
              { title: t('order.bl'), dataIndex: 'blNo' },
              { title: t('order.waybill'), dataIndex: 'waybillNo' },
              {
                title: t('order.loadingMode'),
                render: (_: unknown, b: Batch) => (b.loadingMode ? <Tag>{t(`order.loadingModes.${b.loadingMode}`)}</Tag> : null),
              },
              { title: t('order.quantity'), dataIndex: 'quantity' },
              { title: t('order.amount'), render: (_: unknown, b: Batch) => <Money value={b.amount} /> },
              {
                title: t('order.voucher'),
                render: (_: unknown, b: Batch) =>
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
          <Descriptions
            size="small"
            items={[
              { key: 'declarationNo', label: t('order.declarationNo'), children: customs.declarationNo },
              { key: 'declaredAmount', label: t('order.declaredAmount'), children: <Money value={customs.declaredAmount} /> },
              { key: 'status', label: t('order.customsStatus'), children: t(`order.customsStatuses.${customs.status}`) },
              {
                key: 'releaseDate',
                label: t('order.releaseDate'),
                children: <span data-testid="customs-release-date">{formatDate(customs.releaseDate, locale) || '—'}</span>,
              },
              {
                key: 'voucher',
                label: t('order.voucher'),
                children: customs.voucherUrl ? (
                  <DocumentLink url={customs.voucherUrl} label={t('documents.open')} testId="customs-voucher" />
                ) : customs.voucher ? (
                  t('order.uploaded')
                ) : (
                  t('order.notUploaded')
                ),
              },
            ]}
          />
        ) : (
          <Empty description={t('order.noCustoms')} />
        )}
      </Card>
    </>
  );
}
