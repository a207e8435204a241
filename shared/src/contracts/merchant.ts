import { z } from 'zod';
import { merchantShipSchema } from '../schemas/commerce';
import { isoTime, noData, type Contract } from './common';
import { orderAddressSchema, orderInvoiceSchema, orderNumberSchema } from './order';
import { orderLineSchema } from './reviews';
import { payStageSchema } from './payment';
import { fileKeyField, uploadTicketSchema, uploadUrlBody } from './uploads';

/**
 * The merchant's side of an order (`merchant` API module, merchant token, paths under
 * /merchant/): the shop's orders, confirm with an advance, amount changes and the final price,
 * reject, shipping in batches, customs, the invoice, an offline transfer; and the upload URL for
 * order documents. Rules: api/src/modules/merchant/README.md.
 */

// --- requests ------------------------------------------------------------------------------------

export const ORDER_REJECT_REASONS = ['insufficientStock', 'quantityTooLow', 'unreachable', 'newDraftCreated', 'other'] as const;

const orderNumber = orderNumberSchema;
const orderNumberQuery = z.object({ orderNumber });
export const merchantOrderNumberBody = z.object({ orderNumber });

/** `?status&current&size`: 0 all, 1 unpaid, 2 to ship, 3 shipped, 4 to review, 5 completed, 6 closed. */
const merchantOrderPageQuery = z.object({
  status: z.coerce.number<number>().int().min(0).max(7).default(0),
  current: z.coerce.number<number>().int().min(1).default(1),
  size: z.coerce.number<number>().int().min(1).max(50).default(10),
});

/**
 * The merchant's upload request: the purpose is one the API allows a merchant token (order
 * documents: logistics-voucher, customs-voucher, invoice; quotation attachments), checked there.
 */
export const merchantUploadUrlBody = uploadUrlBody.extend({ purpose: z.string({ error: 'validation.invalid' }) });

/**
 * The advance the merchant asks for when confirming or modifying an unpaid order: an amount in
 * cents, or a percentage of the order amount (rounded to the cent); either way 0 < advance <
 * order amount. `advanceAmount: null` removes it (the order is paid in one go again).
 */
const advanceFields = {
  advanceAmount: z.number({ error: 'validation.invalid' }).int('validation.invalid').nullable().optional(),
  advanceRatio: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(99, 'validation.invalid')
    .optional(),
};
export const merchantConfirmBody = z.object({ orderNumber, ...advanceFields });
export const merchantChangeAmountBody = z.object({
  orderNumber,
  actualTotal: z.number().int().positive('validation.amountPositive'),
  ...advanceFields,
});

/** The merchant confirms the final price (default: order amount minus advance); the final payment becomes due. */
export const merchantFinalPriceBody = z.object({
  orderNumber,
  finalAmount: z.number().int().positive('validation.amountPositive').optional(),
});

export const merchantRejectBody = z.object({
  orderNumber,
  reason: z.enum(ORDER_REJECT_REASONS, { error: 'validation.required' }),
  note: z.string().trim().max(200).default(''),
});

const loadingMode = z.enum(['LCL', 'FCL', 'bulk']);
export const merchantShipBody = merchantShipSchema.extend({
  orderNumber,
  /** Lines and counts in this batch; absent = everything not shipped yet. */
  items: z
    .array(z.object({ orderItemId: z.number().int().positive(), count: z.number().int().min(1, 'validation.shipQuantity') }))
    .optional(),
  containerNo: z.string().trim().max(64).optional(),
  blNo: z.string().trim().max(64).optional(),
  waybillNo: z.string().trim().max(64).optional(),
  loadingMode: loadingMode.optional(),
  /** Logistics voucher: the id (file key) of the merchant's upload of purpose 'logistics-voucher'. */
  voucher: fileKeyField.optional(),
});
export const merchantBatchVoucherBody = merchantOrderNumberBody.extend({ batchNo: z.number().int().positive(), voucher: fileKeyField });
export const merchantUpdateBatchBody = z.object({
  orderNumber,
  batchNo: z.number().int().positive(),
  courier: z.string().trim().min(1, 'validation.courierRequired').max(64).optional(),
  trackingNumber: z.string().trim().min(1, 'validation.courierRequired').max(64).optional(),
  containerNo: z.string().trim().max(64).optional(),
  blNo: z.string().trim().max(64).optional(),
  waybillNo: z.string().trim().max(64).optional(),
  loadingMode: loadingMode.optional(),
  voucher: fileKeyField.optional(),
});
export const merchantCustomsBody = z.object({
  orderNumber,
  declarationNo: z.string().trim().min(1, 'validation.required').max(64),
  declaredAmount: z.number().int().nonnegative(),
  /** Customs voucher: the id (file key) of the merchant's upload of purpose 'customs-voucher'. */
  voucher: fileKeyField.optional(),
  /** 0 pending review, 1 in review, 2 passed, 3 failed. */
  status: z.number().int().min(0).max(3).default(2),
  releaseDate: z.iso.date().optional(),
});
export const merchantIssueInvoiceBody = z.object({ orderNumber, fileKey: fileKeyField });

// --- answers -------------------------------------------------------------------------------------

/** How an order is paid (advance and final payment, or in one go: payStage null). Money in cents. */
const orderPaymentFields = {
  payStage: payStageSchema.nullable(),
  advanceAmount: z.number().int().nullable(),
  advancePaidAt: isoTime.nullable(),
  finalAmount: z.number().int().nullable(),
  finalPaidAt: isoTime.nullable(),
  finalPriceTime: isoTime.nullable(),
  payType: z.number().int().nullable(),
  finalPayType: z.number().int().nullable(),
};

/** An order in the shop's list. */
export const merchantOrderRowSchema = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  subStatus: z.string(),
  actualTotal: z.number().int(),
  paidAmount: z.number().int(),
  productNums: z.number().int(),
  createTime: isoTime,
  payTime: isoTime.nullable(),
  ...orderPaymentFields,
});
export type MerchantOrderRow = z.input<typeof merchantOrderRowSchema>;

/** The buyer's invoice request as the order keeps it (order.ts), with the issued file's key instead of its link. */
const merchantInvoiceSchema = orderInvoiceSchema.omit({ fileUrl: true }).extend({ fileKey: z.string().optional() });

/** A line of the order (reviews.ts's order line without its picture), with how much of it is shipped. */
export const merchantOrderLineSchema = orderLineSchema.omit({ pic: true }).extend({ shippedCount: z.number().int() });

/** One order of the shop: its list row and the address, terms, invoice request and lines. */
export const merchantOrderInfoSchema = merchantOrderRowSchema.omit({ productNums: true, payTime: true }).extend({
  addr: orderAddressSchema,
  remarks: z.string(),
  buyerMessage: z.string(),
  tradeTerm: z.string(),
  exportMode: z.string(),
  invoice: merchantInvoiceSchema.nullable(),
  orderItems: z.array(merchantOrderLineSchema),
});
export type MerchantOrderInfo = z.input<typeof merchantOrderInfoSchema>;

/** The order's state after a shipping action (2 to ship, 3 shipped). */
const orderStatusAnswer = z.object({ status: z.number().int() });

export const merchantContract = {
  uploadUrl: { method: 'POST', url: '/merchant/file/uploadUrl', body: merchantUploadUrlBody, data: uploadTicketSchema },
  orderPage: { method: 'GET', url: '/merchant/order/page', querystring: merchantOrderPageQuery, data: z.array(merchantOrderRowSchema) },
  orderInfo: { method: 'GET', url: '/merchant/order/info', querystring: orderNumberQuery, data: merchantOrderInfoSchema },
  confirm: { method: 'POST', url: '/merchant/order/confirm', body: merchantConfirmBody, data: z.object({ subStatus: z.string() }) },
  changeAmount: { method: 'POST', url: '/merchant/order/changeAmount', body: merchantChangeAmountBody, data: noData },
  finalPrice: {
    method: 'POST',
    url: '/merchant/order/finalPrice',
    body: merchantFinalPriceBody,
    data: z.object({ finalAmount: z.number().int() }),
  },
  invoice: { method: 'POST', url: '/merchant/order/invoice', body: merchantIssueInvoiceBody, data: z.object({ status: z.string() }) },
  reject: { method: 'POST', url: '/merchant/order/reject', body: merchantRejectBody, data: noData },
  ship: {
    method: 'POST',
    url: '/merchant/order/ship',
    body: merchantShipBody,
    data: z.object({ batchNo: z.number().int(), status: z.number().int() }),
  },
  batchVoucher: { method: 'POST', url: '/merchant/order/batchVoucher', body: merchantBatchVoucherBody, data: orderStatusAnswer },
  updateBatch: { method: 'POST', url: '/merchant/order/updateBatch', body: merchantUpdateBatchBody, data: orderStatusAnswer },
  customs: { method: 'POST', url: '/merchant/order/customs', body: merchantCustomsBody, data: orderStatusAnswer },
  confirmOfflinePay: {
    method: 'POST',
    url: '/merchant/order/confirmOfflinePay',
    body: merchantOrderNumberBody,
    data: z.object({ paymentId: z.string() }),
  },
  /** The merchant transferred the offline payment of a rejected order back to the buyer. */
  paybackTransferred: { method: 'POST', url: '/merchant/order/paybackTransferred', body: merchantOrderNumberBody, data: noData },
} as const satisfies Contract;
