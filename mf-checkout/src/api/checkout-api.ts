import { http } from '@mall/shared';
import type { InvoiceRequestInput } from '@mall/shared/schemas';
import type { OrderBatch, OrderCustoms, OrderParamsInput, OrderParamsQuery, PayInput, SubmitOrderInput } from '@mall/shared/contracts';

/**
 * Order, payment and my-order calls of checkout (docs/api.md; contracts/checkout.ts, payment.ts,
 * order.ts), typed by the contract. Codes other than 00000/A00002 (A03002, A03010, A00014, ...)
 * reject with an ApiError (http.data), so every caller sees one failure path. Cart and addresses:
 * ./cart.ts, ./addresses.ts.
 */
export type { Address, AddressInput } from './addresses';

/** What to price and order (contracts/checkout.ts); the answers' types are the contract's. */
export type OrderParams = OrderParamsInput;

/** What the submit-order page settles, from its URL: cart lines (?basketIds=1,2) or buy now (?prodId&skuId&count). */
export type OrderSelection = Pick<OrderParams, 'basketIds' | 'orderItem'>;
export function selectionOf(sp: URLSearchParams): OrderSelection | null {
  const basketIds = (sp.get('basketIds') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (basketIds.length) return { basketIds };
  const prodId = Number(sp.get('prodId'));
  const skuId = Number(sp.get('skuId'));
  const count = Number(sp.get('count') ?? '1');
  if (prodId > 0 && skuId > 0 && Number.isInteger(count) && count > 0) return { orderItem: { prodId, skuId, count } };
  return null;
}

/**
 * The page's first price as the GET twin of confirm asks it (contracts/checkout.ts orderParamsQuery):
 * the selection alone, so the API prices it with the buyer's default address and no coupon, points
 * or option chosen, which is how the page starts (components/submit-order/order-form.ts).
 */
const firstConfirmQuery = (s: OrderSelection): OrderParamsQuery =>
  s.orderItem
    ? { prodId: String(s.orderItem.prodId), skuId: String(s.orderItem.skuId), count: String(s.orderItem.count) }
    : { basketIds: (s.basketIds ?? []).join(',') };
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
  /** The first price the server wrote into the submit-order page for this selection, if any (see firstConfirmQuery). */
  peekFirstConfirm: (s: OrderSelection) => http.peekData('GET /p/order/confirm', { query: firstConfirmQuery(s) }),
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
export const paymentFirstCalls = (orderNumbers: string) =>
  orderNumbers ? [http.callPath('GET /p/order/payInfo', { query: { orderNumbers } })] : [];
export const orderDetailFirstCalls = (orderNumber: string) =>
  orderNumber ? [http.callPath('GET /p/myOrder/orderDetail', { query: { orderNumber } })] : [];
/** The submit-order page's: the buyer's addresses (api/addresses.ts getAddresses) and the first price of what the URL selects. */
export const submitOrderFirstCalls = (search: URLSearchParams) => {
  const selection = selectionOf(search);
  return selection
    ? [http.callPath('GET /p/address/list'), http.callPath('GET /p/order/confirm', { query: firstConfirmQuery(selection) })]
    : [];
};

export const uploadApi = {
  /** The shared upload service: a signed single-use PUT URL, then the bytes. */
  uploadUrl: (file: File, purpose: string) =>
    http.data('POST /p/file/uploadUrl', { body: { fileName: file.name, contentType: file.type, size: file.size, purpose } }),
};
