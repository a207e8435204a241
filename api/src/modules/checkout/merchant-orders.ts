import { CUSTOMS_THRESHOLD_RATIO, PAY_TYPES, RESPONSE_CODES } from '@mall/shared';
import { merchantShipSchema } from '@mall/shared/schemas';
import { z } from 'zod';
import type { Db } from '../../db';
import { moveBalance, movePoints } from './ledgers';
import { CheckoutError } from './messages';
import { ORDER_STATUS, releaseUnpaidOrder, returnStockAndBenefits } from './orders';
import { POINTS_PER_CENT } from './checkout-settings';
import { num } from './sql';

export const REJECT_REASONS = ['insufficientStock', 'quantityTooLow', 'unreachable', 'newDraftCreated', 'other'] as const;

const orderNumber = z.string().regex(/^\d{6,32}$/);
export const orderNumberBody = z.object({ orderNumber });
export const changeAmountBody = z.object({ orderNumber, actualTotal: z.number().int().positive('validation.amountPositive') });
export const rejectBody = z.object({
  orderNumber,
  reason: z.enum(REJECT_REASONS, { error: 'validation.required' }),
  note: z.string().trim().max(200).default(''),
});
export const shipBody = merchantShipSchema.extend({
  orderNumber,
  /** Lines and counts in this batch; absent = everything not shipped yet. */
  items: z
    .array(z.object({ orderItemId: z.number().int().positive(), count: z.number().int().min(1, 'validation.shipQuantity') }))
    .optional(),
  containerNo: z.string().trim().max(64).optional(),
  blNo: z.string().trim().max(64).optional(),
  waybillNo: z.string().trim().max(64).optional(),
  loadingMode: z.enum(['LCL', 'FCL', 'bulk']).optional(),
  /** Logistics voucher (upload file key or URL). */
  voucher: z.string().trim().max(300).optional(),
});
export const customsBody = z.object({
  orderNumber,
  declarationNo: z.string().trim().min(1, 'validation.required').max(64),
  declaredAmount: z.number().int().nonnegative(),
  voucher: z.string().trim().max(300).optional(),
  /** 0 pending review, 1 in review, 2 passed, 3 failed. */
  status: z.number().int().min(0).max(3).default(2),
  releaseDate: z.iso.date().optional(),
});

async function lockShopOrder(t: Db, shopId: number, orderNumber: string) {
  const o = await t.one<{
    status: number;
    actualTotal: string | number;
    userId: string;
    payType: number | null;
    paidAmount: string | number;
    pointsUsed: number;
  }>(
    `SELECT status, actual_total AS "actualTotal", user_id AS "userId", pay_type AS "payType", paid_amount AS "paidAmount", points_used AS "pointsUsed"
       FROM order_info WHERE order_number = $1 AND shop_id = $2 FOR UPDATE`,
    [orderNumber, shopId],
  );
  // Another shop's order is simply not found.
  if (!o) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
  return o;
}

export async function merchantOrders(db: Db, shopId: number, status: number, current: number, size: number) {
  const rows = await db.query(
    `SELECT order_number AS "orderNumber", status, sub_status AS "subStatus", actual_total AS "actualTotal", paid_amount AS "paidAmount",
            product_nums AS "productNums", created_at AS "createTime", paid_at AS "payTime"
       FROM order_info WHERE shop_id = $1 AND ($2::int = 0 OR status = $2) ORDER BY created_at DESC LIMIT $3 OFFSET $4`,
    [shopId, status, size, (current - 1) * size],
  );
  return rows.map((r) => ({ ...r, actualTotal: num(r.actualTotal), paidAmount: num(r.paidAmount) }));
}

export async function merchantOrderInfo(db: Db, shopId: number, orderNumber: string) {
  const o = await db.one<Record<string, unknown>>(
    `SELECT order_number AS "orderNumber", status, sub_status AS "subStatus", actual_total AS "actualTotal", paid_amount AS "paidAmount", addr,
            remarks, buyer_message AS "buyerMessage", trade_term AS "tradeTerm", export_mode AS "exportMode", created_at AS "createTime"
       FROM order_info WHERE order_number = $1 AND shop_id = $2`,
    [orderNumber, shopId],
  );
  if (!o) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
  const items = await db.query(
    `SELECT order_item_id AS "orderItemId", prod_id AS "prodId", sku_id AS "skuId", prod_name_en AS "prodName", sku_name_en AS "skuName", price, count,
            shipped_count AS "shippedCount" FROM order_item WHERE order_number = $1 ORDER BY order_item_id`,
    [orderNumber],
  );
  return {
    ...o,
    actualTotal: num(o.actualTotal),
    paidAmount: num(o.paidAmount),
    orderItems: items.map((i) => ({ ...i, orderItemId: Number(i.orderItemId), price: num(i.price) })),
  };
}

export async function confirmOrder(db: Db, shopId: number, orderNumber: string): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, orderNumber);
    if (o.status !== ORDER_STATUS.unpaid && o.status !== ORDER_STATUS.toShip) throw new CheckoutError('orderStatusChanged');
    await t.query(
      `UPDATE order_info SET confirmed_at = coalesce(confirmed_at, now()),
              sub_status = CASE WHEN status = 2 AND sub_status = 'awaitingShipment' THEN 'awaitingShipment' ELSE sub_status END, updated_at = now()
        WHERE order_number = $1`,
      [orderNumber],
    );
  });
}

/** Changes the payable amount of an unpaid order; pending gateway payments of it are voided. */
export async function changeAmount(db: Db, shopId: number, orderNumber: string, actualTotal: number): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, orderNumber);
    if (o.status !== ORDER_STATUS.unpaid) throw new CheckoutError('orderStatusChanged');
    await t.query(
      `UPDATE order_info SET amount_adjustment = amount_adjustment + (actual_total - $2), actual_total = $2, updated_at = now() WHERE order_number = $1`,
      [orderNumber, actualTotal],
    );
    await t.query(`UPDATE payment SET status = 2 WHERE status IN (0, 4) AND $1 = ANY(order_numbers)`, [orderNumber]);
  });
}

/** Rejects an order: unpaid ones close; paid ones close and the money goes back through its ledger. */
export async function rejectOrder(db: Db, shopId: number, input: z.output<typeof rejectBody>): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status === ORDER_STATUS.unpaid) {
      await releaseUnpaidOrder(t, input.orderNumber, 'rejected');
    } else if (o.status === ORDER_STATUS.toShip) {
      const shipped = await t.one(`SELECT 1 FROM order_batch WHERE order_number = $1 LIMIT 1`, [input.orderNumber]);
      if (shipped) throw new CheckoutError('orderStatusChanged');
      await t.query(
        `UPDATE order_info SET status = 6, close_reason = 'rejected', closed_at = now(), updated_at = now() WHERE order_number = $1`,
        [input.orderNumber],
      );
      await returnStockAndBenefits(t, input.orderNumber, o.userId, o.pointsUsed);
      const paid = num(o.paidAmount);
      if (o.payType === PAY_TYPES.points) await movePoints(t, o.userId, paid * POINTS_PER_CENT, 'refund', input.orderNumber);
      else if (paid > 0) await moveBalance(t, o.userId, paid, 'refund', input.orderNumber);
    } else {
      throw new CheckoutError('orderStatusChanged');
    }
    await t.query(`UPDATE order_info SET sub_status = 'merchantRejected', reject_reason = $2, reject_note = $3 WHERE order_number = $1`, [
      input.orderNumber,
      input.reason,
      input.note,
    ]);
  });
}

/**
 * The shipping rule (spec section 4): an order becomes shipped when everything is shipped with
 * logistics vouchers uploaded and the customs declared amount reaches 80% of the order amount;
 * the shipped date is the customs release date.
 */
export async function evaluateShipped(t: Db, orderNumber: string): Promise<number> {
  const o = await t.one<{ status: number; actualTotal: string | number }>(
    `SELECT status, actual_total AS "actualTotal" FROM order_info WHERE order_number = $1`,
    [orderNumber],
  );
  if (!o || o.status !== ORDER_STATUS.toShip) return o?.status ?? 0;
  const lines = await t.one<{ ordered: number; shipped: number }>(
    `SELECT sum(count)::int AS ordered, sum(shipped_count)::int AS shipped FROM order_item WHERE order_number = $1`,
    [orderNumber],
  );
  const batches = await t.one<{ n: number; withVoucher: number }>(
    `SELECT count(*)::int AS n, count(voucher)::int AS "withVoucher" FROM order_batch WHERE order_number = $1`,
    [orderNumber],
  );
  const customs = await t.one<{ declaredAmount: string | number; status: number; releaseDate: string | null }>(
    `SELECT declared_amount AS "declaredAmount", status, release_date::text AS "releaseDate" FROM order_customs WHERE order_number = $1`,
    [orderNumber],
  );
  const allShipped = (lines?.shipped ?? 0) >= (lines?.ordered ?? 1);
  const vouchers = (batches?.n ?? 0) > 0 && batches!.n === batches!.withVoucher;
  const customsOk =
    customs != null && customs.status === 2 && num(customs.declaredAmount) >= Math.ceil(num(o.actualTotal) * CUSTOMS_THRESHOLD_RATIO);
  if (allShipped && vouchers && customsOk) {
    await t.query(
      `UPDATE order_info SET status = 3, sub_status = 'awaitingReceipt', shipped_at = coalesce($2::date::timestamptz, now()),
              dispatch_date = coalesce($2::date, current_date), updated_at = now() WHERE order_number = $1`,
      [orderNumber, customs!.releaseDate],
    );
    return ORDER_STATUS.shipped;
  }
  const sub = (lines?.shipped ?? 0) === 0 ? 'awaitingShipment' : allShipped ? 'awaitingCustoms' : 'partialShipment';
  await t.query(`UPDATE order_info SET sub_status = $2, updated_at = now() WHERE order_number = $1`, [orderNumber, sub]);
  return ORDER_STATUS.toShip;
}

/** Ships a batch (partial shipments add batches); editable until shipping is complete. */
export async function shipBatch(db: Db, shopId: number, input: z.output<typeof shipBody>): Promise<{ batchNo: number; status: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.toShip)
      throw new CheckoutError(o.status === ORDER_STATUS.shipped ? 'shipmentComplete' : 'orderStatusChanged');
    const items = await t.query<{ orderItemId: string | number; count: number; shippedCount: number }>(
      `SELECT order_item_id AS "orderItemId", count, shipped_count AS "shippedCount" FROM order_item WHERE order_number = $1 ORDER BY order_item_id FOR UPDATE`,
      [input.orderNumber],
    );
    const wanted =
      input.items ??
      items.filter((i) => i.count > i.shippedCount).map((i) => ({ orderItemId: Number(i.orderItemId), count: i.count - i.shippedCount }));
    if (!wanted.length) throw new CheckoutError('shipmentComplete');
    for (const w of wanted) {
      const item = items.find((i) => Number(i.orderItemId) === w.orderItemId);
      if (!item || w.count > item.count - item.shippedCount) throw new CheckoutError('shipQuantity', RESPONSE_CODES.INVALID_ARGUMENT);
    }
    const quantity = wanted.reduce((s, w) => s + w.count, 0);
    if (input.quantity !== quantity) throw new CheckoutError('shipQuantity', RESPONSE_CODES.INVALID_ARGUMENT);
    for (const w of wanted)
      await t.query(`UPDATE order_item SET shipped_count = shipped_count + $2 WHERE order_item_id = $1`, [w.orderItemId, w.count]);
    const next = await t.one<{ n: number }>(`SELECT coalesce(max(batch_no), 0)::int + 1 AS n FROM order_batch WHERE order_number = $1`, [
      input.orderNumber,
    ]);
    await t.query(
      `INSERT INTO order_batch (order_number, batch_no, items, quantity, amount, courier, tracking_number, container_no, bl_no, waybill_no, loading_mode, voucher)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        input.orderNumber,
        next!.n,
        JSON.stringify(wanted),
        quantity,
        input.amount,
        input.courier,
        input.trackingNumber,
        input.containerNo ?? null,
        input.blNo ?? null,
        input.waybillNo ?? null,
        input.loadingMode ?? null,
        input.voucher ?? null,
      ],
    );
    return { batchNo: next!.n, status: await evaluateShipped(t, input.orderNumber) };
  });
}

/** Adds a logistics voucher to a batch shipped without one. */
export async function batchVoucher(
  db: Db,
  shopId: number,
  orderNumber: string,
  batchNo: number,
  voucher: string,
): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, orderNumber);
    if (o.status !== ORDER_STATUS.toShip) throw new CheckoutError('shipmentComplete');
    const row = await t.one(`UPDATE order_batch SET voucher = $3 WHERE order_number = $1 AND batch_no = $2 RETURNING 1`, [
      orderNumber,
      batchNo,
      voucher,
    ]);
    if (!row) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
    return { status: await evaluateShipped(t, orderNumber) };
  });
}

export const updateBatchBody = z.object({
  orderNumber,
  batchNo: z.number().int().positive(),
  courier: z.string().trim().min(1, 'validation.courierRequired').max(64).optional(),
  trackingNumber: z.string().trim().min(1, 'validation.courierRequired').max(64).optional(),
  containerNo: z.string().trim().max(64).optional(),
  blNo: z.string().trim().max(64).optional(),
  waybillNo: z.string().trim().max(64).optional(),
  loadingMode: z.enum(['LCL', 'FCL', 'bulk']).optional(),
  voucher: z.string().trim().min(1).max(300).optional(),
});

/** Edits a batch's logistics details; allowed only until the order is shipped (spec section 4). */
export async function updateBatch(db: Db, shopId: number, input: z.output<typeof updateBatchBody>): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.toShip) throw new CheckoutError('shipmentComplete');
    const row = await t.one(
      `UPDATE order_batch SET courier = coalesce($3, courier), tracking_number = coalesce($4, tracking_number), container_no = coalesce($5, container_no),
              bl_no = coalesce($6, bl_no), waybill_no = coalesce($7, waybill_no), loading_mode = coalesce($8, loading_mode), voucher = coalesce($9, voucher)
        WHERE order_number = $1 AND batch_no = $2 RETURNING 1`,
      [
        input.orderNumber,
        input.batchNo,
        input.courier ?? null,
        input.trackingNumber ?? null,
        input.containerNo ?? null,
        input.blNo ?? null,
        input.waybillNo ?? null,
        input.loadingMode ?? null,
        input.voucher ?? null,
      ],
    );
    if (!row) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
    return { status: await evaluateShipped(t, input.orderNumber) };
  });
}

export async function declareCustoms(db: Db, shopId: number, input: z.output<typeof customsBody>): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.toShip)
      throw new CheckoutError(o.status === ORDER_STATUS.shipped ? 'shipmentComplete' : 'orderStatusChanged');
    await t.query(
      `INSERT INTO order_customs (order_number, declaration_no, declared_amount, voucher, status, release_date)
       VALUES ($1, $2, $3, $4, $5, $6::date)
       ON CONFLICT (order_number) DO UPDATE SET declaration_no = EXCLUDED.declaration_no, declared_amount = EXCLUDED.declared_amount,
         voucher = EXCLUDED.voucher, status = EXCLUDED.status, release_date = EXCLUDED.release_date, updated_at = now()`,
      [input.orderNumber, input.declarationNo, input.declaredAmount, input.voucher ?? null, input.status, input.releaseDate ?? null],
    );
    return { status: await evaluateShipped(t, input.orderNumber) };
  });
}
