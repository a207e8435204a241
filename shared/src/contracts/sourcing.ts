import { z } from 'zod';
import {
  INQUIRY_CONTEXTS,
  INQUIRY_STATES,
  inquiryPageQuerySchema,
  inquiryReplySchema,
  inquirySendSchema,
  QUOTATION_STATES,
  quotationConfirmSchema,
  quotationPageQuerySchema,
  quotationSubmitSchema,
} from '../schemas/sourcing';
import { isoTime, noData, pageOf, picPath, type Contract } from './common';
import { rfqFileSchema } from './rfq';

/**
 * The sourcing loop after the request itself (`sourcing` API module): suppliers' quotations (the
 * buyer's and the merchant's side), inquiries with their threads. mf-user-center reads them; the
 * request's own bodies are in rfq.ts. Money is minor units of the body's `currency`.
 */

// --- bodies --------------------------------------------------------------------------------------

/** The supplier as a quotation shows it (spec section 3) with the shop's response record. */
export const quotationSupplierSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: picPath,
  sender: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  companyAddress: z.string(),
  email: z.string(),
  region: z.string().nullable(),
  selfOperated: z.boolean(),
  yearsInBusiness: z.number().int().nullable(),
  /** Share of inquiries answered, percent. */
  responseRate: z.number().int().nullable(),
  /** Usual answer time, hours. */
  responseHours: z.number().int().nullable(),
});
export type QuotationSupplier = z.input<typeof quotationSupplierSchema>;

/** One quotation, as the buyer's list, its detail and the comparison show it. */
export const quotationViewSchema = z.object({
  quotationId: z.number().int(),
  /** Spec section 4's code: 1 unread, 2 read, 3 expired, 5 closed, 8 confirmed, 9 completed. */
  status: z.number().int(),
  statusKey: z.enum(QUOTATION_STATES as [string, ...string[]]),
  rfqId: z.number().int().nullable(),
  rfqNumber: z.string().nullable(),
  inquiryId: z.number().int().nullable(),
  /** What was asked for: the RFQ's product name or the inquiry's subject. */
  subject: z.string(),
  prodId: z.number().int().nullable(),
  skuId: z.number().int().nullable(),
  prodName: z.string().nullable(),
  skuName: z.string().nullable(),
  pic: picPath,
  unitPrice: z.number().int(),
  currency: z.string(),
  moq: z.number().int(),
  /** The unit of the quantity asked for (the RFQ's or inquiry's), for "MOQ 100 pieces". */
  unit: z.string().nullable(),
  tradeTerm: z.string(),
  deliveryPort: z.string(),
  paymentMethod: z.string(),
  sampleOffered: z.boolean(),
  validTo: isoTime,
  note: z.string(),
  attachments: z.array(rfqFileSchema),
  supplier: quotationSupplierSchema,
  revision: z.number().int(),
  createTime: isoTime,
  updateTime: isoTime,
  readAt: isoTime.nullable(),
  closedBy: z.string().nullable(),
  orderNumber: z.string().nullable(),
  confirmedQuantity: z.number().int().nullable(),
  /** A product SKU is attached, so the buyer can order it online. */
  orderable: z.boolean(),
});
export type QuotationView = z.input<typeof quotationViewSchema>;

/** Terms a revision replaced. */
export const quotationRevisionSchema = z.object({
  revision: z.number().int(),
  unitPrice: z.number().int(),
  currency: z.string(),
  moq: z.number().int(),
  tradeTerm: z.string(),
  deliveryPort: z.string(),
  paymentMethod: z.string(),
  sampleOffered: z.boolean(),
  validTo: isoTime,
  note: z.string(),
  sentAt: isoTime,
});
export type QuotationRevision = z.input<typeof quotationRevisionSchema>;

/** What the buyer asked for, beside the quotations (GET /p/quotation/info). */
export const quotationRequestSchema = z.object({
  rfqId: z.number().int().nullable(),
  rfqNumber: z.string().nullable(),
  inquiryId: z.number().int().nullable(),
  status: z.string(),
  productName: z.string(),
  quantity: z.number().int().nullable(),
  unit: z.string().nullable(),
  currency: z.string().nullable(),
  /** Target unit price of the RFQ, minor units of `currency`. */
  price: z.number().int().nullable(),
  tradeTerm: z.string().nullable(),
  destination: z.string().nullable(),
  country: z.string().nullable(),
});

/** GET /p/quotation/info: one quotation (now read), its history, and every quotation of the same RFQ. */
export const quotationDetailSchema = z.object({
  quotation: quotationViewSchema,
  history: z.array(quotationRevisionSchema),
  request: quotationRequestSchema,
  /** All quotations of the RFQ (this one included), for the side-by-side comparison. */
  comparison: z.array(quotationViewSchema),
});
export type QuotationDetail = z.input<typeof quotationDetailSchema>;

/** POST /p/quotation/confirm: the order made at the quoted price. */
export const quotationConfirmedSchema = z.object({ quotationId: z.number().int(), orderNumbers: z.array(z.string()) });
export type QuotationConfirmed = z.input<typeof quotationConfirmedSchema>;

/** POST /merchant/quotation/submit */
export const quotationSentSchema = z.object({ quotationId: z.number().int(), revision: z.number().int() });
export type QuotationSent = z.input<typeof quotationSentSchema>;

/** One message of an inquiry thread. */
export const inquiryMessageViewSchema = z.object({
  messageId: z.number().int(),
  sender: z.enum(['buyer', 'merchant']),
  body: z.string(),
  createTime: isoTime,
});
export type InquiryMessageView = z.input<typeof inquiryMessageViewSchema>;

/** An inquiry in a list (the buyer's or the shop's). */
export const inquirySummarySchema = z.object({
  inquiryId: z.number().int(),
  status: z.enum(INQUIRY_STATES),
  context: z.enum(INQUIRY_CONTEXTS),
  subject: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  prodId: z.number().int().nullable(),
  skuId: z.number().int().nullable(),
  prodName: z.string().nullable(),
  skuName: z.string().nullable(),
  pic: picPath,
  quantity: z.number().int().nullable(),
  unit: z.string().nullable(),
  /** The supplier's newest reply or quotation is unread by the buyer. */
  buyerUnread: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: isoTime,
  createTime: isoTime,
  closedBy: z.string().nullable(),
  /** The buyer's name, for the merchant's list. */
  buyerName: z.string(),
});
export type InquirySummary = z.input<typeof inquirySummarySchema>;

/** One inquiry with its thread and the quotation the supplier sent for it, if any. */
export const inquiryDetailSchema = inquirySummarySchema.extend({
  messages: z.array(inquiryMessageViewSchema),
  quotation: quotationViewSchema.nullable(),
});
export type InquiryDetail = z.input<typeof inquiryDetailSchema>;

/** POST /p/inquiry/send */
export const inquirySentSchema = z.object({ inquiryId: z.number().int() });
export type InquirySent = z.input<typeof inquirySentSchema>;

// --- routes --------------------------------------------------------------------------------------

const id = (notFound: string) => z.coerce.number<number>({ error: notFound }).int(notFound).positive(notFound);
export const quotationIdParams = z.object({ quotationId: id('validation.invalid') });
export const inquiryIdParams = z.object({ inquiryId: id('validation.invalid') });

export const sourcingContract = {
  // The buyer's quotations.
  quotationPage: { method: 'GET', url: '/p/quotation/page', querystring: quotationPageQuerySchema, data: pageOf(quotationViewSchema) },
  /** Marks it read (unread -> read); with its revisions, the request and every quotation of the RFQ. */
  quotationInfo: { method: 'GET', url: '/p/quotation/info', querystring: quotationIdParams, data: quotationDetailSchema },
  quotationClose: { method: 'PUT', url: '/p/quotation/close/:quotationId', params: quotationIdParams, data: noData },
  /** An order for the quoted SKU at the quoted price, through checkout's submit path. */
  quotationConfirm: { method: 'POST', url: '/p/quotation/confirm', body: quotationConfirmSchema, data: quotationConfirmedSchema },
  quotationFile: {
    method: 'GET',
    url: '/p/quotation/file',
    querystring: quotationIdParams.extend({ fileKey: z.string().trim().min(1).max(200) }),
    data: { file: '*/*' },
  },
  // The buyer's inquiries ("Contact supplier").
  inquirySend: { method: 'POST', url: '/p/inquiry/send', body: inquirySendSchema, data: inquirySentSchema },
  inquiryPage: { method: 'GET', url: '/p/inquiry/page', querystring: inquiryPageQuerySchema, data: pageOf(inquirySummarySchema) },
  inquiryInfo: { method: 'GET', url: '/p/inquiry/info', querystring: inquiryIdParams, data: inquiryDetailSchema },
  inquiryReply: { method: 'POST', url: '/p/inquiry/reply', body: inquiryReplySchema, data: noData },
  inquiryClose: { method: 'PUT', url: '/p/inquiry/close/:inquiryId', params: inquiryIdParams, data: noData },
  // The supplier's side (merchant token).
  merchantQuotationSubmit: { method: 'POST', url: '/merchant/quotation/submit', body: quotationSubmitSchema, data: quotationSentSchema },
  merchantQuotationPage: {
    method: 'GET',
    url: '/merchant/quotation/page',
    querystring: quotationPageQuerySchema,
    data: pageOf(quotationViewSchema),
  },
  merchantQuotationClose: { method: 'PUT', url: '/merchant/quotation/close/:quotationId', params: quotationIdParams, data: noData },
  merchantInquiryPage: {
    method: 'GET',
    url: '/merchant/inquiry/page',
    querystring: inquiryPageQuerySchema,
    data: pageOf(inquirySummarySchema),
  },
  /** An unread inquiry becomes 'read, not sent'. */
  merchantInquiryInfo: { method: 'GET', url: '/merchant/inquiry/info', querystring: inquiryIdParams, data: inquiryDetailSchema },
  merchantInquiryReply: { method: 'POST', url: '/merchant/inquiry/reply', body: inquiryReplySchema, data: noData },
  merchantInquiryClose: { method: 'PUT', url: '/merchant/inquiry/close/:inquiryId', params: inquiryIdParams, data: noData },
} as const satisfies Contract;
