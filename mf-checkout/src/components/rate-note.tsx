import { formatDate, formatMinor, useCurrencyStore, useLocale } from '@mall/shared';
import { useTranslation } from '@mall/shared/react-i18n';
import { Typography } from '@mall/shared/ui/lite';
import { NAMESPACE } from '../namespace';

/**
 * Where amounts are shown converted: the buyer's currency, the date of its rate and the currency
 * actually charged. Nothing when the buyer reads the base currency itself.
 */
export function RateNote({ chargedMinor }: { /** What is charged, in base minor units: named exactly. */ chargedMinor?: number }) {
  const { t } = useTranslation(NAMESPACE);
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  const locale = useLocale();
  if (selected.currencyCode === base.currencyCode) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="rate-note">
      {t('submitOrder.rateNote', { currency: selected.currencyCode, date: formatDate(selected.rateDate, locale), base: base.currencyCode })}
      {chargedMinor != null && <> {t('payment.charged', { amount: formatMinor(chargedMinor, base.currencyCode, locale) })}</>}
    </Typography.Paragraph>
  );
}

/** The import duty and tax rates an order's estimate used, and the date of that table, in the page language. */
export function DutyNote({ dutyBp, taxBp, asOf }: { dutyBp: number; taxBp: number; asOf?: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const pct = (bp: number) => `${bp / 100}%`;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="duty-estimate">
      {t('submitOrder.dutyEstimate', { duty: pct(dutyBp), tax: pct(taxBp), date: formatDate(asOf, locale) })}
    </Typography.Paragraph>
  );
}
