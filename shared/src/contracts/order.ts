import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, PAYBACK_STATUSES } from '../constants';
import { INVOICE_HEADER_TYPES, INVOICE_TYPES, invoiceRequestSchema } from '../schemas/checkout';
import { pickupCodeSchema } from '../schemas/commerce';
import { isoTime, noData, pageOf, pageQuery, type Contract } from './common';
import { payStageSchema } from './payment';
import { orderLineSchema } from './reviews';
import { orderCountsSchema } from './user-center';

/**
 * The buyer's orders (`checkout` API module, mall4j /p/myOrder): the order list of mf-user-center
 * (uc-order) and the order detail and logistics of mf-checkout, with the actions on an order and
 * its documents (vouchers, invoice) behind signed links. Amounts are minor units of the order's
 * currency; an order's states: api/src/modules/checkout/README.md.
 */

// --- bodies --------------------------------------------------------------------------------------

/**
 * The receiving address as it was when the order was placed (a copy, not a link to the address
 * book). A platform order (balance top-up, membership) has none: every field is then absent.
 */
export const orderAddressSchema = z
  .object({
    addrId: z.number().int(),
    receiver: z.string(),
    mobile: z.string(),
    countryCode: z.string().nullable(),
    countryName: z.string(),
    regionCode: z.string(),
    regionName: z.string(),
    /** The free-text region of orders placed before addresses had countries. */
    province: z.string(),
    city: z.string(),
    area: z.string(),
    addr: z.string(),
    postCode: z.string(),
    commonAddr: z.boolean(),
  })
  .partial();
export type OrderAddress = z.input<typeof orderAddressSchema>;

export const INVOICE_STATUSES = ['notRequested', 'requested', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The order's invoice: 'notRequested', or the request (and, once issued, the file as a signed link). */
export const orderInvoiceSchema = z.object({
  status: z.enum(INVOICE_STATUSES),
  type: z.enum(INVOICE_TYPES).optional(),
  headerType: z.enum(INVOICE_HEADER_TYPES).optional(),
  headerName: z.string().optional(),
  taxNumber: z.string().optional(),
  requestedAt: z.string().optional(),
  issuedAt: z.string().optional(),
  /** The issued invoice file (signed link); null before it is issued. */
  fileUrl: z.string().nullable().optional(),
});
export type OrderInvoice = z.input<typeof orderInvoiceSchema>;

/** One line of an order (a gift is a line of its own, giftOf naming its main line). */
export const orderItemSchema = orderLineSchema.extend({
  orderNumber: z.string(),
  shippedCount: z.number().int(),
  productTotal: z.number().int(),
  /** A gift's main line (null: a bought line) and what the gift is worth. */
  giftOf: z.number().int().nullable(),
  giftAmount: z.number().int(),
  /** Units refunded (after-sales) and the open request on the line, if any. */
  refundedCount: z.number().int(),
  openRefundSn: z.string().nullable(),
});
export type OrderItem = z.input<typeof orderItemSchema>;

export const REFUND_STATUSES = ['inProgress', 'partial', 'full'] as const;

/** An order as its buyer sees it (the list's records; the detail adds lines' shipment and more). */
export const buyerOrderSchema = z.object({
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  status: z.number().int(),
  subStatus: z.string(),
  /** normal, points, ..., or a platform order: recharge (balance top-up), membership. */
  orderType: z.string(),
  payType: z.number().int().nullable(),
  goodsTotal: z.number().int(),
  freight: z.number().int(),
  insurance: z.number().int(),
  taxes: z.number().int(),
  memberDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  amountAdjustment: z.number().int(),
  pointsUsed: z.number().int(),
  pointsAmount: z.number().int(),
  actualTotal: z.number().int(),
  paidAmount: z.number().int(),
  /** An order paid in two parts: the advance, then the final payment (null: paid in one go). */
  advanceAmount: z.number().int().nullable(),
  advancePaidAt: isoTime.nullable(),
  finalAmount: z.number().int().nullable(),
  finalPaidAt: isoTime.nullable(),
  payStage: payStageSchema.nullable(),
  finalPriceTime: isoTime.nullable(),
  finalPayType: z.number().int().nullable(),
  productNums: z.number().int(),
  tradeTerm: z.string(),
  /** How a DDP order's taxes were estimated (taxes = duty + tax); null for other terms and older orders. */
  taxDetail: z
    .object({
      duty: z.number().int(),
      tax: z.number().int(),
      dutyBp: z.number().int(),
      taxBp: z.number().int(),
      asOf: z.string().nullable(),
      countryCode: z.string().nullable(),
    })
    .nullable(),
  exportMode: z.string(),
  deliveryType: z.string(),
  /** A calendar day (YYYY-MM-DD). */
  dispatchDate: z.string().nullable(),
  remarks: z.string(),
  buyerMessage: z.string(),
  addr: orderAddressSchema,
  /** Shown only once the order is paid. */
  pickupCode: z.string().nullable(),
  invoice: orderInvoiceSchema,
  rejectReason: z.string().nullable(),
  rejectNote: z.string().nullable(),
  closeReason: z.string().nullable(),
  payDeadline: isoTime,
  createTime: isoTime,
  payTime: isoTime.nullable(),
  confirmTime: isoTime.nullable(),
  shipTime: isoTime.nullable(),
  receiveTime: isoTime.nullable(),
  closeTime: isoTime.nullable(),
  /** After-sales label (spec 4): a request is open, something was refunded, everything was. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  refundedAmount: z.number().int(),
  pointsEarned: z.number().int(),
  orderItems: z.array(orderItemSchema),
});
export type BuyerOrder = z.input<typeof buyerOrderSchema>;

/** A shipment batch (package) with its logistics details; the voucher opens through voucherUrl (signed link). */
export const orderBatchSchema = z.object({
  batchId: z.number().int(),
  batchNo: z.number().int(),
  items: z.array(z.object({ orderItemId: z.number().int(), count: z.number().int() })),
  quantity: z.number().int(),
  amount: z.number().int(),
  courier: z.string(),
  trackingNumber: z.string(),
  containerNo: z.string().nullable(),
  blNo: z.string().nullable(),
  waybillNo: z.string().nullable(),
  loadingMode: z.enum(['LCL', 'FCL', 'bulk']).nullable(),
  /** Whether a logistics voucher is uploaded. */
  voucher: z.boolean(),
  voucherUrl: z.string().nullable(),
  createTime: isoTime,
});
export type OrderBatch = z.input<typeof orderBatchSchema>;

/** The customs declaration of an order (its voucher as a signed link). */
export const orderCustomsSchema = z.object({
  declarationNo: z.string(),
  declaredAmount: z.number().int(),
  voucher: z.boolean(),
  voucherUrl: z.string().nullable(),
  status: z.number().int(),
  /** A calendar day (YYYY-MM-DD). */
  releaseDate: z.string().nullable(),
});
export type OrderCustoms = z.input<typeof orderCustomsSchema>;

/** A gateway payment that arrived when its orders were no longer payable, sent back through the gateway. */
export const gatewayRefundSchema = z.object({
  paymentId: z.string(),
  payType: z.number().int(),
  amount: z.number().int(),
  refundNo: z.string(),
  refundedAt: isoTime,
});
export type GatewayRefundView = z.input<typeof gatewayRefundSchema>;

/**
 * Money the order paid back outside after-sales (the merchant rejected it), per settled part,
 * through the method that paid it: done, awaiting the merchant's transfer (offline), or failed
 * (the gateway refused; the platform retries).
 */
export const orderPaybackSchema = z.object({
  payType: z.number().int(),
  amount: z.number().int(),
  status: z.enum(PAYBACK_STATUSES),
  refundNo: z.string().nullable(),
  createTime: isoTime,
});
export type OrderPayback = z.input<typeof orderPaybackSchema>;

/** Batches and customs: shown only once the order is paid (deliveryVisible). */
const shipment = {
  deliveryVisible: z.boolean(),
  batches: z.array(orderBatchSchema),
  customs: orderCustomsSchema.nullable(),
};

/** One order in full. */
export const orderDetailSchema = buyerOrderSchema.extend({
  ...shipment,
  gatewayRefunds: z.array(gatewayRefundSchema),
  paybacks: z.array(orderPaybackSchema),
  /** The server's clock, for the payment countdown. */
  serverTime: isoTime,
});
export type OrderDetail = z.input<typeof orderDetailSchema>;

export const orderLogisticsSchema = z.object({ orderNumber: z.string(), ...shipment });
export type OrderLogistics = z.input<typeof orderLogisticsSchema>;

// --- routes --------------------------------------------------------------------------------------

export const orderNumberSchema = z.string().regex(ORDER_NUMBER_PATTERN);
const orderNumberQuery = z.object({ orderNumber: orderNumberSchema });
const orderNumberParams = orderNumberQuery;
/** 0 all, 1 unpaid, 2 to ship, 3 shipped, 4 to review, 5 completed, 6 closed. */
const myOrderQuery = pageQuery().extend({ status: z.coerce.number<number>().int().min(0).max(7).default(0) });

export const myOrderContract = {
  list: { method: 'GET', url: '/p/myOrder/myOrder', querystring: myOrderQuery, data: pageOf(buyerOrderSchema) },
  count: { method: 'GET', url: '/p/myOrder/orderCount', data: orderCountsSchema },
  detail: { method: 'GET', url: '/p/myOrder/orderDetail', querystring: orderNumberQuery, data: orderDetailSchema },
  logistics: { method: 'GET', url: '/p/myOrder/logistics', querystring: orderNumberQuery, data: orderLogisticsSchema },
  cancel: { method: 'PUT', url: '/p/myOrder/cancel/:orderNumber', params: orderNumberParams, data: noData },
  /** A pickup order's code, when given, must match (empty: no check). */
  receipt: {
    method: 'PUT',
    url: '/p/myOrder/receipt/:orderNumber',
    params: orderNumberParams,
    body: z.object({ pickupCode: pickupCodeSchema }),
    data: noData,
  },
  remove: { method: 'DELETE', url: '/p/myOrder/:orderNumber', params: orderNumberParams, data: noData },
  checkPickupCode: {
    method: 'POST',
    url: '/p/myOrder/checkPickupCode',
    body: z.object({ orderNumber: orderNumberSchema, pickupCode: pickupCodeSchema }),
    data: z.boolean(),
  },
  /** Until the invoice is issued, a new request replaces the previous one. */
  invoice: {
    method: 'POST',
    url: '/p/myOrder/invoice',
    body: z.intersection(z.object({ orderNumber: orderNumberSchema }), invoiceRequestSchema),
    data: orderInvoiceSchema,
  },
  /**
   * A stored order document (voucher, invoice) by the signed link an order answer handed out
   * (`?exp&sig`). A browser opens it: a missing, forged or expired link is an HTTP 404.
   */
  document: {
    method: 'GET',
    url: '/order-doc/*',
    params: z.object({ '*': z.string() }),
    querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
    data: { file: '*/*' },
  },
} as const satisfies Contract;
