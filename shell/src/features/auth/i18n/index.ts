import { addNamespace } from '@mall/shared';
import i18next from 'i18next';
import { useTranslation } from '@mall/shared/react-i18n';
import en from './en.json';
import zh_CN from './zh_CN.json';

export const AUTH_NS = 'auth';

/**
 * The 'auth' namespace (registration, password reset, social sign-in). Added when first used:
 * i18next.init replaces its store, so a bundle added at import time could be lost.
 */
export function useAuthTranslation() {
  addNamespace(i18next, AUTH_NS, { en, zh_CN });
  return useTranslation(AUTH_NS);
}
