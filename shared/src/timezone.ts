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
