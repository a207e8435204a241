import type { i18n as I18n } from 'i18next';
import en from './en.json';
import zh_CN from './zh_CN.json';

export const COMMON_NS = 'common';
export const commonResources = { en, zh_CN } as const;

/**
 * Adds a namespace's en and zh_CN bundles to an i18next instance (idempotent). A new namespace's
 * bundles are taken as they are (`skipCopy`, no deep merge): i18next otherwise copies each through
 * JSON and merges it key by key, in the task that registers it (a remote's start-up), for
 * bundles that are read-only module data anyway.
 */
export function addNamespace(i18n: I18n, ns: string, resources: { en: object; zh_CN: object }): void {
  for (const lng of ['en', 'zh_CN'] as const) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, resources[lng], false, true, { silent: false, skipCopy: true });
  }
}

/** Server-side and test translation of a `common` key without an i18next instance. */
export function translateCommon(key: string, locale: string): string {
  const bundle = (locale === 'zh_CN' ? zh_CN : en) as Record<string, unknown>;
  let node: unknown = bundle;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}
