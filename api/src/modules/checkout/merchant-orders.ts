import { CUSTOMS_THRESHOLD_RATIO, PAY_TYPES, RESPONSE_CODES } from '@mall/shared';
import { merchantShipSchema } from '@mall/shared/schemas';
import { z } from 'zod';
import type { Db } from '../../db';
import { fileKeyField, type PayStage } from '@mall/shared/contracts';
import type { UploadService } from '../uploads';
import { claimDocument, DOCUMENT_PURPOSES } from './documents';
import { moveBalance, movePoints } from './ledgers';
import { CheckoutError } from './messages';
import { orderNotice } from './notices';
import { checkBatchAmount, checkDeclaredAmount, checkOrderAmountCoversBatches } from './order-figures';
import { ORDER_STATUS, releaseUnpaidOrder, returnStockAndBenefits } from './orders';
import { POINTS_PER_CENT } from './checkout-settings';
import { num } from '../../db/sql';

export const REJECT_REASONS = ['insufficientStock', 'quantityTooLow', 'unreachable', 'newDraftCreated', 'other'] as const;

/** Payment stages of an order paid in two parts (order_info.pay_stage; NULL = paid in one go). */
export const PAY_STAGE = {
  awaitingAdvance: 'awaitingAdvance',
  advancePaid: 'advancePaid',
  finalDue: 'finalDue',
  settled: 'settled',
} as const satisfies { [S in PayStage]: S };
export type { PayStage };

const orderNumber = z.string().regex(/^\d{6,32}$/);
export const orderNumberBody = z.object({ orderNumber });

/**
 * The advance the merchant asks for when confirming or modifying an unpaid order: an amount in
 * cents, or a percentage of the order amount (rounded to the cent); either way 0 < advance <
 * order amount. `advanceAmount: null` removes it (the order is paid in one go again).
 */
const advanceFields = {
  advanceAmount: z.number({ error: 'validation.invalid' }).int('validation.invalid').nullable().optional(),
  advanceRatio: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(99, 'validation.invalid')
    .optional(),
};
export const confirmBody = z.object({ orderNumber, ...advanceFields });
export const changeAmountBody = z.object({
  orderNumber,
  actualTotal: z.number().int().positive('validation.amountPositive'),
  ...advanceFields,
});
export type AdvanceInput = { advanceAmount?: number | null; advanceRatio?: number };

/** The merchant confirms the final price (default: order amount minus advance); the final payment becomes due. */
export const finalPriceBody = z.object({ orderNumber, finalAmount: z.number().int().positive('validation.amountPositive').optional() });

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
  /** Logistics voucher: the id (file key) of the merchant's upload of purpose 'logistics-voucher'. */
  voucher: fileKeyField.optional(),
});
export const batchVoucherBody = orderNumberBody.extend({ batchNo: z.number().int().positive(), voucher: fileKeyField });
export const customsBody = z.object({
  orderNumber,
  declarationNo: z.string().trim().min(1, 'validation.required').max(64),
  declaredAmount: z.number().int().nonnegative(),
  /** Customs voucher: the id (file key) of the merchant's upload of purpose 'customs-voucher'. */
  voucher: fileKeyField.optional(),
  /** 0 pending review, 1 in review, 2 passed, 3 failed. */
  status: z.number().int().min(0).max(3).default(2),
  releaseDate: z.iso.date().optional(),
});
export const issueInvoiceBody = z.object({ orderNumber, fileKey: fileKeyField });

/** Who acts for the shop, and where their uploads are checked and attached. */
export interface MerchantActor {
  shopId: number;
  /** Owner id of the merchant's uploads (merchantOwner(merchantId)). */
  ownerId: string;
  uploads: UploadService;
}

interface ShopOrderRow {
  status: number;
  actualTotal: string | number;
  userId: string;
  payType: number | null;
  paidAmount: string | number;
  pointsUsed: number;
  payStage: PayStage | null;
  advanceAmount: string | number | null;
  finalAmount: string | number | null;
  invoice: Record<string, unknown> | null;
}

async function lockShopOrder(t: Db, shopId: number, orderNumber: string): Promise<ShopOrderRow> {
  const o = await t.one<ShopOrderRow>(
    `SELECT status, actual_total AS "actualTotal", user_id AS "userId", pay_type AS "payType", paid_amount AS "paidAmount", points_used AS "pointsUsed",
            pay_stage AS "payStage", advance_amount AS "advanceAmount", final_amount AS "finalAmount", invoice
       FROM order_info WHERE order_number = $1 AND shop_id = $2 FOR UPDATE`,
    [orderNumber, shopId],
  );
  // Another shop's order is simply not found.
  if (!o) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
  return o;
}

const PAYMENT_COLS = `pay_stage AS "payStage", advance_amount AS "advanceAmount", advance_paid_at AS "advancePaidAt",
  final_amount AS "finalAmount", final_paid_at AS "finalPaidAt", final_price_at AS "finalPriceTime", pay_type AS "payType", final_pay_type AS "finalPayType"`;
const money = (v: unknown) => (v == null ? null : num(v));

export async function merchantOrders(db: Db, shopId: number, status: number, current: number, size: number) {
  const rows = await db.query(
    `SELECT order_number AS "orderNumber", status, sub_status AS "subStatus", actual_total AS "actualTotal", paid_amount AS "paidAmount",
            product_nums AS "productNums", created_at AS "createTime", paid_at AS "payTime", ${PAYMENT_COLS}
       FROM order_info WHERE shop_id = $1 AND ($2::int = 0 OR status = $2) ORDER BY created_at DESC LIMIT $3 OFFSET $4`,
    [shopId, status, size, (current - 1) * size],
  );
  return rows.map((r) => ({
    ...r,
    actualTotal: num(r.actualTotal),
    paidAmount: num(r.paidAmount),
    advanceAmount: money(r.advanceAmount),
    finalAmount: money(r.finalAmount),
  }));
}

export async function merchantOrderInfo(db: Db, shopId: number, orderNumber: string) {
  const o = await db.one<Record<string, unknown>>(
    `SELECT order_number AS "orderNumber", status, sub_status AS "subStatus", actual_total AS "actualTotal", paid_amount AS "paidAmount", addr,
            remarks, buyer_message AS "buyerMessage", trade_term AS "tradeTerm", export_mode AS "exportMode", created_at AS "createTime",
            invoice, ${PAYMENT_COLS}
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
    advanceAmount: money(o.advanceAmount),
    finalAmount: money(o.finalAmount),
    orderItems: items.map((i) => ({ ...i, orderItemId: Number(i.orderItemId), price: num(i.price) })),
  };
}

/** Pending gateway QR codes and offline transfers under review of an order no longer match its terms. */
async function voidPendingPayments(t: Db, orderNumber: string): Promise<void> {
  await t.query(`UPDATE payment SET status = 2 WHERE status IN (0, 4) AND $1 = ANY(order_numbers)`, [orderNumber]);
}

/**
 * Sets, changes or removes the advance of an unpaid order (caller holds the row lock). The buyer
 * gets a full payment window for the new terms: the deadline moves to at least now + timeout.
 */
async function applyAdvance(t: Db, orderNumber: string, total: number, input: AdvanceInput, payTimeoutMs: number): Promise<boolean> {
  if (input.advanceAmount === undefined && input.advanceRatio === undefined) return false;
  await voidPendingPayments(t, orderNumber);
  if (input.advanceAmount === null) {
    await t.query(
      `UPDATE order_info SET advance_amount = NULL, final_amount = NULL, pay_stage = NULL, sub_status = 'awaitingPayment', updated_at = now()
        WHERE order_number = $1`,
      [orderNumber],
    );
    return true;
  }
  const advance = input.advanceAmount ?? Math.round((total * input.advanceRatio!) / 100);
  if (!(advance > 0 && advance < total)) throw new CheckoutError('advanceRange', RESPONSE_CODES.INVALID_ARGUMENT);
  await t.query(
    `UPDATE order_info SET advance_amount = $2, final_amount = actual_total - $2, pay_stage = 'awaitingAdvance', sub_status = 'awaitingAdvancePayment',
            pay_deadline = greatest(pay_deadline, now() + $3::double precision * interval '1 millisecond'), updated_at = now()
      WHERE order_number = $1`,
    [orderNumber, advance, payTimeoutMs],
  );
  return true;
}

/** Confirms an order; on an unpaid order the merchant may ask for an advance at the same time. */
export async function confirmOrder(
  db: Db,
  shopId: number,
  input: z.output<typeof confirmBody>,
  payTimeoutMs: number,
): Promise<{ subStatus: string }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.unpaid && o.status !== ORDER_STATUS.toShip) throw new CheckoutError('orderStatusChanged');
    const wantsAdvance = input.advanceAmount !== undefined || input.advanceRatio !== undefined;
    if (wantsAdvance && o.status !== ORDER_STATUS.unpaid) throw new CheckoutError('orderStatusChanged');
    await t.query(`UPDATE order_info SET confirmed_at = coalesce(confirmed_at, now()), updated_at = now() WHERE order_number = $1`, [
      input.orderNumber,
    ]);
    await applyAdvance(t, input.orderNumber, num(o.actualTotal), input, payTimeoutMs);
    const r = await t.one<{ subStatus: string }>(`SELECT sub_status AS "subStatus" FROM order_info WHERE order_number = $1`, [
      input.orderNumber,
    ]);
    return { subStatus: r!.subStatus };
  });
}

/**
 * Changes the payable amount of an unpaid order; pending gateway payments of it are voided. An
 * advance already asked for stays and must remain below the new amount (or is set anew).
 */
export async function changeAmount(db: Db, shopId: number, input: z.output<typeof changeAmountBody>, payTimeoutMs: number): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    if (o.status !== ORDER_STATUS.unpaid) throw new CheckoutError('orderStatusChanged');
    await t.query(
      `UPDATE order_info SET amount_adjustment = amount_adjustment + (actual_total - $2), actual_total = $2, updated_at = now() WHERE order_number = $1`,
      [input.orderNumber, input.actualTotal],
    );
    await voidPendingPayments(t, input.orderNumber);
    const changed = await applyAdvance(t, input.orderNumber, input.actualTotal, input, payTimeoutMs);
    if (!changed && o.advanceAmount != null) {
      await applyAdvance(t, input.orderNumber, input.actualTotal, { advanceAmount: num(o.advanceAmount) }, payTimeoutMs);
    }
  });
}

/**
 * The final price of an order paid in two parts: after the advance, the merchant confirms what is
 * left to pay (by default the order amount minus the advance; a different figure changes the
 * order amount). The final payment becomes due ('awaiting final payment'). It can be corrected
 * until it is paid.
 */
export async function setFinalPrice(db: Db, shopId: number, input: z.output<typeof finalPriceBody>): Promise<{ finalAmount: number }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, shopId, input.orderNumber);
    const open = o.status === ORDER_STATUS.toShip || o.status === ORDER_STATUS.shipped;
    if (!open || (o.payStage !== PAY_STAGE.advancePaid && o.payStage !== PAY_STAGE.finalDue)) throw new CheckoutError('orderStatusChanged');
    const finalAmount = input.finalAmount ?? num(o.finalAmount);
    const total = num(o.advanceAmount) + finalAmount;
    await checkOrderAmountCoversBatches(t, input.orderNumber, total);
    await voidPendingPayments(t, input.orderNumber);
    await t.query(
      `UPDATE order_info SET final_amount = $2, amount_adjustment = amount_adjustment + (actual_total - $3), actual_total = $3,
              pay_stage = 'finalDue', final_price_at = now(), updated_at = now()
        WHERE order_number = $1`,
      [input.orderNumber, finalAmount, total],
    );
    await evaluateShipped(t, input.orderNumber);
    return { finalAmount };
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
      await voidPendingPayments(t, input.orderNumber);
      // Each settled part goes back the way it came (an advance and a final may use different methods).
      const parts = await t.query<{ part: string; amount: string | number; payType: number }>(
        `SELECT s.part, s.amount, p.pay_type AS "payType" FROM order_settlement s JOIN payment p ON p.payment_id = s.payment_id
          WHERE s.order_number = $1 ORDER BY s.part`,
        [input.orderNumber],
      );
      const refunds = parts.length
        ? parts.map((p) => ({
            amount: num(p.amount),
            payType: p.payType,
            ref: p.part === 'full' ? input.orderNumber : `${input.orderNumber}:${p.part}`,
          }))
        : [{ amount: num(o.paidAmount), payType: o.payType, ref: input.orderNumber }];
      for (const r of refunds) {
        if (r.payType === PAY_TYPES.points) await movePoints(t, o.userId, r.amount * POINTS_PER_CENT, 'refund', r.ref);
        else if (r.amount > 0) await moveBalance(t, o.userId, r.amount, 'refund', r.ref);
      }
    } else {
      throw new CheckoutError('orderStatusChanged');
    }
    await orderNotice(t, o.userId, input.orderNumber, 'orderRejected');
    await t.query(`UPDATE order_info SET sub_status = 'merchantRejected', reject_reason = $2, reject_note = $3 WHERE order_number = $1`, [
      input.orderNumber,
      input.reason,
      input.note,
    ]);
  });
}

/**
 * What the order waits for on the payment side, ahead of the shipping progress: a final payment
 * that is due ('awaitingFinalPayment'), or an offline transfer of it under review.
 */
async function paymentSubStatus(t: Db, orderNumber: string, payStage: PayStage | null): Promise<string | null> {
  if (payStage !== PAY_STAGE.finalDue) return null;
  const audit = await t.one(`SELECT 1 FROM payment WHERE status = 4 AND $1 = ANY(order_numbers) LIMIT 1`, [orderNumber]);
  return audit ? 'merchantPaymentAudit' : 'awaitingFinalPayment';
}

/**
 * The shipping rule (spec section 4): an order becomes shipped when everything is shipped with
 * logistics vouchers uploaded and the customs declared amount reaches 80% of the order amount;
 * the shipped date is the customs release date. Also refreshes the sub-status (a final payment
 * that is due is shown ahead of the shipping progress).
 */
export async function evaluateShipped(t: Db, orderNumber: string): Promise<number> {
  const o = await t.one<{ status: number; actualTotal: string | number; payStage: PayStage | null }>(
    `SELECT status, actual_total - refunded_amount AS "actualTotal", pay_stage AS "payStage" FROM order_info WHERE order_number = $1`,
    [orderNumber],
  );
  if (o?.status === ORDER_STATUS.shipped) {
    const sub = (await paymentSubStatus(t, orderNumber, o.payStage)) ?? 'awaitingReceipt';
    await t.query(`UPDATE order_info SET sub_status = $2, updated_at = now() WHERE order_number = $1`, [orderNumber, sub]);
    return o.status;
  }
  if (!o || o.status !== ORDER_STATUS.toShip) return o?.status ?? 0;
  // Units refunded before shipment (cancelled_count) are not owed; the customs rule covers what is left to pay for.
  const lines = await t.one<{ ordered: number; shipped: number }>(
    `SELECT sum(count - cancelled_count)::int AS ordered, sum(shipped_count)::int AS shipped FROM order_item WHERE order_number = $1`,
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
  const paySub = await paymentSubStatus(t, orderNumber, o.payStage);
  if (allShipped && vouchers && customsOk) {
    const shipped = await t.one<{ userId: string }>(
      `UPDATE order_info SET status = 3, sub_status = $3, shipped_at = coalesce($2::date::timestamptz, now()),
              dispatch_date = coalesce($2::date, current_date), updated_at = now() WHERE order_number = $1 RETURNING user_id AS "userId"`,
      [orderNumber, customs!.releaseDate, paySub ?? 'awaitingReceipt'],
    );
    await orderNotice(t, shipped!.userId, orderNumber, 'orderShipped');
    return ORDER_STATUS.shipped;
  }
  const sub = paySub ?? ((lines?.shipped ?? 0) === 0 ? 'awaitingShipment' : allShipped ? 'awaitingCustoms' : 'partialShipment');
  await t.query(`UPDATE order_info SET sub_status = $2, updated_at = now() WHERE order_number = $1`, [orderNumber, sub]);
  return ORDER_STATUS.toShip;
}

const batchRef = (orderNumber: string, batchNo: number) => `order_batch:${orderNumber}:${batchNo}`;

/** Ships a batch (partial shipments add batches); editable until shipping is complete. */
export async function shipBatch(m: MerchantActor, db: Db, input: z.output<typeof shipBody>): Promise<{ batchNo: number; status: number }> {
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
export async function batchVoucher(m: MerchantActor, db: Db, input: z.output<typeof batchVoucherBody>): Promise<{ status: number }> {
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

export const updateBatchBody = z.object({
  orderNumber,
  batchNo: z.number().int().positive(),
  courier: z.string().trim().min(1, 'validation.courierRequired').max(64).optional(),
  trackingNumber: z.string().trim().min(1, 'validation.courierRequired').max(64).optional(),
  containerNo: z.string().trim().max(64).optional(),
  blNo: z.string().trim().max(64).optional(),
  waybillNo: z.string().trim().max(64).optional(),
  loadingMode: z.enum(['LCL', 'FCL', 'bulk']).optional(),
  voucher: fileKeyField.optional(),
});

/** Edits a batch's logistics details; allowed only until the order is shipped (spec section 4). */
export async function updateBatch(m: MerchantActor, db: Db, input: z.output<typeof updateBatchBody>): Promise<{ status: number }> {
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

export async function declareCustoms(m: MerchantActor, db: Db, input: z.output<typeof customsBody>): Promise<{ status: number }> {
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

/** Issues the invoice the buyer asked for: the merchant's upload of purpose 'invoice' (PDF or image). */
export async function issueInvoice(m: MerchantActor, db: Db, input: z.output<typeof issueInvoiceBody>): Promise<{ status: string }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, m.shopId, input.orderNumber);
    const paid = [ORDER_STATUS.toShip, ORDER_STATUS.shipped, ORDER_STATUS.toReview, ORDER_STATUS.completed] as number[];
    if (!paid.includes(o.status)) throw new CheckoutError('orderStatusChanged');
    if (!o.invoice || o.invoice.status === 'notRequested') throw new CheckoutError('invoiceNotRequested');
    if (o.invoice.status === 'issued') throw new CheckoutError('invoiceIssued');
    await claimDocument(t, m.uploads, {
      fileKey: input.fileKey,
      ownerId: m.ownerId,
      purpose: DOCUMENT_PURPOSES.invoice,
      ref: `invoice:${input.orderNumber}`,
    });
    await t.query(
      `UPDATE order_info SET invoice = invoice || jsonb_build_object('status', 'issued', 'fileKey', $2::text, 'issuedAt', now()), updated_at = now()
        WHERE order_number = $1`,
      [input.orderNumber, input.fileKey],
    );
    return { status: 'issued' };
  });
}
