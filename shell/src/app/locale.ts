import { toLanguageTag, useLocaleStore, type Locale } from '@mall/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';

/** Applies a locale everywhere at once: store (cookie + bus), i18next, dayjs and <html lang>. */
export async function applyLocale(locale: Locale): Promise<void> {
  dayjs.locale(locale === 'zh_CN' ? 'zh-cn' : 'en');
  document.documentElement.lang = toLanguageTag(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  useLocaleStore.getState().setLocale(locale);
}
