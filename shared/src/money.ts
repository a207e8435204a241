import type { Currency } from './stores/currency';

/** Digits after the decimal point per ISO 4217 code; 2 unless listed. */
const EXPONENTS: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, CLP: 0, BHD: 3, KWD: 3 };
export const minorExponent = (code: string): number => EXPONENTS[code] ?? 2;

/**
 * Converts an integer amount in the base currency's minor units to the target currency's minor
 * units with its exchange rate (units of target per unit of base). Rounds half away from zero.
 */
export function convertMinor(
  amountMinor: number,
  base: Pick<Currency, 'currencyCode' | 'exchangeRate'>,
  target: Pick<Currency, 'currencyCode' | 'exchangeRate'>,
): number {
  if (!Number.isInteger(amountMinor)) throw new TypeError('amount must be integer minor units');
  if (base.currencyCode === target.currencyCode) return amountMinor;
  const scale = 10 ** (minorExponent(target.currencyCode) - minorExponent(base.currencyCode));
  const rate = target.exchangeRate / (base.exchangeRate || 1);
  const v = amountMinor * rate * scale;
  return Math.sign(v) * Math.round(Math.abs(v));
}

/** '1234' minor USD -> '12.34'. Integer arithmetic only. */
export function minorToDecimalString(amountMinor: number, code: string): string {
  const exp = minorExponent(code);
  const neg = amountMinor < 0;
  const abs = Math.abs(Math.trunc(amountMinor));
  if (exp === 0) return (neg ? '-' : '') + groupThousands(String(abs));
  const s = String(abs).padStart(exp + 1, '0');
  return (neg ? '-' : '') + groupThousands(s.slice(0, -exp)) + '.' + s.slice(-exp);
}

function groupThousands(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole number with thousands separators (2840 -> '2,840'): points, counts. */
export const formatCount = (n: number): string => (n < 0 ? '-' : '') + groupThousands(String(Math.abs(Math.trunc(n))));

/** Parses a decimal string typed by a person into integer minor units ('12.3' -> 1230). */
export function decimalToMinor(text: string, code: string): number {
  const exp = minorExponent(code);
  const m = /^\s*(-)?(\d+)(?:\.(\d*))?\s*$/.exec(text);
  if (!m) throw new RangeError('not a decimal amount');
  const frac = (m[3] ?? '').padEnd(exp, '0');
  if (frac.length > exp) throw new RangeError('too many decimals');
  const v = Number(m[2]) * 10 ** exp + (exp ? Number(frac) : 0);
  return m[1] ? -v : v;
}

const formats = new Map<string, Intl.NumberFormat>();
/**
 * The currency format of a UI language: the symbol Intl gives that language, so two currencies
 * never share a bare sign in one language (en: CN¥ and ¥ for CNY and JPY; zh-CN: ¥ and JP¥).
 */
function formatOf(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let f = formats.get(key);
  if (!f) {
    const digits = minorExponent(code);
    f = new Intl.NumberFormat(locale === 'zh_CN' ? 'zh-CN' : 'en', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, f);
  }
  return f;
}

/**
 * Integer minor units of a currency as the UI language writes them ('$12.34', 'CN¥87.61'): the
 * decimal text is exact (minorToDecimalString), Intl only places the symbol and the separators.
 */
export function formatMinor(amountMinor: number, code: string, locale = 'en'): string {
  const text = minorToDecimalString(amountMinor, code).replace(/,/g, '');
  // A decimal string is formatted exactly (Intl.NumberFormat v3), never through a float.
  return formatOf(code, locale).format(text as unknown as number);
}

/** Formats base-currency minor units in the selected currency, converted once: '$12.34', 'CN¥87.61' (en). */
export function formatMoney(amountMinor: number, base: Currency, selected: Currency = base, locale = 'en'): string {
  return formatMinor(convertMinor(amountMinor, base, selected), selected.currencyCode, locale);
}

/** The currency's sign in a UI language ('CN¥' for CNY in English, '¥' in Chinese). */
export function currencySign(code: string, locale = 'en'): string {
  return (
    formatOf(code, locale)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? code
  );
}
