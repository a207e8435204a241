import { expect } from 'vitest';
import { tinyPdf, tinyPng } from '../../../test/fixtures';
import { BUYER, call, merchantUpload, upload } from '../../../test/requests';
import { makeProduct, startCheckoutScene, submitNow } from '../../checkout/__tests__/helpers';
import { signNotice } from '../../checkout/sandbox-gateway';

/** Pieces the after-sales tests share: paid, shipped and received orders, and the calls of a request. */
export async function startRefundScene(overrides: Record<string, unknown> = {}) {
  return startCheckoutScene({ refundSweepIntervalMs: 0, ...overrides });
}
export type Scene = Awaited<ReturnType<typeof startRefundScene>>;

export const PAY = { points: 0, wechat: 1, alipay: 2, balance: 9, paypal: 10, paypalCard: 12, offline: 13 } as const;

export interface OrderOpts {
  price?: number;
  count?: number;
  payType?: number;
  shopId?: number;
  token?: string;
  /** A second line of another product. */
  secondLine?: { price: number; count: number };
  /** A gift SKU worth giftPrice comes with each unit of the (first) product. */
  giftPrice?: number;
  extra?: object;
}

/** Pays orders with the given method, the way a buyer does (gateway: the signed notice; offline: the merchant confirms). */
export async function payOrder(s: Scene, orderNumber: string, payType: number, token = s.token, merchant = s.m1) {
  if (payType === PAY.offline) {
    const voucher = await upload(s.t, token, 'pay-voucher', tinyPng());
    const pay = await call(s.t, 'POST', '/p/order/pay', {
      token,
      body: { orderNumbers: [orderNumber], payType, voucher: voucher.fileKey },
    });
    expect(pay.code).toBe('00000');
    const ok = await call(s.t, 'POST', '/merchant/order/confirmOfflinePay', { token: merchant, body: { orderNumber } });
    expect(ok.code).toBe('00000');
    return;
  }
  const pay = await call<{ paymentId: string; amount: number }>(s.t, 'POST', '/p/order/pay', {
    token,
    body: { orderNumbers: [orderNumber], payType },
  });
  expect(pay.code, pay.msg ?? '').toBe('00000');
  if ([PAY.wechat, PAY.alipay, PAY.paypal, PAY.paypalCard].includes(payType as 1))
    expect((await gatewayPaid(s, pay.data)).data.result).toBe('paid');
}

/** The sandbox gateway's signed notice that a payment was made: the body its server posts. */
export function paidNotice(secret: string, payment: { paymentId: string; amount: number }) {
  const notice = {
    paymentId: payment.paymentId,
    tradeNo: `T${payment.paymentId}`,
    amount: payment.amount,
    status: 'SUCCESS' as const,
    timestamp: Date.now(),
  };
  return { ...notice, sign: signNotice(secret, notice) };
}

/** Posts the gateway's notice that a payment was made, as its server does; answers the envelope. */
export function gatewayPaid(s: Scene, payment: { paymentId: string; amount: number }) {
  return call<{ result: string }>(s.t, 'POST', '/notice/pay/sandbox', {
    body: paidNotice(s.t.ctx.secrets.SANDBOX_GATEWAY_SECRET, payment),
  });
}

/** A paid order (to be shipped) of shop 1 (merchant1) by default; answers its number and line ids. */
export async function paidOrder(s: Scene, o: OrderOpts = {}) {
  const token = o.token ?? s.token;
  const shopId = o.shopId ?? 1;
  const p = await makeProduct(s.t, { shopId, price: o.price ?? 1000, stocks: 50 });
  if (o.giftPrice != null) {
    const gift = await makeProduct(s.t, { shopId, price: o.giftPrice, stocks: 50, prodType: 'gift' });
    await s.t.db.query(`INSERT INTO prod_gift (prod_id, gift_sku_id, gift_count) VALUES ($1, $2, 1)`, [p.prodId, gift.skuId]);
  }
  let orderNumber: string;
  if (o.secondLine) {
    const q = await makeProduct(s.t, { shopId, price: o.secondLine.price, stocks: 50 });
    for (const [item, count] of [
      [p, o.count ?? 1],
      [q, o.secondLine.count],
    ] as const)
      expect((await call(s.t, 'POST', '/p/shopCart/changeItem', { token, body: { ...item, count } })).code).toBe('00000');
    const cart = await call<{ shopCarts: { lines: { basketId: number; prodId: number }[] }[] }>(s.t, 'POST', '/p/shopCart/info', { token });
    const basketIds = cart.data.shopCarts
      .flatMap((c) => c.lines)
      .filter((l) => l.prodId === p.prodId || l.prodId === q.prodId)
      .map((l) => l.basketId);
    const res = await call<{ orderNumbers: string[] }>(s.t, 'POST', '/p/order/submit', {
      token,
      body: { basketIds, uuid: crypto.randomUUID(), tradingRulesAgreed: true, ...o.extra },
    });
    expect(res.code, res.msg ?? '').toBe('00000');
    orderNumber = res.data.orderNumbers[0]!;
  } else {
    const res = await submitNow(s.t, token, p, o.count ?? 1, o.extra);
    expect(res.code, res.msg ?? '').toBe('00000');
    orderNumber = res.data.orderNumbers[0]!;
  }
  await payOrder(s, orderNumber, o.payType ?? PAY.balance, token, shopId === 2 ? s.m2 : s.m1);
  return { orderNumber, ...(await linesOf(s, orderNumber)), product: p };
}

export async function linesOf(s: Scene, orderNumber: string) {
  const rows = await s.t.db.query<{ id: string; giftOf: string | null; count: number; skuId: string }>(
    `SELECT order_item_id AS id, gift_of AS "giftOf", count, sku_id AS "skuId" FROM order_item WHERE order_number = $1 ORDER BY order_item_id`,
    [orderNumber],
  );
  const lines = rows.filter((r) => r.giftOf == null).map((r) => ({ id: Number(r.id), count: r.count, skuId: Number(r.skuId) }));
  const gifts = rows
    .filter((r) => r.giftOf != null)
    .map((r) => ({ id: Number(r.id), giftOf: Number(r.giftOf), count: r.count, skuId: Number(r.skuId) }));
  return { itemId: lines[0]!.id, lines, gifts };
}

/** Ships everything with a voucher and customs: the order becomes shipped (3). */
export async function shipAll(s: Scene, orderNumber: string, merchant = s.m1) {
  const o = await s.t.db.one<{ qty: number; total: string }>(
    `SELECT (SELECT sum(count - cancelled_count - shipped_count)::int FROM order_item WHERE order_number = $1) AS qty, actual_total AS total
       FROM order_info WHERE order_number = $1`,
    [orderNumber],
  );
  const v = await merchantUpload(s.t, merchant, 'logistics-voucher', tinyPdf('Bill of lading'));
  const ship = await call(s.t, 'POST', '/merchant/order/ship', {
    token: merchant,
    body: { orderNumber, quantity: o!.qty, courier: 'DHL', trackingNumber: 'T1', amount: Number(o!.total), voucher: v.fileKey },
  });
  expect(ship.code, ship.msg ?? '').toBe('00000');
  const customs = await call<{ status: number }>(s.t, 'POST', '/merchant/order/customs', {
    token: merchant,
    body: { orderNumber, declarationNo: 'CD-1', declaredAmount: Number(o!.total), releaseDate: '2026-11-20' },
  });
  expect(customs.data.status).toBe(3);
}

/** A paid, shipped and received order (status 4). */
export async function receivedOrder(s: Scene, o: OrderOpts = {}) {
  const order = await paidOrder(s, o);
  await shipAll(s, order.orderNumber, o.shopId === 2 ? s.m2 : s.m1);
  const r = await call(s.t, 'PUT', `/p/myOrder/receipt/${order.orderNumber}`, { token: o.token ?? s.token, body: {} });
  expect(r.code).toBe('00000');
  return order;
}

export const MOBILE = '+86 13800138000';

/** An application body: refund only of one line, not received, the whole line's worth unless said. */
export function applyBody(orderNumber: string, orderItemId: number | undefined, over: Record<string, unknown> = {}) {
  return {
    orderNumber,
    orderItemId,
    refundType: orderItemId ? 2 : 1,
    applyType: 1,
    isReceiver: false,
    buyerReason: 'noLongerNeeded',
    buyerDesc: 'Changed my mind',
    refundAmount: 1,
    goodsNum: 1,
    buyerMobile: MOBILE,
    photoFiles: [],
    ...over,
  };
}

export const apply = (s: Scene, body: object, token = s.token, locale?: string) =>
  call<{ refundSn: string }>(s.t, 'POST', '/p/orderRefund/apply', { token, body, locale });

export interface RefundableData {
  refusal: string | null;
  wholeOrder: { maxAmount: number; maxQuantity: number; chargesAmount: number; available: boolean };
  lines: {
    orderItemId: number;
    maxAmount: number;
    maxQuantity: number;
    available: boolean;
    gifts: { orderItemId: number; giftAmount: number; keepable: boolean }[];
  }[];
}
export const refundable = (s: Scene, orderNumber: string, token = s.token) =>
  call<RefundableData>(s.t, 'GET', `/p/orderRefund/refundable?orderNumber=${orderNumber}`, { token });

export interface InfoData {
  refundSn: string;
  status: number;
  intervention: number | null;
  refundResult: string | null;
  refundAmount: number;
  closeReason: string | null;
  deadline: { kind: string; at: string } | null;
  returnAddress: { receiver: string; addr: string } | null;
  payouts: { payType: number; amount: number; status: string; refundNo: string | null }[];
  progress: { actor: string; action: string; status: number; note: string | null; files: string[] }[];
  items: { orderItemId: number; count: number; amount: number; gift: boolean }[];
  photoFiles: string[];
}
export const info = (s: Scene, refundSn: string, token = s.token) =>
  call<InfoData>(s.t, 'GET', `/p/orderRefund/info?refundSn=${refundSn}`, { token });

/** Applies and answers the refundSn (the call must succeed). */
export async function applied(s: Scene, body: object, token = s.token): Promise<string> {
  const res = await apply(s, body, token);
  expect(res.code, res.msg ?? '').toBe('00000');
  return res.data.refundSn;
}

export const seller = (s: Scene, action: 'agree' | 'reject' | 'receive' | 'transferred', body: object, token = s.m1) =>
  call<{ status: number }>(s.t, 'POST', `/merchant/orderRefund/${action}`, { token, body });

/** The platform's token: this app's ADMIN_TOKEN secret. */
export const adminHeaders = (s: Scene) => ({ 'x-admin-token': s.t.ctx.secrets.ADMIN_TOKEN });
export const decide = (s: Scene, refundSn: string, result: 'agree' | 'refuse', remark = '') =>
  call<{ status: number }>(s.t, 'POST', '/admin/orderRefund/decide', { headers: adminHeaders(s), body: { refundSn, result, remark } });

export async function orderRow(s: Scene, orderNumber: string) {
  return (await s.t.db.one<{
    status: number;
    refundStatus: string | null;
    refundedAmount: string;
    closeReason: string | null;
    subStatus: string;
  }>(
    `SELECT status, refund_status AS "refundStatus", refunded_amount AS "refundedAmount", close_reason AS "closeReason", sub_status AS "subStatus"
       FROM order_info WHERE order_number = $1`,
    [orderNumber],
  ))!;
}

export async function scoreOf(s: Scene, userId = BUYER.userId): Promise<number> {
  return (await s.t.db.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [userId]))!.score;
}

export async function amountOf(s: Scene, orderNumber: string): Promise<number> {
  return Number(
    (await s.t.db.one<{ paid: string }>(`SELECT paid_amount AS paid FROM order_info WHERE order_number = $1`, [orderNumber]))!.paid,
  );
}
