import type { Locale } from '@mall/shared';
import { registerMessages, translate, type MessageNamespace } from '../../http/messages';

/**
 * Notification texts are worded when read: the stored event is 'ns:key' of the writing module's
 * server bundle (its `i18n/{en,zh_CN}.json`, registered with registerMessages), filled with the
 * stored params in the reader's language.
 */

/** Splits 'ns:key'; an event without a namespace is refused by notify(). */
export function splitEvent(event: string): { ns: MessageNamespace; key: string } | null {
  const at = event.indexOf(':');
  if (at <= 0 || at === event.length - 1) return null;
  return { ns: event.slice(0, at) as MessageNamespace, key: event.slice(at + 1) };
}

/** Whether an event key has an English text (checked by notify(), so a typo fails in the caller's tests). */
export function hasText(event: string): boolean {
  const parts = splitEvent(event);
  return Boolean(parts && translate(parts.key, 'en', undefined, parts.ns) !== parts.key);
}

/** The text of an event in a language, {{placeholders}} filled (English when the language lacks it). */
export function wordEvent(event: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const parts = splitEvent(event);
  return parts ? translate(parts.key, locale, params, parts.ns) : event;
}

/**
 * For a module without its own bundle files: registers texts under a namespace. Modules with
 * `i18n/{en,zh_CN}.json` register those with registerMessages and need not call this.
 */
export function registerNotificationTexts(ns: string, texts: Record<Locale, object>): void {
  registerMessages(ns as MessageNamespace, texts);
}
