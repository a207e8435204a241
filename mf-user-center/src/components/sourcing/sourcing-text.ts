import { useMemo } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import {
  convertMinor,
  formatMinor,
  minorToDecimalString,
  toLanguageTag,
  unitForQuantity,
  useCurrencyStore,
  useLocaleStore,
  useSiteStore,
  type Currency,
} from '@mall/shared';
import { NAMESPACE } from '../../namespace';

/**
 * Wording the sourcing screens share: option values of spec section 3 (trade terms, shipping and
 * payment methods, ...), country names in the page language, units by quantity, and money in its
 * own currency beside the buyer's selected one.
 */
export function useSourcingText() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const units = useSiteStore((s) => s.units);
  const currencies = useCurrencyStore((s) => s.enabled);
  const selected = useCurrencyStore((s) => s.selected);
  const regions = useMemo(() => {
    try {
      return new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);

  /** An option value in the buyer's words ('FOB' -> 'FOB - Free On Board'); unknown values as they are. */
  const option = (
    group: 'tradeTerm' | 'shippingMethod' | 'paymentMethod' | 'area' | 'purchaseFrequency' | 'supplierType',
    value: string | null,
  ) => {
    if (!value) return '-';
    const key = `rfq.options.${group}.${value}`;
    const word = t(key, { defaultValue: '' });
    if (!word) return value;
    return group === 'tradeTerm' ? `${value} - ${word}` : word;
  };
  const country = (code: string | null) => (code ? (regions?.of(code) ?? code) : '-');
  const unit = (label: string | null, quantity: number) => {
    if (!label) return '';
    const u = units.find((x) => x.dictLabel === label);
    return u ? unitForQuantity(u.dictValue, quantity) : label;
  };
  const count = useMemo(() => new Intl.NumberFormat(toLanguageTag(locale)), [locale]);
  const quantity = (n: number | null, label: string | null) => (n == null ? '-' : `${count.format(n)} ${unit(label, n)}`.trim());
  /** An amount in its own currency: 'EUR 9.20'. */
  const money = (minor: number | null, code: string | null) =>
    minor == null || !code ? '-' : `${code} ${minorToDecimalString(minor, code)}`;
  const rateOf = (code: string): Currency | undefined => currencies.find((c) => c.currencyCode === code);
  /** The amount converted to the buyer's selected currency at the site's rates, or null when the rate is unknown. */
  const converted = (minor: number, code: string): number | null => {
    const from = rateOf(code);
    if (!from) return null;
    return convertMinor(minor, from, selected);
  };
  const inSelected = (minor: number, code: string) => {
    const v = converted(minor, code);
    return v == null ? '-' : formatMinor(v, selected.currencyCode, locale);
  };
  return { t, locale, option, country, unit, quantity, money, converted, inSelected, selected };
}
