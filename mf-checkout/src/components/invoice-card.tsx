import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocaleStore } from '@mall/shared';
import type { InvoiceRequestInput } from '@mall/shared/schemas';
import { myOrderApi, type OrderDetail } from '../api/checkout-api';
import { DocumentLink } from './documents';
import { alreadyShown, errorText } from './errors';
import { EMPTY_INVOICE, InvoiceFields, readInvoice } from './invoice-form';
import { NAMESPACE } from '../namespace';

const STATUS_COLORS = { notRequested: 'default', requested: 'blue', issued: 'green' } as const;

/** The order's invoice: status, the request, the issued file; request or change it until issued. */
export function InvoiceCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const time = (v: string | undefined) => formatDateTime(v, locale) || '—';
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<InvoiceRequestInput>();
  const inv = order.invoice;
  const save = useMutation({
    mutationFn: async () => myOrderApi.requestInvoice(order.orderNumber, await readInvoice(form)),
    onSuccess: async () => {
      setOpen(false);
      message.success(t('invoice.saved'));
      await qc.invalidateQueries({ queryKey: ['checkout', 'order', order.orderNumber] });
    },
    onError: (err) => {
      // Field errors are shown on the form; server refusals as a toast.
      if (err && typeof err === 'object' && 'errorFields' in err) return;
      if (!alreadyShown(err)) message.warning(errorText(err));
    },
  });
  const canRequest = inv.status !== 'issued' && order.status !== 6;
  const edit = () => {
    form.resetFields();
    form.setFieldsValue(
      inv.status === 'requested'
        ? { type: inv.type, headerType: inv.headerType, headerName: inv.headerName, taxNumber: inv.taxNumber }
        : EMPTY_INVOICE,
    );
    setOpen(true);
  };
  return (
    <Card
      title={t('invoice.title')}
      data-testid="order-invoice"
      data-invoice-status={inv.status}
      extra={
        canRequest && (
          <Button onClick={edit} data-testid="invoice-request">
            {inv.status === 'requested' ? t('invoice.change') : t('invoice.request')}
          </Button>
        )
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('invoice.status')}>
          <Tag color={STATUS_COLORS[inv.status]} data-testid="invoice-status">
            {t(`invoice.statuses.${inv.status}`)}
          </Tag>
        </Descriptions.Item>
        {inv.status !== 'notRequested' && (
          <>
            <Descriptions.Item label={t('invoice.type')}>{t(`invoice.types.${inv.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('invoice.headerType')}>{t(`invoice.headerTypes.${inv.headerType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('invoice.headerName')}>
              <span data-testid="invoice-header">{inv.headerName}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('invoice.taxNumber')}>
              <span data-testid="invoice-tax">{inv.taxNumber || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('invoice.requestedAt')}>{time(inv.requestedAt)}</Descriptions.Item>
          </>
        )}
        {inv.status === 'issued' && (
          <Descriptions.Item label={t('invoice.issuedAt')}>
            {time(inv.issuedAt)} {inv.fileUrl && <DocumentLink url={inv.fileUrl} label={t('invoice.open')} testId="invoice-file" />}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Modal
        open={open}
        title={t('invoice.request')}
        onCancel={() => setOpen(false)}
        onOk={() => save.mutate()}
        okText={t('invoice.save')}
        confirmLoading={save.isPending}
        okButtonProps={{ 'data-testid': 'invoice-save' } as Record<string, string>}
        forceRender
      >
        <Form form={form} layout="vertical" initialValues={EMPTY_INVOICE}>
          <InvoiceFields form={form} />
        </Form>
      </Modal>
    </Card>
  );
}
