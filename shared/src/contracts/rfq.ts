import type { RfqState } from '../schemas/rfq';

/**
 * RFQ (sourcing request) wire types: what the `rfq` API module answers and the user-centre remote
 * reads. Written once, here, so the server and the pages cannot drift apart.
 */

/** An attachment of a request (an upload claimed by it). */
export interface RfqFile {
  fileKey: string;
  name: string;
  contentType: string | null;
}

/** A request as the buyer's list shows it (GET /p/rfq/page). */
export interface RfqSummary {
  rfqId: number;
  rfqNumber: string;
  status: RfqState;
  productName: string;
  categoryId: number;
  categoryName: string;
  quantity: number;
  unit: string;
  tradeTerm: string;
  currency: string;
  /** Target unit price, minor units of `currency`. */
  price: number;
  maxBudget: number;
  country: string;
  destination: string;
  validUntil: string;
  /** The end of the validity day (UTC): the countdown runs to this instant. */
  expiresAt: string;
  createTime: string;
  closedAt: string | null;
  confirmedAt: string | null;
  doneAt: string | null;
  imageCount: number;
  hasPdf: boolean;
  /** Quotations received, and how many of them the buyer has not opened. */
  quotationCount: number;
  unreadQuotationCount: number;
}

/** One of the buyer's requests in full (GET /p/rfq/info). */
export interface RfqDetail extends RfqSummary {
  description: string;
  images: RfqFile[];
  pdf: RfqFile | null;
  shippingMethod: string;
  area: string | null;
  leadTimeDays: number | null;
  paymentMethod: string;
  companyName: string;
  contactName: string;
  email: string;
  purchaseFrequency: string | null;
  annualPurchaseAmount: number | null;
  supplierType: string | null;
  supplierRequirement: string;
  chinaImportExperience: boolean | null;
  rejectReason: string | null;
}

/** What POST /p/rfq/submit answers on success. */
export interface RfqCreated {
  rfqId: number;
  rfqNumber: string;
}
