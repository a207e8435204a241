import { z } from 'zod';
import * as C from '../constants';
import { emailSchema } from './accounts';
import { refundAmountSchema, refundNoteSchema, refundQuantitySchema, refundVouchersSchema, returnLogisticsSchema } from './commerce';

/**
 * After-sales requests (spec section 3 "After-sales/refund request", section 5 "Refunds and
 * shipping"). The apply form and POST /p/orderRefund/apply parse with the same refundApplySchema:
 * the form with the limits the server showed it, the API again with the limits it computes under
 * the order lock. Messages are `common` i18n keys.
 */

/** 1 the whole order, 2 one line. */
export const REFUND_TYPES = { wholeOrder: 1, oneLine: 2 } as const;
/** 1 refund only, 2 return and refund. */
export const REFUND_APPLY_TYPES = { refundOnly: 1, returnAndRefund: 2 } as const;

/** 1 applied, 2 seller processing, 3 buyer shipped, 4 seller received, 5 refunded, 6 withdrawn (or timed out), 7 rejected, -1 closed. */
export const REFUND_STATUS = {
  applied: 1,
  sellerProcessing: 2,
  buyerShipped: 3,
  sellerReceived: 4,
  refunded: 5,
  withdrawn: 6,
  rejected: 7,
  closed: -1,
} as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];
/** The tag colour of each state, the same on the list and the detail (antd/light-kit colour names). */
export const REFUND_STATUS_COLORS: Record<number, string> = {
  1: 'orange',
  2: 'blue',
  3: 'cyan',
  4: 'cyan',
  5: 'green',
  6: 'default',
  7: 'red',
  [-1]: 'default',
};
/** Platform intervention after a rejection: 1 applied, 2 withdrawn, 3 agreed, 4 refused. */
export const REFUND_INTERVENTION = { applied: 1, withdrawn: 2, agreed: 3, refused: 4 } as const;

/** The tabs of the buyer's list (?status): 0 all, 1 in progress (1-4), 5 refunded, 6 withdrawn, 7 rejected, -1 closed. */
export const REFUND_LIST_FILTERS = [0, 1, 5, 7, 6, -1] as const;

/** Reasons a buyer can give, by cargo status (the form offers the list that fits). */
export const REFUND_REASONS_NOT_RECEIVED = ['noLongerNeeded', 'orderedByMistake', 'notShippedInTime', 'priceChanged', 'other'] as const;
export const REFUND_REASONS_RECEIVED = [
  'damaged',
  'notAsDescribed',
  'wrongItem',
  'qualityIssue',
  'missingParts',
  'noLongerNeeded',
  'other',
] as const;
export const REFUND_REASONS = [...new Set([...REFUND_REASONS_NOT_RECEIVED, ...REFUND_REASONS_RECEIVED])] as [string, ...string[]];
export type RefundReason = (typeof REFUND_REASONS_NOT_RECEIVED)[number] | (typeof REFUND_REASONS_RECEIVED)[number];

/** The upload purpose of refund, return and intervention vouchers (images, private). */
export const REFUND_VOUCHER_PURPOSE = 'refund-voucher';

const orderNumber = z.string().regex(C.ORDER_NUMBER_PATTERN, 'validation.invalid');
export const refundSnSchema = z.string().regex(/^R\d{6,32}$/, 'validation.invalid');
const fileKeys = z.array(z.string().trim().min(1).max(200));

/**
 * Contact phone with its area code: "+86 13800138000" (a '+', 1 to 4 digits, then 5 to 15 digits;
 * spaces and dashes inside the number are dropped).
 */
export const refundMobileSchema = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .min(1, 'validation.phoneRequired')
  .transform((s) => {
    const m = /^(\+\d{1,4})[\s-]*([\d\s-]+)$/.exec(s);
    return m ? `${m[1]} ${m[2]!.replace(/[\s-]/g, '')}` : s;
  })
  .refine((s) => /^\+\d{1,4} \d{5,15}$/.test(s), 'validation.phoneAreaCode');

/**
 * What k of a line's remaining units are worth (minor units): the line's share of the goods' paid
 * amount pro rata, floored, and the last units take what is left of the share, so a line never
 * pays back more or less than it was paid in total. The API caps it by the order's money left.
 */
export function lineRefundFor(line: { share: number; count: number; refundedCount: number; refundedAmount: number }, k: number): number {
  const left = Math.max(0, line.share - line.refundedAmount);
  if (k >= line.count - line.refundedCount) return left;
  return Math.min(left, Math.floor((line.share * k) / line.count));
}

/** What one line (or the whole order) still allows: the maxima the form shows and the API enforces. */
export interface RefundLimits {
  /** Refundable now, minor units (0 = nothing left: the request is refused). */
  maxAmount: number;
  /** Units still refundable on the line (the whole order: all units left). */
  maxQuantity: number;
}

/**
 * An after-sales application. Without limits only the shape and the fixed rules are checked (the
 * API's first pass); with them, the amount and the quantity too.
 */
export const refundApplySchema = (limits?: RefundLimits) =>
  z
    .object({
      orderNumber,
      orderItemId: z.number().int().positive().optional(),
      refundType: z.union([z.literal(1), z.literal(2)], { error: 'validation.refundType' }),
      applyType: z.union([z.literal(1), z.literal(2)], { error: 'validation.applyType' }),
      isReceiver: z.boolean({ error: 'validation.cargoStatus' }),
      buyerReason: z.enum(REFUND_REASONS, { error: 'validation.refundReason' }),
      buyerDesc: refundNoteSchema.default(''),
      refundAmount: limits
        ? // Nothing left below 0.01 cannot be refunded at all (spec 5): the same message.
          refundAmountSchema(Math.max(limits.maxAmount, 0))
        : refundAmountSchema(Number.MAX_SAFE_INTEGER),
      goodsNum: refundQuantitySchema(limits ? Math.max(limits.maxQuantity, 0) : Number.MAX_SAFE_INTEGER),
      buyerMobile: refundMobileSchema,
      buyerMail: z
        .string()
        .trim()
        .optional()
        .transform((v) => (v ? v : undefined))
        .pipe(emailSchema.optional()),
      photoFiles: refundVouchersSchema().pipe(fileKeys).default([]),
      /** Gifts of the line the buyer keeps (not sent back); their worth comes off the refund. */
      keepGifts: z.array(z.number().int().positive()).max(20).default([]),
    })
    .superRefine((v, ctx) => {
      if (v.refundType === REFUND_TYPES.oneLine && v.orderItemId == null)
        ctx.addIssue({ code: 'custom', path: ['orderItemId'], message: 'validation.refundLine' });
      // Goods can only be sent back once they are in the buyer's hands.
      if (v.applyType === REFUND_APPLY_TYPES.returnAndRefund && !v.isReceiver)
        ctx.addIssue({ code: 'custom', path: ['applyType'], message: 'validation.returnNeedsGoods' });
      const reasons: readonly string[] = v.isReceiver ? REFUND_REASONS_RECEIVED : REFUND_REASONS_NOT_RECEIVED;
      if (!reasons.includes(v.buyerReason)) ctx.addIssue({ code: 'custom', path: ['buyerReason'], message: 'validation.refundReason' });
      // A whole-order request takes every gift with it.
      if (v.refundType === REFUND_TYPES.wholeOrder && v.keepGifts.length)
        ctx.addIssue({ code: 'custom', path: ['keepGifts'], message: 'validation.giftWholeOrder' });
    });
export type RefundApplyInput = z.input<ReturnType<typeof refundApplySchema>>;
export type RefundApply = z.output<ReturnType<typeof refundApplySchema>>;

/** The buyer's return parcel (return and refund, after the seller accepted). */
export const refundExpressSchema = returnLogisticsSchema.extend({
  refundSn: refundSnSchema,
  remark: refundNoteSchema.default(''),
  photoFiles: refundVouchersSchema().pipe(fileKeys).default([]),
});
export type RefundExpressInput = z.input<typeof refundExpressSchema>;

/** Platform intervention after a seller's rejection: a reason and up to 3 vouchers. */
export const refundInterventionSchema = z.object({
  refundSn: refundSnSchema,
  reason: z
    .string({ error: 'validation.interventionReason' })
    .trim()
    .min(1, 'validation.interventionReason')
    .max(C.REFUND_NOTE_MAX, 'validation.refundNoteMax'),
  photoFiles: refundVouchersSchema(true).pipe(fileKeys).default([]),
});
export type RefundInterventionInput = z.input<typeof refundInterventionSchema>;

export const refundSnBodySchema = z.object({ refundSn: refundSnSchema });

/** The seller's answers. */
export const refundAgreeSchema = z.object({
  refundSn: refundSnSchema,
  sellerMsg: refundNoteSchema.default(''),
  /** Where the buyer sends a return (default: the shop's address). */
  returnAddress: z
    .object({
      receiver: z.string().trim().min(1, 'validation.receiverRequired').max(50),
      mobile: z.string().trim().min(1, 'validation.phoneRequired').max(30),
      addr: z.string().trim().min(C.ADDRESS_DETAIL_MIN, 'validation.addressLength').max(200),
      postCode: z.string().trim().max(20).default(''),
    })
    .optional(),
});
export const refundRejectSchema = z.object({
  refundSn: refundSnSchema,
  reason: z
    .string({ error: 'validation.rejectReason' })
    .trim()
    .min(1, 'validation.rejectReason')
    .max(C.REFUND_NOTE_MAX, 'validation.refundNoteMax'),
});
/** The platform's decision on an intervention. */
export const refundDecideSchema = z.object({
  refundSn: refundSnSchema,
  result: z.enum(['agree', 'refuse'], { error: 'validation.invalid' }),
  remark: refundNoteSchema.default(''),
});

/** The first message key per field, for the forms ({refundAmount: 'validation.refundAmount'}). */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
