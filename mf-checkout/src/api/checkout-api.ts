import { http, unwrap, type Page } from '@mall/shared';
import type { InvoiceRequest, InvoiceRequestInput } from '@mall/shared/schemas';
import type { OrderLine, PayResult, PayStage } from '@mall/shared/contracts';

/**
 * Order, payment and my-order calls of checkout (docs/api.md). Codes other than 00000/A00002 that
 * the shared client hands back (A03002, A03010, A00014, ...) reject with an ApiError through the
 * shared unwrap, so every caller sees one failure path. Cart and addresses: ./cart.ts, ./addresses.ts.
 */
import type { Address } from './addresses';
export type { Address, AddressInput } from './addresses';

export interface OrderParams {
  basketIds?: number[];
  orderItem?: { prodId: number; skuId: number; count: number };
  addrId?: number;
  couponIds?: number[];
  usePoints?: number;
  insurance?: boolean;
  deliveryType?: 'express' | 'pickup';
  exportMode?: 'selfOperatedExport' | 'convenientDelivery';
  tradeTerm?: 'EXW' | 'FOB' | 'CIF' | 'DDP';
  orderShopParams?: { shopId: number; remarks: string; buyerMessage: string }[];
}
export interface ShopOrder {
  shopId: number;
  shopName: string;
  lines: {
    basketId: number | null;
    prodId: number;
    skuId: number;
    prodName: string;
    skuName: string;
    pic: string | null;
    price: number;
    count: number;
    productTotal: number;
  }[];
  units: number;
  goodsTotal: number;
  memberDiscount: number;
  couponDiscount: number;
  freight: number;
  insurance: number;
  taxes: number;
  pointsUsed: number;
  pointsAmount: number;
  actualTotal: number;
}
export interface Coupon {
  userCouponId: number;
  shopId: number | null;
  name: string;
  kind: 'cash' | 'discount';
  reduceAmount: number;
  discountPct: number | null;
  minAmount: number;
  exclusive: boolean;
}
type Totals = Record<
  'goodsTotal' | 'memberDiscount' | 'couponDiscount' | 'freight' | 'insurance' | 'taxes' | 'pointsAmount' | 'actualTotal' | 'pointsUsed',
  number
>;
export interface Confirmed {
  shopOrders: ShopOrder[];
  address: Address;
  totals: Totals;
  userPoints: number;
  pointsPerCent: number;
  member: { paid: boolean; discountPct: number; freeShipping: boolean };
  coupons: Coupon[];
  payTimeoutMs: number;
}

export type { PayResult, PayStage } from '@mall/shared/contracts';
export interface PayInfo {
  orders: {
    orderNumber: string;
    status: number;
    actualTotal: number;
    payDeadline: string;
    closeReason: string | null;
    subStatus: string;
    payStage: PayStage | null;
    advanceAmount: number | null;
    finalAmount: number | null;
    /** What this order needs now: all of it, the advance, the final payment, or nothing (null). */
    part: 'full' | 'advance' | 'final' | null;
    amountDue: number;
    /** normal, points, ..., or a platform order: recharge (balance top-up), membership. */
    orderType: string;
  }[];
  totalAmount: number;
  payDeadline: string | null;
  allPaid: boolean;
  balance: number;
  points: number;
  pointsPerCent: number;
  serverTime: string;
  /** The methods this counter offers for these orders (by order type; the sandbox gateway's only while it is on). */
  payTypes?: number[];
  sandbox?: boolean;
}
/** A gateway payment that arrived when its orders were no longer payable, sent back through the gateway. */
export interface GatewayRefund {
  paymentId: string;
  payType: number;
  amount: number;
  refundNo: string;
  refundedAt: string;
}

export const orderApi = {
  confirm: async (p: OrderParams) => unwrap(await http.post<Confirmed>('/p/order/confirm', p)),
  submit: async (p: OrderParams & { uuid: string; tradingRulesAgreed: boolean; invoice?: InvoiceRequest }) =>
    unwrap(await http.post<{ orderNumbers: string[] }>('/p/order/submit', p)),
  pay: async (body: { orderNumbers: string; payType: number; returnUrl?: string; voucher?: string }) =>
    unwrap(await http.post<PayResult>('/p/order/pay', body)),
  payInfo: async (orderNumbers: string) => unwrap(await http.get<PayInfo>('/p/order/payInfo', { orderNumbers })),
  payStatus: async (paymentId: string) =>
    unwrap(
      await http.get<{
        status: number;
        paid: boolean;
        qrExpired: boolean;
        orderNumbers: string[];
        refund: { refundNo: string; amount: number; refundedAt: string } | null;
      }>('/p/order/payStatus', { paymentId }),
    ),
};

export interface OrderItem extends OrderLine {
  shippedCount: number;
  productTotal: number;
  /** A gift's main line (null: a bought line) and what the gift is worth. */
  giftOf: number | null;
  giftAmount: number;
  /** Units refunded (after-sales) and the open request on the line, if any. */
  refundedCount: number;
  openRefundSn: string | null;
}
export interface Batch {
  batchId: number;
  batchNo: number;
  quantity: number;
  amount: number;
  courier: string;
  trackingNumber: string;
  containerNo: string | null;
  blNo: string | null;
  waybillNo: string | null;
  loadingMode: 'LCL' | 'FCL' | 'bulk' | null;
  /** Whether a logistics voucher is uploaded; voucherUrl opens it (signed link, after payment). */
  voucher: boolean;
  voucherUrl: string | null;
  createTime: string;
}
export interface Customs {
  declarationNo: string;
  declaredAmount: number;
  voucher: boolean;
  voucherUrl: string | null;
  status: number;
  releaseDate: string | null;
}

/** Payment stages of an order paid in two parts (null: paid in one go). */
export type InvoiceStatus = 'notRequested' | 'requested' | 'issued';
export interface OrderInvoice {
  status: InvoiceStatus;
  type?: 'ordinary' | 'vatSpecial';
  headerType?: 'personal' | 'company';
  headerName?: string;
  taxNumber?: string;
  requestedAt?: string;
  issuedAt?: string;
  /** The issued invoice file (signed link). */
  fileUrl?: string | null;
}
export interface OrderDetail {
  orderNumber: string;
  shopId: number;
  shopName: string;
  status: number;
  subStatus: string;
  orderType: string;
  payType: number | null;
  goodsTotal: number;
  freight: number;
  insurance: number;
  taxes: number;
  memberDiscount: number;
  couponDiscount: number;
  amountAdjustment: number;
  pointsUsed: number;
  pointsAmount: number;
  actualTotal: number;
  paidAmount: number;
  advanceAmount: number | null;
  advancePaidAt: string | null;
  finalAmount: number | null;
  finalPaidAt: string | null;
  payStage: PayStage | null;
  finalPriceTime: string | null;
  finalPayType: number | null;
  productNums: number;
  tradeTerm: string;
  exportMode: string;
  deliveryType: string;
  dispatchDate: string | null;
  remarks: string;
  buyerMessage: string;
  addr: Address;
  pickupCode: string | null;
  invoice: OrderInvoice;
  rejectReason: string | null;
  closeReason: string | null;
  payDeadline: string;
  createTime: string;
  payTime: string | null;
  shipTime: string | null;
  receiveTime: string | null;
  closeTime: string | null;
  /** After-sales label (spec 4): a request is open, something was refunded, everything was. */
  refundStatus: 'inProgress' | 'partial' | 'full' | null;
  refundedAmount: number;
  orderItems: OrderItem[];
  batches: Batch[];
  customs: Customs | null;
  deliveryVisible: boolean;
  gatewayRefunds?: GatewayRefund[];
}

export const myOrderApi = {
  detail: async (orderNumber: string) => unwrap(await http.get<OrderDetail>('/p/myOrder/orderDetail', { orderNumber })),
  list: async (status: number, current: number, size = 10) =>
    unwrap(await http.get<Page<OrderDetail>>('/p/myOrder/myOrder', { status, current, size })),
  logistics: async (orderNumber: string) =>
    unwrap(
      await http.get<{ deliveryVisible: boolean; batches: Batch[]; customs: Customs | null }>('/p/myOrder/logistics', { orderNumber }),
    ),
  cancel: async (orderNumber: string) => unwrap(await http.put<null>(`/p/myOrder/cancel/${orderNumber}`, {})),
  receipt: async (orderNumber: string, pickupCode?: string) =>
    unwrap(await http.put<null>(`/p/myOrder/receipt/${orderNumber}`, { pickupCode })),
  checkPickupCode: async (orderNumber: string, pickupCode: string) =>
    unwrap(await http.post<boolean>('/p/myOrder/checkPickupCode', { orderNumber, pickupCode })),
  requestInvoice: async (orderNumber: string, invoice: InvoiceRequestInput) =>
    unwrap(await http.post<OrderInvoice>('/p/myOrder/invoice', { orderNumber, ...invoice })),
};

export const uploadApi = {
  /** The shared upload service: a signed single-use PUT URL, then the bytes. */
  uploadUrl: async (file: File, purpose: string) =>
    unwrap(
      await http.post<{ fileKey: string; uploadUrl: string }>('/p/file/uploadUrl', {
        fileName: file.name,
        contentType: file.type,
        size: file.size,
        purpose,
      }),
    ),
};
