import { RESPONSE_CODES } from '@mall/shared';
import type { merchantBatchVoucherBody, merchantCustomsBody, merchantShipBody, merchantUpdateBatchBody } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { CheckoutError, claimDocument, DOCUMENT_PURPOSES, evaluateShipped, ORDER_STATUS } from '../checkout';
import { checkBatchAmount, checkDeclaredAmount } from './order-figures';
import { lockShopOrder, type MerchantActor } from './shop-orders';

/** Shipping a shop's order: batches (partial shipments), their logistics vouchers, the customs declaration. */

const batchRef = (orderNumber: string, batchNo: number) => `order_batch:${orderNumber}:${batchNo}`;

/** Ships a batch (partial shipments add batches); editable until shipping is complete. */
export async function shipBatch(
  m: MerchantActor,
  db: Db,
  input: z.output<typeof merchantShipBody>,
): Promise<{ batchNo: number; status: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, m.shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.toShip)
      throw new CheckoutError(o.status === ORDER_STATUS.shipped ? 'shipmentComplete' : 'orderStatusChanged');
    // Units refunded before they were shipped (after-sales) are no longer owed.
    const items = await t.query<{ orderItemId: string | number; count: number; shippedCount: number }>(
      `SELECT order_item_id AS "orderItemId", count - cancelled_count AS count, shipped_count AS "shippedCount" FROM order_item WHERE order_number = $1 ORDER BY order_item_id FOR UPDATE`,
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
    await checkBatchAmount(t, input.orderNumber, input.amount, num(o.actualTotal));
    const next = await t.one<{ n: number }>(`SELECT coalesce(max(batch_no), 0)::int + 1 AS n FROM order_batch WHERE order_number = $1`, [
      input.orderNumber,
    ]);
    if (input.voucher) {
      await claimDocument(t, m.uploads, {
        fileKey: input.voucher,
        ownerId: m.ownerId,
        purpose: DOCUMENT_PURPOSES.logisticsVoucher,
        ref: batchRef(input.orderNumber, next!.n),
      });
    }
    for (const w of wanted)
      await t.query(`UPDATE order_item SET shipped_count = shipped_count + $2 WHERE order_item_id = $1`, [w.orderItemId, w.count]);
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

/** Adds (or replaces) the logistics voucher of a batch, until shipping is complete. */
export async function batchVoucher(
  m: MerchantActor,
  db: Db,
  input: z.output<typeof merchantBatchVoucherBody>,
): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, m.shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.toShip) throw new CheckoutError('shipmentComplete');
    const batch = await t.one(`SELECT 1 FROM order_batch WHERE order_number = $1 AND batch_no = $2`, [input.orderNumber, input.batchNo]);
    if (!batch) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
    await claimDocument(t, m.uploads, {
      fileKey: input.voucher,
      ownerId: m.ownerId,
      purpose: DOCUMENT_PURPOSES.logisticsVoucher,
      ref: batchRef(input.orderNumber, input.batchNo),
    });
    await t.query(`UPDATE order_batch SET voucher = $3 WHERE order_number = $1 AND batch_no = $2`, [
      input.orderNumber,
      input.batchNo,
      input.voucher,
    ]);
    return { status: await evaluateShipped(t, input.orderNumber) };
  });
}

/** Edits a batch's logistics details; allowed only until the order is shipped (spec section 4). */
export async function updateBatch(m: MerchantActor, db: Db, input: z.output<typeof merchantUpdateBatchBody>): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, m.shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.toShip) throw new CheckoutError('shipmentComplete');
    const batch = await t.one(`SELECT 1 FROM order_batch WHERE order_number = $1 AND batch_no = $2`, [input.orderNumber, input.batchNo]);
    if (!batch) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
    if (input.voucher) {
      await claimDocument(t, m.uploads, {
        fileKey: input.voucher,
        ownerId: m.ownerId,
        purpose: DOCUMENT_PURPOSES.logisticsVoucher,
        ref: batchRef(input.orderNumber, input.batchNo),
      });
    }
    await t.query(
      `UPDATE order_batch SET courier = coalesce($3, courier), tracking_number = coalesce($4, tracking_number), container_no = coalesce($5, container_no),
              bl_no = coalesce($6, bl_no), waybill_no = coalesce($7, waybill_no), loading_mode = coalesce($8, loading_mode), voucher = coalesce($9, voucher)
        WHERE order_number = $1 AND batch_no = $2`,
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
    return { status: await evaluateShipped(t, input.orderNumber) };
  });
}

export async function declareCustoms(m: MerchantActor, db: Db, input: z.output<typeof merchantCustomsBody>): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, m.shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.toShip)
      throw new CheckoutError(o.status === ORDER_STATUS.shipped ? 'shipmentComplete' : 'orderStatusChanged');
    checkDeclaredAmount(input.declaredAmount, num(o.actualTotal));
    if (input.voucher) {
      await claimDocument(t, m.uploads, {
        fileKey: input.voucher,
        ownerId: m.ownerId,
        purpose: DOCUMENT_PURPOSES.customsVoucher,
        ref: `order_customs:${input.orderNumber}`,
      });
    }
    await t.query(
      `INSERT INTO order_customs (order_number, declaration_no, declared_amount, voucher, status, release_date)
       VALUES ($1, $2, $3, $4, $5, $6::date)
       ON CONFLICT (order_number) DO UPDATE SET declaration_no = EXCLUDED.declaration_no, declared_amount = EXCLUDED.declared_amount,
         voucher = coalesce(EXCLUDED.voucher, order_customs.voucher), status = EXCLUDED.status, release_date = EXCLUDED.release_date, updated_at = now()`,
      [input.orderNumber, input.declarationNo, input.declaredAmount, input.voucher ?? null, input.status, input.releaseDate ?? null],
    );
    return { status: await evaluateShipped(t, input.orderNumber) };
  });
}
