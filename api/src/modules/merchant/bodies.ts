import { merchantShipSchema } from '@mall/shared/schemas';
import { fileKeyField } from '@mall/shared/contracts';
import { z } from 'zod';

/** Request bodies of the merchant's order actions (README.md beside this file). */

export const REJECT_REASONS = ['insufficientStock', 'quantityTooLow', 'unreachable', 'newDraftCreated', 'other'] as const;

const orderNumber = z.string().regex(/^\d{6,32}$/);
export const orderNumberBody = z.object({ orderNumber });

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
export const confirmBody = z.object({ orderNumber, ...advanceFields });
export const changeAmountBody = z.object({
  orderNumber,
  actualTotal: z.number().int().positive('validation.amountPositive'),
  ...advanceFields,
});
export type AdvanceInput = { advanceAmount?: number | null; advanceRatio?: number };

/** The merchant confirms the final price (default: order amount minus advance); the final payment becomes due. */
export const finalPriceBody = z.object({ orderNumber, finalAmount: z.number().int().positive('validation.amountPositive').optional() });

export const rejectBody = z.object({
  orderNumber,
  reason: z.enum(REJECT_REASONS, { error: 'validation.required' }),
  note: z.string().trim().max(200).default(''),
});
export const shipBody = merchantShipSchema.extend({
  orderNumber,
  /** Lines and counts in this batch; absent = everything not shipped yet. */
  items: z
    .array(z.object({ orderItemId: z.number().int().positive(), count: z.number().int().min(1, 'validation.shipQuantity') }))
    .optional(),
  containerNo: z.string().trim().max(64).optional(),
  blNo: z.string().trim().max(64).optional(),
  waybillNo: z.string().trim().max(64).optional(),
  loadingMode: z.enum(['LCL', 'FCL', 'bulk']).optional(),
  /** Logistics voucher: the id (file key) of the merchant's upload of purpose 'logistics-voucher'. */
  voucher: fileKeyField.optional(),
});
export const batchVoucherBody = orderNumberBody.extend({ batchNo: z.number().int().positive(), voucher: fileKeyField });
export const customsBody = z.object({
  orderNumber,
  declarationNo: z.string().trim().min(1, 'validation.required').max(64),
  declaredAmount: z.number().int().nonnegative(),
  /** Customs voucher: the id (file key) of the merchant's upload of purpose 'customs-voucher'. */
  voucher: fileKeyField.optional(),
  /** 0 pending review, 1 in review, 2 passed, 3 failed. */
  status: z.number().int().min(0).max(3).default(2),
  releaseDate: z.iso.date().optional(),
});
export const issueInvoiceBody = z.object({ orderNumber, fileKey: fileKeyField });

export const updateBatchBody = z.object({
  orderNumber,
  batchNo: z.number().int().positive(),
  courier: z.string().trim().min(1, 'validation.courierRequired').max(64).optional(),
  trackingNumber: z.string().trim().min(1, 'validation.courierRequired').max(64).optional(),
  containerNo: z.string().trim().max(64).optional(),
  blNo: z.string().trim().max(64).optional(),
  waybillNo: z.string().trim().max(64).optional(),
  loadingMode: z.enum(['LCL', 'FCL', 'bulk']).optional(),
  voucher: fileKeyField.optional(),
});
