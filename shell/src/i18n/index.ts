import { addNamespace, COMMON_NS, commonResources, DEFAULT_LOCALE, type Locale } from '@mall/shared';
import i18next from 'i18next';
import { initReactI18next } from '@mall/shared/react-i18n';
import en from './en.json';
import zh_CN from './zh_CN.json';

export const SHELL_NS = 'shell';

/** The one i18next instance of the page (a shared singleton); remotes add their namespaces. */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'zh_CN'],
    ns: [SHELL_NS, COMMON_NS],
    defaultNS: SHELL_NS,
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
  });
  addNamespace(i18next, SHELL_NS, { en, zh_CN });
  addNamespace(i18next, COMMON_NS, commonResources);
  return i18next;
}
