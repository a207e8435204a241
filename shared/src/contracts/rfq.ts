import { z } from 'zod';
import { RFQ_STATES, rfqPageQuerySchema, rfqSendCodeSchema, rfqSubmitSchema } from '../schemas/rfq';
import { procurementQuerySchema, rfqAdminCloseSchema, rfqExtendSchema } from '../schemas/sourcing';
import { isoTime, noData, pageOf, type Contract } from './common';

/**
 * RFQ (sourcing request) wire bodies and endpoints: the `rfq` API module posts and reads them
 * (/purchase-order, uc-purchase, uc-sourcing), the `sourcing` module moves them on (cancel, extend,
 * platform close) and shows them to suppliers (the procurement centre). Money is minor units of
 * the request's `currency`.
 */

// --- bodies --------------------------------------------------------------------------------------

/** An attachment of a request (an upload claimed by it). */
export const rfqFileSchema = z.object({ fileKey: z.string(), name: z.string(), contentType: z.string().nullable() });
export type RfqFile = z.input<typeof rfqFileSchema>;

/** A request as the buyer's lists show it (GET /p/rfq/page). */
export const rfqSummarySchema = z.object({
  rfqId: z.number().int(),
  rfqNumber: z.string(),
  status: z.enum(RFQ_STATES),
  productName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  tradeTerm: z.string(),
  currency: z.string(),
  /** Target unit price, minor units of `currency`. */
  price: z.number().int(),
  maxBudget: z.number().int(),
  country: z.string(),
  destination: z.string(),
  validUntil: z.string().describe('YYYY-MM-DD'),
  /** The end of the validity day (UTC): the countdown runs to this instant. */
  expiresAt: isoTime,
  createTime: isoTime,
  closedAt: isoTime.nullable(),
  confirmedAt: isoTime.nullable(),
  doneAt: isoTime.nullable(),
  imageCount: z.number().int(),
  hasPdf: z.boolean(),
  /** Quotations received, and how many of them the buyer has not opened. */
  quotationCount: z.number().int(),
  unreadQuotationCount: z.number().int(),
});
export type RfqSummary = z.input<typeof rfqSummarySchema>;

/** One of the buyer's requests in full (GET /p/rfq/info). */
export const rfqDetailSchema = rfqSummarySchema.extend({
  description: z.string(),
  images: z.array(rfqFileSchema),
  pdf: rfqFileSchema.nullable(),
  shippingMethod: z.string(),
  area: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  paymentMethod: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  purchaseFrequency: z.string().nullable(),
  annualPurchaseAmount: z.number().int().nullable(),
  supplierType: z.string().nullable(),
  supplierRequirement: z.string(),
  chinaImportExperience: z.boolean().nullable(),
  /** Why the platform closed it (state 'closed'). */
  rejectReason: z.string().nullable(),
});
export type RfqDetail = z.input<typeof rfqDetailSchema>;

/** What POST /p/rfq/submit answers on success. */
export const rfqCreatedSchema = z.object({ rfqId: z.number().int(), rfqNumber: z.string() });
export type RfqCreated = z.input<typeof rfqCreatedSchema>;

/** An open request in the procurement centre: without the buyer's contact, budget or private files. */
export const publicRfqSchema = z.object({
  rfqId: z.number().int(),
  rfqNumber: z.string(),
  productName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  tradeTerm: z.string(),
  country: z.string(),
  destination: z.string(),
  validUntil: z.string(),
  expiresAt: isoTime,
  createTime: isoTime,
  quotationCount: z.number().int(),
});
export type PublicRfq = z.input<typeof publicRfqSchema>;

/** GET /rfq/publicInfo: what a supplier needs to quote; never the contact, budget or the PDF. */
export const publicRfqDetailSchema = publicRfqSchema.extend({
  status: z.enum(RFQ_STATES),
  currency: z.string(),
  /** Target unit price, minor units of `currency`. */
  price: z.number().int(),
  description: z.string(),
  /** Public image paths (resolved against the resource base by the page). */
  images: z.array(z.string()),
  shippingMethod: z.string(),
  paymentMethod: z.string(),
  area: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  purchaseFrequency: z.string().nullable(),
  supplierType: z.string().nullable(),
  supplierRequirement: z.string(),
});
export type PublicRfqDetail = z.input<typeof publicRfqDetailSchema>;

// --- routes --------------------------------------------------------------------------------------

const rfqNumberField = z.string({ error: 'rfq.notFound' }).trim().min(1, 'rfq.notFound').max(40, 'rfq.notFound');
const rfqIdField = z.coerce.number<number>({ error: 'rfq.notFound' }).int('rfq.notFound').positive('rfq.notFound');
export const rfqNumberParams = z.object({ rfqNumber: rfqNumberField });
/** A request named by its id (the pages' links) or by its number (what the buyer sees). */
export const rfqRefQuery = z
  .object({ rfqId: rfqIdField.optional(), rfqNumber: rfqNumberField.optional() })
  .refine((q) => q.rfqId != null || q.rfqNumber != null, { message: 'rfq.notFound', path: ['rfqId'] });
export type RfqRefQuery = z.output<typeof rfqRefQuery>;

export const rfqContract = {
  /** E-mails a 6-digit code to the contact address of a new request. */
  sendCode: { method: 'POST', url: '/p/rfq/sendCode', body: rfqSendCodeSchema, data: noData },
  submit: { method: 'POST', url: '/p/rfq/submit', body: rfqSubmitSchema, data: rfqCreatedSchema },
  page: { method: 'GET', url: '/p/rfq/page', querystring: rfqPageQuerySchema, data: pageOf(rfqSummarySchema) },
  info: { method: 'GET', url: '/p/rfq/info', querystring: rfqRefQuery, data: rfqDetailSchema },
  close: { method: 'PUT', url: '/p/rfq/close/:rfqNumber', params: rfqNumberParams, data: noData },
  cancel: { method: 'PUT', url: '/p/rfq/cancel/:rfqNumber', params: rfqNumberParams, data: noData },
  extend: { method: 'PUT', url: '/p/rfq/extend', body: rfqExtendSchema, data: noData },
  file: {
    method: 'GET',
    url: '/p/rfq/file',
    querystring: rfqNumberParams.extend({ fileKey: z.string().trim().min(1).max(200) }),
    data: { file: '*/*' },
  },
  publicPage: { method: 'GET', url: '/rfq/publicPage', querystring: procurementQuerySchema, data: pageOf(publicRfqSchema) },
  publicInfo: { method: 'GET', url: '/rfq/publicInfo', querystring: z.object({ rfqId: rfqIdField }), data: publicRfqDetailSchema },
  /** Platform (admin token): closes a request and tells the buyer why. */
  adminClose: { method: 'PUT', url: '/admin/rfq/close', body: rfqAdminCloseSchema, data: noData },
} as const satisfies Contract;
