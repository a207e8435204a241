import { Form, Input, Radio, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@mall/shared';
import {
  INVOICE_HEADER_NAME_MAX,
  INVOICE_HEADER_TYPES,
  INVOICE_TYPES,
  invoiceRequestSchema,
  type InvoiceRequest,
  type InvoiceRequestInput,
} from '@mall/shared/schemas';
import { NAMESPACE } from '../namespace';

export const EMPTY_INVOICE: InvoiceRequestInput = { type: 'ordinary', headerType: 'personal', headerName: '', taxNumber: '' };

/**
 * Invoice request fields (type, header type and name, tax number). Every rule is the shared
 * invoiceRequestSchema, run on the whole request so cross-field rules (a company needs a tax
 * number; VAT special invoices for companies only) show on the field they concern.
 */
export function InvoiceFields({ form }: { form: FormInstance<InvoiceRequestInput> }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  const rule = (name: keyof InvoiceRequestInput) => ({
    validator: async () => {
      const res = invoiceRequestSchema.safeParse({ ...EMPTY_INVOICE, ...form.getFieldsValue() });
      const issue = res.success ? null : res.error.issues.find((i) => i.path[0] === name);
      if (issue) throw new Error(tc(issue.message));
    },
  });
  const headerType = Form.useWatch('headerType', form);
  return (
    <>
      <Form.Item name="type" label={t('invoice.type')} rules={[rule('type')]} required>
        <Radio.Group data-testid="invoice-type">
          {INVOICE_TYPES.map((v) => (
            <Radio key={v} value={v} data-testid={`invoice-type-${v}`}>
              {t(`invoice.types.${v}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="headerType" label={t('invoice.headerType')} rules={[rule('headerType')]} dependencies={['type']} required>
        <Radio.Group data-testid="invoice-header-type">
          {INVOICE_HEADER_TYPES.map((v) => (
            <Radio key={v} value={v} data-testid={`invoice-header-${v}`}>
              {t(`invoice.headerTypes.${v}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="headerName" label={t('invoice.headerName')} rules={[rule('headerName')]} required>
        <Input maxLength={INVOICE_HEADER_NAME_MAX} data-testid="invoice-header-name" />
      </Form.Item>
      <Form.Item
        name="taxNumber"
        label={t('invoice.taxNumber')}
        rules={[rule('taxNumber')]}
        dependencies={['headerType']}
        required={headerType === 'company'}
        extra={t('invoice.taxNumberHint')}
      >
        <Input data-testid="invoice-tax-number" />
      </Form.Item>
    </>
  );
}

/** Validates the form and answers the request as the API expects it (normalised by the schema). */
export async function readInvoice(form: FormInstance<InvoiceRequestInput>): Promise<InvoiceRequest> {
  await form.validateFields();
  return invoiceRequestSchema.parse({ ...EMPTY_INVOICE, ...form.getFieldsValue() });
}
