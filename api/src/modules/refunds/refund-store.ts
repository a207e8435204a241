import { randomInt } from 'node:crypto';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { orderNotFound, refundNotFound } from './messages';
import type { RefundLine, RefundOrder } from './refundable';

// Status and intervention numbers are the wire's (API.md, mall4j): one table in @mall/shared.
export { REFUND_STATUS, REFUND_INTERVENTION as INTERVENTION } from '@mall/shared/schemas';
export const OPEN_STATUSES = [1, 2, 3, 4] as const;
export type Actor = 'buyer' | 'seller' | 'platform' | 'system';
export type DeadlineKind = 'sellerAnswer' | 'buyerShip' | 'sellerReceive';

export const newRefundSn = () => `R${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** Who asks: the buyer (their requests), the merchant (their shop's), the platform (any). */
export type Viewer = { userId: string } | { shopId: number } | { platform: true };

export interface OrderRow extends RefundOrder {
  orderNumber: string;
  userId: string;
  shopId: number;
  receivedAt: string | null;
  closeReason: string | null;
}

export interface LineRow extends RefundLine {
  prodId: number;
  skuId: number;
  /** The open request on this line, if any. */
  openRefundSn: string | null;
}

export interface RefundRow {
  refundSn: string;
  orderNumber: string;
  userId: string;
  shopId: number;
  refundType: number;
  orderItemId: number | null;
  applyType: number;
  refundAmount: number;
  chargesAmount: number;
  goodsNum: number;
  status: number;
  intervention: number | null;
  refundResult: string | null;
  deadlineKind: DeadlineKind | null;
  deadlineAt: string | null;
  /** deadline_at has passed (judged by the database clock). */
  overdue: boolean;
}

const viewerWhere = (v: Viewer) => ('userId' in v ? ' AND user_id = $2' : 'shopId' in v ? ' AND shop_id = $2' : '');
const viewerParam = (v: Viewer) => ('userId' in v ? [v.userId] : 'shopId' in v ? [v.shopId] : []);

const ORDER_SELECT = `SELECT o.order_number AS "orderNumber", o.user_id AS "userId", o.shop_id AS "shopId", o.status, o.actual_total AS "actualTotal",
    o.paid_amount AS "paidAmount", o.freight, o.insurance, o.taxes, o.refunded_amount AS "refundedAmount",
    o.received_at AS "receivedAt", o.close_reason AS "closeReason",
    EXISTS (SELECT 1 FROM order_batch b WHERE b.order_number = o.order_number) AS "anyShipped",
    coalesce((SELECT sum(r.refund_amount) FROM order_refund r WHERE r.order_number = o.order_number AND r.status IN (1, 2, 3, 4)), 0) AS "openAmount"
  FROM order_info o`;

function shapeOrder(r: Record<string, unknown>): OrderRow {
  return {
    orderNumber: String(r.orderNumber),
    userId: String(r.userId),
    shopId: num(r.shopId),
    status: num(r.status),
    actualTotal: num(r.actualTotal),
    paidAmount: num(r.paidAmount),
    freight: num(r.freight),
    insurance: num(r.insurance),
    taxes: num(r.taxes),
    refundedAmount: num(r.refundedAmount),
    receivedAt: r.receivedAt == null ? null : new Date(r.receivedAt as string).toISOString(),
    closeReason: (r.closeReason as string | null) ?? null,
    anyShipped: Boolean(r.anyShipped),
    openAmount: num(r.openAmount),
  };
}

/**
 * The order row, locked (FOR UPDATE) for the rest of the transaction: every refund transition takes
 * the order lock first, then the request's, so concurrent requests of one order queue in one order.
 * skipLocked (timers): null when another process holds it.
 */
export async function lockOrder(t: Db, orderNumber: string, owner: Viewer, skipLocked = false): Promise<OrderRow | null> {
  const owned = 'userId' in owner ? ' AND o.user_id = $2' : 'shopId' in owner ? ' AND o.shop_id = $2' : '';
  const lock = await t.one(`SELECT 1 FROM order_info o WHERE o.order_number = $1${owned} FOR UPDATE${skipLocked ? ' SKIP LOCKED' : ''}`, [
    orderNumber,
    ...viewerParam(owner),
  ]);
  if (!lock) return null;
  const row = await t.one<Record<string, unknown>>(`${ORDER_SELECT} WHERE o.order_number = $1`, [orderNumber]);
  return row ? shapeOrder(row) : null;
}

/** The order without a lock (read-only answers). */
export async function readOrder(t: Db, orderNumber: string, owner: Viewer): Promise<OrderRow | null> {
  const owned = 'userId' in owner ? ' AND o.user_id = $2' : 'shopId' in owner ? ' AND o.shop_id = $2' : '';
  const row = await t.one<Record<string, unknown>>(`${ORDER_SELECT} WHERE o.order_number = $1${owned}`, [
    orderNumber,
    ...viewerParam(owner),
  ]);
  return row ? shapeOrder(row) : null;
}

export async function lockOwnOrder(t: Db, orderNumber: string, userId: string): Promise<OrderRow> {
  const o = await lockOrder(t, orderNumber, { userId });
  if (!o) throw orderNotFound();
  return o;
}

export async function loadLines(t: Db, orderNumber: string): Promise<LineRow[]> {
  const rows = await t.query<Record<string, unknown>>(
    `SELECT i.order_item_id AS "orderItemId", i.prod_id AS "prodId", i.sku_id AS "skuId", i.count, i.product_total AS "productTotal",
            i.gift_of AS "giftOf", i.gift_amount AS "giftAmount", i.refunded_count AS "refundedCount", i.refunded_amount AS "refundedAmount",
            i.shipped_count AS "shippedCount", i.cancelled_count AS "cancelledCount",
            (SELECT r.refund_sn FROM order_refund r WHERE r.order_item_id = i.order_item_id AND r.status IN (1, 2, 3, 4) LIMIT 1) AS "openRefundSn"
       FROM order_item i WHERE i.order_number = $1 ORDER BY i.order_item_id`,
    [orderNumber],
  );
  return rows.map((r) => ({
    orderItemId: num(r.orderItemId),
    prodId: num(r.prodId),
    skuId: num(r.skuId),
    count: num(r.count),
    productTotal: num(r.productTotal),
    giftOf: r.giftOf == null ? null : num(r.giftOf),
    giftAmount: num(r.giftAmount),
    refundedCount: num(r.refundedCount),
    refundedAmount: num(r.refundedAmount),
    shippedCount: num(r.shippedCount),
    cancelledCount: num(r.cancelledCount),
    openRefundSn: (r.openRefundSn as string | null) ?? null,
  }));
}

const REFUND_SELECT = `SELECT refund_sn AS "refundSn", order_number AS "orderNumber", user_id AS "userId", shop_id AS "shopId", refund_type AS "refundType",
    order_item_id AS "orderItemId", apply_type AS "applyType", refund_amount AS "refundAmount", charges_amount AS "chargesAmount",
    goods_num AS "goodsNum", status, intervention, refund_result AS "refundResult", deadline_kind AS "deadlineKind", deadline_at AS "deadlineAt",
    coalesce(deadline_at <= now(), false) AS overdue
  FROM order_refund`;

function shapeRefund(r: Record<string, unknown>): RefundRow {
  return {
    refundSn: String(r.refundSn),
    orderNumber: String(r.orderNumber),
    userId: String(r.userId),
    shopId: num(r.shopId),
    refundType: num(r.refundType),
    orderItemId: r.orderItemId == null ? null : num(r.orderItemId),
    applyType: num(r.applyType),
    refundAmount: num(r.refundAmount),
    chargesAmount: num(r.chargesAmount),
    goodsNum: num(r.goodsNum),
    status: num(r.status),
    intervention: r.intervention == null ? null : num(r.intervention),
    refundResult: (r.refundResult as string | null) ?? null,
    deadlineKind: (r.deadlineKind as DeadlineKind | null) ?? null,
    deadlineAt: r.deadlineAt == null ? null : new Date(r.deadlineAt as string).toISOString(),
    overdue: Boolean(r.overdue),
  };
}

/**
 * A request and its order, both locked (order first). Someone else's request is not found
 * (A00013), exactly like one that does not exist.
 */
export async function lockRefund(
  t: Db,
  refundSn: string,
  viewer: Viewer,
  skipLocked = false,
): Promise<{ refund: RefundRow; order: OrderRow } | null> {
  const head = await t.one<{ orderNumber: string }>(
    `SELECT order_number AS "orderNumber" FROM order_refund WHERE refund_sn = $1${viewerWhere(viewer)}`,
    [refundSn, ...viewerParam(viewer)],
  );
  if (!head) {
    if (skipLocked) return null;
    throw refundNotFound();
  }
  const order = await lockOrder(t, head.orderNumber, { platform: true }, skipLocked);
  if (!order) return null;
  const row = await t.one<Record<string, unknown>>(`${REFUND_SELECT} WHERE refund_sn = $1 FOR UPDATE`, [refundSn]);
  return { refund: shapeRefund(row!), order };
}

export async function mustLockRefund(t: Db, refundSn: string, viewer: Viewer) {
  const locked = await lockRefund(t, refundSn, viewer);
  if (!locked) throw refundNotFound();
  return locked;
}

/** One timeline entry: every transition writes one (who, what, the status after it, a note, vouchers). */
export async function addProgress(
  t: Db,
  refundSn: string,
  actor: Actor,
  action: string,
  status: number,
  note: string | null = null,
  files: string[] = [],
): Promise<void> {
  await t.query(
    `INSERT INTO order_refund_progress (refund_sn, actor, action, status, note, files)
     VALUES ($1, $2, $3, $4, $5, ARRAY(SELECT jsonb_array_elements_text($6::jsonb)))`,
    [refundSn, actor, action, status, note || null, JSON.stringify(files)],
  );
}

/** Sets (or clears, with null) the next automatic step of a request. */
export async function setDeadline(t: Db, refundSn: string, kind: DeadlineKind | null, afterMs = 0): Promise<void> {
  await t.query(
    `UPDATE order_refund SET deadline_kind = $2::text,
            deadline_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() + $3::double precision * interval '1 millisecond' END,
            updated_at = now()
      WHERE refund_sn = $1`,
    [refundSn, kind, afterMs],
  );
}

/** Lines of a request (and gifts going back with it), with what each is worth in it. */
export async function refundItems(t: Db, refundSn: string) {
  const rows = await t.query<Record<string, unknown>>(
    `SELECT ri.order_item_id AS "orderItemId", ri.count, ri.amount, i.sku_id AS "skuId", i.prod_id AS "prodId", i.count AS "ordered",
            i.shipped_count AS "shippedCount", i.refunded_count AS "refundedCount", i.cancelled_count AS "cancelledCount"
       FROM order_refund_item ri JOIN order_item i ON i.order_item_id = ri.order_item_id
      WHERE ri.refund_sn = $1 ORDER BY ri.order_item_id`,
    [refundSn],
  );
  return rows.map((r) => ({
    orderItemId: num(r.orderItemId),
    count: num(r.count),
    amount: num(r.amount),
    skuId: num(r.skuId),
    prodId: num(r.prodId),
    ordered: num(r.ordered),
    shippedCount: num(r.shippedCount),
    refundedCount: num(r.refundedCount),
    cancelledCount: num(r.cancelledCount),
  }));
}
