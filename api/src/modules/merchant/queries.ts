import { RESPONSE_CODES } from '@mall/shared';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import type { MerchantOrderInfo, MerchantOrderRow } from '@mall/shared/contracts';
import { CheckoutError } from '../checkout';

/** What the merchant reads: the shop's orders by status and one order with its lines. */

const PAYMENT_COLS = `pay_stage AS "payStage", advance_amount AS "advanceAmount", advance_paid_at AS "advancePaidAt",
  final_amount AS "finalAmount", final_paid_at AS "finalPaidAt", final_price_at AS "finalPriceTime", pay_type AS "payType", final_pay_type AS "finalPayType"`;
const money = (v: unknown) => (v == null ? null : num(v));

/** Money columns as read (bigint or numeric: a number, or text when the driver cannot hold it). */
type Raw<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | number | (null extends T[P] ? null : never) };
type MoneyKeys = 'actualTotal' | 'paidAmount' | 'advanceAmount' | 'finalAmount';
type LineRow = MerchantOrderInfo['orderItems'][number];

export async function merchantOrders(db: Db, shopId: number, status: number, current: number, size: number): Promise<MerchantOrderRow[]> {
  const rows = await db.query<Raw<MerchantOrderRow, MoneyKeys>>(
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

export async function merchantOrderInfo(db: Db, shopId: number, orderNumber: string): Promise<MerchantOrderInfo> {
  const o = await db.one<Raw<Omit<MerchantOrderInfo, 'orderItems'>, MoneyKeys>>(
    `SELECT order_number AS "orderNumber", status, sub_status AS "subStatus", actual_total AS "actualTotal", paid_amount AS "paidAmount", addr,
            remarks, buyer_message AS "buyerMessage", trade_term AS "tradeTerm", export_mode AS "exportMode", created_at AS "createTime",
            invoice, ${PAYMENT_COLS}
       FROM order_info WHERE order_number = $1 AND shop_id = $2`,
    [orderNumber, shopId],
  );
  if (!o) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
  const items = await db.query<Raw<LineRow, 'orderItemId' | 'price'>>(
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
