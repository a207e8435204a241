import { z } from 'zod';
import type { Contract } from './common';

/**
 * The no-login reference data of spec section 7 (`system` API module): units, site
 * configuration, currencies, languages, public switches. The shell loads them at start.
 */

/** A unit of measure: dictValue holds 'piece/pieces' (singular/plural, spec section 3). */
export const unitDictEntrySchema = z.object({ dictLabel: z.string(), dictValue: z.string() });
export type UnitDictEntry = z.input<typeof unitDictEntrySchema>;

/** The SEO entry of one page type ('home' gives the home page's head). */
export const seoConfigSchema = z.object({ type: z.string(), title: z.string(), keywords: z.string(), description: z.string() });
export type SeoConfig = z.input<typeof seoConfigSchema>;

/** Site configuration per language, edited by operators: the known fields, and any they add. */
export const webConfigSchema = z.looseObject({
  pcTitleContent: z.string(),
  pcLogoImg: z.string(),
  pcIconImg: z.string().optional(),
  seoConfigList: z.array(seoConfigSchema),
  pcFooterCopyright: z.string().optional(),
  pcFooterSlogan: z.string().optional(),
  pcFooterLinks: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
  customerService: z
    .object({ phone: z.string(), email: z.string(), workingHours: z.string().optional(), address: z.string().optional() })
    .optional(),
});
export type WebConfig = z.input<typeof webConfigSchema>;

/** A currency: status 1 enabled, defaultCurrency 1 the default (spec section 3). */
export const currencySchema = z.object({
  currencyId: z.number().int(),
  currencyCode: z.string(),
  currencyName: z.string(),
  symbol: z.string(),
  exchangeRate: z.number(),
  status: z.number().int(),
  defaultCurrency: z.number().int(),
  /** The day exchangeRate was taken (YYYY-MM-DD): every converted amount is as of this date. */
  rateDate: z.string(),
});
export type CurrencyView = z.input<typeof currencySchema>;

export const langItemSchema = z.object({ lang: z.string(), name: z.string(), hide: z.boolean() });
export type LangItem = z.input<typeof langItemSchema>;
export const languageListSchema = z.object({ langItemList: z.array(langItemSchema), defaultLang: z.string() });
export type LanguageList = z.input<typeof languageListSchema>;

/** A subdivision of a country (ISO 3166-2 code, e.g. 'DE-BY'), named in the request's language. */
export const countryRegionSchema = z.object({ code: z.string(), name: z.string() });
export type CountryRegion = z.input<typeof countryRegionSchema>;
/**
 * A country (ISO 3166-1 alpha-2) as the address and shop forms offer it, in the request's language:
 * its calling code ('49', '' for none) and its first-level subdivisions ([] where it has none).
 */
export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  callingCode: z.string(),
  /** Africa, Americas, Asia, Europe, Oceania, Polar: what freight zones group countries by. */
  continent: z.string(),
  regions: z.array(countryRegionSchema),
});
export type Country = z.input<typeof countrySchema>;

export const systemContract = {
  units: {
    method: 'GET',
    url: '/dict/data/list',
    querystring: z.object({ dictType: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required') }),
    data: z.array(unitDictEntrySchema),
  },
  webConfig: { method: 'GET', url: '/webConfig/getPcWebConfig', data: webConfigSchema.nullable() },
  /** Disabled currencies too: the client drops a cookie currency that is not enabled. */
  currencies: { method: 'GET', url: '/currency/list', data: z.array(currencySchema) },
  languages: { method: 'GET', url: '/lang/default', data: languageListSchema },
  /** Every country with its regions, or one (`?code=DE`); from data packages (docs/product.md "Countries"). */
  countries: {
    method: 'GET',
    url: '/countries',
    querystring: z.object({
      code: z
        .string()
        .regex(/^[A-Z]{2}$/, 'validation.invalid')
        .optional(),
    }),
    data: z.array(countrySchema),
  },
  /** HIDE_SALES answers the JSON string '{"isOpen":...}'; an unknown or private key null. */
  publicConfig: {
    method: 'GET',
    url: '/pconfig/getInfo/:key',
    params: z.object({ key: z.string().trim().min(1, 'validation.required').max(64, 'validation.invalid') }),
    data: z.string().nullable(),
  },
} as const satisfies Contract;
