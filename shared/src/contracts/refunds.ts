import { z } from 'zod';
import {
  refundAgreeSchema,
  refundApplySchema,
  refundDecideSchema,
  refundExpressSchema,
  refundInterventionSchema,
  refundRejectSchema,
  refundSnBodySchema,
  refundSnSchema,
} from '../schemas/refunds';
import { isoTime, noData, pageOf, pageQuery, picPath, type Contract } from './common';
import { PAYBACK_STATUSES } from '../constants';
import { orderNumberSchema } from './order';

/**
 * After-sales (`refunds` API module, mall4j /p/orderRefund): the buyer's requests (apply-return
 * and uc-return in mf-user-center, return-detail in mf-checkout), the seller's answers
 * (/merchant/orderRefund) and the platform's (/admin/orderRefund). Rules and states:
 * api/src/modules/refunds/README.md; the state diagram: docs/after-sales.md.
 */

// --- bodies --------------------------------------------------------------------------------------

/** The next automatic step of a request and when it happens. */
export const refundDeadlineSchema = z.object({
  kind: z.enum(['sellerAnswer', 'buyerShip', 'sellerReceive']),
  at: isoTime,
});
export type RefundDeadline = z.input<typeof refundDeadlineSchema>;

/** A line a request covers (gifts going back with it too), with its money in the request. */
export const refundItemSchema = z.object({
  orderItemId: z.number().int(),
  prodId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: picPath,
  price: z.number().int(),
  count: z.number().int(),
  amount: z.number().int(),
  gift: z.boolean(),
});
export type RefundItem = z.input<typeof refundItemSchema>;

/** A request in a list. */
export const refundSummarySchema = z.object({
  refundSn: z.string(),
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  refundType: z.number().int(),
  applyType: z.number().int(),
  status: z.number().int(),
  /** Why it ended without money: buyerWithdrew, buyerTimeout, interventionRefused, orderClosed. */
  closeReason: z.string().nullable(),
  intervention: z.number().int().nullable(),
  /** Once refunded: success, awaitingTransfer (offline: the merchant transfers), failed (the gateway refused). */
  refundResult: z.enum(['success', 'awaitingTransfer', 'failed']).nullable(),
  refundAmount: z.number().int(),
  goodsNum: z.number().int(),
  applyTime: isoTime,
  deadline: refundDeadlineSchema.nullable(),
  items: z.array(refundItemSchema),
});
export type RefundSummary = z.input<typeof refundSummarySchema>;

export const returnAddressSchema = z.object({ receiver: z.string(), mobile: z.string(), addr: z.string(), postCode: z.string() });
export type ReturnAddress = z.input<typeof returnAddressSchema>;

/** One step of the timeline: who, what, the status after it, a note and voucher links. */
export const refundProgressSchema = z.object({
  actor: z.enum(['buyer', 'seller', 'platform', 'system']),
  action: z.string(),
  status: z.number().int(),
  note: z.string().nullable(),
  files: z.array(z.string()),
  time: isoTime,
});
export type RefundProgress = z.input<typeof refundProgressSchema>;

/** Money paid back for one settled part of the order, through its method. */
export const refundPayoutSchema = z.object({
  payType: z.number().int(),
  amount: z.number().int(),
  status: z.enum(PAYBACK_STATUSES),
  /** The gateway's refund number (sandbox gateway: SBXR...). */
  refundNo: z.string().nullable(),
});
export type RefundPayout = z.input<typeof refundPayoutSchema>;

/** One request in full. Vouchers are short-lived signed links (never the stored keys). */
export const refundDetailSchema = refundSummarySchema.extend({
  isReceiver: z.boolean(),
  buyerReason: z.string(),
  buyerDesc: z.string(),
  buyerMobile: z.string(),
  buyerMail: z.string().nullable(),
  photoFiles: z.array(z.string()),
  /** The part of refundAmount that is freight, insurance and taxes. */
  chargesAmount: z.number().int(),
  orderAmount: z.number().int(),
  orderStatus: z.number().int(),
  interventionReason: z.string().nullable(),
  interventionFiles: z.array(z.string()),
  interventionRemark: z.string().nullable(),
  sellerMsg: z.string().nullable(),
  rejectReason: z.string().nullable(),
  returnAddress: returnAddressSchema.nullable(),
  expressName: z.string().nullable(),
  expressNo: z.string().nullable(),
  expressRemark: z.string().nullable(),
  expressFiles: z.array(z.string()),
  handledTime: isoTime.nullable(),
  shippedTime: isoTime.nullable(),
  receivedTime: isoTime.nullable(),
  refundedTime: isoTime.nullable(),
  closedTime: isoTime.nullable(),
  payouts: z.array(refundPayoutSchema),
  progress: z.array(refundProgressSchema),
  /** The server's clock, for the countdown to the deadline. */
  serverTime: isoTime,
});
export type RefundDetail = z.input<typeof refundDetailSchema>;

const productOfLine = { prodName: z.string(), skuName: z.string(), pic: picPath, price: z.number().int() };

/** What the apply form may ask for on an order, line by line and for the whole order. */
export const refundableOrderSchema = z.object({
  orderNumber: z.string(),
  shopName: z.string(),
  status: z.number().int(),
  refundStatus: z.enum(['inProgress', 'partial', 'full']).nullable(),
  /** Why the order takes no request now (orderNotRefundable, refundDeadline), or null. */
  refusal: z.enum(['orderNotRefundable', 'refundDeadline']).nullable(),
  /** After-sales closes at this time (received orders); null while not received. */
  afterSalesUntil: isoTime.nullable(),
  anyShipped: z.boolean(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  wholeOrder: z.object({
    maxAmount: z.number().int(),
    maxQuantity: z.number().int(),
    goodsAmount: z.number().int(),
    chargesAmount: z.number().int(),
    openRefundSn: z.string().nullable(),
    available: z.boolean(),
    /** Every unit left was shipped: a whole-order return is possible. */
    returnable: z.boolean(),
  }),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      ...productOfLine,
      count: z.number().int(),
      refundedCount: z.number().int(),
      maxQuantity: z.number().int(),
      /** Units shipped and not refunded: what a return can send back. */
      returnableQuantity: z.number().int(),
      maxAmount: z.number().int(),
      /** The line's share of the goods' paid amount and what was refunded of it (lineRefundFor in schemas/refunds.ts). */
      share: z.number().int(),
      refundedAmount: z.number().int(),
      openRefundSn: z.string().nullable(),
      available: z.boolean(),
      gifts: z.array(
        z.object({
          orderItemId: z.number().int(),
          ...productOfLine,
          count: z.number().int(),
          giftAmount: z.number().int(),
          /** The buyer may keep it (its amount is below the line's refundable amount). */
          keepable: z.boolean(),
        }),
      ),
    }),
  ),
});
export type RefundableOrder = z.input<typeof refundableOrderSchema>;

const statusData = z.object({ status: z.number().int() });

// --- routes --------------------------------------------------------------------------------------

const refundSnQuery = z.object({ refundSn: refundSnSchema });
const orderNumberQuery = z.object({ orderNumber: orderNumberSchema });
const listQuery = pageQuery().extend({ status: z.coerce.number<number>().int().min(-1).max(7).default(0) });

export const refundsContract = {
  refundable: { method: 'GET', url: '/p/orderRefund/refundable', querystring: orderNumberQuery, data: refundableOrderSchema },
  /** Spec section 5's rules (schemas/refunds.ts), checked again under the order lock with what is still refundable. */
  apply: { method: 'POST', url: '/p/orderRefund/apply', body: refundApplySchema(), data: z.object({ refundSn: z.string() }) },
  submitExpress: { method: 'POST', url: '/p/orderRefund/submitExpress', body: refundExpressSchema, data: noData },
  cancel: { method: 'PUT', url: '/p/orderRefund/cancel', body: refundSnBodySchema, data: noData },
  info: { method: 'GET', url: '/p/orderRefund/info', querystring: refundSnQuery, data: refundDetailSchema },
  list: { method: 'GET', url: '/p/orderRefund/list', querystring: listQuery, data: pageOf(refundSummarySchema) },
  intervene: { method: 'POST', url: '/p/orderRefund/intervene', body: refundInterventionSchema, data: noData },
  withdrawIntervention: { method: 'PUT', url: '/p/orderRefund/withdrawIntervention', body: refundSnBodySchema, data: noData },

  merchantPage: { method: 'GET', url: '/merchant/orderRefund/page', querystring: listQuery, data: pageOf(refundSummarySchema) },
  merchantInfo: { method: 'GET', url: '/merchant/orderRefund/info', querystring: refundSnQuery, data: refundDetailSchema },
  agree: { method: 'POST', url: '/merchant/orderRefund/agree', body: refundAgreeSchema, data: statusData },
  reject: { method: 'POST', url: '/merchant/orderRefund/reject', body: refundRejectSchema, data: statusData },
  receive: { method: 'POST', url: '/merchant/orderRefund/receive', body: refundSnBodySchema, data: statusData },
  transferred: { method: 'POST', url: '/merchant/orderRefund/transferred', body: refundSnBodySchema, data: noData },

  adminPage: {
    method: 'GET',
    url: '/admin/orderRefund/page',
    querystring: listQuery.extend({ intervention: z.coerce.number<number>().int().min(1).max(4).optional() }),
    data: pageOf(refundSummarySchema),
  },
  adminInfo: { method: 'GET', url: '/admin/orderRefund/info', querystring: refundSnQuery, data: refundDetailSchema },
  decide: { method: 'POST', url: '/admin/orderRefund/decide', body: refundDecideSchema, data: statusData },
  retryPayout: {
    method: 'POST',
    url: '/admin/orderRefund/retryPayout',
    body: refundSnBodySchema,
    data: z.object({ refundResult: z.enum(['success', 'awaitingTransfer', 'failed']) }),
  },
} as const satisfies Contract;
