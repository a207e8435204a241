/**
 * int8 and numeric arrive as strings from both drivers. Counts, ids and rates are far below
 * 2^53, so they become numbers; a value that would lose precision stays a string.
 */
export function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/** Numbers with at most 15 significant digits convert exactly; longer ones stay strings. */
export function parseNumeric(value: string): number | string {
  const digits = value.replace(/^[-+]/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (digits.length > 15 || !/^[-+]?\d*\.?\d*$/.test(value)) return value;
  return Number(value);
}

export const PG_INT8_OID = 20;
export const PG_NUMERIC_OID = 1700;

/**
 * A SQL `date` is a calendar day, not an instant: it stays 'YYYY-MM-DD' (both drivers would make a
 * Date at a midnight of their choosing, which a page in another zone shows as the day before).
 */
export const parseDate = (value: string): string => value;
export const PG_DATE_OID = 1082;
