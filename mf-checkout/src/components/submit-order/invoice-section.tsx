import { useTranslation } from '@mall/shared/react-i18n';
import { COMMON_NS } from '@mall/shared';
import { INVOICE_HEADER_NAME_MAX, INVOICE_HEADER_TYPES, INVOICE_TYPES, type InvoiceRequestInput } from '@mall/shared/schemas';
import { Card, Checkbox, Field, Input, Radio } from '@mall/shared/ui/lite';
import { NAMESPACE } from '../../namespace';
import type { InvoiceField } from './order-form';

/**
 * Step 4 of the page: an invoice requested with the order (`wantsInvoice`); its fields (`invoice`,
 * the shared invoice rules, order-form.ts invoiceErrorKeys) show only when asked for, and their
 * errors under each field once the buyer has tried to submit.
 */
export function InvoiceSection({
  wanted,
  onWanted,
  invoice,
  onField,
  errors,
}: {
  wanted: boolean;
  onWanted: (wanted: boolean) => void;
  invoice: InvoiceRequestInput;
  onField: (field: InvoiceField, value: string) => void;
  /** Message keys (`common` namespace) per field, shown under it. */
  errors: Partial<Record<InvoiceField, string>>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  const error = (field: InvoiceField) => (errors[field] ? tc(errors[field]) : null);
  return (
    <Card title={t('invoice.title')} data-testid="submit-invoice">
      <Checkbox checked={wanted} onChange={(e) => onWanted(e.target.checked)} data-testid="invoice-wanted">
        {t('invoice.atSubmit')}
      </Checkbox>
      {wanted && (
        <div style={{ marginTop: 16, maxWidth: 560 }}>
          <Field label={t('invoice.type')} group required error={error('type')}>
            {(p) => (
              <Radio.Group
                {...p}
                value={invoice.type}
                onChange={(e) => onField('type', e.target.value as string)}
                data-testid="invoice-type"
              >
                {INVOICE_TYPES.map((v) => (
                  <Radio key={v} value={v} data-testid={`invoice-type-${v}`}>
                    {t(`invoice.types.${v}`)}
                  </Radio>
                ))}
              </Radio.Group>
            )}
          </Field>
          <Field label={t('invoice.headerType')} group required error={error('headerType')}>
            {(p) => (
              <Radio.Group
                {...p}
                value={invoice.headerType}
                onChange={(e) => onField('headerType', e.target.value as string)}
                data-testid="invoice-header-type"
              >
                {INVOICE_HEADER_TYPES.map((v) => (
                  <Radio key={v} value={v} data-testid={`invoice-header-${v}`}>
                    {t(`invoice.headerTypes.${v}`)}
                  </Radio>
                ))}
              </Radio.Group>
            )}
          </Field>
          <Field label={t('invoice.headerName')} required error={error('headerName')}>
            {(p) => (
              <Input
                {...p}
                value={invoice.headerName ?? ''}
                maxLength={INVOICE_HEADER_NAME_MAX}
                onChange={(e) => onField('headerName', e.target.value)}
                style={{ width: '100%' }}
                data-testid="invoice-header-name"
              />
            )}
          </Field>
          <Field
            label={t('invoice.taxNumber')}
            required={invoice.headerType === 'company'}
            error={error('taxNumber')}
            hint={t('invoice.taxNumberHint')}
          >
            {(p) => (
              <Input
                {...p}
                value={invoice.taxNumber ?? ''}
                onChange={(e) => onField('taxNumber', e.target.value)}
                style={{ width: '100%' }}
                data-testid="invoice-tax-number"
              />
            )}
          </Field>
        </div>
      )}
    </Card>
  );
}
