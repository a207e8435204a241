import { randomInt } from 'node:crypto';
import { isPointsOrder, RESPONSE_CODES, type Locale } from '@mall/shared';
import type { InvoiceRequest } from '@mall/shared/schemas';
import type { Db } from '../../db';
import type { CheckoutSettings } from './checkout-settings';
import { addGiftLines, giftLinesOf, type GiftLine } from './gifts';
import { movePoints, payBack } from '../ledger';
import { CheckoutError, notFound } from './messages';
import { orderNotice } from './notices';
import { PLATFORM_SHOP_ID } from './order-kinds';
import { rewardCompletedOrder } from '../membership/levels';
import { emitOrderEvent } from './order-events';
import { priceForSubmit, type PriceOverride, type SubmitParams } from './pricing';
import { arr, num } from '../../db/sql';

/** The stored invoice request (order_info.invoice); the merchant adds fileKey and issuedAt when issuing. */
export const invoiceRecord = (input: InvoiceRequest) => ({ status: 'requested', ...input, requestedAt: new Date().toISOString() });

/** Order status numbers (API.md). */
export const ORDER_STATUS = { unpaid: 1, toShip: 2, shipped: 3, toReview: 4, completed: 5, closed: 6 } as const;

export function newOrderNumber(): string {
  return `${Date.now()}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Submits one order per shop. Idempotent by (user, uuid): the key row is inserted first, so a
 * repeated or concurrent submit with the same uuid answers A03002 and never makes a second order.
 * Stock is taken with a guarded update (stocks >= n), so concurrent buyers cannot oversell.
 * Everything happens in one transaction: a failure (out of stock) leaves no trace. Inside a
 * caller's transaction it is a savepoint of it (a confirmed quotation orders this way, with the
 * quoted price as `override`).
 */
export async function submitOrder(
  db: Db,
  userId: string,
  p: SubmitParams,
  locale: Locale,
  settings: CheckoutSettings,
  override?: PriceOverride,
): Promise<{ orderNumbers: string[] }> {
  return db.tx(async (t) => {
    const key = await t.one(`INSERT INTO order_submission (user_id, uuid) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING uuid`, [
      userId,
      p.uuid,
    ]);
    if (!key) throw new CheckoutError('repeatOrder', RESPONSE_CODES.REPEAT_ORDER);

    const priced = await priceForSubmit(t, userId, p, locale, true, override);
    // Lines the shop cannot deliver to the address: nothing is ordered (the page listed them at confirm).
    const undeliverable = priced.shopOrders.flatMap((o) => o.undeliverable);
    if (undeliverable.length)
      throw new CheckoutError('regionUndeliverable', RESPONSE_CODES.DELIVERY_UNSUPPORTED, undefined, { undeliverable });

    // Each shop's order is one statement: its row and its lines; the last one also records the
    // order numbers on the idempotency key (a flash sale's winners hold a pooled connection for
    // every statement: docs/search-at-scale.md, "Flash sale").
    const orderNumbers = priced.shopOrders.map(() => newOrderNumber());
    const couponOwner = new Map<number, string>();
    for (const [k, o] of priced.shopOrders.entries()) {
      const orderNumber = orderNumbers[k]!;
      const last = k === priced.shopOrders.length - 1;
      const pickupCode = p.deliveryType === 'pickup' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
      await t.query(
        `/* checkout.writeOrder */ WITH o AS (
           INSERT INTO order_info (order_number, user_id, shop_id, submit_uuid, goods_total, freight, insurance, taxes, member_discount, coupon_discount,
                                   points_used, points_amount, actual_total, product_nums, trade_term, export_mode, delivery_type, remarks, buyer_message,
                                   addr, coupon_ids, pickup_code, pay_deadline, order_type, invoice, tax_detail)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::jsonb, ${arr(21, 'bigint')}, $22,
                   now() + $23::double precision * interval '1 millisecond', $24, $25::jsonb, $${last ? 28 : 27}::jsonb)
           RETURNING order_number)${
             last
               ? `,
         k AS (UPDATE order_submission SET order_numbers = ${arr(27, 'text')} WHERE user_id = $2 AND uuid = $4)`
               : ''
           }
         INSERT INTO order_item (order_number, shop_id, prod_id, sku_id, prod_name_en, prod_name_zh, sku_name_en, sku_name_zh, pic, price, count, product_total)
         SELECT o.order_number, $3, l.prod_id, l.sku_id, l.prod_name_en, l.prod_name_zh, l.sku_name_en, l.sku_name_zh, l.pic, l.price, l.count, l.product_total
           FROM o, ROWS FROM (jsonb_to_recordset($26::jsonb) AS (prod_id bigint, sku_id bigint, prod_name_en text, prod_name_zh text, sku_name_en text,
                                                                  sku_name_zh text, pic text, price bigint, count int, product_total bigint))
                   WITH ORDINALITY AS l(prod_id, sku_id, prod_name_en, prod_name_zh, sku_name_en, sku_name_zh, pic, price, count, product_total, n)
          ORDER BY l.n`,
        [
          orderNumber,
          userId,
          o.shopId,
          p.uuid,
          o.goodsTotal,
          o.freight,
          o.insurance,
          o.taxes,
          o.memberDiscount,
          o.couponDiscount,
          o.pointsUsed,
          o.pointsAmount,
          o.actualTotal,
          o.units,
          priced.tradeTerm,
          priced.exportMode,
          priced.deliveryType,
          o.remarks,
          o.buyerMessage,
          JSON.stringify(priced.address),
          JSON.stringify(o.userCouponIds),
          pickupCode,
          settings.payTimeoutMs,
          isPointsOrder(o) ? 'points' : o.lines.length === 1 ? o.lines[0]!.prodType : 'normal',
          p.invoice ? JSON.stringify(invoiceRecord(p.invoice)) : null,
          JSON.stringify(
            o.lines.map((l) => ({
              prod_id: l.prodId,
              sku_id: l.skuId,
              prod_name_en: l.prodNameEn,
              prod_name_zh: l.prodNameZh,
              sku_name_en: l.skuNameEn,
              sku_name_zh: l.skuNameZh,
              pic: l.pic,
              price: l.price,
              count: l.count,
              product_total: l.productTotal,
            })),
          ),
          ...(last ? [JSON.stringify(orderNumbers)] : []),
          o.taxes || o.taxRates
            ? JSON.stringify({ duty: o.importDuty, tax: o.importTax, ...o.taxRates, countryCode: priced.address.countryCode })
            : null,
        ],
      );
      for (const id of o.userCouponIds) if (!couponOwner.has(id)) couponOwner.set(id, orderNumber);
      if (o.pointsUsed > 0) await movePoints(t, userId, -o.pointsUsed, 'orderUse', orderNumber);
    }
    for (const [userCouponId, orderNumber] of couponOwner) {
      const used = await t.one(
        `UPDATE user_coupon SET status = 1, order_number = $3, used_at = now() WHERE user_coupon_id = $1 AND user_id = $2 AND status = 0 RETURNING 1`,
        [userCouponId, userId, orderNumber],
      );
      if (!used) throw new CheckoutError('couponUnusable');
    }
    const basketIds = priced.shopOrders.flatMap((o) => o.lines.map((l) => l.basketId)).filter((id): id is number => id != null);
    if (basketIds.length)
      await t.query(`DELETE FROM shop_cart WHERE user_id = $1 AND basket_id = ANY(${arr(2, 'bigint')})`, [
        userId,
        JSON.stringify(basketIds),
      ]);
    // Stock last: the SKU row is the one every buyer of a flash sale waits for, so it is locked
    // only for this statement and the COMMIT (and the gifts' stock, if any; docs/search-at-scale.md,
    // "Flash sale"). Main SKUs in sku order, then gifts, as before: a fixed lock order, no
    // deadlocks between buyers.
    const gifts: { orderNumber: string; lines: GiftLine[] }[] = [];
    if (priced.hasGifts) for (const orderNumber of orderNumbers) gifts.push({ orderNumber, lines: await giftLinesOf(t, orderNumber) });
    const need = new Map<number, { count: number; prodId: number }>();
    for (const o of priced.shopOrders) {
      for (const l of o.lines) need.set(l.skuId, { count: (need.get(l.skuId)?.count ?? 0) + l.count, prodId: l.prodId });
    }
    for (const [skuId, n] of [...need].sort((a, b) => a[0] - b[0])) {
      // The SKU's stock ledger (api/src/modules/ledger) gets one sale per order line, in the same statement.
      const row = await t.one(
        `/* checkout.takeStock */ WITH s AS (UPDATE sku SET stocks = stocks - $2 WHERE sku_id = $1 AND stocks >= $2 AND status = 1 RETURNING sku_id),
              m AS (INSERT INTO stock_movement (sku_id, change, reason, order_item_id, ref)
                    SELECT i.sku_id, -i.count, 'sale', i.order_item_id, i.order_number FROM s JOIN order_item i ON i.sku_id = s.sku_id
                     WHERE i.order_number = ANY(${arr(4, 'text')}) AND i.gift_of IS NULL)
         UPDATE product SET total_stocks = greatest(total_stocks - $2, 0) FROM s WHERE prod_id = $3 RETURNING s.sku_id`,
        [skuId, n.count, n.prodId, JSON.stringify(orderNumbers)],
      );
      if (!row) throw new CheckoutError('outOfStock', RESPONSE_CODES.OUT_OF_STOCK, undefined, { skuId });
    }
    for (const g of gifts) if (g.lines.length) await addGiftLines(t, g.orderNumber, g.lines);
    return { orderNumbers };
  });
}

/**
 * Closes an unpaid order and gives back what it held (stock, points spent, coupons) through the
 * ledger's one payback. Caller holds the order row lock (FOR UPDATE) inside a transaction; returns
 * false if it was no longer unpaid.
 */
export async function releaseUnpaidOrder(t: Db, orderNumber: string, reason: 'cancelled' | 'expired' | 'rejected'): Promise<boolean> {
  const o = await t.one<{ userId: string; shopId: string | number }>(
    `SELECT user_id AS "userId", shop_id AS "shopId" FROM order_info WHERE order_number = $1 AND status = 1 FOR UPDATE`,
    [orderNumber],
  );
  if (!o) return false;
  const cause = ({ cancelled: 'cancel', expired: 'expire', rejected: 'reject' } as const)[reason];
  await payBack(t, {
    orderNumber,
    cause,
    ref: orderNumber,
    money: 'rest',
    points: 'rest',
    stock: 'rest',
    close: { reason, subStatus: reason },
  });
  // The buyer's own cancel needs no notice; a close they did not ask for does (a rejection says so itself).
  if (reason === 'expired' && Number(o.shopId) !== PLATFORM_SHOP_ID) await orderNotice(t, o.userId, orderNumber, 'orderExpired');
  await emitOrderEvent(t, { kind: 'closed', orderNumber, reason });
  return true;
}

/** The buyer's order row, locked; someone else's order is simply not found (A00013). */
export async function lockOwnOrder(t: Db, userId: string, orderNumber: string) {
  const o = await t.one<{ status: number; payDeadline: string; expired: boolean; pickupCode: string | null; payStage: string | null }>(
    `SELECT status, pay_deadline AS "payDeadline", pay_deadline <= now() AS expired, pickup_code AS "pickupCode", pay_stage AS "payStage"
       FROM order_info WHERE order_number = $1 AND user_id = $2 AND NOT buyer_deleted FOR UPDATE`,
    [orderNumber, userId],
  );
  if (!o) throw notFound();
  return o;
}

export async function cancelOrder(db: Db, userId: string, orderNumber: string): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockOwnOrder(t, userId, orderNumber);
    if (o.status !== ORDER_STATUS.unpaid) throw new CheckoutError('orderStatusChanged');
    await releaseUnpaidOrder(t, orderNumber, 'cancelled');
  });
}

/** Confirm receipt of a shipped order; a pickup code, when given, must match (empty = no check). */
export async function confirmReceipt(db: Db, userId: string, orderNumber: string, pickupCode?: string): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockOwnOrder(t, userId, orderNumber);
    if (o.status !== ORDER_STATUS.shipped) throw new CheckoutError('orderStatusChanged');
    // An order paid in two parts completes only once the final payment is made.
    if (o.payStage === 'advancePaid' || o.payStage === 'finalDue') throw new CheckoutError('finalPaymentDue');
    if (pickupCode && o.pickupCode && pickupCode !== o.pickupCode) throw new CheckoutError('wrongPickupCode');
    await t.query(
      `UPDATE order_info SET status = 4, sub_status = 'buyerCompleted', received_at = now(), updated_at = now() WHERE order_number = $1`,
      [orderNumber],
    );
    // A completed order earns growth and points (membership levels).
    await rewardCompletedOrder(t, userId, orderNumber);
    await emitOrderEvent(t, { kind: 'received', orderNumber });
  });
}

/** Checks a pickup code without acting: an empty code means no check. */
export async function checkPickupCode(db: Db, userId: string, orderNumber: string, pickupCode?: string): Promise<boolean> {
  const o = await db.one<{ pickupCode: string | null; status: number }>(
    `SELECT pickup_code AS "pickupCode", status FROM order_info WHERE order_number = $1 AND user_id = $2`,
    [orderNumber, userId],
  );
  if (!o) throw notFound();
  if (!pickupCode) return true;
  if (!o.pickupCode || o.pickupCode !== pickupCode) throw new CheckoutError('wrongPickupCode');
  return true;
}

/** Removes a closed or completed order from the buyer's list (the row stays for the merchant). */
export async function deleteOrder(db: Db, userId: string, orderNumber: string): Promise<void> {
  await db.tx(async (t) => {
    const o = await lockOwnOrder(t, userId, orderNumber);
    if (![ORDER_STATUS.completed, ORDER_STATUS.closed, ORDER_STATUS.toReview].includes(o.status as 4))
      throw new CheckoutError('orderStatusChanged');
    await t.query(`UPDATE order_info SET buyer_deleted = true, updated_at = now() WHERE order_number = $1`, [orderNumber]);
  });
}

export { num };

/** The buyer asks for an invoice (or changes the request) on their order, until it is issued. */
export async function requestInvoice(db: Db, userId: string, orderNumber: string, input: InvoiceRequest) {
  return db.tx(async (t) => {
    await lockOwnOrder(t, userId, orderNumber);
    const o = await t.one<{ status: number; invoice: { status?: string } | null }>(
      `SELECT status, invoice FROM order_info WHERE order_number = $1`,
      [orderNumber],
    );
    if (o!.status === ORDER_STATUS.closed) throw new CheckoutError('orderStatusChanged');
    if (o!.invoice?.status === 'issued') throw new CheckoutError('invoiceIssued');
    const record = invoiceRecord(input);
    await t.query(`UPDATE order_info SET invoice = $2::jsonb, updated_at = now() WHERE order_number = $1`, [
      orderNumber,
      JSON.stringify(record),
    ]);
    return record;
  });
}
