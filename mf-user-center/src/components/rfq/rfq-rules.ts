import type { Locale } from '@mall/shared';
import { rfqFieldSchemas, rfqText } from '@mall/shared/schemas';

/** The part of a (zod) schema a form rule needs. */
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

export type RfqField = keyof typeof rfqFieldSchemas;

/**
 * The message of the shared schema's first failing rule for one field, in the buyer's language;
 * null when the value passes. The form and the API use the same schema, so they agree.
 */
export function rfqFieldError(field: RfqField, value: unknown, locale: Locale): string | null {
  const r = (rfqFieldSchemas[field] as unknown as Checkable).safeParse(value === null ? undefined : value);
  return r.success ? null : rfqText(r.error.issues[0]?.message ?? 'validation.invalid', locale);
}

/** An antd Form rule checking one field with the shared schema. */
export function rfqRule(field: RfqField, locale: Locale, map: (value: unknown) => unknown = (v) => v) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const error = rfqFieldError(field, map(value), locale);
      if (error) throw new Error(error);
    },
  };
}
