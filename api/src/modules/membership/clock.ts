/** The membership module's "now" (sign-in days, coupon windows); tests move it with vi.spyOn(clock, 'now'). */
export const clock = {
  now: (): number => Date.now(),
};

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function dayIn(timeZone: string, at: number = clock.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The day before a 'YYYY-MM-DD' day. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
