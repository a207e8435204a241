import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { iso31662 } from 'iso-3166';
import { getCountries, getStatesOfCountry, type IState } from '@countrystatecity/countries';
import type { Locale } from '@mall/shared';
import type { Country } from '@mall/shared/contracts';
import { callingCodeOf } from '@mall/shared/schemas';

/**
 * Countries and their regions as data (docs/product.md "Countries, regions and phones"), from
 * maintained packages, never a hand-typed table:
 * - i18n-iso-countries: the ISO 3166-1 alpha-2 list, named in English and Chinese;
 * - iso-3166 (ISO 3166-2 as published): which subdivision codes exist and which are first-level;
 * - @countrystatecity/countries: the regions' everyday English names ('Bavaria', not 'Bayern';
 *   'Guangdong', not 'Guangdong Sheng'), their Chinese names for China (its `native`, e.g.
 *   '广东省'), a Chinese name where it has one, and each country's continent;
 * - libphonenumber-js (through @mall/shared): the calling code.
 * Built once per process and language; the answer is the same for everyone (cached, public).
 */

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));

/** Countries whose regions' Chinese names are their own (`native`) names. */
const CHINESE_NATIVE = new Set(['CN', 'TW', 'HK', 'MO']);

/** First-level subdivisions per country: the ISO 3166-2 codes whose parent is the country itself. */
const TOP_LEVEL = new Map<string, { code: string; name: string }[]>();
for (const s of iso31662) {
  if (s.parent.length !== 2) continue;
  const list = TOP_LEVEL.get(s.parent) ?? [];
  list.push({ code: s.code, name: s.name });
  TOP_LEVEL.set(s.parent, list);
}

const lists = new Map<Locale, Promise<Country[]>>();
const entries = new Map<string, Promise<Country>>();
let continentsOf: Promise<Map<string, string>> | null = null;
const CODES = Object.keys(countries.getAlpha2Codes());

/** Memoised per process; a failed load is tried again next time. */
function memo<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = map.get(key);
  if (!p) {
    p = load();
    map.set(key, p);
    p.catch(() => map.delete(key));
  }
  return p;
}

/** Every country, in the language's alphabetical order, each with its first-level regions. */
export function listCountries(locale: Locale): Promise<Country[]> {
  const lang = langOf(locale);
  return memo(lists as Map<string, Promise<Country[]>>, locale, async () =>
    (await Promise.all(CODES.map((code) => entry(code, lang)))).sort((a, b) => a.name.localeCompare(b.name, lang)),
  );
}

/** One country (or null), in the language: reads only that country's regions. */
export async function countryOf(code: string, locale: Locale): Promise<Country | null> {
  return CODES.includes(code) ? entry(code, langOf(locale)) : null;
}

const langOf = (locale: Locale) => (locale === 'zh_CN' ? 'zh' : 'en');

function entry(code: string, lang: 'en' | 'zh'): Promise<Country> {
  return memo(entries, `${lang}:${code}`, async () => {
    continentsOf ??= getCountries().then((list) => new Map(list.map((c) => [c.iso2, c.region])));
    const iso = TOP_LEVEL.get(code) ?? [];
    const states = iso.length ? await getStatesOfCountry(code) : [];
    const byCode = new Map<string, IState>(states.map((s) => [s.iso3166_2 ?? `${code}-${s.iso2}`, s]));
    const regions = iso.map((r) => ({ code: r.code, name: regionName(code, r, byCode.get(r.code), lang) }));
    regions.sort((a, b) => a.name.localeCompare(b.name, lang));
    return {
      code,
      name: countries.getName(code, lang) ?? code,
      callingCode: callingCodeOf(code),
      continent: (await continentsOf).get(code) || 'Polar',
      regions,
    };
  });
}

function regionName(country: string, iso: { name: string }, state: IState | undefined, lang: 'en' | 'zh'): string {
  if (lang === 'zh') {
    const zh = state?.translations?.['zh-CN'] ?? (CHINESE_NATIVE.has(country) ? state?.native : null);
    if (zh) return zh;
  }
  return state?.name ?? iso.name;
}
