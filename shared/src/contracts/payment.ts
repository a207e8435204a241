import { z } from 'zod';

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
