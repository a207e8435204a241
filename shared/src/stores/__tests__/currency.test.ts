import { beforeEach, describe, expect, it } from 'vitest';
import { chooseCurrency, useCurrencyStore, type Currency } from '../currency';
import { deleteCookie, readCookie } from './cookies';

const USD: Currency = { currencyCode: 'USD', symbol: '$', exchangeRate: 1, status: 1, defaultCurrency: 0 };
const EUR: Currency = { currencyCode: 'EUR', symbol: '€', exchangeRate: 0.92, status: 1, defaultCurrency: 1 };
const CNY: Currency = { currencyCode: 'CNY', symbol: '¥', exchangeRate: 7.1, status: 1, defaultCurrency: 0 };
const GBP_OFF: Currency = { currencyCode: 'GBP', symbol: '£', exchangeRate: 0.8, status: 0, defaultCurrency: 0 };
const LIST = [USD, EUR, CNY, GBP_OFF];

describe('chooseCurrency', () => {
  it('defaults to USD $ 1 when the list is empty or missing', () => {
    for (const list of [[], null, undefined]) {
      const c = chooseCurrency(list);
      expect(c.base).toMatchObject({ currencyCode: 'USD', symbol: '$', exchangeRate: 1 });
      expect(c.selected).toMatchObject({ currencyCode: 'USD', symbol: '$', exchangeRate: 1 });
      expect(c.enabled.map((x) => x.currencyCode)).toEqual(['USD']);
    }
  });

  it('offers only enabled currencies (status 1)', () => {
    expect(chooseCurrency(LIST).enabled.map((c) => c.currencyCode)).toEqual(['USD', 'EUR', 'CNY']);
  });

  it('a currency without status 1 (missing or another value) is not offered', () => {
    const noStatus: Currency = { currencyCode: 'HKD', symbol: 'HK$', exchangeRate: 7.8 };
    const other: Currency = { currencyCode: 'AUD', symbol: 'A$', exchangeRate: 1.5, status: 2 };
    const c = chooseCurrency([USD, noStatus, other], 'HKD');
    expect(c.enabled.map((x) => x.currencyCode)).toEqual(['USD']);
    expect(c.selected.currencyCode).toBe('USD');
  });

  it('falls back to USD when no currency is enabled', () => {
    const c = chooseCurrency([GBP_OFF]);
    expect(c.enabled.map((x) => x.currencyCode)).toEqual(['USD']);
    expect(c.selected.currencyCode).toBe('USD');
  });

  it('the currency flagged defaultCurrency 1 is the default', () => {
    const c = chooseCurrency(LIST);
    expect(c.base.currencyCode).toBe('EUR');
    expect(c.selected.currencyCode).toBe('EUR');
  });

  it('a disabled currency flagged default is not the default', () => {
    const c = chooseCurrency([USD, { ...GBP_OFF, defaultCurrency: 1 }]);
    expect(c.base.currencyCode).toBe('USD');
  });

  it('keeps an enabled chosen code', () => {
    const c = chooseCurrency(LIST, 'CNY');
    expect(c.selected.currencyCode).toBe('CNY');
    expect(c.base.currencyCode).toBe('EUR');
  });

  it('resets a chosen code that is disabled or unknown to the default', () => {
    expect(chooseCurrency(LIST, 'GBP').selected.currencyCode).toBe('EUR');
    expect(chooseCurrency(LIST, 'XYZ').selected.currencyCode).toBe('EUR');
    expect(chooseCurrency(LIST, null).selected.currencyCode).toBe('EUR');
  });
});

describe('useCurrencyStore', () => {
  beforeEach(() => {
    deleteCookie('currency');
    useCurrencyStore.setState(chooseCurrency([]));
  });

  it('init() applies the list and writes the default into the currency cookie', () => {
    expect(readCookie('currency')).toBeUndefined();
    useCurrencyStore.getState().init(LIST);
    const s = useCurrencyStore.getState();
    expect(s.selected.currencyCode).toBe('EUR');
    expect(s.base.currencyCode).toBe('EUR');
    expect(s.enabled).toHaveLength(3);
    expect(readCookie('currency')).toBe('EUR');
  });

  it('init() keeps a valid cookie choice', () => {
    document.cookie = 'currency=CNY; path=/';
    useCurrencyStore.getState().init(LIST);
    expect(useCurrencyStore.getState().selected.currencyCode).toBe('CNY');
    expect(readCookie('currency')).toBe('CNY');
  });

  it('init() resets an invalid cookie value to the default', () => {
    document.cookie = 'currency=GBP; path=/';
    useCurrencyStore.getState().init(LIST);
    expect(useCurrencyStore.getState().selected.currencyCode).toBe('EUR');
    expect(readCookie('currency')).toBe('EUR');

    document.cookie = 'currency=NOPE; path=/';
    useCurrencyStore.getState().init(LIST);
    expect(readCookie('currency')).toBe('EUR');
  });

  it('init() with no list selects USD $ 1', () => {
    document.cookie = 'currency=EUR; path=/';
    useCurrencyStore.getState().init(null);
    expect(useCurrencyStore.getState().selected).toMatchObject({ currencyCode: 'USD', symbol: '$', exchangeRate: 1 });
    expect(readCookie('currency')).toBe('USD');
  });

  it('select() switches to an enabled currency and remembers it in the cookie', () => {
    useCurrencyStore.getState().init(LIST);
    useCurrencyStore.getState().select('CNY');
    expect(useCurrencyStore.getState().selected.currencyCode).toBe('CNY');
    expect(useCurrencyStore.getState().base.currencyCode).toBe('EUR');
    expect(readCookie('currency')).toBe('CNY');
  });

  it('select() of a disabled or unknown code falls back to the default', () => {
    useCurrencyStore.getState().init(LIST);
    useCurrencyStore.getState().select('CNY');
    useCurrencyStore.getState().select('GBP');
    expect(useCurrencyStore.getState().selected.currencyCode).toBe('EUR');
    expect(readCookie('currency')).toBe('EUR');
  });
});
