import type { Locale } from '@mall/shared';
import { rfqFieldSchemas, sourcingText } from '@mall/shared/schemas';

/** The part of a (zod) schema a form rule needs. */
export interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

export type RfqField = keyof typeof rfqFieldSchemas;

/**
 * The message of a shared schema's first failing rule for one value, in the buyer's language;
 * null when the value passes. The form and the API use the same schema, so they agree.
 */
export function schemaError(schema: Checkable, value: unknown, locale: Locale): string | null {
  const r = schema.safeParse(value === null ? undefined : value);
  return r.success ? null : sourcingText(r.error.issues[0]?.message ?? 'validation.invalid', locale);
}

/** An antd Form rule checking one field with a shared schema. */
export function schemaRule(schema: Checkable, locale: Locale, map: (value: unknown) => unknown = (v) => v) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const error = schemaError(schema, map(value), locale);
      if (error) throw new Error(error);
    },
  };
}

export const rfqFieldError = (field: RfqField, value: unknown, locale: Locale) =>
  schemaError(rfqFieldSchemas[field] as unknown as Checkable, value, locale);

export const rfqRule = (field: RfqField, locale: Locale, map?: (value: unknown) => unknown) =>
  schemaRule(rfqFieldSchemas[field] as unknown as Checkable, locale, map);
