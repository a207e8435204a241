import i18next from 'i18next';
import { commonResources, DEFAULT_LOCALE, RESPONSE_CODES, type Locale } from '@mall/shared';

/**
 * Server wording: one i18next instance holding the shared `common` bundle (validation.*, code.*,
 * rfq.* — the keys the shared zod schemas answer with) and one namespace per API module, loaded
 * from the module's `i18n/{en,zh_CN}.json`. The same key style as the front end: nested JSON,
 * dotted keys, `{{placeholders}}`. The Locale header picks the language (envelope.localeOf).
 */
const server = i18next.createInstance();
void server.init({
  resources: { en: { common: commonResources.en }, zh_CN: { common: commonResources.zh_CN } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ['common'],
  defaultNS: 'common',
  // Messages are data in a JSON envelope; the page escapes them when it renders.
  interpolation: { escapeValue: false },
  // A literal message (a zod default, a test's text) may hold ':' and must not name a namespace.
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
});

/**
 * The namespaces and their (English) bundles, for typed keys. A module adds itself where it
 * registers its bundles:
 *
 *   declare module '../../http/messages' { interface ModuleMessages { reviews: typeof en } }
 */
export interface ModuleMessages {
  common: typeof commonResources.en;
}
export type MessageNamespace = keyof ModuleMessages;

/** 'a' | 'b.c' | ...: the dotted keys of a (nested) bundle. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey<NS extends MessageNamespace> = Leaves<ModuleMessages[NS]>;

/** Adds a module's bundles (import its JSON files; idempotent, so a second app in one process is fine). */
export function registerMessages(ns: MessageNamespace, bundles: Record<Locale, object>): void {
  for (const [lng, bundle] of Object.entries(bundles)) {
    if (!server.hasResourceBundle(lng, ns)) {
      server.addResourceBundle(lng, ns, bundle, true, true);
      worded.clear();
    }
  }
}

/**
 * Messages without placeholders, worded once per language: a flash sale refuses hundreds of
 * buyers with the same words in a burst, and i18next's lookup was the largest piece of the API's
 * own work in it (docs/search-at-scale.md, "Flash sale"). Bounded; emptied when bundles change.
 */
const worded = new Map<string, string>();
const WORDED_MAX = 2000;

/**
 * Words a key of `ns` in the locale and fills its {{placeholders}}. A text that is no key (a
 * literal message, a zod default) comes back as is, placeholders filled.
 */
export function translate(key: string, locale: Locale, params?: Record<string, unknown>, ns: MessageNamespace = 'common'): string {
  if (!params) {
    const id = `${ns}\u0000${locale}\u0000${key}`;
    let text = worded.get(id);
    if (text === undefined) {
      text = server.exists(key, { ns, lng: locale }) ? (server.t(key, { ns, lng: locale }) as string) : key;
      if (worded.size >= WORDED_MAX) worded.clear();
      worded.set(id, text);
    }
    return text;
  }
  if (server.exists(key, { ns, lng: locale })) return server.t(key, { ...params, ns, lng: locale }) as string;
  if (!params) return key;
  return key.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export interface ModuleErrorOptions {
  /** The envelope code (spec section 8 / API.md); A00001 "show msg and fail" unless said. */
  code?: string;
  /** Values of the message's {{placeholders}}. */
  params?: Record<string, unknown>;
  /** Travels in the envelope's data (e.g. {balance}, {field}). */
  data?: unknown;
}

/**
 * A business rule said no: the one error class of every module. The error handler answers HTTP
 * 200 with `{code, msg: the key worded in the request's language, data}`.
 *
 *   throw new ModuleError('checkout', 'balanceInsufficient', { params: { balance }, data: { balance } });
 *   throw new ModuleError('common', 'code.unauthorized', { code: RESPONSE_CODES.UNAUTHORIZED });
 */
export class ModuleError<NS extends MessageNamespace = MessageNamespace> extends Error {
  readonly ns: MessageNamespace;
  readonly key: string;
  readonly code: string;
  readonly params?: Record<string, unknown>;
  readonly data: unknown;

  /** The key is checked against the namespace's English bundle at compile time. */
  constructor(ns: NS, key: MessageKey<NS>, options: ModuleErrorOptions = {}) {
    super(`${ns}:${key}`);
    this.name = 'ModuleError';
    this.ns = ns;
    this.key = key;
    this.code = options.code ?? RESPONSE_CODES.SHOW_FAIL;
    this.params = options.params;
    this.data = options.data ?? null;
  }

  messageFor(locale: Locale): string {
    return translate(this.key, locale, this.params, this.ns);
  }
}

/** Not signed in (A00004): the guards' and handlers' one way to say it. */
export const unauthorized = () => new ModuleError('common', 'code.unauthorized', { code: RESPONSE_CODES.UNAUTHORIZED });

/** An invalid field (A00014 with data.field, as the type provider's validation answers): a rule the schema cannot check alone. */
export const invalidField = (field: string, key: MessageKey<'common'>) =>
  new ModuleError('common', key, { code: RESPONSE_CODES.INVALID_ARGUMENT, data: { field } });
