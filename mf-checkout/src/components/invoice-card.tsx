import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { lazyPart } from '@mall/shared/ui/lazy-part';
import { Button, Card, Descriptions, Tag } from '@mall/shared/ui/lite';
import type { OrderDetail } from '../api/checkout-api';
import { DocumentLink } from './documents';
import { useLocalDateTime } from '@mall/shared/ui/hydrated';
import type { InvoiceDialogProps } from './invoice-dialog';
import { NAMESPACE } from '../namespace';

const STATUS_COLORS = { notRequested: 'default', requested: 'blue', issued: 'green' } as const;

/**
 * The request form is an antd dialog; the order page is light (no antd): the dialog and antd load
 * when the buyer first opens it, or a moment earlier when the pointer or focus reaches its button.
 */
const dialog = lazyPart<InvoiceDialogProps>(() => import('./invoice-dialog'), { mountWhen: (p) => p.open });
const LazyInvoiceDialog = dialog.Part;
const preloadDialog = dialog.preload;

/** The order's invoice: status, the request, the issued file; request or change it until issued. */
export function InvoiceCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const time = useLocalDateTime('—');
  const [open, setOpen] = useState(false);
  const inv = order.invoice;
  const canRequest = inv.status !== 'issued' && order.status !== 6;
  const items = [
    {
      key: 'status',
      label: t('invoice.status'),
      children: (
        <Tag color={STATUS_COLORS[inv.status]} data-testid="invoice-status">
          {t(`invoice.statuses.${inv.status}`)}
        </Tag>
      ),
    },
    ...(inv.status !== 'notRequested'
      ? [
          { key: 'type', label: t('invoice.type'), children: t(`invoice.types.${inv.type}`) },
          { key: 'headerType', label: t('invoice.headerType'), children: t(`invoice.headerTypes.${inv.headerType}`) },
          { key: 'headerName', label: t('invoice.headerName'), children: <span data-testid="invoice-header">{inv.headerName}</span> },
          { key: 'taxNumber', label: t('invoice.taxNumber'), children: <span data-testid="invoice-tax">{inv.taxNumber || '—'}</span> },
          { key: 'requestedAt', label: t('invoice.requestedAt'), children: time(inv.requestedAt) },
        ]
      : []),
    ...(inv.status === 'issued'
      ? [
          {
            key: 'issuedAt',
            label: t('invoice.issuedAt'),
            children: (
              <>
                {time(inv.issuedAt)} {inv.fileUrl && <DocumentLink url={inv.fileUrl} label={t('invoice.open')} testId="invoice-file" />}
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title={t('invoice.title')}
      data-testid="order-invoice"
      data-invoice-status={inv.status}
      extra={
        canRequest && (
          <Button onClick={() => setOpen(true)} onPointerEnter={preloadDialog} onFocus={preloadDialog} data-testid="invoice-request">
            {inv.status === 'requested' ? t('invoice.change') : t('invoice.request')}
          </Button>
        )
      }
    >
      <Descriptions size="small" items={items} />
      <LazyInvoiceDialog order={order} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
