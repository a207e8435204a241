import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { rfqText } from '@mall/shared/schemas';
import type { z } from 'zod';
import { BizError } from '../../http/envelope';

/**
 * RFQ refusals, worded by the shared RFQ schema's table (`rfq.*`) or the common bundle
 * (`validation.*`). An invalid field answers A00014 with `data.field`, so the form can mark it.
 */
export class RfqError extends BizError {
  constructor(
    readonly key: string,
    code: string = RESPONSE_CODES.SHOW_FAIL,
    data: unknown = null,
  ) {
    super(code, key, undefined, data);
    this.name = 'RfqError';
  }

  override messageFor(locale: Locale): string {
    return rfqText(this.key, locale);
  }
}

export const rfqNotFound = () => new RfqError('rfq.notFound', RESPONSE_CODES.NOT_FOUND);
export const invalidField = (field: string, key: string) => new RfqError(key, RESPONSE_CODES.INVALID_ARGUMENT, { field });

/** Parses with a shared schema; the first failing rule becomes A00014 naming its field. */
export function parseRfq<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const first = r.error.issues[0];
  throw invalidField(String(first?.path[0] ?? ''), first?.message ?? 'validation.invalid');
}
