import type { Locale } from './constants';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as the API sends it (SQL `date`): the same day in every zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant, or a calendar day read in the local zone (new Date('2026-11-23') is UTC midnight: Nov 22 in New York). */
function toDate(value: string | number | Date | null | undefined): Date {
  if (value == null || value === '') return new Date(NaN);
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * A date in the page's language, in the buyer's zone: "Nov 21, 2026" / "2026年11月21日". Written
 * out rather than through Intl: the first Intl date format on a page loads the browser's locale
 * data (tens of milliseconds on a phone, paid inside the first render), and the page's language,
 * not the browser's, decides the format. Every date a page shows goes through this or
 * formatDateTime (lint refuses dayjs().format and toLocale*String in the apps).
 */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale | string): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return locale === 'zh_CN'
    ? `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`
    : `${MONTHS_EN[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** Date and time (24-hour): "Nov 21, 2026, 15:04" / "2026年11月21日 15:04". Nothing (null, '', not a date) gives ''. */
export function formatDateTime(value: string | number | Date | null | undefined, locale: Locale | string): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return locale === 'zh_CN' ? `${formatDate(d, locale)} ${time}` : `${formatDate(d, locale)}, ${time}`;
}

/** The time of day (24-hour) alone, "15:04": for messages of today, under a day heading. Nothing gives ''. */
export function formatTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
