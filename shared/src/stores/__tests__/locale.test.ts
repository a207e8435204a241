import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../../bus';
import { currentLocale, isLocale, localeFromPath, stripLocale, toLanguageTag, useLocaleStore, withLocale } from '../locale';
import { deleteCookie, readCookie } from './cookies';

describe('paths and locales', () => {
  const cases: Array<[path: string, locale: 'en' | 'zh_CN', bare: string, en: string, zh: string]> = [
    ['/', 'en', '/', '/', '/zh_CN'],
    ['/zh_CN', 'zh_CN', '/', '/', '/zh_CN'],
    ['/zh_CN/', 'zh_CN', '/', '/', '/zh_CN'],
    ['/zh_CN/cart', 'zh_CN', '/cart', '/cart', '/zh_CN/cart'],
    ['/cart', 'en', '/cart', '/cart', '/zh_CN/cart'],
    ['/zh_CNX', 'en', '/zh_CNX', '/zh_CNX', '/zh_CN/zh_CNX'],
    ['/zh_CN/products/detail/12', 'zh_CN', '/products/detail/12', '/products/detail/12', '/zh_CN/products/detail/12'],
  ];

  it.each(cases)('%s', (path, locale, bare, en, zh) => {
    expect(localeFromPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(bare);
    expect(withLocale(path, 'en')).toBe(en);
    expect(withLocale(path, 'zh_CN')).toBe(zh);
  });

  it('an empty path is the English home', () => {
    expect(localeFromPath('')).toBe('en');
    expect(stripLocale('')).toBe('/');
  });

  it('knows its locales and their language tags', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('zh_CN')).toBe(true);
    expect(isLocale('zh-CN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(toLanguageTag('zh_CN')).toBe('zh-CN');
    expect(toLanguageTag('en')).toBe('en');
  });
});

describe('useLocaleStore.setLocale', () => {
  const onChange = vi.fn();

  beforeEach(() => {
    deleteCookie('locale');
    useLocaleStore.setState({ locale: 'en' });
    onChange.mockReset();
    bus.on('locale-change', onChange);
  });

  afterEach(() => {
    bus.off('locale-change', onChange);
  });

  it('writes the locale cookie and emits locale-change once', () => {
    useLocaleStore.getState().setLocale('zh_CN');
    expect(currentLocale()).toBe('zh_CN');
    expect(readCookie('locale')).toBe('zh_CN');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ locale: 'zh_CN' });
  });

  it('setting the same locale again emits nothing more', () => {
    useLocaleStore.getState().setLocale('zh_CN');
    useLocaleStore.getState().setLocale('zh_CN');
    expect(onChange).toHaveBeenCalledTimes(1);
    useLocaleStore.getState().setLocale('en');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({ locale: 'en' });
    expect(readCookie('locale')).toBe('en');
  });

  it('keeps the cookie for 365 days', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    useLocaleStore.getState().setLocale('zh_CN');
    const written = set.mock.calls.map((c) => String(c[0])).find((c) => c.startsWith('locale='));
    expect(written).toBeDefined();
    const expires = /expires=([^;]+)/i.exec(written!)?.[1];
    expect(expires).toBeDefined();
    const days = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});
