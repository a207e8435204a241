import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { BizError, translate } from '../../http/envelope';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type RefundsMessageKey = Leaves<typeof en>;

const BUNDLES: Record<Locale, unknown> = { en, zh_CN };

/** A key of this module's bundle in a language (dotted keys: 'notify.refunded'). */
export function refundsText(key: RefundsMessageKey, locale: Locale, params?: Record<string, unknown>): string {
  const find = (bundle: unknown) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  const text = find(BUNDLES[locale]) ?? find(en);
  return translate(typeof text === 'string' ? text : key, locale, params);
}

/** A refusal worded from this module's bundle (A00001 unless said otherwise). */
export class RefundsError extends BizError {
  constructor(
    readonly key: RefundsMessageKey,
    code: string = RESPONSE_CODES.SHOW_FAIL,
    params?: Record<string, unknown>,
    data: unknown = null,
  ) {
    super(code, key, params, data);
    this.name = 'RefundsError';
  }

  override messageFor(locale: Locale): string {
    return refundsText(this.key, locale, this.params);
  }
}

export const refundNotFound = () => new RefundsError('refundNotFound', RESPONSE_CODES.NOT_FOUND);
export const orderNotFound = () => new RefundsError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
export const statusChanged = () => new RefundsError('statusChanged');
