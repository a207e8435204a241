import { z } from 'zod';
import { INQUIRY_MAX, INQUIRY_MIN, MERCHANT_MESSAGE_LONG, MERCHANT_MESSAGE_SHORT, type Locale } from '../constants';
import { minorExponent } from '../money';
import {
  RFQ_COUNTRIES,
  RFQ_PAYMENT_METHODS,
  RFQ_QUANTITY_MAX,
  RFQ_TRADE_TERMS,
  rfqAmountSchema,
  rfqQuantitySchema,
  rfqValiditySchema,
} from './rfq';
import { translateCommon } from '../i18n';

/**
 * The sourcing loop after the request (spec sections 3, 4, 5): suppliers' quotations, the buyer's
 * confirmation, the procurement centre's filters and inquiries ("Contact supplier"). One schema per
 * body, used by the forms and the API alike; messages are keys of the shared `common` bundle
 * (`sourcing.*`, `rfq.*`, `validation.*`).
 */

/** Quotation states of spec section 4 with their codes (4, 6 and 7 are not used). */
export const QUOTATION_STATUS = { unread: 1, read: 2, expired: 3, closed: 5, confirmed: 8, completed: 9 } as const;
export type QuotationStateKey = keyof typeof QUOTATION_STATUS;
export type QuotationStatus = (typeof QUOTATION_STATUS)[QuotationStateKey];
export const QUOTATION_STATES = Object.keys(QUOTATION_STATUS) as QuotationStateKey[];
export const quotationStateKey = (status: number): QuotationStateKey =>
  (QUOTATION_STATES.find((k) => QUOTATION_STATUS[k] === status) ?? 'unread') as QuotationStateKey;

/** Inquiry states of spec section 4 (wire keys). */
export const INQUIRY_STATES = ['unread', 'readNotSent', 'readAndSent', 'replied', 'closed'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
/** Where an inquiry was started: it decides the word limit of the message (spec section 5). */
export const INQUIRY_CONTEXTS = ['product', 'shop'] as const;
export type InquiryContext = (typeof INQUIRY_CONTEXTS)[number];
/** Spec section 5: "Message to merchant: 100 or 200 words depending on context". */
export const INQUIRY_WORD_LIMIT: Record<InquiryContext, number> = { product: MERCHANT_MESSAGE_SHORT, shop: MERCHANT_MESSAGE_LONG };
/** A reply or follow-up in an inquiry thread. */
export const INQUIRY_REPLY_WORDS = MERCHANT_MESSAGE_LONG;

/** A quotation is valid from now up to this many days ahead. */
export const QUOTATION_VALIDITY_MAX_DAYS = 180;
export const QUOTATION_NOTE_MAX = 1000;
export const QUOTATION_ATTACHMENTS_MAX = 5;
export const QUOTATION_UPLOAD_PURPOSE = 'quotation-attachment';

/**
 * Words a message key of the sourcing schemas (`sourcing.*`, `rfq.*`, `validation.*`: keys of the
 * shared `common` bundle) and fills its `{{placeholders}}` from params.
 */
export function sourcingText(key: string, locale: Locale, params: Record<string, unknown> = {}): string {
  return translateCommon(key, locale).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Words in a message, as a buyer counts them in either language: each Chinese, Japanese or Korean
 * character is a word, and so is every run of other non-space characters.
 */
export function countWords(text: string): number {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
  const ideographs = text.match(cjk)?.length ?? 0;
  const rest = text.replace(cjk, ' ').trim();
  return ideographs + (rest ? rest.split(/\s+/).length : 0);
}

const id = z.coerce.number<number>({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid');
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
const fileKey = z.string().trim().min(1).max(200);

const DAY_MS = 24 * 3600 * 1000;
/** The end of a day (UTC) given as YYYY-MM-DD, or the instant of an ISO date-time. */
export function validityInstant(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) + DAY_MS : Date.parse(value);
}

/**
 * Quotation validity: a day (valid to its end, UTC) or an exact ISO time, in the future and at
 * most QUOTATION_VALIDITY_MAX_DAYS ahead.
 */
export const quotationValiditySchema = z
  .string({ error: 'sourcing.validToRequired' })
  .trim()
  .min(1, 'sourcing.validToRequired')
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, 'sourcing.validToFuture')
  .refine((s) => {
    const at = validityInstant(s);
    return Number.isFinite(at) && at > Date.now() && at <= Date.now() + (QUOTATION_VALIDITY_MAX_DAYS + 1) * DAY_MS;
  }, 'sourcing.validToFuture');

const moqSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: 'sourcing.moqRequired' })
    .trim()
    .min(1, 'sourcing.moqRequired')
    .regex(/^\d+$/, 'validation.digitsOnly')
    .refine((s) => s.length <= 10 && Number(s) >= 1 && Number(s) <= RFQ_QUANTITY_MAX, 'sourcing.moqRange'),
);

/** The fields of a quotation, each usable alone by a form rule. */
export const quotationFieldSchemas = {
  rfqId: optionalId,
  inquiryId: optionalId,
  prodId: optionalId,
  skuId: optionalId,
  /** Unit price as typed (decimal), in `currency`; the API stores minor units. */
  unitPrice: rfqAmountSchema('sourcing.unitPriceRequired'),
  currency: z.string({ error: 'rfq.currencyRequired' }).trim().min(1, 'rfq.currencyRequired').max(8, 'rfq.currencyUnknown'),
  moq: moqSchema,
  tradeTerm: z.enum(RFQ_TRADE_TERMS, { error: 'rfq.tradeTermRequired' }),
  deliveryPort: z.string({ error: 'sourcing.deliveryPortRequired' }).trim().min(1, 'sourcing.deliveryPortRequired').max(200, 'rfq.textMax'),
  paymentMethod: z.enum(RFQ_PAYMENT_METHODS, { error: 'rfq.paymentMethodRequired' }),
  sampleOffered: z.boolean().default(false),
  validTo: quotationValiditySchema,
  note: z.string().trim().max(QUOTATION_NOTE_MAX, 'sourcing.noteMax').optional().default(''),
  attachments: z.array(fileKey).max(QUOTATION_ATTACHMENTS_MAX, 'validation.uploadLimit').default([]),
};

/** POST /merchant/quotation/submit: a new quotation, or the revision of the shop's one for that RFQ/inquiry. */
export const quotationSubmitSchema = z.object(quotationFieldSchemas).superRefine((v, ctx) => {
  if ((v.rfqId == null) === (v.inquiryId == null)) ctx.addIssue({ code: 'custom', path: ['rfqId'], message: 'sourcing.rfqOrInquiry' });
  if (v.skuId != null && v.prodId == null) ctx.addIssue({ code: 'custom', path: ['prodId'], message: 'sourcing.skuWithoutProduct' });
  const decimals = v.unitPrice?.split('.')[1]?.length ?? 0;
  if (v.currency && decimals > minorExponent(v.currency))
    ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: 'rfq.amountDecimals' });
});
export type QuotationSubmitInput = z.input<typeof quotationSubmitSchema>;
export type QuotationSubmit = z.output<typeof quotationSubmitSchema>;

/** POST /p/quotation/confirm: order the quoted product at the quoted price. */
export const quotationConfirmSchema = z.object({
  quotationId: id,
  /** The revision the buyer saw: a quotation the supplier revised since is not confirmed at its new terms unseen. */
  revision: z.coerce.number<number>().int().positive(),
  quantity: z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), rfqQuantitySchema),
  addrId: z.coerce
    .number<number>({ error: 'sourcing.addressRequired' })
    .int('sourcing.addressRequired')
    .positive('sourcing.addressRequired'),
});
export type QuotationConfirmInput = z.input<typeof quotationConfirmSchema>;
export type QuotationConfirm = z.output<typeof quotationConfirmSchema>;

const statusCode = z.preprocess(
  (v) => (v === '' || v === 'all' || v === '0' || v === 0 || v == null ? undefined : v),
  z.coerce
    .number<number>()
    .refine((n) => (Object.values(QUOTATION_STATUS) as number[]).includes(n), 'validation.invalid')
    .optional(),
);
const paging = {
  current: z.coerce.number<number>().int().min(1).default(1),
  size: z.coerce.number<number>().int().min(1).max(50).default(10),
};

/** GET /p/quotation/page and /merchant/quotation/page: by state code, optionally of one RFQ. */
export const quotationPageQuerySchema = z.object({ status: statusCode, rfqId: optionalId, ...paging });
export type QuotationPageQuery = z.output<typeof quotationPageQuerySchema>;

const rfqNumber = z.string({ error: 'rfq.notFound' }).trim().min(1, 'rfq.notFound').max(40, 'rfq.notFound');

/** PUT /p/rfq/extend: a later validity date for an open or expired request. */
export const rfqExtendSchema = z.object({ rfqNumber, validUntil: rfqValiditySchema });
export type RfqExtendInput = z.input<typeof rfqExtendSchema>;

/** PUT /admin/rfq/close: the platform closes a request and tells the buyer why. */
export const rfqAdminCloseSchema = z.object({
  rfqNumber,
  reason: z.string({ error: 'sourcing.reasonRequired' }).trim().min(1, 'sourcing.reasonRequired').max(500, 'rfq.textMax'),
});

/** The procurement centre's filters (GET /rfq/publicPage). */
export const procurementQuerySchema = z.object({
  keyword: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
  categoryId: optionalId,
  minQuantity: optionalId,
  maxQuantity: optionalId,
  country: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((c) => RFQ_COUNTRIES.includes(c), 'validation.invalid')
      .optional(),
  ),
  /** Requests still open for at least this many days. */
  validDays: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number<number>().int().min(0).max(90).optional()),
  ...paging,
});
export type ProcurementQuery = z.output<typeof procurementQuerySchema>;

/** An inquiry message: at least INQUIRY_MIN characters, at most `maxWords` words. */
export const inquiryMessageSchema = (maxWords: number, minChars = INQUIRY_MIN) =>
  z
    .string({ error: 'sourcing.messageRequired' })
    .trim()
    .min(1, 'sourcing.messageRequired')
    .min(minChars, 'sourcing.messageMin')
    .max(INQUIRY_MAX, 'validation.messageTooLong')
    .refine(
      (s) => countWords(s) <= maxWords,
      maxWords <= MERCHANT_MESSAGE_SHORT ? 'sourcing.messageWordsShort' : 'sourcing.messageWordsLong',
    );

/** POST /p/inquiry/send: "Contact supplier" from a product page (product, SKU, quantity) or a shop page. */
export const inquirySendSchema = z
  .object({
    shopId: z.coerce.number<number>({ error: 'sourcing.shopRequired' }).int('sourcing.shopRequired').positive('sourcing.shopRequired'),
    prodId: optionalId,
    skuId: optionalId,
    quantity: z.preprocess((v) => (v === '' || v === null ? undefined : v), rfqQuantitySchema.optional()),
    unit: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(64).optional()),
    message: z.string({ error: 'sourcing.messageRequired' }),
  })
  .superRefine((v, ctx) => {
    const context: InquiryContext = v.prodId ? 'product' : 'shop';
    const r = inquiryMessageSchema(INQUIRY_WORD_LIMIT[context]).safeParse(v.message);
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['message'], message: r.error.issues[0]?.message ?? 'validation.invalid' });
    if (v.skuId != null && v.prodId == null) ctx.addIssue({ code: 'custom', path: ['prodId'], message: 'sourcing.skuWithoutProduct' });
  });
export type InquirySendInput = z.input<typeof inquirySendSchema>;
export type InquirySend = z.output<typeof inquirySendSchema>;

/** A follow-up (buyer) or reply (merchant) in an inquiry thread. */
export const inquiryReplySchema = z.object({ inquiryId: id, message: inquiryMessageSchema(INQUIRY_REPLY_WORDS, 1) });
export type InquiryReplyInput = z.input<typeof inquiryReplySchema>;

/** GET /p/inquiry/page and /merchant/inquiry/page. */
export const inquiryPageQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(INQUIRY_STATES, { error: 'validation.invalid' }).optional(),
  ),
  ...paging,
});
export type InquiryPageQuery = z.output<typeof inquiryPageQuerySchema>;
