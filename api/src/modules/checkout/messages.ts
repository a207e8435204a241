import { RESPONSE_CODES } from '@mall/shared';
import { ModuleError, registerMessages } from '../../http/messages';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';

// Registered here as well as by the module, so an error raised outside a running app (a job, a
// script, a unit test of a service) is worded too; registering is idempotent.
registerMessages('checkout', { en, zh_CN });

/** A refusal of checkout (spec section 8: ordering, payment), worded from `i18n/{en,zh_CN}.json` under `error`. */
export type CheckoutMessageKey = keyof typeof en.error;

/** A ModuleError of checkout's `error.*` messages (A00001 unless said otherwise). */
export class CheckoutError extends ModuleError<'checkout'> {
  constructor(key: CheckoutMessageKey, code: string = RESPONSE_CODES.SHOW_FAIL, params?: Record<string, unknown>, data: unknown = null) {
    super('checkout', `error.${key}`, { code, params, data });
    this.name = 'CheckoutError';
  }
}

export const notFound = () => new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
