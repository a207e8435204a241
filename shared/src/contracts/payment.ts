import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, PAY_TYPES } from '../constants';
import { returnUrlSchema } from '../schemas/checkout';
import { isoTime, type Contract } from './common';

/**
 * Payment wire types (`checkout` API module, /p/order/pay and the payment counter). Amounts are
 * minor units of the order's currency.
 */

/** Payment stages of an order paid in two parts (advance, then final); null when paid in one go. */
export const PAY_STAGES = ['awaitingAdvance', 'advancePaid', 'finalDue', 'settled'] as const;
export const payStageSchema = z.enum(PAY_STAGES);
export type PayStage = z.input<typeof payStageSchema>;

/** POST /p/order/pay: the payment made or started. */
export const payResultSchema = z.object({
  paymentId: z.string(),
  payType: z.number().int(),
  amount: z.number().int(),
  status: z.number().int(),
  /** Sandbox gateway: what the QR code encodes (the hosted confirmation page). */
  qrPayload: z.string().optional(),
  /** Sandbox gateway: the hosted page for redirect methods (PayPal). */
  redirectUrl: z.string().optional(),
  expiresAt: z.string().optional(),
  /** Balance and points payments: what the buyer has left. */
  balance: z.number().int().optional(),
  points: z.number().int().optional(),
});
export type PayResult = z.input<typeof payResultSchema>;

// --- the counter ---------------------------------------------------------------------------------

/** Order numbers: a list, or one string separated by commas (at most 60). */
const orderNumbersField = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(ORDER_NUMBER_PATTERN)).min(1).max(60));

export const payBody = z.object({
  orderNumbers: orderNumbersField,
  payType: z
    .number()
    .int()
    .refine((n) => (Object.values(PAY_TYPES) as number[]).includes(n), 'validation.invalid'),
  returnUrl: returnUrlSchema.optional(),
  /** Offline transfer: the uploaded payment voucher (upload file key or URL). */
  voucher: z.string().trim().max(300).optional(),
});
export type PayInput = z.input<typeof payBody>;

/** What a payment settles of an order: all of it, the advance, or the final payment. */
export const PAY_PARTS = ['full', 'advance', 'final'] as const;

/** The counter page: the orders, what is due now on each, the deadline, the buyer's balance and points. */
export const payInfoSchema = z.object({
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      status: z.number().int(),
      actualTotal: z.number().int(),
      payDeadline: isoTime,
      closeReason: z.string().nullable(),
      subStatus: z.string(),
      payStage: payStageSchema.nullable(),
      advanceAmount: z.number().int().nullable(),
      finalAmount: z.number().int().nullable(),
      /** normal, points, ..., or a platform order: recharge (balance top-up), membership. */
      orderType: z.string(),
      /** How it was paid (PAY_TYPES; the last payment's), and how much so far: the success page says so. */
      payType: z.number().int().nullable(),
      paidAmount: z.number().int(),
      /** What this order needs now: all of it, the advance, the final payment, or nothing (null). */
      part: z.enum(PAY_PARTS).nullable(),
      amountDue: z.number().int(),
    }),
  ),
  totalAmount: z.number().int(),
  /** The earliest deadline of the unpaid orders (a final payment has none). */
  payDeadline: isoTime.nullable(),
  allPaid: z.boolean(),
  balance: z.number().int(),
  points: z.number().int(),
  pointsPerCent: z.number().int(),
  serverTime: isoTime,
  /** The methods this counter offers for these orders (by order type; the sandbox gateway's only while it is on). */
  payTypes: z.array(z.number().int()),
  sandbox: z.boolean(),
});
export type PayInfo = z.input<typeof payInfoSchema>;

/** A payment of the buyer (polled while a QR code is shown). */
export const paymentStatusSchema = z.object({
  paymentId: z.string(),
  status: z.number().int(),
  paid: z.boolean(),
  qrExpired: z.boolean(),
  orderNumbers: z.array(z.string()),
  amount: z.number().int(),
  payType: z.number().int(),
  /** Money that arrived after the orders stopped being payable went back through the gateway. */
  refund: z.object({ refundNo: z.string(), amount: z.number().int(), refundedAt: isoTime }).nullable(),
});
export type PaymentStatusView = z.input<typeof paymentStatusSchema>;

// --- the sandbox gateway -------------------------------------------------------------------------

/** The gateway's notice of a payment, signed with HMAC-SHA256 (api/src/modules/checkout/sandbox-gateway.ts). */
export const payNoticeBody = z.object({
  paymentId: z.string().min(1).max(64),
  tradeNo: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  status: z.enum(['SUCCESS', 'CLOSED']),
  timestamp: z.number().int(),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * The hosted page's link: its payment and the random token only the payer got. Both are checked by
 * the page itself, which answers a page (404 "Payment not found") rather than an envelope.
 */
const hostedPage = { params: z.object({ paymentId: z.string() }), querystring: z.object({ token: z.string().optional() }) };

// --- routes --------------------------------------------------------------------------------------

export const paymentContract = {
  pay: { method: 'POST', url: '/p/order/pay', body: payBody, data: payResultSchema },
  payInfo: { method: 'GET', url: '/p/order/payInfo', querystring: z.object({ orderNumbers: orderNumbersField }), data: payInfoSchema },
  payStatus: {
    method: 'GET',
    url: '/p/order/payStatus',
    querystring: z.object({ paymentId: z.string().min(1).max(64) }),
    data: paymentStatusSchema,
  },
  /** The sandbox gateway's hosted confirmation page (what the QR code encodes): HTML. */
  sandboxPage: { method: 'GET', url: '/sandbox-gateway/pay/:paymentId', ...hostedPage, data: { file: 'text/html' } },
  /** The payer pressed Pay or Cancel on it (a text/plain form post `action=pay|cancel`): HTML. */
  sandboxDecide: { method: 'POST', url: '/sandbox-gateway/pay/:paymentId/decide', ...hostedPage, data: { file: 'text/html' } },
  /** The gateway's notice (server to server); idempotent, a replay answers 'already'. */
  sandboxNotice: {
    method: 'POST',
    url: '/notice/pay/sandbox',
    body: payNoticeBody,
    data: z.object({ result: z.enum(['paid', 'already', 'refunded', 'closed']) }),
  },
} as const satisfies Contract;
