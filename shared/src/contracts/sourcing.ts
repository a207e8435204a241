import { z } from 'zod';
import { INQUIRY_CONTEXTS, INQUIRY_STATES, QUOTATION_STATES } from '../schemas/sourcing';

/**
 * Sourcing wire bodies after the request itself: quotations (buyer and merchant), inquiries and
 * their threads, the procurement centre's public request. The `quotations` and `inquiries` API
 * modules answer these; mf-user-center reads them. Money is minor units of the body's `currency`.
 */

const page = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    pages: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

export const sourcingFileSchema = z.object({ fileKey: z.string(), name: z.string(), contentType: z.string().nullable() });
export type SourcingFile = z.infer<typeof sourcingFileSchema>;

/** The supplier as a quotation shows it (spec section 3) with the shop's response record. */
export const quotationSupplierSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: z.string().nullable(),
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
export type QuotationSupplier = z.infer<typeof quotationSupplierSchema>;

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
  pic: z.string().nullable(),
  unitPrice: z.number().int(),
  currency: z.string(),
  moq: z.number().int(),
  /** The unit of the quantity asked for (the RFQ's or inquiry's), for "MOQ 100 pieces". */
  unit: z.string().nullable(),
  tradeTerm: z.string(),
  deliveryPort: z.string(),
  paymentMethod: z.string(),
  sampleOffered: z.boolean(),
  validTo: z.string(),
  note: z.string(),
  attachments: z.array(sourcingFileSchema),
  supplier: quotationSupplierSchema,
  revision: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
  readAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  orderNumber: z.string().nullable(),
  confirmedQuantity: z.number().int().nullable(),
  /** A product SKU is attached, so the buyer can order it online. */
  orderable: z.boolean(),
});
export type QuotationView = z.infer<typeof quotationViewSchema>;
export const quotationPageSchema = page(quotationViewSchema);

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
  validTo: z.string(),
  note: z.string(),
  sentAt: z.string(),
});
export type QuotationRevision = z.infer<typeof quotationRevisionSchema>;

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
export type QuotationDetail = z.infer<typeof quotationDetailSchema>;

/** POST /p/quotation/confirm: the order made at the quoted price. */
export const quotationConfirmedSchema = z.object({ quotationId: z.number().int(), orderNumbers: z.array(z.string()) });
export type QuotationConfirmed = z.infer<typeof quotationConfirmedSchema>;

/** POST /merchant/quotation/submit */
export const quotationSentSchema = z.object({ quotationId: z.number().int(), revision: z.number().int() });
export type QuotationSent = z.infer<typeof quotationSentSchema>;

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
  expiresAt: z.string(),
  createTime: z.string(),
  quotationCount: z.number().int(),
});
export type PublicRfq = z.infer<typeof publicRfqSchema>;
export const publicRfqPageSchema = page(publicRfqSchema);

/** GET /rfq/publicInfo: what a supplier needs to quote; never the contact, budget or the PDF. */
export const publicRfqDetailSchema = publicRfqSchema.extend({
  currency: z.string(),
  /** Target unit price, minor units of `currency`. */
  price: z.number().int(),
  description: z.string(),
  /** Public image paths. */
  images: z.array(z.string()),
  shippingMethod: z.string(),
  paymentMethod: z.string(),
  area: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  purchaseFrequency: z.string().nullable(),
  supplierType: z.string().nullable(),
  supplierRequirement: z.string(),
  status: z.string(),
});
export type PublicRfqDetail = z.infer<typeof publicRfqDetailSchema>;

/** One message of an inquiry thread. */
export const inquiryMessageViewSchema = z.object({
  messageId: z.number().int(),
  sender: z.enum(['buyer', 'merchant']),
  body: z.string(),
  createTime: z.string(),
});
export type InquiryMessageView = z.infer<typeof inquiryMessageViewSchema>;

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
  pic: z.string().nullable(),
  quantity: z.number().int().nullable(),
  unit: z.string().nullable(),
  /** The supplier's newest reply or quotation is unread by the buyer. */
  buyerUnread: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  createTime: z.string(),
  closedBy: z.string().nullable(),
  /** The buyer's name, for the merchant's list. */
  buyerName: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;
export const inquiryPageSchema = page(inquirySummarySchema);

/** One inquiry with its thread and the quotation the supplier sent for it, if any. */
export const inquiryDetailSchema = inquirySummarySchema.extend({
  messages: z.array(inquiryMessageViewSchema),
  quotation: quotationViewSchema.nullable(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** POST /p/inquiry/send */
export const inquirySentSchema = z.object({ inquiryId: z.number().int() });
export type InquirySent = z.infer<typeof inquirySentSchema>;
