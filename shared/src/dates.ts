import type { Locale } from './constants';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date in the page's language, in the buyer's zone: "Nov 21, 2026" / "2026年11月21日". Written
 * out rather than through Intl: the first Intl date format on a page loads the browser's locale
 * data (tens of milliseconds on a phone, paid inside the first render), and the page's language,
 * not the browser's, decides the format.
 */
export function formatDate(value: string | number | Date, locale: Locale | string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return locale === 'zh_CN'
    ? `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`
    : `${MONTHS_EN[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** Date and time (24-hour): "Nov 21, 2026, 15:04" / "2026年11月21日 15:04". */
export function formatDateTime(value: string | number | Date, locale: Locale | string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return locale === 'zh_CN' ? `${formatDate(d, locale)} ${time}` : `${formatDate(d, locale)}, ${time}`;
}
