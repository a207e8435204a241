import { z } from 'zod';
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import * as C from '../constants';

/**
 * The receiving address (spec section 5: recipient, phone and postal code required, phone format
 * checked, detail 5 to 50 characters), cross-border: a country (ISO 3166-1 alpha-2), one of its
 * regions (ISO 3166-2) where it has any, and a phone checked for that country with libphonenumber-js
 * (spec section 9's 11 digits stay the rule for China). The form and the API parse with this schema;
 * whether the region belongs to the country's list is `regionIssue`, checked by both against the
 * same list (GET /countries).
 */

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
/** China: the spec's mobile rule (PHONE_DIGITS digits), not the library's. */
const CHINA = 'CN';

/** The country calling code of a country ('86' for CN), '' when it has none the library knows. */
export function callingCodeOf(countryCode: string): string {
  return isSupportedCountry(countryCode) ? getCountryCallingCode(countryCode as CountryCode) : '';
}

/**
 * A phone number typed for a country, as it is kept: international form ('+49 30 123456'), or null
 * when it is not a number of that country. A number typed with its calling code ('+49 …') must be
 * that country's; one typed without is read as a national number.
 */
export function internationalPhone(typed: string, countryCode: string): string | null {
  const text = typed.trim();
  if (!/^\+?[0-9][0-9\- ()]*$/.test(text)) return null;
  const code = callingCodeOf(countryCode);
  if (countryCode === CHINA) {
    const national = text.replace(/[\s\-()]/g, '').replace(/^\+86/, '');
    return new RegExp(`^\\d{${C.PHONE_DIGITS}}$`).test(national)
      ? `+86 ${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`
      : null;
  }
  if (!code) return /^\+?[0-9][0-9\- ]{5,19}$/.test(text) ? text : null;
  const phone = parsePhoneNumberFromString(text, countryCode as CountryCode);
  if (!phone || phone.countryCallingCode !== code || !phone.isValid()) return null;
  return phone.formatInternational();
}

/** The national part of a kept number, for the form's field beside its calling code ('+49 30 123456' -> '30 123456'). */
export function nationalPart(kept: string, countryCode: string): string {
  const code = callingCodeOf(countryCode);
  const text = kept.trim();
  return code && text.startsWith(`+${code}`) ? text.slice(code.length + 1).trim() : text;
}

/** The address fields as typed, before the rules across fields (addressSchema adds them). */
// wire-types: not a wire type (the form's rules; contracts/address.ts sends it as the add/update body, and the saved address it returns is savedAddressSchema)
export const addressFieldsSchema = z.object({
  receiver: required('validation.receiverRequired'),
  countryCode: z.string({ error: 'validation.addressCountryRequired' }).regex(COUNTRY_CODE_PATTERN, 'validation.addressCountryRequired'),
  /** ISO 3166-2 code of the region ('DE-BY'); '' for a country without regions. */
  regionCode: z.string().trim().default(''),
  /** The region as named when saved (the API names it again from regionCode in the reader's language). */
  regionName: z.string().trim().max(80).default(''),
  mobile: required('validation.phoneRequired'),
  city: z.string().trim().max(50).default(''),
  area: z.string().trim().max(50).default(''),
  addr: z
    .string({ error: 'validation.addressLength' })
    .trim()
    .min(C.ADDRESS_DETAIL_MIN, 'validation.addressLength')
    .max(C.ADDRESS_DETAIL_MAX, 'validation.addressLength'),
  postCode: required('validation.postCodeRequired').pipe(z.string().max(12, 'validation.postCodeRequired')),
  commonAddr: z.boolean().default(false),
});

/** The rules across an address's fields (region of the country, phone of the country), and the phone kept in international form. */
export const withAddressRules = <S extends z.ZodType<z.output<typeof addressFieldsSchema>>>(fields: S) =>
  fields
    .superRefine((a, ctx) => {
      if (a.regionCode && !a.regionCode.startsWith(`${a.countryCode}-`))
        ctx.addIssue({ code: 'custom', path: ['regionCode'], message: 'validation.regionRequired' });
      if (COUNTRY_CODE_PATTERN.test(a.countryCode) && internationalPhone(a.mobile, a.countryCode) === null)
        ctx.addIssue({
          code: 'custom',
          path: ['mobile'],
          message: a.countryCode === CHINA ? 'validation.mobileFormat' : 'validation.phoneFormat',
        });
    })
    // Kept in international form, so every reader sees the calling code.
    .transform((a) => ({ ...a, mobile: internationalPhone(a.mobile, a.countryCode) ?? a.mobile }));

export const addressSchema = withAddressRules(addressFieldsSchema);

/**
 * The region rule that needs the country's list: a country with regions needs one of them; one
 * without takes none. Answers the message key, or null. `regions` is the country's list from GET
 * /countries (the form) or the API's same data.
 */
export function regionIssue(regionCode: string, regions: readonly { code: string }[] | undefined): string | null {
  if (!regions) return 'validation.addressCountryRequired';
  if (!regions.length) return regionCode ? 'validation.regionRequired' : null;
  return regions.some((r) => r.code === regionCode) ? null : 'validation.regionRequired';
}
