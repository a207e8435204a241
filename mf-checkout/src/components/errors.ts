import { ApiError } from '@mall/shared';

/** The text to show for a failed call (the server's message in the buyer's language). */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return err instanceof Error ? err.message : String(err);
}
/** A00001/A00005 were already shown by the shared client; other codes are shown by the page. */
export const alreadyShown = (err: unknown) => err instanceof ApiError && ['A00001', 'A00004', 'A00005'].includes(err.code);
