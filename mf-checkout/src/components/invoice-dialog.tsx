import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@mall/shared/react-query';
import { Form, Modal } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import type { InvoiceRequestInput } from '@mall/shared/schemas';
import AntdScope from '@mall/shared/ui/antd-scope';
import { toast } from '@mall/shared/ui/lite';
import { myOrderApi, type OrderDetail } from '../api/checkout-api';
import { alreadyShown, errorText } from './errors';
import { EMPTY_INVOICE, InvoiceFields, readInvoice } from './invoice-form';
import { NAMESPACE } from '../namespace';

export interface InvoiceDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}

/** Requesting or changing an order's invoice: an antd form in a dialog (loaded on demand by the order page). */
function InvoiceDialog({ order, open, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const qc = useQueryClient();
  const [form] = Form.useForm<InvoiceRequestInput>();
  const inv = order.invoice;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      inv.status === 'requested'
        ? { type: inv.type, headerType: inv.headerType, headerName: inv.headerName, taxNumber: inv.taxNumber }
        : EMPTY_INVOICE,
    );
    // Filled from the order as it is when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const save = useMutation({
    mutationFn: async () => myOrderApi.requestInvoice(order.orderNumber, await readInvoice(form)),
    onSuccess: async () => {
      onClose();
      toast.success(t('invoice.saved'));
      await qc.invalidateQueries({ queryKey: ['checkout', 'order', order.orderNumber] });
    },
    onError: (err) => {
      // Field errors are shown on the form; server refusals as a toast.
      if (err && typeof err === 'object' && 'errorFields' in err) return;
      if (!alreadyShown(err)) toast.warning(errorText(err));
    },
  });
  return (
    <Modal
      open={open}
      title={t('invoice.request')}
      onCancel={onClose}
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
  );
}

/** The dialog inside antd's theme and locale. */
export default function ScopedInvoiceDialog(props: InvoiceDialogProps) {
  return (
    <AntdScope>
      <InvoiceDialog {...props} />
    </AntdScope>
  );
}
