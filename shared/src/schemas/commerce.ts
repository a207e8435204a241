import { z } from 'zod';
import * as C from '../constants';
import { isChatQueryId } from './chat-address-rule';
import { hasSearchableTerm } from './keyword-rule';

/** Search, requests, addresses, shops, refunds, comments, orders, chat (spec section 5). */
export const searchKeywordSchema = z.string({ error: 'validation.searchEmpty' }).trim().min(1, 'validation.searchEmpty');

// The rule itself is plain code (keyword-rule.ts): the /search page checks it without zod.
export { checkMarketKeyword, isSearchableTerm, type KeywordCheck } from './keyword-rule';

/** The header search and /search (products, suppliers): not empty, and not only one-letter terms. */
export const marketSearchKeywordSchema = searchKeywordSchema.refine(hasSearchableTerm, 'validation.searchTooShort');

export const inquiryTextSchema = z
  .string({ error: 'validation.inquiryLength' })
  .trim()
  .min(C.INQUIRY_MIN, 'validation.inquiryLength')
  .max(C.INQUIRY_MAX, 'validation.inquiryLength');

export const digitsOnlySchema = z.string().regex(/^\d+$/, 'validation.digitsOnly');

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const rfqSchema = z.object({
  productName: required('validation.required'),
  categoryId: z.coerce.number({ error: 'validation.required' }).int().positive('validation.required'),
  quantity: z.coerce.number({ error: 'validation.digitsOnly' }).int('validation.digitsOnly').positive('validation.digitsOnly'),
  unit: required('validation.required'),
  currency: required('validation.required'),
  /** Target unit price, minor units. */
  price: z.number({ error: 'validation.required' }).int().nonnegative(),
  tradeTerm: required('validation.required'),
  /** Maximum budget, minor units. */
  maxBudget: z.number({ error: 'validation.required' }).int().nonnegative(),
  description: inquiryTextSchema,
  shippingMethod: required('validation.required'),
  country: required('validation.required'),
  destination: required('validation.required'),
  paymentMethod: required('validation.required'),
  contactName: required('validation.required'),
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.correctEmail'),
});

/** Message to a merchant: 100 or 200 words depending on context. */
export const merchantMessageSchema = (max: typeof C.MERCHANT_MESSAGE_SHORT | typeof C.MERCHANT_MESSAGE_LONG) =>
  z.string().trim().max(max, 'validation.messageTooLong');

// The receiving address (country, region, phone by country) is address.ts's.

/** Shop name: max 20, letters (any script), digits and spaces only. */
export const shopNameSchema = z
  .string({ error: 'validation.shopNameRequired' })
  .trim()
  .min(1, 'validation.shopNameRequired')
  .max(C.STORE_NAME_MAX, 'validation.shopNameMax')
  .regex(/^[\p{L}\p{N} ]+$/u, 'validation.shopNameChars');

export const shopDescriptionSchema = z
  .string({ error: 'validation.shopDescription' })
  .trim()
  .min(C.STORE_DESCRIPTION_MIN, 'validation.shopDescription')
  .max(C.STORE_DESCRIPTION_MAX, 'validation.shopDescription');

export const shopAddressSchema = z.string({ error: 'validation.shopAddress' }).trim().min(C.STORE_ADDRESS_MIN, 'validation.shopAddress');

export const refundNoteSchema = z.string().trim().max(C.REFUND_NOTE_MAX, 'validation.refundNoteMax');

/** Refund quantity at least 1 and not above what was ordered. */
export const refundQuantitySchema = (ordered: number) =>
  z
    .number({ error: 'validation.refundQuantity' })
    .int('validation.refundQuantity')
    .min(1, 'validation.refundQuantity')
    .max(ordered, 'validation.refundQuantity');

/** Refund amount in minor units: at least 0.01 and not above what may be refunded. */
export const refundAmountSchema = (refundableMinor: number) =>
  z
    .number({ error: 'validation.refundAmount' })
    .int('validation.refundAmount')
    .min(C.MIN_REFUNDABLE_MINOR, 'validation.refundAmount')
    .max(refundableMinor, 'validation.refundAmount');

export const refundVouchersSchema = (intervention = false) =>
  z.array(z.string()).max(intervention ? C.INTERVENTION_VOUCHERS_MAX : C.REFUND_VOUCHERS_MAX, 'validation.uploadLimit');

/** The return parcel: logistics company and number required (mall4j submitExpress names). */
export const returnLogisticsSchema = z.object({
  expressName: required('validation.logisticsCompanyRequired').pipe(z.string().max(64, 'validation.logisticsCompanyRequired')),
  expressNo: required('validation.logisticsNumberRequired').pipe(z.string().max(64, 'validation.logisticsNumberRequired')),
});

export const commentSchema = z.object({
  content: z
    .string({ error: 'validation.commentEmpty' })
    .trim()
    .min(1, 'validation.commentEmpty')
    .max(C.COMMENT_MAX, 'validation.commentMax'),
  pics: z.array(z.string()).max(C.COMMENT_IMAGES_MAX, 'validation.uploadLimit').default([]),
  score: z.number().int().min(1).max(5),
  isAnonymous: z.boolean().default(false),
});

/** Points are used in multiples of 10. */
export const pointsUseSchema = z
  .number({ error: 'validation.pointsStep' })
  .int('validation.pointsStep')
  .nonnegative('validation.pointsStep')
  .refine((n) => n % C.POINTS_STEP === 0, 'validation.pointsStep');

/** At most 50 cart lines may be settled at once. */
export const cartSettlementSchema = z
  .array(z.number().int())
  .min(1, 'validation.selectItems')
  .max(C.CART_SETTLEMENT_MAX, 'validation.cartMax');

/** Cart quantity: digits only, at least 1, at most stock. */
export const cartQuantitySchema = (stock: number) =>
  z
    .number({ error: 'validation.correctQuantity' })
    .int('validation.correctQuantity')
    .min(1, 'validation.correctQuantity')
    .max(Math.max(stock, 1), 'validation.insufficientStock');

export const tradingRulesSchema = z.literal(true, { error: 'validation.tradingRulesRequired' });

/** Pickup code: empty means no check; otherwise it is compared by the server. */
export const pickupCodeSchema = z.string().trim().max(32).optional();

/** A chat text message: never blank (spec section 5), at most CHAT_TEXT_MAX characters; kept as typed. */
export const chatMessageSchema = z
  .string({ error: 'validation.blankMessage' })
  .refine((s) => s.trim().length > 0, 'validation.blankMessage')
  .refine((s) => [...s].length <= C.CHAT_TEXT_MAX, 'validation.chatTextMax');

const chatQueryId = z.coerce.number<number>({ error: 'validation.invalid' }).refine(isChatQueryId, 'validation.invalid');
/**
 * What the /chat2 window's address names (`?shopId=`, `?prodId=`, `?orderNumber=` or `?service=1`,
 * exactly one): the query of `GET /p/chat/window` (contracts/chat.ts). The page reads its address
 * with `checkChatWindowAddress` (mf-chat/src/widget/chat2-address.ts), built from the same
 * predicates and held to the same answers by a unit test, so the API and the page accept the same addresses.
 */
// wire-types: not a wire type (the address rule; contracts/chat.ts makes it GET /p/chat/window's query)
export const chatWindowAddressSchema = z
  .object({
    shopId: chatQueryId.optional(),
    service: z.literal('1', { error: 'validation.invalid' }).optional(),
    prodId: chatQueryId.optional(),
    orderNumber: z.string({ error: 'validation.invalid' }).regex(C.ORDER_NUMBER_PATTERN, 'validation.invalid').optional(),
  })
  .refine((q) => [q.shopId, q.service, q.prodId, q.orderNumber].filter((v) => v !== undefined).length === 1, {
    message: 'validation.invalid',
    path: ['shopId'],
  });

/** A picture's or a picture group's new name: required (spec section 5), at most CHAT_NAME_MAX characters. */
export const renamePictureSchema = z
  .string({ error: 'validation.newNameRequired' })
  .trim()
  .min(1, 'validation.newNameRequired')
  .max(C.CHAT_NAME_MAX, 'validation.nameMax');

/** Merchant shipping: quantity not 0 or empty; courier and number selected; amount above 0. */
export const merchantShipSchema = z.object({
  quantity: z.number({ error: 'validation.shipQuantity' }).int().min(1, 'validation.shipQuantity'),
  courier: required('validation.courierRequired'),
  trackingNumber: required('validation.courierRequired'),
  amount: z.number().int().positive('validation.amountPositive'),
});
