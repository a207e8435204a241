import Cookies from 'js-cookie';
import { createPageStore } from './page-store';
import { pageSingleton } from '../singleton';
import { bus } from '../bus';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALE_PREFIX, LOCALES, type Locale } from '../constants';

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

/** The locale a path is in: '/zh_CN/...' is Chinese, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === LOCALE_PREFIX || pathname.startsWith(LOCALE_PREFIX + '/') ? 'zh_CN' : DEFAULT_LOCALE;
}

/** The path without its locale prefix ('/zh_CN/cart' -> '/cart', '/zh_CN' -> '/'). */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(LOCALE_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** The same page in another locale. */
export function withLocale(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? LOCALE_PREFIX : LOCALE_PREFIX + bare;
}

/** Maps our locale to BCP 47 for Intl and the date library. */
export function toLanguageTag(locale: Locale): string {
  return locale === 'zh_CN' ? 'zh-CN' : 'en';
}

interface LocaleState {
  locale: Locale;
  /** Switches the locale: cookie for 365 days, then `locale-change` on the bus. */
  setLocale(locale: Locale): void;
}

export const useLocaleStore = pageSingleton('locale-store', () =>
  createPageStore<LocaleState>((set, get) => ({
    locale: DEFAULT_LOCALE,
    setLocale(locale) {
      try {
        Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, sameSite: 'Lax', path: '/' });
      } catch {
        /* no document (tests, workers) */
      }
      if (get().locale === locale) return;
      set({ locale });
      bus.emit('locale-change', { locale });
    },
  })),
);

export const currentLocale = (): Locale => useLocaleStore.getState().locale;

/** The page's locale, for query keys of answers worded in it (docs/api.md "Client calls"). */
export const useLocale = (): Locale => useLocaleStore((s) => s.locale);
