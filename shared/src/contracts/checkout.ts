import { z } from 'zod';
import { DEFAULT_TRADE_TERM, MERCHANT_MESSAGE_LONG, PRODUCT_TYPES, TRADE_TERMS } from '../constants';
import { cartSettlementSchema, merchantMessageSchema, pointsUseSchema, tradingRulesSchema } from '../schemas/commerce';
import { invoiceRequestSchema } from '../schemas/checkout';
import { isoTime, picPath, type Contract } from './common';
import { savedAddressSchema } from './address';

/**
 * Placing an order (`checkout` API module, mall4j /p/order/confirm and /submit): the submit-order
 * page of mf-checkout. The browser sends what to buy and how; the server prices it (amounts are
 * minor units of the site currency) and, on submit, makes one order per shop.
 */

/** Trade terms (constants.ts): re-exported where the order's wire types are. */
export { DEFAULT_TRADE_TERM, TRADE_TERMS, type TradeTerm } from '../constants';
export const EXPORT_MODES = ['selfOperatedExport', 'convenientDelivery'] as const;
export const DELIVERY_TYPES = ['express', 'pickup'] as const;

// --- bodies --------------------------------------------------------------------------------------

/** What to buy (cart lines or one item bought now) and how: address, coupons, points, delivery. */
export const orderParamsBody = z.object({
  /** Cart lines to settle (at most 50). */
  basketIds: cartSettlementSchema.optional(),
  /** Buy now from a product page. */
  orderItem: z
    .object({
      prodId: z.number().int().positive(),
      skuId: z.number().int().positive(),
      count: z.number({ error: 'validation.correctQuantity' }).int('validation.correctQuantity').min(1, 'validation.correctQuantity'),
    })
    .optional(),
  addrId: z.number().int().positive().optional(),
  couponIds: z.array(z.number().int().positive()).max(20).default([]),
  usePoints: pointsUseSchema.default(0),
  deliveryType: z.enum(DELIVERY_TYPES).default('express'),
  exportMode: z.enum(EXPORT_MODES).default('selfOperatedExport'),
  tradeTerm: z.enum(TRADE_TERMS).default(DEFAULT_TRADE_TERM),
  orderShopParams: z
    .array(
      z.object({
        shopId: z.number().int().positive(),
        remarks: merchantMessageSchema(MERCHANT_MESSAGE_LONG).default(''),
        buyerMessage: merchantMessageSchema(MERCHANT_MESSAGE_LONG).default(''),
      }),
    )
    .max(60)
    .default([]),
});
export type OrderParamsInput = z.input<typeof orderParamsBody>;

/**
 * The same request as a query string, for the GET twin of confirm (the first price the site server
 * writes into the submit-order page: only GET calls are preloaded, docs/architecture.md "Initial
 * data"): `basketIds=1,2` or `prodId&skuId&count`, then `addrId`, `couponIds=3,4`, `usePoints`,
 * `deliveryType`, `exportMode`, `tradeTerm`. Each value is read as the body
 * would carry it and checked by orderParamsBody itself, so both answer the same refusals in the same
 * words (a non-number is refused by the body's number rule). Shop notes are submit's, not in it.
 */
const text = z.string().optional();
const queryNumber = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const queryIds = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number);
export const orderParamsQuery = z
  .object({
    basketIds: text,
    prodId: text,
    skuId: text,
    count: text,
    addrId: text,
    couponIds: text,
    usePoints: text,
    deliveryType: text,
    exportMode: text,
    tradeTerm: text,
  })
  // unknown: what the query says is only checked by orderParamsBody, as a body is.
  .transform((q): unknown => ({
    basketIds: queryIds(q.basketIds),
    orderItem:
      q.prodId !== undefined || q.skuId !== undefined
        ? { prodId: queryNumber(q.prodId), skuId: queryNumber(q.skuId), count: queryNumber(q.count) }
        : undefined,
    addrId: queryNumber(q.addrId),
    couponIds: queryIds(q.couponIds),
    usePoints: queryNumber(q.usePoints),
    deliveryType: q.deliveryType,
    exportMode: q.exportMode,
    tradeTerm: q.tradeTerm,
  }))
  .pipe(orderParamsBody);
export type OrderParamsQuery = z.input<typeof orderParamsQuery>;

/** Submit: the same, with an idempotency key, the trading rules agreed and an optional invoice request. */
export const submitOrderBody = orderParamsBody.extend({
  uuid: z.string().trim().min(8).max(64),
  tradingRulesAgreed: tradingRulesSchema,
  /** An invoice request for every order of this submit (the buyer can also ask later, from the order). */
  invoice: invoiceRequestSchema.optional(),
});
export type SubmitOrderInput = z.input<typeof submitOrderBody>;

/** One priced line, named in the buyer's language (and in both, as the order stores them). */
export const pricedLineSchema = z.object({
  basketId: z.number().int().nullable(),
  shopId: z.number().int(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodNameEn: z.string(),
  prodNameZh: z.string(),
  skuNameEn: z.string(),
  skuNameZh: z.string(),
  prodName: z.string(),
  skuName: z.string(),
  pic: picPath,
  price: z.number().int(),
  count: z.number().int(),
  stocks: z.number().int(),
  prodType: z.enum(PRODUCT_TYPES),
  productTotal: z.number().int(),
});
export type PricedLine = z.input<typeof pricedLineSchema>;

/** Why a line cannot go to the chosen address: the shop does not deliver there (spec section 8's message). */
export const UNDELIVERABLE_REASONS = ['regionUnserved'] as const;
export const undeliverableLineSchema = z.object({
  prodId: z.number().int(),
  skuId: z.number().int(),
  reason: z.enum(UNDELIVERABLE_REASONS),
});
export type UndeliverableLine = z.input<typeof undeliverableLineSchema>;

/** The rates a DDP estimate used (the order's largest line's category) and the table's date; null without taxes. */
export const taxRatesSchema = z.object({ dutyBp: z.number().int(), taxBp: z.number().int(), asOf: z.string().nullable() }).nullable();

/**
 * The order one shop will get: its lines and every figure of its amount. Lines the shop cannot
 * deliver to the address are listed in `undeliverable` and left out of every figure; such an order
 * cannot be submitted (A03001).
 */
export const shopOrderSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  lines: z.array(pricedLineSchema),
  units: z.number().int(),
  goodsTotal: z.number().int(),
  memberDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  userCouponIds: z.array(z.number().int()),
  freight: z.number().int(),
  insurance: z.number().int(),
  /** importDuty + importTax (estimates, DDP only). */
  taxes: z.number().int(),
  importDuty: z.number().int(),
  importTax: z.number().int(),
  taxRates: taxRatesSchema,
  tradeTerm: z.enum(TRADE_TERMS),
  undeliverable: z.array(undeliverableLineSchema),
  pointsUsed: z.number().int(),
  pointsAmount: z.number().int(),
  actualTotal: z.number().int(),
  remarks: z.string(),
  buyerMessage: z.string(),
});
export type ShopOrderView = z.input<typeof shopOrderSchema>;

/** One of the buyer's unused, current coupons (the submit-order page's coupon picker). */
export const usableCouponSchema = z.object({
  userCouponId: z.number().int(),
  couponId: z.number().int(),
  /** null: a platform coupon. */
  shopId: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(['cash', 'discount']),
  reduceAmount: z.number().int(),
  discountPct: z.number().int().nullable(),
  minAmount: z.number().int(),
  exclusive: z.boolean(),
  endsAt: isoTime,
});
export type UsableCoupon = z.input<typeof usableCouponSchema>;

const money = z.number().int();

/** The server's price of an order request, with the coupons the buyer may choose and the time to pay. */
export const confirmedOrderSchema = z.object({
  shopOrders: z.array(shopOrderSchema),
  address: savedAddressSchema,
  totals: z.object({
    goodsTotal: money,
    memberDiscount: money,
    couponDiscount: money,
    freight: money,
    insurance: money,
    taxes: money,
    importDuty: money,
    importTax: money,
    pointsAmount: money,
    actualTotal: money,
    pointsUsed: z.number().int(),
  }),
  userPoints: z.number().int(),
  pointsPerCent: z.number().int(),
  member: z.object({ paid: z.boolean(), discountPct: z.number().int(), freeShipping: z.boolean() }),
  tradeTerm: z.enum(TRADE_TERMS),
  exportMode: z.enum(EXPORT_MODES),
  deliveryType: z.enum(DELIVERY_TYPES),
  coupons: z.array(usableCouponSchema),
  /** How long an unpaid order waits for payment (ms). */
  payTimeoutMs: z.number().int(),
});
export type ConfirmedOrder = z.input<typeof confirmedOrderSchema>;

// --- routes --------------------------------------------------------------------------------------

export const checkoutContract = {
  confirm: { method: 'POST', url: '/p/order/confirm', body: orderParamsBody, data: confirmedOrderSchema },
  /** The same price asked with a query string (orderParamsQuery): the submit-order page's first view. */
  confirmGet: { method: 'GET', url: '/p/order/confirm', querystring: orderParamsQuery, data: confirmedOrderSchema },
  /** One order per shop; a repeated uuid answers A03002 and makes nothing. */
  submit: { method: 'POST', url: '/p/order/submit', body: submitOrderBody, data: z.object({ orderNumbers: z.array(z.string()) }) },
  coupons: { method: 'GET', url: '/p/order/coupons', data: z.array(usableCouponSchema) },
} as const satisfies Contract;
