import { Form, Input, Radio, type FormInstance } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { COMMON_NS, schemaRule } from '@mall/shared';
import {
  EMPTY_INVOICE_REQUEST,
  INVOICE_HEADER_NAME_MAX,
  INVOICE_HEADER_TYPES,
  INVOICE_TYPES,
  invoiceRequestSchema,
  type InvoiceRequest,
  type InvoiceRequestInput,
} from '@mall/shared/schemas';
import { NAMESPACE } from '../namespace';

export const EMPTY_INVOICE = EMPTY_INVOICE_REQUEST;

const FIELDS = ['type', 'headerType', 'headerName', 'taxNumber'] as const satisfies readonly (keyof InvoiceRequestInput)[];

/** The invoice request in the form: its fields at the root, or under `name` when part of a larger form. */
const requestIn = (form: FormInstance, name: string[]): InvoiceRequestInput => ({
  ...EMPTY_INVOICE,
  ...((name.length ? form.getFieldValue(name) : form.getFieldsValue()) as Partial<InvoiceRequestInput> | undefined),
});

/**
 * Invoice request fields (type, header type and name, tax number). Every rule is the shared
 * invoiceRequestSchema, run on the whole request so cross-field rules (a company needs a tax
 * number; VAT special invoices for companies only) show on the field they concern. `name` places
 * them inside a larger form (the submit-order page's); without it they are the form's own fields.
 */
export function InvoiceFields<T>({ form, name = [] }: { form: FormInstance<T>; name?: string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  const path = (field: keyof InvoiceRequestInput) => [...name, field];
  const rule = (field: keyof InvoiceRequestInput) =>
    schemaRule(invoiceRequestSchema, tc, { whole: { field, read: () => requestIn(form, name) } });
  const headerType = Form.useWatch(path('headerType'), form) as InvoiceRequestInput['headerType'] | undefined;
  return (
    <>
      <Form.Item name={path('type')} label={t('invoice.type')} rules={[rule('type')]} required>
        <Radio.Group data-testid="invoice-type">
          {INVOICE_TYPES.map((v) => (
            <Radio key={v} value={v} data-testid={`invoice-type-${v}`}>
              {t(`invoice.types.${v}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name={path('headerType')}
        label={t('invoice.headerType')}
        rules={[rule('headerType')]}
        dependencies={[path('type')]}
        required
      >
        <Radio.Group data-testid="invoice-header-type">
          {INVOICE_HEADER_TYPES.map((v) => (
            <Radio key={v} value={v} data-testid={`invoice-header-${v}`}>
              {t(`invoice.headerTypes.${v}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name={path('headerName')} label={t('invoice.headerName')} rules={[rule('headerName')]} required>
        <Input maxLength={INVOICE_HEADER_NAME_MAX} data-testid="invoice-header-name" />
      </Form.Item>
      <Form.Item
        name={path('taxNumber')}
        label={t('invoice.taxNumber')}
        rules={[rule('taxNumber')]}
        dependencies={[path('headerType')]}
        required={headerType === 'company'}
        extra={t('invoice.taxNumberHint')}
      >
        <Input data-testid="invoice-tax-number" />
      </Form.Item>
    </>
  );
}

/** Validates the invoice fields (under `name`, as in InvoiceFields) and answers the request as the API expects it (normalised by the schema). */
export async function readInvoice<T>(form: FormInstance<T>, name: string[] = []): Promise<InvoiceRequest> {
  await form.validateFields(name.length ? FIELDS.map((f) => [...name, f]) : undefined);
  return invoiceRequestSchema.parse(requestIn(form, name));
}
