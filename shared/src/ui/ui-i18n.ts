import { addNamespace } from '@mall/shared';
import { useTranslation } from '@mall/shared/react-i18n';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';

/** Namespace of the strings the shared UI pieces show. */
export const UI_NS = 'ui';
export const uiResources = { en, zh_CN } as const;

/**
 * Translations of the shared UI pieces. Adds the `ui` bundle to the page's i18next instance on
 * first use, so no remote or shell has to remember to register it.
 */
export function useUiTranslation() {
  const { i18n } = useTranslation();
  if (i18n?.isInitialized) addNamespace(i18n, UI_NS, uiResources);
  return useTranslation(UI_NS);
}
