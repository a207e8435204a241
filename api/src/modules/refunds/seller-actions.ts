import { DEFAULT_CURRENCY, formatMoney } from '@mall/shared';
import { REFUND_APPLY_TYPES, type refundAgreeSchema, type refundDecideSchema, type refundRejectSchema } from '@mall/shared/schemas';
import type { ReturnAddress } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { completeRefund, endRequest, refreshOrderAfterSales } from './complete';
import { refusal, statusChanged } from './messages';
import { tellBuyer } from './notices';
import { markTransferred, retryFailedPaybacks, type GatewayRefund } from '../ledger';
import { lineAmountFor, lineShares, orderCapOf, remainingUnits } from './refundable';
import { daysOf, type RefundsSettings } from './refunds-settings';
import {
  addProgress,
  INTERVENTION,
  loadLines,
  mustLockRefund,
  REFUND_STATUS,
  setDeadline,
  type Actor,
  type OrderRow,
  type RefundRow,
  type Viewer,
} from './refund-store';

export interface Handling {
  settings: RefundsSettings;
  gateway: GatewayRefund;
}

/** The shop's own address, where returns go unless the merchant names another. */
async function shopAddress(t: Db, shopId: number): Promise<ReturnAddress> {
  const s = await t.one<{ name: string; phone: string | null; address: { en?: string; zh_CN?: string } | null; region: string | null }>(
    `SELECT sh.shop_name_en AS name, d.phone, d.address, sh.region_en AS region FROM shop sh LEFT JOIN shop_detail d ON d.shop_id = sh.shop_id
      WHERE sh.shop_id = $1`,
    [shopId],
  );
  return {
    receiver: s?.name ?? '',
    mobile: s?.phone ?? '',
    addr: s?.address?.en ?? s?.address?.zh_CN ?? s?.region ?? '',
    postCode: '',
  };
}

/**
 * A request whose order was closed some other way (the merchant rejected the order and refunded
 * it) can no longer pay anything back: it closes. Answers true when it did.
 */
async function closedWithOrder(t: Db, refund: RefundRow, order: OrderRow, actor: Actor): Promise<boolean> {
  if (order.status !== 6) return false;
  await endRequest(t, refund, REFUND_STATUS.closed, 'orderClosed', { actor, action: 'close' });
  await tellBuyer(t, refund, 'closed');
  return true;
}

/**
 * The request is accepted (by the seller, the platform or the seller's timer): refund only is
 * refunded at once; a return waits for the buyer's parcel at the return address.
 */
export async function acceptRequest(
  t: Db,
  refund: RefundRow,
  order: OrderRow,
  h: Handling,
  by: { actor: Actor; note?: string; returnAddress?: ReturnAddress },
): Promise<number> {
  if (await closedWithOrder(t, refund, order, by.actor)) return REFUND_STATUS.closed;
  await t.query(
    `UPDATE order_refund SET seller_msg = coalesce($2, seller_msg), handled_at = now(), updated_at = now() WHERE refund_sn = $1`,
    [refund.refundSn, by.note || null],
  );
  if (refund.applyType === REFUND_APPLY_TYPES.refundOnly) {
    await completeRefund(t, refund, order, { gateway: h.gateway, actor: by.actor, action: 'agree', note: by.note });
    return REFUND_STATUS.refunded;
  }
  const address = by.returnAddress ?? (await shopAddress(t, order.shopId));
  await t.query(`UPDATE order_refund SET status = 2, return_address = $2::jsonb, updated_at = now() WHERE refund_sn = $1`, [
    refund.refundSn,
    JSON.stringify(address),
  ]);
  await addProgress(t, refund.refundSn, by.actor, 'agreeReturn', REFUND_STATUS.sellerProcessing, by.note ?? null);
  await setDeadline(t, refund.refundSn, 'buyerShip', h.settings.buyerShipTimeoutMs);
  await tellBuyer(t, refund, 'returnAccepted', { days: daysOf(h.settings.buyerShipTimeoutMs) });
  return REFUND_STATUS.sellerProcessing;
}

/** The returned parcel arrived (seller, or the receipt timer): refunded. */
export async function receiveReturn(t: Db, refund: RefundRow, order: OrderRow, h: Handling, actor: Actor): Promise<number> {
  if (await closedWithOrder(t, refund, order, actor)) return REFUND_STATUS.closed;
  await t.query(`UPDATE order_refund SET status = 4, received_at = now(), updated_at = now() WHERE refund_sn = $1`, [refund.refundSn]);
  await addProgress(t, refund.refundSn, actor, 'receive', REFUND_STATUS.sellerReceived);
  await completeRefund(t, { ...refund, status: REFUND_STATUS.sellerReceived }, order, {
    gateway: h.gateway,
    actor: 'system',
    action: 'refund',
  });
  return REFUND_STATUS.refunded;
}

/** POST /merchant/orderRefund/agree. */
export async function sellerAgree(
  db: Db,
  shopId: number,
  input: z.output<typeof refundAgreeSchema>,
  h: Handling,
): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const { refund, order } = await mustLockRefund(t, input.refundSn, { shopId });
    if (refund.status !== REFUND_STATUS.applied) throw statusChanged();
    const status = await acceptRequest(t, refund, order, h, { actor: 'seller', note: input.sellerMsg, returnAddress: input.returnAddress });
    return { status };
  });
}

/** POST /merchant/orderRefund/reject: a new request, or a returned parcel the seller does not accept. */
export async function sellerReject(db: Db, shopId: number, input: z.output<typeof refundRejectSchema>): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const { refund } = await mustLockRefund(t, input.refundSn, { shopId });
    if (refund.status !== REFUND_STATUS.applied && refund.status !== REFUND_STATUS.buyerShipped) throw statusChanged();
    await t.query(
      `UPDATE order_refund SET status = 7, reject_reason = $2, handled_at = now(), closed_at = now(), updated_at = now() WHERE refund_sn = $1`,
      [refund.refundSn, input.reason],
    );
    await setDeadline(t, refund.refundSn, null);
    await addProgress(t, refund.refundSn, 'seller', 'reject', REFUND_STATUS.rejected, input.reason);
    await refreshOrderAfterSales(t, refund.orderNumber);
    await tellBuyer(t, refund, 'rejected');
    return { status: REFUND_STATUS.rejected };
  });
}

/** POST /merchant/orderRefund/receive. */
export async function sellerReceive(db: Db, shopId: number, refundSn: string, h: Handling): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const { refund, order } = await mustLockRefund(t, refundSn, { shopId });
    if (refund.status !== REFUND_STATUS.buyerShipped) throw statusChanged();
    return { status: await receiveReturn(t, refund, order, h, 'seller') };
  });
}

/** POST /merchant/orderRefund/transferred: the merchant paid an offline-transfer refund back. */
export async function sellerTransferred(db: Db, shopId: number, refundSn: string): Promise<void> {
  await db.tx(async (t) => {
    const { refund } = await mustLockRefund(t, refundSn, { shopId });
    if (refund.refundResult !== 'awaitingTransfer') throw refusal('transferDone');
    await markTransferred(t, 'refund', refundSn);
    await t.query(`UPDATE order_refund SET refund_result = 'success', updated_at = now() WHERE refund_sn = $1`, [refundSn]);
    await addProgress(t, refundSn, 'seller', 'transferred', REFUND_STATUS.refunded);
    await tellBuyer(t, refund, 'refunded', { amount: formatMoney(refund.refundAmount, DEFAULT_CURRENCY) });
  });
}

/**
 * Whether the line (or order) of a rejected request can still take its refund: nothing else
 * refunded it meanwhile and no newer request is open on it.
 */
async function stillRefundable(t: Db, refund: RefundRow, order: OrderRow): Promise<boolean> {
  const lines = await loadLines(t, order.orderNumber);
  const covered = await t.query<{ orderItemId: string | number; count: number }>(
    `SELECT order_item_id AS "orderItemId", count FROM order_refund_item WHERE refund_sn = $1`,
    [refund.refundSn],
  );
  const shares = lineShares(order, lines);
  let worth = refund.chargesAmount;
  for (const c of covered) {
    const line = lines.find((l) => l.orderItemId === Number(c.orderItemId));
    if (!line || line.openRefundSn || remainingUnits(line) < c.count) return false;
    worth += lineAmountFor(line, shares.get(line.orderItemId) ?? 0, c.count);
  }
  const openWhole = await t.one(`SELECT 1 FROM order_refund WHERE order_number = $1 AND refund_type = 1 AND status IN (1, 2, 3, 4)`, [
    order.orderNumber,
  ]);
  return !openWhole && refund.refundAmount <= Math.min(worth, orderCapOf(order));
}

/**
 * POST /admin/orderRefund/decide: the platform decides an intervention. Agree: handled as if the
 * seller had accepted (refund only is refunded, a return goes to the shop's address); refuse: the
 * request closes.
 */
export async function platformDecide(db: Db, input: z.output<typeof refundDecideSchema>, h: Handling): Promise<{ status: number }> {
  return db.tx(async (t) => {
    const { refund, order } = await mustLockRefund(t, input.refundSn, { platform: true } satisfies Viewer);
    if (refund.status !== REFUND_STATUS.rejected || refund.intervention !== INTERVENTION.applied) throw refusal('interventionNotOpen');
    if (input.result === 'refuse' || !(await stillRefundable(t, refund, order))) {
      await t.query(`UPDATE order_refund SET intervention = 4, intervention_remark = $2, updated_at = now() WHERE refund_sn = $1`, [
        refund.refundSn,
        input.remark,
      ]);
      await endRequest(t, refund, REFUND_STATUS.closed, 'interventionRefused', {
        actor: 'platform',
        action: 'interventionRefused',
        note: input.remark,
      });
      await tellBuyer(t, refund, 'interventionRefused');
      return { status: REFUND_STATUS.closed };
    }
    await t.query(`UPDATE order_refund SET intervention = 3, intervention_remark = $2, updated_at = now() WHERE refund_sn = $1`, [
      refund.refundSn,
      input.remark,
    ]);
    await addProgress(t, refund.refundSn, 'platform', 'interventionAgreed', refund.status, input.remark);
    const status = await acceptRequest(t, refund, order, h, { actor: 'platform' });
    return { status };
  });
}

/** POST /admin/orderRefund/retryPayout: a refund the gateway refused is tried again (never paid twice). */
export async function platformRetryPayout(db: Db, refundSn: string, h: Handling): Promise<{ refundResult: string }> {
  return db.tx(async (t) => {
    const { refund } = await mustLockRefund(t, refundSn, { platform: true });
    if (refund.refundResult !== 'failed') throw statusChanged();
    const result = await retryFailedPaybacks(t, 'refund', refundSn, h.gateway);
    await t.query(`UPDATE order_refund SET refund_result = $2, updated_at = now() WHERE refund_sn = $1`, [refundSn, result]);
    await addProgress(t, refundSn, 'platform', result === 'success' ? 'refunded' : 'refundFailed', REFUND_STATUS.refunded);
    if (result === 'success') await tellBuyer(t, refund, 'refunded', { amount: formatMoney(refund.refundAmount, DEFAULT_CURRENCY) });
    return { refundResult: result };
  });
}
