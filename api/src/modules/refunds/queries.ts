import type { Locale, Page } from '@mall/shared';
import type { RefundableOrder, RefundDetail, RefundItem, RefundProgress, RefundSummary } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { iso, langOfLocale, num } from '../../db/sql';
import { afterSalesUntil, orderRefusal } from './buyer-actions';
import { orderNotFound, refundNotFound } from './messages';
import { payoutsOf } from '../ledger';
import { giftWorth, lineAmountFor, lineShares, orderCapOf, remainingUnits, returnableUnits, wholeOrderLimits } from './refundable';
import type { RefundsSettings } from './refunds-settings';
import { loadLines, readOrder, type Viewer } from './refund-store';

/** Turns a stored voucher (upload file key) into a link the viewer can open; never the key itself. */
export type VoucherLinker = (fileKey: string) => string;

const viewerSql = (v: Viewer, col: string, n: number) =>
  'userId' in v
    ? { sql: ` AND ${col}.user_id = $${n}`, param: [v.userId] }
    : 'shopId' in v
      ? { sql: ` AND ${col}.shop_id = $${n}`, param: [v.shopId] }
      : { sql: '', param: [] };

const time = (v: unknown) => iso(v);

/**
 * What the apply form needs (GET /p/orderRefund/refundable?orderNumber): whether the order accepts
 * after-sales, until when, and for the whole order and each line the most that can be refunded
 * now, with the gifts and whether each may be kept. Read-only; the apply call checks it all again
 * under the order lock.
 */
export async function refundableOf(
  db: Db,
  userId: string,
  orderNumber: string,
  locale: Locale,
  settings: RefundsSettings,
): Promise<RefundableOrder> {
  const l = langOfLocale(locale);
  const head = await db.one<Record<string, unknown>>(
    `SELECT o.order_number, o.status, o.refund_status, sh.shop_name_${l} AS shop_name FROM order_info o JOIN shop sh ON sh.shop_id = o.shop_id
      WHERE o.order_number = $1 AND o.user_id = $2 AND NOT o.buyer_deleted`,
    [orderNumber, userId],
  );
  if (!head) throw orderNotFound();
  return db.tx(async (t) => {
    const order = (await readOrder(t, orderNumber, { userId }))!;
    const lines = await loadLines(t, orderNumber);
    const names = await t.query<Record<string, unknown>>(
      `SELECT order_item_id, prod_name_${l} AS prod_name, sku_name_${l} AS sku_name, pic, price FROM order_item WHERE order_number = $1`,
      [orderNumber],
    );
    const nameOf = new Map(names.map((n) => [num(n.order_item_id), n]));
    const shares = lineShares(order, lines);
    const openWhole = await t.one<{ refundSn: string }>(
      `SELECT refund_sn AS "refundSn" FROM order_refund WHERE order_number = $1 AND refund_type = 1 AND status IN (1, 2, 3, 4)`,
      [orderNumber],
    );
    const refusal = orderRefusal(order, settings);
    const whole = wholeOrderLimits(order, lines);
    const describe = (id: number) => {
      const n = nameOf.get(id)!;
      return { prodName: String(n.prod_name), skuName: String(n.sku_name), pic: (n.pic as string | null) ?? null, price: num(n.price) };
    };
    return {
      orderNumber,
      shopName: String(head.shop_name),
      status: order.status,
      refundStatus: (head.refund_status as RefundableOrder['refundStatus']) ?? null,
      refusal,
      afterSalesUntil: afterSalesUntil(order, settings),
      /** Goods shipped: the buyer may have them (cargo status), and returns are possible. */
      anyShipped: order.anyShipped,
      paidAmount: order.paidAmount,
      refundedAmount: order.refundedAmount,
      wholeOrder: {
        ...whole,
        openRefundSn: openWhole?.refundSn ?? null,
        available: !refusal && !openWhole && !lines.some((x) => x.openRefundSn) && whole.maxAmount >= 1 && whole.maxQuantity >= 1,
        returnable: lines.filter((x) => x.giftOf == null).every((x) => returnableUnits(x) >= remainingUnits(x)),
      },
      lines: lines
        .filter((x) => x.giftOf == null)
        .map((x) => {
          const maxAmount = Math.min(lineAmountFor(x, shares.get(x.orderItemId) ?? 0, remainingUnits(x)), orderCapOf(order));
          return {
            orderItemId: x.orderItemId,
            ...describe(x.orderItemId),
            count: x.count,
            refundedCount: x.refundedCount,
            maxQuantity: remainingUnits(x),
            returnableQuantity: Math.min(remainingUnits(x), returnableUnits(x)),
            maxAmount,
            share: shares.get(x.orderItemId) ?? 0,
            refundedAmount: x.refundedAmount,
            openRefundSn: x.openRefundSn,
            available: !refusal && !openWhole && !x.openRefundSn && maxAmount >= 1 && remainingUnits(x) >= 1,
            gifts: lines
              .filter((g) => g.giftOf === x.orderItemId && remainingUnits(g) > 0)
              .map((g) => ({
                orderItemId: g.orderItemId,
                ...describe(g.orderItemId),
                count: remainingUnits(g),
                giftAmount: giftWorth(g),
                keepable: giftWorth(g) < maxAmount,
              })),
          };
        }),
    };
  });
}

const REFUND_COLS = (
  l: 'en' | 'zh',
) => `r.refund_sn, r.order_number, r.user_id, r.shop_id, sh.shop_name_${l} AS shop_name, r.refund_type, r.order_item_id,
  r.apply_type, r.is_receiver, r.buyer_reason, r.buyer_desc, r.buyer_mobile, r.buyer_mail, r.photo_files, r.refund_amount, r.charges_amount, r.goods_num,
  r.status, r.close_reason, r.intervention, r.intervention_reason, r.intervention_files, r.intervention_remark, r.seller_msg, r.reject_reason,
  r.return_address, r.express_name, r.express_no, r.express_remark, r.express_files, r.refund_result, r.deadline_kind, r.deadline_at,
  r.created_at, r.handled_at, r.shipped_at, r.received_at, r.refunded_at, r.closed_at, o.actual_total AS order_amount, o.status AS order_status`;
const REFUND_FROM = `order_refund r JOIN order_info o ON o.order_number = r.order_number JOIN shop sh ON sh.shop_id = r.shop_id`;

async function itemsOf(db: Db, refundSns: string[], l: 'en' | 'zh') {
  if (!refundSns.length) return new Map<string, RefundItem[]>();
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ri.refund_sn, ri.order_item_id, ri.count, ri.amount, i.prod_id, i.prod_name_${l} AS prod_name, i.sku_name_${l} AS sku_name, i.pic, i.price,
            i.gift_of, i.gift_amount
       FROM order_refund_item ri JOIN order_item i ON i.order_item_id = ri.order_item_id
      WHERE ri.refund_sn = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb))) ORDER BY ri.order_item_id`,
    [JSON.stringify(refundSns)],
  );
  const map = new Map<string, RefundItem[]>();
  for (const r of rows) map.set(String(r.refund_sn), [...(map.get(String(r.refund_sn)) ?? []), shapeItem(r)]);
  return map;
}

function shapeItem(r: Record<string, unknown>): RefundItem {
  return {
    orderItemId: num(r.order_item_id),
    prodId: num(r.prod_id),
    prodName: String(r.prod_name),
    skuName: String(r.sku_name),
    pic: (r.pic as string | null) ?? null,
    price: num(r.price),
    count: num(r.count),
    amount: num(r.amount),
    gift: r.gift_of != null,
  };
}

function shapeSummary(r: Record<string, unknown>, items: RefundItem[]): RefundSummary {
  return {
    refundSn: String(r.refund_sn),
    orderNumber: String(r.order_number),
    shopId: num(r.shop_id),
    shopName: String(r.shop_name),
    refundType: num(r.refund_type),
    applyType: num(r.apply_type),
    status: num(r.status),
    closeReason: (r.close_reason as string | null) ?? null,
    intervention: r.intervention == null ? null : num(r.intervention),
    refundResult: (r.refund_result as RefundSummary['refundResult']) ?? null,
    refundAmount: num(r.refund_amount),
    goodsNum: num(r.goods_num),
    applyTime: time(r.created_at)!,
    deadline: r.deadline_kind
      ? { kind: r.deadline_kind as NonNullable<RefundSummary['deadline']>['kind'], at: time(r.deadline_at)! }
      : null,
    items,
  };
}

/** Buyer list filters (the tabs of uc-return): 0 all, 1 open (1-4), 5 refunded, 6 withdrawn or timed out, 7 rejected (with interventions), -1 closed. */
export const LIST_FILTERS: Record<number, string> = {
  0: 'true',
  1: 'r.status IN (1, 2, 3, 4)',
  5: 'r.status = 5',
  6: 'r.status = 6',
  7: 'r.status = 7',
  [-1]: 'r.status = -1',
};

/** A page of requests: the buyer's own, a shop's, or (platform) those with an intervention. */
export async function refundPage(
  db: Db,
  viewer: Viewer,
  filter: { status: number; intervention?: number },
  current: number,
  size: number,
  locale: Locale,
): Promise<Page<RefundSummary>> {
  const l = langOfLocale(locale);
  const who = viewerSql(viewer, 'r', 1);
  const n = who.param.length;
  const where = `${LIST_FILTERS[filter.status] ?? 'true'}${who.sql}${filter.intervention ? ` AND r.intervention = $${n + 1}` : ''}`;
  const params = [...who.param, ...(filter.intervention ? [filter.intervention] : [])];
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${REFUND_FROM} WHERE ${where}`, params))?.n);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${REFUND_COLS(l)} FROM ${REFUND_FROM} WHERE ${where} ORDER BY r.created_at DESC, r.refund_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, size, (current - 1) * size],
  );
  const items = await itemsOf(
    db,
    rows.map((r) => String(r.refund_sn)),
    l,
  );
  return {
    records: rows.map((r) => shapeSummary(r, items.get(String(r.refund_sn)) ?? [])),
    total,
    pages: Math.ceil(total / size),
    current,
    size,
  };
}

/** One request with its lines, money, timeline and the viewer's links to its vouchers. */
export async function refundInfo(db: Db, viewer: Viewer, refundSn: string, locale: Locale, link: VoucherLinker): Promise<RefundDetail> {
  const l = langOfLocale(locale);
  const who = viewerSql(viewer, 'r', 2);
  const r = await db.one<Record<string, unknown>>(`SELECT ${REFUND_COLS(l)} FROM ${REFUND_FROM} WHERE r.refund_sn = $1${who.sql}`, [
    refundSn,
    ...who.param,
  ]);
  if (!r) throw refundNotFound();
  const items = (await itemsOf(db, [refundSn], l)).get(refundSn) ?? [];
  const progress = await db.query<Record<string, unknown>>(
    `SELECT actor, action, status, note, files, created_at FROM order_refund_progress WHERE refund_sn = $1 ORDER BY progress_id`,
    [refundSn],
  );
  const links = (v: unknown) => ((v as string[] | null) ?? []).map(link);
  return {
    ...shapeSummary(r, items),
    isReceiver: Boolean(r.is_receiver),
    buyerReason: String(r.buyer_reason),
    buyerDesc: String(r.buyer_desc),
    buyerMobile: String(r.buyer_mobile),
    buyerMail: (r.buyer_mail as string | null) ?? null,
    photoFiles: links(r.photo_files),
    chargesAmount: num(r.charges_amount),
    orderAmount: num(r.order_amount),
    orderStatus: num(r.order_status),
    interventionReason: (r.intervention_reason as string | null) ?? null,
    interventionFiles: links(r.intervention_files),
    interventionRemark: (r.intervention_remark as string | null) ?? null,
    sellerMsg: (r.seller_msg as string | null) ?? null,
    rejectReason: (r.reject_reason as string | null) ?? null,
    returnAddress: (r.return_address as { receiver: string; mobile: string; addr: string; postCode: string } | null) ?? null,
    expressName: (r.express_name as string | null) ?? null,
    expressNo: (r.express_no as string | null) ?? null,
    expressRemark: (r.express_remark as string | null) ?? null,
    expressFiles: links(r.express_files),
    handledTime: time(r.handled_at),
    shippedTime: time(r.shipped_at),
    receivedTime: time(r.received_at),
    refundedTime: time(r.refunded_at),
    closedTime: time(r.closed_at),
    payouts: (await payoutsOf(db, 'refund', refundSn)).map((p) => ({
      payType: p.payType,
      amount: p.amount,
      status: p.status,
      refundNo: p.refundNo,
    })),
    progress: progress.map((p) => ({
      actor: p.actor as RefundProgress['actor'],
      action: String(p.action),
      status: num(p.status),
      note: (p.note as string | null) ?? null,
      files: links(p.files),
      time: time(p.created_at)!,
    })),
    serverTime: new Date().toISOString(),
  };
}
