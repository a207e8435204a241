import { describe, expect, it } from 'vitest';
import { convertMinor, currencySign, decimalToMinor, formatMinor, formatMoney, minorExponent, minorToDecimalString } from '../money';
import type { Currency } from '../stores/currency';

const USD: Currency = { currencyCode: 'USD', symbol: '$', exchangeRate: 1 };
const CNY: Currency = { currencyCode: 'CNY', symbol: '¥', exchangeRate: 7.1 };
const JPY: Currency = { currencyCode: 'JPY', symbol: 'JP¥', exchangeRate: 151 };

describe('convertMinor', () => {
  it('converts with the exchange rate and rounds to whole minor units', () => {
    expect(convertMinor(1234, USD, CNY)).toBe(8761);
  });

  it('drops the decimals for a currency without minor units', () => {
    expect(minorExponent('JPY')).toBe(0);
    expect(convertMinor(1234, USD, JPY)).toBe(1863);
  });

  it('converts back from a zero-decimal currency to cents', () => {
    expect(convertMinor(151, JPY, USD)).toBe(100);
  });

  it('leaves the amount unchanged for the same currency', () => {
    expect(convertMinor(1234, USD, { ...USD, exchangeRate: 3 })).toBe(1234);
  });

  it('rounds half away from zero, also for negative amounts', () => {
    const half: Currency = { currencyCode: 'EUR', symbol: '€', exchangeRate: 0.5 };
    expect(convertMinor(5, USD, half)).toBe(3);
    expect(convertMinor(-5, USD, half)).toBe(-3);
  });

  it('refuses a non-integer amount', () => {
    expect(() => convertMinor(12.5, USD, CNY)).toThrow(TypeError);
    expect(() => convertMinor(Number.NaN, USD, CNY)).toThrow();
  });
});

describe('minorToDecimalString', () => {
  it('places the decimal point and pads small amounts', () => {
    expect(minorToDecimalString(1234, 'USD')).toBe('12.34');
    expect(minorToDecimalString(5, 'USD')).toBe('0.05');
    expect(minorToDecimalString(0, 'USD')).toBe('0.00');
    expect(minorToDecimalString(-5, 'USD')).toBe('-0.05');
  });

  it('groups thousands', () => {
    expect(minorToDecimalString(123456789, 'USD')).toBe('1,234,567.89');
    expect(minorToDecimalString(100000, 'USD')).toBe('1,000.00');
  });

  it('shows no decimals for JPY', () => {
    expect(minorToDecimalString(1863, 'JPY')).toBe('1,863');
    expect(minorToDecimalString(-1863, 'JPY')).toBe('-1,863');
  });
});

describe('decimalToMinor', () => {
  it('parses typed decimals into minor units', () => {
    expect(decimalToMinor('12.3', 'USD')).toBe(1230);
    expect(decimalToMinor('12.34', 'USD')).toBe(1234);
    expect(decimalToMinor('12', 'USD')).toBe(1200);
    expect(decimalToMinor(' 0.05 ', 'USD')).toBe(5);
    expect(decimalToMinor('-1.5', 'USD')).toBe(-150);
    expect(decimalToMinor('1863', 'JPY')).toBe(1863);
  });

  it('refuses too many decimals and non-numbers', () => {
    expect(() => decimalToMinor('12.345', 'USD')).toThrow(RangeError);
    expect(() => decimalToMinor('1.5', 'JPY')).toThrow(RangeError);
    expect(() => decimalToMinor('abc', 'USD')).toThrow(RangeError);
    expect(() => decimalToMinor('', 'USD')).toThrow(RangeError);
    expect(() => decimalToMinor('1,000', 'USD')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('shows the base currency with its symbol', () => {
    expect(formatMoney(1234, USD)).toBe('$12.34');
  });

  it('converts once to the selected currency and writes it the UI language’s way', () => {
    expect(formatMoney(1234, USD, CNY)).toBe('CN¥87.61');
    expect(formatMoney(1234, USD, JPY)).toBe('¥1,863');
    expect(formatMoney(1234, USD, CNY, 'zh_CN')).toBe('¥87.61');
    expect(formatMoney(1234, USD, JPY, 'zh_CN')).toBe('JP¥1,863');
    expect(formatMoney(1234, USD, USD, 'zh_CN')).toBe('US$12.34');
  });

  it('never shows CNY and JPY with the same bare sign in one language', () => {
    for (const locale of ['en', 'zh_CN']) expect(currencySign('CNY', locale)).not.toBe(currencySign('JPY', locale));
  });

  it('formats large amounts exactly, without passing through a float', () => {
    expect(formatMinor(900719925474099, 'USD')).toBe('$9,007,199,254,740.99');
    expect(formatMinor(-5, 'USD')).toBe('-$0.05');
  });
});
