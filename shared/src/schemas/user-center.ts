import { z } from 'zod';
import * as C from '../constants';
import { hasTimeZoneShape } from '../timezone';
import { emailSchema, mobileSchema, nicknameSchema, signUpAccountSchema, storePasswordSchema, verificationCodeSchema } from './accounts';
import { taxNumberSchema } from './checkout';

/**
 * The user centre's rules (spec sections 3 and 5): profile, bindings, company, store account,
 * top-up. The forms and the API parse with these; messages are `common` i18n keys.
 */

/** A real calendar day 'YYYY-MM-DD' between 1900-01-01 and today (the buyer's birthday, a founding date). */
export const pastDateSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01' && d.getTime() <= Date.now();
    }, message);

/** An IANA time zone this runtime knows ('Asia/Shanghai'). */
export function isTimeZone(value: string): boolean {
  if (!hasTimeZoneShape(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string({ error: 'validation.timeZone' }).trim().refine(isTimeZone, 'validation.timeZone');

/** The profile fields of the account page (the avatar is an upload file key, claimed by the API). */
export const profileSchema = z.object({
  nickName: nicknameSchema,
  sex: z.enum(['M', 'F'], { error: 'validation.invalid' }).nullable().optional(),
  birthDate: pastDateSchema('validation.birthDate').nullable().optional(),
});

/** Bind (or change to) a verified e-mail / mobile: the code was sent to the new address. */
export const bindMailSchema = z.object({ mail: emailSchema, code: verificationCodeSchema });
export const bindMobileSchema = z.object({ mobile: mobileSchema, code: verificationCodeSchema });

/** The store account of an approved shop: account name and a 6-12 digit store password, typed twice. */
export const storeAccountSchema = z
  .object({
    account: signUpAccountSchema,
    password: storePasswordSchema,
    confirmPassword: z.string({ error: 'validation.passwordRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordMismatch' });

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).default('');
const websiteSchema = z
  .string({ error: 'validation.website' })
  .trim()
  .max(C.COMPANY_WEBSITE_MAX, 'validation.website')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s<>"']*$/i.test(v), 'validation.website')
  .default('');
const tagList = (values: readonly string[] | null, max: number, message: string) =>
  z
    .array(
      values
        ? z.enum(values as [string, ...string[]], { error: message })
        : z.string().trim().min(1, message).max(C.COMPANY_TAG_MAX, message),
      { error: message },
    )
    .max(max, message)
    .transform((list) => [...new Set(list)]);

/** Every Company field of spec section 3; the logo is an upload file key (purpose 'company-logo'). */
// wire-types: not a wire type (the form and request rule; contracts/user-center.ts answers with companyViewSchema)
export const companySchema = z.object({
  logo: z.string().trim().max(100, 'validation.invalid').nullable().default(null),
  companyName: z
    .string({ error: 'validation.companyNameRequired' })
    .trim()
    .min(1, 'validation.companyNameRequired')
    .max(C.COMPANY_NAME_MAX, 'validation.companyNameMax'),
  intro: optionalText(C.COMPANY_INTRO_MAX, 'validation.companyIntroMax'),
  establishedDate: pastDateSchema('validation.establishedDate').nullable().default(null),
  employeeCount: z.enum(C.COMPANY_EMPLOYEE_RANGES, { error: 'validation.invalid' }).nullable().default(null),
  annualRevenue: z.enum(C.COMPANY_REVENUE_RANGES, { error: 'validation.invalid' }).nullable().default(null),
  trademark: optionalText(C.COMPANY_TEXT_MAX, 'validation.textMax'),
  website: websiteSchema,
  address: optionalText(C.COMPANY_TEXT_MAX, 'validation.textMax'),
  zip: z
    .string({ error: 'validation.zip' })
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9 -]{3,10}$/.test(v), 'validation.zip')
    .default(''),
  timeZone: timeZoneSchema,
  businessType: z.enum(C.COMPANY_BUSINESS_TYPES, { error: 'validation.businessTypeRequired' }),
  mainProducts: tagList(null, C.COMPANY_MAIN_PRODUCTS_MAX, 'validation.mainProducts').default([]),
  salesPlatforms: tagList(C.SALES_PLATFORMS, C.SALES_PLATFORMS.length, 'validation.invalid').default([]),
  taxNumber: taxNumberSchema.default(''),
});
export type CompanyInput = z.input<typeof companySchema>;
export type Company = z.output<typeof companySchema>;

/** A balance top-up in minor units of the base currency. */
/** A top-up as typed: an amount of a currency (the buyer's); its base amount is checked with rechargeAmountSchema. */
export const rechargeBody = z.object({
  amount: z.number({ error: 'validation.rechargeAmount' }).int('validation.rechargeAmount').positive('validation.rechargeAmount'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.invalid')
    .optional(),
});

/** The top-up in base minor units: RECHARGE_MIN to RECHARGE_MAX. */
export const rechargeAmountSchema = z
  .number({ error: 'validation.rechargeAmount' })
  .int('validation.rechargeAmount')
  .min(C.RECHARGE_MIN, 'validation.rechargeAmount')
  .max(C.RECHARGE_MAX, 'validation.rechargeAmount');
