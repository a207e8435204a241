import { DEFAULT_TIME_ZONE } from './constants';

/** The buyer's time zone as the browser guesses it, America/New_York when it cannot. */
export function guessTimeZone(): string {
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return tz || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * Has `value` the shape of an IANA zone name ('Asia/Shanghai', 'UTC', 'EST')? A cheap check with
 * no zone data loaded: the browser keeps the zone in a cookie with it, and `isTimeZone` (the
 * API's rule) asks the runtime after it.
 */
export function hasTimeZoneShape(value: string): boolean {
  return value.length <= 64 && (value === 'UTC' || /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value));
}
