import { http, withQuery } from '@mall/shared';
import type { InvoiceRequestInput } from '@mall/shared/schemas';
import type { OrderBatch, OrderCustoms, OrderParamsInput, PayInput, SubmitOrderInput } from '@mall/shared/contracts';

/**
 * Order, payment and my-order calls of checkout (docs/api.md; contracts/checkout.ts, payment.ts,
 * order.ts), typed by the contract. Codes other than 00000/A00002 (A03002, A03010, A00014, ...)
 * reject with an ApiError (http.data), so every caller sees one failure path. Cart and addresses:
 * ./cart.ts, ./addresses.ts.
 */
export type { Address, AddressInput } from './addresses';

/** What to price and order (contracts/checkout.ts); the answers' types are the contract's. */
export type OrderParams = OrderParamsInput;
export type { PayResult, PayStage } from '@mall/shared/contracts';

export const orderApi = {
  confirm: (body: OrderParams) => http.data('POST /p/order/confirm', { body }),
  /** Sent as ticked: an unticked box is refused by the server in its own words (A00014, field tradingRulesAgreed). */
  submit: (body: Omit<SubmitOrderInput, 'tradingRulesAgreed'> & { tradingRulesAgreed: boolean }) =>
    http.data('POST /p/order/submit', { body: body as SubmitOrderInput }),
  pay: (body: PayInput) => http.data('POST /p/order/pay', { body }),
  payInfo: (orderNumbers: string) => http.data('GET /p/order/payInfo', { query: { orderNumbers } }),
  payStatus: (paymentId: string) => http.data('GET /p/order/payStatus', { query: { paymentId } }),
  /** The answer the server wrote into the payment page for these orders, if any (the query's initialData). */
  peekPayInfo: (orderNumbers: string) => http.peekData('GET /p/order/payInfo', { query: { orderNumbers } }),
};

/** An order's lines, batches, customs and invoice (contracts/order.ts). */
export type { OrderDetail, OrderItem } from '@mall/shared/contracts';
export type Batch = OrderBatch;
export type Customs = OrderCustoms;

export const myOrderApi = {
  detail: (orderNumber: string) => http.data('GET /p/myOrder/orderDetail', { query: { orderNumber } }),
  /** The answer the server wrote into the order detail page, if any (the query's initialData). */
  peekDetail: (orderNumber: string) => http.peekData('GET /p/myOrder/orderDetail', { query: { orderNumber } }),
  list: (status: number, current: number, size = 10) => http.data('GET /p/myOrder/myOrder', { query: { status, current, size } }),
  logistics: (orderNumber: string) => http.data('GET /p/myOrder/logistics', { query: { orderNumber } }),
  cancel: (orderNumber: string) => http.data('PUT /p/myOrder/cancel/:orderNumber', { params: { orderNumber } }),
  receipt: (orderNumber: string, pickupCode?: string) =>
    http.data('PUT /p/myOrder/receipt/:orderNumber', { params: { orderNumber }, body: { pickupCode } }),
  checkPickupCode: (orderNumber: string, pickupCode: string) =>
    http.data('POST /p/myOrder/checkPickupCode', { body: { orderNumber, pickupCode } }),
  requestInvoice: (orderNumber: string, invoice: InvoiceRequestInput) =>
    http.data('POST /p/myOrder/invoice', { body: { orderNumber, ...invoice } }),
};

/**
 * The first calls of the payment and order detail pages, exactly as payInfo/detail request them
 * (mf-checkout's server entry names them; the pages read the answers as initialData).
 */
const payInfoPath = (orderNumbers: string) => withQuery('/p/order/payInfo', { orderNumbers });
const orderDetailPath = (orderNumber: string) => withQuery('/p/myOrder/orderDetail', { orderNumber });
export const paymentFirstCalls = (orderNumbers: string) => (orderNumbers ? [payInfoPath(orderNumbers)] : []);
export const orderDetailFirstCalls = (orderNumber: string) => (orderNumber ? [orderDetailPath(orderNumber)] : []);

export const uploadApi = {
  /** The shared upload service: a signed single-use PUT URL, then the bytes. */
  uploadUrl: (file: File, purpose: string) =>
    http.data('POST /p/file/uploadUrl', { body: { fileName: file.name, contentType: file.type, size: file.size, purpose } }),
};
