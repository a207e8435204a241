/**
 * The accounts module's idea of "now". Every expiry, window and lock compares against this clock
 * (times go to SQL as parameters, never the database's now()), so tests can move time with
 * `vi.spyOn(clock, 'now')` instead of sleeping.
 */
export const clock = {
  now: (): number => Date.now(),
};

/** An instant of the accounts clock, shifted by ms, as a timestamptz parameter. */
export const at = (offsetMs = 0): string => new Date(clock.now() + offsetMs).toISOString();
