import type { Locale } from '@mall/shared';
import type { Db } from '../../db';
import { notFound } from './messages';
import { ORDER_STATUS } from './orders';
import { arr, num } from '../../db/sql';
import { PLATFORM_SHOP_ID } from './order-kinds';

const ORDER_COLS = `o.order_number AS "orderNumber", o.user_id AS "userId", o.shop_id AS "shopId", sh.shop_name_en AS "shopNameEn", sh.shop_name_zh AS "shopNameZh",
  o.status, o.sub_status AS "subStatus", o.order_type AS "orderType", o.pay_type AS "payType", o.goods_total AS "goodsTotal", o.freight, o.insurance,
  o.taxes, o.member_discount AS "memberDiscount", o.coupon_discount AS "couponDiscount", o.amount_adjustment AS "amountAdjustment",
  o.points_used AS "pointsUsed", o.points_amount AS "pointsAmount", o.actual_total AS "actualTotal", o.paid_amount AS "paidAmount",
  o.advance_amount AS "advanceAmount", o.advance_paid_at AS "advancePaidAt", o.final_amount AS "finalAmount", o.final_paid_at AS "finalPaidAt",
  o.pay_stage AS "payStage", o.final_price_at AS "finalPriceTime", o.final_pay_type AS "finalPayType",
  o.product_nums AS "productNums", o.trade_term AS "tradeTerm", o.export_mode AS "exportMode", o.delivery_type AS "deliveryType",
  o.dispatch_date AS "dispatchDate", o.remarks, o.buyer_message AS "buyerMessage", o.addr, o.pickup_code AS "pickupCode", o.invoice,
  o.reject_reason AS "rejectReason", o.reject_note AS "rejectNote", o.close_reason AS "closeReason", o.pay_deadline AS "payDeadline",
  o.created_at AS "createTime", o.paid_at AS "payTime", o.confirmed_at AS "confirmTime", o.shipped_at AS "shipTime",
  o.received_at AS "receiveTime", o.closed_at AS "closeTime", o.refund_status AS "refundStatus", o.refunded_amount AS "refundedAmount",
  o.points_earned AS "pointsEarned", o.tax_detail AS "taxDetail"`;

type OrderRow = Record<string, unknown> & { orderNumber: string; status: number; shopNameEn: string; shopNameZh: string };

/** Turns a stored document (upload file key) into a link the buyer can open; absent = no links. */
export type DocumentLinker = (fileKey: string) => string;

interface StoredInvoice {
  status?: string;
  type?: string;
  headerType?: string;
  headerName?: string;
  taxNumber?: string;
  fileKey?: string;
  requestedAt?: string;
  issuedAt?: string;
}

/** The invoice as the buyer sees it: 'notRequested' when none; the issued file as a link. */
export function shapeInvoice(raw: unknown, link?: DocumentLinker) {
  const inv = (raw ?? null) as StoredInvoice | null;
  if (!inv?.status) return { status: 'notRequested' as const };
  const { fileKey, ...rest } = inv;
  return { ...rest, fileUrl: fileKey && inv.status === 'issued' && link ? link(fileKey) : null };
}

const MONEY = [
  'goodsTotal',
  'freight',
  'insurance',
  'taxes',
  'memberDiscount',
  'couponDiscount',
  'amountAdjustment',
  'pointsAmount',
  'actualTotal',
  'paidAmount',
  'refundedAmount',
];

function shapeOrder(r: OrderRow, locale: Locale, link?: DocumentLinker) {
  const { shopNameEn, shopNameZh, userId: _userId, ...rest } = r;
  const out: Record<string, unknown> = {
    ...rest,
    shopId: Number(r.shopId),
    shopName: locale === 'zh_CN' ? shopNameZh : shopNameEn,
    invoice: shapeInvoice(r.invoice, link),
  };
  for (const k of MONEY) out[k] = num(r[k]);
  for (const k of ['advanceAmount', 'finalAmount']) out[k] = r[k] == null ? null : num(r[k]);
  return out;
}

async function itemsOf(db: Db, orderNumbers: string[], locale: Locale) {
  const rows = await db.query<Record<string, unknown> & { orderNumber: string }>(
    `SELECT order_item_id AS "orderItemId", order_number AS "orderNumber", prod_id AS "prodId", sku_id AS "skuId",
            ${locale === 'zh_CN' ? 'prod_name_zh' : 'prod_name_en'} AS "prodName", ${locale === 'zh_CN' ? 'sku_name_zh' : 'sku_name_en'} AS "skuName",
            pic, price, count, shipped_count AS "shippedCount", product_total AS "productTotal", gift_of AS "giftOf", gift_amount AS "giftAmount",
            refunded_count AS "refundedCount",
            (SELECT r.refund_sn FROM order_refund r WHERE r.order_item_id = i.order_item_id AND r.status IN (1, 2, 3, 4) LIMIT 1) AS "openRefundSn"
       FROM order_item i WHERE order_number = ANY(${arr(1, 'text')}) ORDER BY order_item_id`,
    [JSON.stringify(orderNumbers)],
  );
  const map = new Map<string, unknown[]>();
  for (const r of rows) {
    const item = {
      ...r,
      orderItemId: Number(r.orderItemId),
      prodId: Number(r.prodId),
      skuId: Number(r.skuId),
      price: num(r.price),
      productTotal: num(r.productTotal),
      giftOf: r.giftOf == null ? null : Number(r.giftOf),
      giftAmount: num(r.giftAmount),
    };
    map.set(r.orderNumber, [...(map.get(r.orderNumber) ?? []), item]);
  }
  return map;
}

/** Buyer list states: 0/absent all; 1 unpaid, 2 to ship, 3 shipped, 4 to review, 5 completed, 6 closed. */
export async function myOrders(db: Db, userId: string, status: number, current: number, size: number, locale: Locale) {
  const where = status
    ? `o.user_id = $1 AND NOT o.buyer_deleted AND o.shop_id <> ${PLATFORM_SHOP_ID} AND o.status = $2`
    : `o.user_id = $1 AND NOT o.buyer_deleted AND o.shop_id <> ${PLATFORM_SHOP_ID} AND $2::int = 0`;
  const totalRow = await db.one<{ n: string | number }>(`SELECT count(*) AS n FROM order_info o WHERE ${where}`, [userId, status]);
  const total = num(totalRow?.n);
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLS} FROM order_info o JOIN shop sh ON sh.shop_id = o.shop_id WHERE ${where}
      ORDER BY o.created_at DESC, o.order_id DESC LIMIT $3 OFFSET $4`,
    [userId, status, size, (current - 1) * size],
  );
  const items = await itemsOf(
    db,
    rows.map((r) => r.orderNumber),
    locale,
  );
  return {
    records: rows.map((r) => ({ ...hideUnpaid(shapeOrder(r, locale)), orderItems: items.get(r.orderNumber) ?? [] })),
    total,
    pages: Math.ceil(total / size),
    current,
    size,
  };
}

/** Delivery information and documents are visible to the buyer only after payment. */
function isPaid(o: Record<string, unknown>) {
  return (
    o.payTime != null && [ORDER_STATUS.toShip, ORDER_STATUS.shipped, ORDER_STATUS.toReview, ORDER_STATUS.completed].includes(o.status as 2)
  );
}
function hideUnpaid(o: Record<string, unknown>) {
  if (isPaid(o)) return o;
  // The invoice request is the buyer's own; an issued file needs a paid order anyway.
  return { ...o, pickupCode: null };
}

export async function orderCount(db: Db, userId: string) {
  const rows = await db.query<{ status: number; n: string | number }>(
    `SELECT status, count(*) AS n FROM order_info WHERE user_id = $1 AND NOT buyer_deleted AND shop_id <> ${PLATFORM_SHOP_ID} GROUP BY status`,
    [userId],
  );
  const by = new Map(rows.map((r) => [r.status, num(r.n)]));
  return {
    unPay: by.get(1) ?? 0,
    payed: by.get(2) ?? 0,
    consignment: by.get(3) ?? 0,
    toReview: by.get(4) ?? 0,
    success: by.get(5) ?? 0,
    close: by.get(6) ?? 0,
    allCount: [...by.values()].reduce((a, b) => a + b, 0),
  };
}

/**
 * Batches (packages) and customs of an order. The stored vouchers are upload file keys: the buyer
 * gets links to open them (voucherUrl), never the keys.
 */
export async function shipmentOf(db: Db, orderNumber: string, link?: DocumentLinker) {
  const batches = await db.query<Record<string, unknown>>(
    `SELECT batch_id AS "batchId", batch_no AS "batchNo", items, quantity, amount, courier, tracking_number AS "trackingNumber",
            container_no AS "containerNo", bl_no AS "blNo", waybill_no AS "waybillNo", loading_mode AS "loadingMode", voucher, created_at AS "createTime"
       FROM order_batch WHERE order_number = $1 ORDER BY batch_no`,
    [orderNumber],
  );
  const customs = await db.one<Record<string, unknown>>(
    `SELECT declaration_no AS "declarationNo", declared_amount AS "declaredAmount", voucher, status, release_date AS "releaseDate"
       FROM order_customs WHERE order_number = $1`,
    [orderNumber],
  );
  const docs = (key: unknown) => ({ voucher: key != null, voucherUrl: typeof key === 'string' && link ? link(key) : null });
  return {
    batches: batches.map((b) => ({ ...b, batchId: Number(b.batchId), amount: num(b.amount), ...docs(b.voucher) })),
    customs: customs ? { ...customs, declaredAmount: num(customs.declaredAmount), ...docs(customs.voucher) } : null,
  };
}

/** One order of the buyer; another buyer's order is not found (A00013), never shown. */
export async function orderDetail(db: Db, userId: string, orderNumber: string, locale: Locale, link?: DocumentLinker) {
  const row = await db.one<OrderRow>(
    `SELECT ${ORDER_COLS} FROM order_info o JOIN shop sh ON sh.shop_id = o.shop_id WHERE o.order_number = $1 AND o.user_id = $2 AND NOT o.buyer_deleted`,
    [orderNumber, userId],
  );
  if (!row) throw notFound();
  const order = shapeOrder(row, locale, link);
  const items = await itemsOf(db, [orderNumber], locale);
  const paid = isPaid(order);
  const shipment = paid ? await shipmentOf(db, orderNumber, link) : { batches: [], customs: null };
  // Gateway payments that arrived after the order stopped being payable, and went back the way they came.
  const gatewayRefunds = await db.query<{
    paymentId: string;
    payType: number;
    amount: string | number;
    refundNo: string;
    refundedAt: string;
  }>(
    `SELECT p.payment_id AS "paymentId", p.pay_type AS "payType", b.amount, b.gateway_refund_no AS "refundNo", b.created_at AS "refundedAt"
       FROM payment p JOIN payback b ON b.cause = 'late' AND b.ref = p.payment_id AND b.status = 'done'
      WHERE p.user_id = $1 AND $2 = ANY(p.order_numbers) ORDER BY b.payback_id`,
    [userId, orderNumber],
  );
  // Money the order itself paid back outside after-sales (the merchant rejected it), per settled part.
  const paybacks = await db.query<{
    payType: number;
    amount: string | number;
    status: string;
    refundNo: string | null;
    createTime: string;
  }>(
    `SELECT pay_type AS "payType", amount, status, gateway_refund_no AS "refundNo", created_at AS "createTime"
       FROM payback WHERE order_number = $1 AND cause <> 'refund' AND pay_type IS NOT NULL ORDER BY payback_id`,
    [orderNumber],
  );
  return {
    ...hideUnpaid(order),
    orderItems: items.get(orderNumber) ?? [],
    ...shipment,
    gatewayRefunds: gatewayRefunds.map((g) => ({ ...g, amount: num(g.amount), refundedAt: new Date(g.refundedAt).toISOString() })),
    paybacks: paybacks.map((b) => ({ ...b, amount: num(b.amount), createTime: new Date(b.createTime).toISOString() })),
    deliveryVisible: paid,
    serverTime: new Date().toISOString(),
  };
}

export async function logistics(db: Db, userId: string, orderNumber: string, link?: DocumentLinker) {
  const row = await db.one<{ status: number; payTime: string | null }>(
    `SELECT status, paid_at AS "payTime" FROM order_info WHERE order_number = $1 AND user_id = $2`,
    [orderNumber, userId],
  );
  if (!row) throw notFound();
  if (!isPaid(row)) return { orderNumber, deliveryVisible: false, batches: [], customs: null };
  return { orderNumber, deliveryVisible: true, ...(await shipmentOf(db, orderNumber, link)) };
}
