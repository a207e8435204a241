import { schemaIssue, schemaRule, type Locale, type SchemaLike } from '@mall/shared';
import { rfqFieldSchemas, sourcingText } from '@mall/shared/schemas';

export type RfqField = keyof typeof rfqFieldSchemas;

/**
 * The message of a shared schema's first failing rule for one value, in the buyer's language;
 * null when the value passes. The form and the API use the same schema, so they agree.
 */
export function schemaError(schema: SchemaLike, value: unknown, locale: Locale): string | null {
  const key = schemaIssue(schema, value);
  return key && sourcingText(key, locale);
}

/** An antd Form rule checking one sourcing field with a shared schema, worded by the sourcing texts. */
export const sourcingRule = (schema: SchemaLike, locale: Locale, map?: (value: unknown) => unknown) =>
  schemaRule(schema, (key) => sourcingText(key, locale), { map });

export const rfqFieldError = (field: RfqField, value: unknown, locale: Locale) => schemaError(rfqFieldSchemas[field], value, locale);

export const rfqRule = (field: RfqField, locale: Locale, map?: (value: unknown) => unknown) =>
  sourcingRule(rfqFieldSchemas[field], locale, map);
