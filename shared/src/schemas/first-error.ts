import type { z } from 'zod';

/** The message key of the first failing rule (the login dialog shows it as a warning toast). */
export function firstErrorKey(result: z.ZodSafeParseResult<unknown>): string | null {
  if (result.success) return null;
  return result.error.issues[0]?.message ?? 'validation.invalid';
}
