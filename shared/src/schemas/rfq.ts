import { z } from 'zod';
import { INQUIRY_MAX, INQUIRY_MIN, VERIFICATION_CODE_LENGTH, type Locale } from '../constants';
import { translateCommon } from '../i18n';
import { minorExponent } from '../money';

/**
 * Sourcing request (RFQ) of spec sections 3, 4 and 5: the one schema the /purchase-order form and
 * the API validate with. Messages are i18n keys of the shared `common` bundle (`validation.*`,
 * `rfq.*`), worded once there and read by the API and the form alike.
 */

/** Incoterms 2020, the usual trade terms of an RFQ. */
export const RFQ_TRADE_TERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export const RFQ_SHIPPING_METHODS = ['sea', 'air', 'express', 'land', 'rail'] as const;
export const RFQ_PAYMENT_METHODS = ['tt', 'lc', 'dp', 'paypal', 'westernUnion', 'alipay', 'offline', 'other'] as const;
export const RFQ_AREAS = ['asia', 'europe', 'northAmerica', 'southAmerica', 'africa', 'oceania'] as const;
export const RFQ_PURCHASE_FREQUENCIES = ['once', 'monthly', 'quarterly', 'yearly'] as const;
export const RFQ_SUPPLIER_TYPES = ['manufacturer', 'tradingCompany', 'any'] as const;

/** States of spec section 4 (wire keys); 'expired' is also derived from the validity date. */
export const RFQ_STATES = ['inquiring', 'closed', 'buyerClosed', 'expired', 'canceled', 'confirmed', 'done'] as const;
export type RfqState = (typeof RFQ_STATES)[number];

/** Attachments: images (2 MB each, upload purpose rfq-image) up to this many, and one PDF. */
export const RFQ_IMAGES_MAX = 5;
export const RFQ_PDF_MAX = 1;
export const RFQ_UPLOAD_PURPOSES = { image: 'rfq-image', pdf: 'rfq-pdf' } as const;
/** Validity: from today up to this many days ahead; the default is RFQ_VALIDITY_DEFAULT_DAYS. */
export const RFQ_VALIDITY_MAX_DAYS = 90;
export const RFQ_VALIDITY_DEFAULT_DAYS = 30;
export const RFQ_QUANTITY_MAX = 999_999_999;
export const RFQ_LEAD_TIME_MAX_DAYS = 365;
export const RFQ_PRODUCT_NAME_MAX = 200;
export const RFQ_TEXT_MAX = 500;

/** ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the buyer's language. */
export const RFQ_COUNTRIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/**
 * Words a message key of this schema in a language: `rfq.*` and `validation.*` are keys of the
 * shared `common` bundle (shared/src/i18n), read by the API and the form alike.
 */
export function rfqText(key: string, locale: Locale): string {
  return translateCommon(key, locale);
}

const text = (requiredKey: string, max: number, maxKey = 'rfq.textMax') =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, maxKey);
const optionalText = (max: number) => z.string().trim().max(max, 'rfq.textMax').optional().default('');
const oneOf = <T extends readonly [string, ...string[]]>(values: T, requiredKey: string) => z.enum(values, { error: requiredKey });
const optionalOneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values, { error: 'validation.invalid' }).optional());

/** An amount typed by a person: digits with an optional decimal part ('12', '12.5', '12.50'). */
export const rfqAmountSchema = (requiredKey: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: requiredKey })
      .trim()
      .min(1, requiredKey)
      .regex(/^\d{1,12}(\.\d{1,3})?$/, 'rfq.amountFormat')
      .refine((s) => Number(s) > 0, 'rfq.amountPositive'),
  );

/** Quantity: digits only (checked on blur in the form), 1 to RFQ_QUANTITY_MAX. */
export const rfqQuantitySchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: 'rfq.quantityRequired' })
    .trim()
    .min(1, 'rfq.quantityRequired')
    .regex(/^\d+$/, 'validation.digitsOnly')
    .refine((s) => s.length <= 10 && Number(s) >= 1 && Number(s) <= RFQ_QUANTITY_MAX, 'rfq.quantityRange'),
);

export const rfqDescriptionSchema = z
  .string({ error: 'validation.inquiryLength' })
  .trim()
  .min(INQUIRY_MIN, 'validation.inquiryLength')
  .max(INQUIRY_MAX, 'validation.inquiryLength');

export const rfqEmailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.correctEmail')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.correctEmail');

export const rfqCodeSchema = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, 'validation.codeRequired')
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'validation.codeFormat');

const DAY_MS = 24 * 3600 * 1000;
/** Today's date (UTC) as YYYY-MM-DD, moved by days. */
export const rfqDay = (days = 0, now = Date.now()): string => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

/** Validity date YYYY-MM-DD: today up to RFQ_VALIDITY_MAX_DAYS ahead (UTC days); the request expires after that day. */
export const rfqValiditySchema = z
  .string({ error: 'rfq.validityRange' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'rfq.validityRange')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && s >= rfqDay(0) && s <= rfqDay(RFQ_VALIDITY_MAX_DAYS), 'rfq.validityRange');

const fileKey = z.string().trim().min(1).max(200);

/** The fields of one request, each usable alone by a form rule (rfqFieldSchemas.productName, ...). */
export const rfqFieldSchemas = {
  productName: text('rfq.productNameRequired', RFQ_PRODUCT_NAME_MAX, 'rfq.productNameMax'),
  categoryId: z.coerce.number({ error: 'rfq.categoryRequired' }).int('rfq.categoryRequired').positive('rfq.categoryRequired'),
  quantity: rfqQuantitySchema,
  unit: text('rfq.unitRequired', 64),
  tradeTerm: oneOf(RFQ_TRADE_TERMS, 'rfq.tradeTermRequired'),
  currency: text('rfq.currencyRequired', 8),
  /** Target unit price, as typed (decimal); the API stores minor units of `currency`. */
  price: rfqAmountSchema('rfq.priceRequired'),
  maxBudget: rfqAmountSchema('rfq.budgetRequired'),
  description: rfqDescriptionSchema,
  images: z.array(fileKey).max(RFQ_IMAGES_MAX, 'validation.uploadLimit').default([]),
  pdfs: z.array(fileKey).max(RFQ_PDF_MAX, 'validation.onlyOnePdf').default([]),
  shippingMethod: oneOf(RFQ_SHIPPING_METHODS, 'rfq.shippingMethodRequired'),
  area: optionalOneOf(RFQ_AREAS),
  country: z.string({ error: 'rfq.countryRequired' }).refine((c) => RFQ_COUNTRIES.includes(c), 'rfq.countryRequired'),
  destination: text('rfq.destinationRequired', 200),
  leadTimeDays: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: 'rfq.leadTimeRange' })
      .int('rfq.leadTimeRange')
      .min(1, 'rfq.leadTimeRange')
      .max(RFQ_LEAD_TIME_MAX_DAYS, 'rfq.leadTimeRange')
      .optional(),
  ),
  paymentMethod: oneOf(RFQ_PAYMENT_METHODS, 'rfq.paymentMethodRequired'),
  companyName: optionalText(100),
  contactName: text('rfq.contactNameRequired', 50),
  email: rfqEmailSchema,
  purchaseFrequency: optionalOneOf(RFQ_PURCHASE_FREQUENCIES),
  annualPurchaseAmount: z.preprocess((v) => (v === '' || v === null ? undefined : v), rfqAmountSchema('rfq.amountFormat').optional()),
  supplierType: optionalOneOf(RFQ_SUPPLIER_TYPES),
  supplierRequirement: optionalText(RFQ_TEXT_MAX),
  chinaImportExperience: z.boolean().optional(),
  /** Optional: the API takes RFQ_VALIDITY_DEFAULT_DAYS from today when absent. */
  validUntil: z.preprocess((v) => (v === '' || v === null ? undefined : v), rfqValiditySchema.optional()),
  code: rfqCodeSchema,
};

/** Amount fields checked against the chosen currency's decimals (JPY has none, USD two). */
const AMOUNT_FIELDS = ['price', 'maxBudget', 'annualPurchaseAmount'] as const;

/** POST /p/rfq/submit: the whole request, same rules in the form and the API. */
export const rfqSubmitSchema = z.object(rfqFieldSchemas).superRefine((v, ctx) => {
  const exp = minorExponent(v.currency);
  for (const field of AMOUNT_FIELDS) {
    const value = v[field];
    const decimals = value?.split('.')[1]?.length ?? 0;
    if (value && decimals > exp) ctx.addIssue({ code: 'custom', path: [field], message: 'rfq.amountDecimals' });
  }
});
export type RfqSubmitInput = z.input<typeof rfqSubmitSchema>;
export type RfqSubmit = z.output<typeof rfqSubmitSchema>;

/** POST /p/rfq/sendCode: the contact e-mail that receives the code. */
export const rfqSendCodeSchema = z.object({ mail: rfqEmailSchema });

/** GET /p/rfq/page */
export const rfqPageQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(RFQ_STATES, { error: 'validation.invalid' }).optional()),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
