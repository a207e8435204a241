import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { sourcingText } from '@mall/shared/schemas';
import type { z } from 'zod';
import { BizError, translate } from '../../http/envelope';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';

/** The module's server wording (refusals, notices), both languages. */
export type SourcingMessageKey = Exclude<keyof typeof en, 'notify'>;
const TEXT: Record<Locale, typeof en> = { en, zh_CN };

/** A refusal of the sourcing rules, worded in the request's language (A00001 unless said otherwise). */
export class SourcingError extends BizError {
  constructor(
    readonly key: SourcingMessageKey,
    code: string = RESPONSE_CODES.SHOW_FAIL,
    params?: Record<string, unknown>,
    data: unknown = null,
  ) {
    super(code, key, params, data);
    this.name = 'SourcingError';
  }

  override messageFor(locale: Locale): string {
    return translate(TEXT[locale]?.[this.key] ?? en[this.key], locale, this.params);
  }
}

/** An input refused by a shared schema rule: A00014 naming the field, worded by the schema's table. */
export class SourcingFieldError extends BizError {
  constructor(
    readonly field: string,
    readonly key: string,
    params?: Record<string, unknown>,
  ) {
    super(RESPONSE_CODES.INVALID_ARGUMENT, key, params, { field });
    this.name = 'SourcingFieldError';
  }

  override messageFor(locale: Locale): string {
    return sourcingText(this.key, locale, this.params);
  }
}

export const quotationNotFound = () => new SourcingError('quotationNotFound', RESPONSE_CODES.NOT_FOUND);
export const inquiryNotFound = () => new SourcingError('inquiryNotFound', RESPONSE_CODES.NOT_FOUND);

/** Parses with a shared schema; the first failing rule becomes A00014 naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, params?: Record<string, unknown>): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const first = r.error.issues[0];
  throw new SourcingFieldError(String(first?.path[0] ?? ''), first?.message ?? 'validation.invalid', params);
}
