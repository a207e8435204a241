import { RESPONSE_CODES } from '@mall/shared';
import { ModuleError, type MessageKey, type ModuleErrorOptions } from '../../http/messages';
import type en from './i18n/en.json';

declare module '../../http/messages' {
  interface ModuleMessages {
    sourcing: typeof en;
  }
}

/** A refusal of the sourcing rules, worded from this module's bundle (A00001 unless said otherwise). */
export const sourcingError = (key: MessageKey<'sourcing'>, options?: ModuleErrorOptions) => new ModuleError('sourcing', key, options);

/** An input refused by a rule the schema cannot check alone: A00014 naming the field. */
export const fieldError = (field: string, key: MessageKey<'sourcing'>, params?: Record<string, unknown>) =>
  new ModuleError('sourcing', key, { code: RESPONSE_CODES.INVALID_ARGUMENT, params, data: { field } });

export const quotationNotFound = () => sourcingError('quotationNotFound', { code: RESPONSE_CODES.NOT_FOUND });
export const inquiryNotFound = () => sourcingError('inquiryNotFound', { code: RESPONSE_CODES.NOT_FOUND });
export const rfqNotFound = () => sourcingError('rfqNotFound', { code: RESPONSE_CODES.NOT_FOUND });
