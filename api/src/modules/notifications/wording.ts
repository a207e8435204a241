import type { Locale } from '@mall/shared';

/**
 * Notification texts are worded when read: the stored event is 'ns:key' in the writing module's
 * server bundle, filled with the stored params in the reader's language. Each module that calls
 * notify() registers its bundles once at start (`registerNotificationTexts('checkout', {en, zh_CN})`).
 */
type Bundle = Record<string, unknown>;
const bundles = new Map<string, Record<Locale, Bundle>>();

export function registerNotificationTexts(ns: string, texts: Record<Locale, Bundle>): void {
  bundles.set(ns, texts);
}

function lookup(bundle: Bundle | undefined, key: string): string | null {
  let node: unknown = bundle;
  for (const part of key.split('.')) node = (node as Bundle | undefined)?.[part];
  return typeof node === 'string' ? node : null;
}

/** Splits 'ns:key'; an event without a namespace is refused by notify(). */
export function splitEvent(event: string): { ns: string; key: string } | null {
  const at = event.indexOf(':');
  if (at <= 0 || at === event.length - 1) return null;
  return { ns: event.slice(0, at), key: event.slice(at + 1) };
}

/** Whether an event key has a text (checked by notify(), so a typo fails in the caller's tests). */
export function hasText(event: string): boolean {
  const parts = splitEvent(event);
  return Boolean(parts && lookup(bundles.get(parts.ns)?.en, parts.key));
}

/** The text of an event in a language, {{placeholders}} filled; English when the language lacks it. */
export function wordEvent(event: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const parts = splitEvent(event);
  const set = parts ? bundles.get(parts.ns) : undefined;
  const text = (parts && (lookup(set?.[locale], parts.key) ?? lookup(set?.en, parts.key))) ?? event;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
