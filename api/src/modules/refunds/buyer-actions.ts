import { RESPONSE_CODES } from '@mall/shared';
import {
  refundApplySchema,
  REFUND_APPLY_TYPES,
  REFUND_TYPES,
  REFUND_VOUCHER_PURPOSE,
  type RefundApply,
  type RefundLimits,
  refundExpressSchema,
  refundInterventionSchema,
} from '@mall/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db';
import { invalidField, type MessageKey } from '../../http/messages';
import { claimUpload, type UploadService } from '../uploads';
import { endRequest, refreshOrderAfterSales } from './complete';
import { refusal, statusChanged } from './messages';
import { tellBuyer } from './notices';
import {
  giftWorth,
  lineAmountFor,
  lineShares,
  orderCapOf,
  remainingUnits,
  returnableUnits,
  splitAmount,
  wholeOrderLimits,
} from './refundable';
import { daysOf, type RefundsSettings } from './refunds-settings';
import {
  addProgress,
  INTERVENTION,
  loadLines,
  lockOwnOrder,
  mustLockRefund,
  newRefundSn,
  REFUND_STATUS,
  setDeadline,
  type LineRow,
  type OrderRow,
} from './refund-store';

/** Paid orders that are not closed: to be shipped, shipped, to review, completed. */
const REFUNDABLE_ORDER_STATUSES = [2, 3, 4, 5];

/** Attaches the buyer's vouchers (uploads of purpose refund-voucher) to a request, in its transaction. */
export async function claimVouchers(t: Db, uploads: UploadService, ownerId: string, fileKeys: string[], ref: string): Promise<void> {
  for (const fileKey of new Set(fileKeys))
    await claimUpload({ ...uploads, db: t }, { fileKey, ownerId, purpose: REFUND_VOUCHER_PURPOSE, ref });
}

/**
 * Whether the order accepts after-sales now: paid and not closed, and, once received, within the
 * after-sales window (README "Rules the spec left open"). Answers the refusal, or null.
 */
export function orderRefusal(o: Pick<OrderRow, 'status' | 'receivedAt'>, settings: RefundsSettings, now = Date.now()) {
  if (!REFUNDABLE_ORDER_STATUSES.includes(o.status)) return 'orderNotRefundable' as const;
  if (o.receivedAt && new Date(o.receivedAt).getTime() + settings.afterSalesWindowMs < now) return 'refundDeadline' as const;
  return null;
}

/** The deadline of after-sales for a received order (null: not received yet, no deadline). */
export const afterSalesUntil = (o: Pick<OrderRow, 'receivedAt'>, settings: RefundsSettings) =>
  o.receivedAt ? new Date(new Date(o.receivedAt).getTime() + settings.afterSalesWindowMs).toISOString() : null;

interface Plan {
  limits: RefundLimits;
  /** Lines and units covered, with the weights the amount is split by (gifts: weight 0). */
  items: { orderItemId: number; count: number; weight: number }[];
  /** The most of the amount that is goods; the rest is charges (whole order before shipment). */
  goodsMax: number;
}

/** What one line request may claim: its units, their worth, the gifts going back or kept (spec 5). */
function linePlan(
  order: OrderRow,
  lines: LineRow[],
  input: Pick<RefundApply, 'orderItemId' | 'goodsNum' | 'applyType' | 'keepGifts'>,
): Plan {
  const line = lines.find((l) => l.orderItemId === input.orderItemId);
  if (!line) throw refusal('itemNotInOrder', { code: RESPONSE_CODES.NOT_FOUND });
  if (line.giftOf != null) throw refusal('giftLine');
  if (line.openRefundSn) throw refusal('openLineRequest');
  const returning = input.applyType === REFUND_APPLY_TYPES.returnAndRefund;
  const maxQuantity = returning ? Math.min(remainingUnits(line), returnableUnits(line)) : remainingUnits(line);
  if (returning && remainingUnits(line) > 0 && maxQuantity === 0) throw refusal('notShippedYet');
  const share = lineShares(order, lines).get(line.orderItemId) ?? 0;
  const units = Math.min(Math.max(input.goodsNum, 1), Math.max(maxQuantity, 1));
  const mainAmount = lineAmountFor(line, share, units);
  // Gifts follow the line's last units: with them they go back, or the buyer keeps them for their worth.
  const gifts = units >= remainingUnits(line) ? lines.filter((g) => g.giftOf === line.orderItemId && remainingUnits(g) > 0) : [];
  let kept = 0;
  for (const id of new Set(input.keepGifts)) {
    const gift = gifts.find((g) => g.orderItemId === id);
    if (!gift) throw refusal('giftNotOfLine');
    const worth = giftWorth(gift);
    if (worth >= mainAmount) throw refusal('giftNotRemovable');
    kept += worth;
  }
  const returned = gifts.filter((g) => !input.keepGifts.includes(g.orderItemId));
  const maxAmount = Math.min(Math.max(mainAmount - kept, 0), orderCapOf(order));
  return {
    limits: { maxAmount, maxQuantity },
    items: [
      { orderItemId: line.orderItemId, count: units, weight: 1 },
      ...returned.map((g) => ({ orderItemId: g.orderItemId, count: remainingUnits(g), weight: 0 })),
    ],
    goodsMax: maxAmount,
  };
}

/** A whole-order request: every unit left and every gift; the charges while nothing was shipped. */
function wholeOrderPlan(order: OrderRow, lines: LineRow[], applyType: number): Plan {
  if (lines.some((l) => l.openRefundSn)) throw refusal('lineRequestsOpen');
  const bought = lines.filter((l) => l.giftOf == null && remainingUnits(l) > 0);
  if (applyType === REFUND_APPLY_TYPES.returnAndRefund && bought.some((l) => returnableUnits(l) < remainingUnits(l)))
    throw refusal('notShippedYet');
  const limits = wholeOrderLimits(order, lines);
  const shares = lineShares(order, lines);
  return {
    limits: { maxAmount: limits.maxAmount, maxQuantity: limits.maxQuantity },
    items: [
      ...bought.map((l) => ({
        orderItemId: l.orderItemId,
        count: remainingUnits(l),
        weight: lineAmountFor(l, shares.get(l.orderItemId) ?? 0, remainingUnits(l)),
      })),
      ...lines
        .filter((g) => g.giftOf != null && remainingUnits(g) > 0)
        .map((g) => ({ orderItemId: g.orderItemId, count: remainingUnits(g), weight: 0 })),
    ],
    goodsMax: limits.goodsAmount,
  };
}

/**
 * POST /p/orderRefund/apply. One transaction under the order lock: the order must accept
 * after-sales, the line (or the whole order) must have no open request, and the amount and
 * quantity are checked against what is still refundable with the same shared schema the form
 * used. The request, its lines, its vouchers, its first progress record, the seller's deadline and
 * the order's label are written together, or nothing is.
 */
export async function applyRefund(
  db: Db,
  uploads: UploadService,
  userId: string,
  shape: RefundApply,
  settings: RefundsSettings,
): Promise<{ refundSn: string }> {
  return db.tx(async (t) => {
    const order = await lockOwnOrder(t, shape.orderNumber, userId);
    const notNow = orderRefusal(order, settings);
    if (notNow) throw refusal(notNow);
    const lines = await loadLines(t, order.orderNumber);
    const whole = shape.refundType === REFUND_TYPES.wholeOrder;
    const openWhole = await t.one(`SELECT 1 FROM order_refund WHERE order_number = $1 AND refund_type = 1 AND status IN (1, 2, 3, 4)`, [
      order.orderNumber,
    ]);
    if (openWhole) throw refusal('openOrderRequest');
    const plan = whole ? wholeOrderPlan(order, lines, shape.applyType) : linePlan(order, lines, shape);
    if (plan.limits.maxAmount < 1 || plan.limits.maxQuantity < 1) throw refusal('nothingRefundable');
    // The same rules as the form, now with the limits computed under the lock.
    const checked = refundApplySchema(plan.limits).safeParse(shape);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      throw invalidField(issue.path.join('.'), issue.message as MessageKey<'common'>);
    }
    const input = checked.data;
    if (whole && input.goodsNum !== plan.limits.maxQuantity)
      throw refusal('wholeOrderQuantity', {
        code: RESPONSE_CODES.INVALID_ARGUMENT,
        params: { count: plan.limits.maxQuantity },
        data: { field: 'goodsNum' },
      });

    const refundSn = newRefundSn();
    const chargesAmount = Math.max(0, input.refundAmount - plan.goodsMax);
    const goodsAmount = input.refundAmount - chargesAmount;
    const split = splitAmount(
      goodsAmount,
      plan.items
        .filter((i) => i.weight > 0 || plan.items.every((x) => x.weight === 0))
        .map((i) => ({ id: i.orderItemId, weight: i.weight })),
    );
    await t.query(
      `INSERT INTO order_refund (refund_sn, order_number, user_id, shop_id, refund_type, order_item_id, apply_type, is_receiver, buyer_reason, buyer_desc,
                                 buyer_mobile, buyer_mail, photo_files, refund_amount, charges_amount, goods_num, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, ARRAY(SELECT jsonb_array_elements_text($13::jsonb)), $14, $15, $16, 1)`,
      [
        refundSn,
        order.orderNumber,
        userId,
        order.shopId,
        input.refundType,
        whole ? null : input.orderItemId,
        input.applyType,
        input.isReceiver,
        input.buyerReason,
        input.buyerDesc,
        input.buyerMobile,
        input.buyerMail ?? null,
        JSON.stringify(input.photoFiles),
        input.refundAmount,
        chargesAmount,
        input.goodsNum,
      ],
    );
    for (const item of plan.items) {
      await t.query(`INSERT INTO order_refund_item (refund_sn, order_item_id, count, amount) VALUES ($1, $2, $3, $4)`, [
        refundSn,
        item.orderItemId,
        item.count,
        split.get(item.orderItemId) ?? 0,
      ]);
    }
    await claimVouchers(t, uploads, userId, input.photoFiles, `order_refund:${refundSn}`);
    await addProgress(t, refundSn, 'buyer', 'apply', REFUND_STATUS.applied, input.buyerDesc, input.photoFiles);
    await setDeadline(t, refundSn, 'sellerAnswer', settings.sellerTimeoutMs);
    await refreshOrderAfterSales(t, order.orderNumber);
    await tellBuyer(t, { refundSn, userId }, 'submitted', { days: daysOf(settings.sellerTimeoutMs) });
    return { refundSn };
  });
}

/** PUT /p/orderRefund/cancel: the buyer withdraws a request that is not refunded yet. */
export async function cancelRefund(db: Db, userId: string, refundSn: string): Promise<void> {
  await db.tx(async (t) => {
    const { refund } = await mustLockRefund(t, refundSn, { userId });
    if (!([REFUND_STATUS.applied, REFUND_STATUS.sellerProcessing, REFUND_STATUS.buyerShipped] as number[]).includes(refund.status))
      throw statusChanged();
    await endRequest(t, refund, REFUND_STATUS.withdrawn, 'buyerWithdrew', { actor: 'buyer', action: 'withdraw' });
  });
}

/** POST /p/orderRefund/submitExpress: the buyer's return parcel, after the seller accepted, before the deadline. */
export async function submitExpress(
  db: Db,
  uploads: UploadService,
  userId: string,
  input: z.output<typeof refundExpressSchema>,
  settings: RefundsSettings,
): Promise<void> {
  await db.tx(async (t) => {
    const { refund } = await mustLockRefund(t, input.refundSn, { userId });
    if (refund.status !== REFUND_STATUS.sellerProcessing || refund.applyType !== REFUND_APPLY_TYPES.returnAndRefund) throw statusChanged();
    if (refund.deadlineKind === 'buyerShip' && refund.overdue) throw refusal('overdue');
    await t.query(
      `UPDATE order_refund SET status = 3, express_name = $2, express_no = $3, express_remark = $4,
              express_files = ARRAY(SELECT jsonb_array_elements_text($5::jsonb)), shipped_at = now(), updated_at = now()
        WHERE refund_sn = $1`,
      [refund.refundSn, input.expressName, input.expressNo, input.remark, JSON.stringify(input.photoFiles)],
    );
    await claimVouchers(t, uploads, userId, input.photoFiles, `order_refund:${refund.refundSn}`);
    await addProgress(
      t,
      refund.refundSn,
      'buyer',
      'ship',
      REFUND_STATUS.buyerShipped,
      `${input.expressName} ${input.expressNo}${input.remark ? ` — ${input.remark}` : ''}`,
      input.photoFiles,
    );
    await setDeadline(t, refund.refundSn, 'sellerReceive', settings.sellerReceiveTimeoutMs);
  });
}

/** POST /p/orderRefund/intervene: after the seller's rejection, the buyer asks the platform (once). */
export async function applyIntervention(
  db: Db,
  uploads: UploadService,
  userId: string,
  input: z.output<typeof refundInterventionSchema>,
): Promise<void> {
  await db.tx(async (t) => {
    const { refund } = await mustLockRefund(t, input.refundSn, { userId });
    if (refund.status !== REFUND_STATUS.rejected) throw statusChanged();
    if (refund.intervention != null) throw refusal('interventionApplied');
    await t.query(
      `UPDATE order_refund SET intervention = 1, intervention_reason = $2, intervention_files = ARRAY(SELECT jsonb_array_elements_text($3::jsonb)),
              updated_at = now() WHERE refund_sn = $1`,
      [refund.refundSn, input.reason, JSON.stringify(input.photoFiles)],
    );
    await claimVouchers(t, uploads, userId, input.photoFiles, `order_refund:${refund.refundSn}`);
    await addProgress(t, refund.refundSn, 'buyer', 'intervene', REFUND_STATUS.rejected, input.reason, input.photoFiles);
  });
}

/** PUT /p/orderRefund/withdrawIntervention: the buyer withdraws the intervention; the rejection stands. */
export async function withdrawIntervention(db: Db, userId: string, refundSn: string): Promise<void> {
  await db.tx(async (t) => {
    const { refund } = await mustLockRefund(t, refundSn, { userId });
    if (refund.intervention !== INTERVENTION.applied) throw refusal('interventionNotOpen');
    await t.query(`UPDATE order_refund SET intervention = 2, updated_at = now() WHERE refund_sn = $1`, [refund.refundSn]);
    await addProgress(t, refund.refundSn, 'buyer', 'withdrawIntervention', REFUND_STATUS.rejected);
  });
}
