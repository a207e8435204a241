import { Card, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { InvoiceFields } from '../invoice-form';
import { NAMESPACE } from '../../namespace';
import { INVOICE_NAME, type SubmitOrderForm } from './order-form';

/**
 * Step 4 of the page: an invoice requested with the order (form `wantsInvoice`); its fields
 * (form `invoice`, the shared invoice rules) show only when asked for and are checked at submit.
 */
export function InvoiceSection({ form, wanted }: { form: SubmitOrderForm; wanted: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card title={t('invoice.title')} data-testid="submit-invoice">
      <Form.Item name="wantsInvoice" valuePropName="checked" noStyle>
        <Checkbox data-testid="invoice-wanted">{t('invoice.atSubmit')}</Checkbox>
      </Form.Item>
      {wanted && (
        <div style={{ marginTop: 16, maxWidth: 560 }}>
          <InvoiceFields form={form} name={INVOICE_NAME} />
        </div>
      )}
    </Card>
  );
}
