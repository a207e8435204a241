import { PAY_TYPES } from '@mall/shared';
import type { RefundPayout } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { num } from '../../db/sql';
import { GATEWAY_PAY_TYPES, moveBalance, movePoints, POINTS_PER_CENT, type GatewayRefund } from '../checkout';

/**
 * Money back, through the method that paid it (README "Money back"). A refund is spread over the
 * settled parts of its order (final payment first, then the advance, then a payment in full), and
 * each (request, part) is one refund_payout row: its primary key, the ledgers' unique (user,
 * reason, ref) and the gateway's out_refund_no make every payout happen once, whatever the
 * retries and parallel calls. Gateway refunds go through checkout's one gateway refund call
 * (GatewayRefund: the sandbox's, or a real provider's), keyed by "<refundSn>:<part>".
 */

export type PayoutStatus = 'done' | 'awaitingTransfer' | 'failed';
export type RefundResult = 'success' | 'awaitingTransfer' | 'failed';

interface SettledPart {
  part: 'full' | 'advance' | 'final';
  paymentId: string | null;
  payType: number;
  tradeNo: string | null;
  amount: number;
}

const PART_ORDER = { final: 0, advance: 1, full: 2 } as const;

/** The settled parts of an order, last paid first, each with what is left to refund from it. */
async function refundableParts(
  t: Db,
  orderNumber: string,
  fallback: { payType: number | null; paidAmount: number },
): Promise<SettledPart[]> {
  const rows = await t.query<{
    part: SettledPart['part'];
    amount: string | number;
    paymentId: string;
    payType: number;
    tradeNo: string | null;
  }>(
    `SELECT s.part, s.amount, s.payment_id AS "paymentId", p.pay_type AS "payType", p.gateway_trade_no AS "tradeNo"
       FROM order_settlement s JOIN payment p ON p.payment_id = s.payment_id WHERE s.order_number = $1`,
    [orderNumber],
  );
  // Orders settled before order_settlement existed (seed data): their pay type, in full.
  const parts: SettledPart[] = rows.length
    ? rows.map((r) => ({ part: r.part, amount: num(r.amount), paymentId: r.paymentId, payType: r.payType, tradeNo: r.tradeNo }))
    : fallback.payType == null
      ? []
      : [{ part: 'full', amount: fallback.paidAmount, paymentId: null, payType: fallback.payType, tradeNo: null }];
  const used = await t.query<{ part: string; sum: string | number }>(
    `SELECT p.part, sum(p.amount) AS sum FROM refund_payout p JOIN order_refund r ON r.refund_sn = p.refund_sn
      WHERE r.order_number = $1 GROUP BY p.part`,
    [orderNumber],
  );
  const usedBy = new Map(used.map((u) => [u.part, num(u.sum)]));
  return parts
    .map((p) => ({ ...p, amount: p.amount - (usedBy.get(p.part) ?? 0) }))
    .filter((p) => p.amount > 0)
    .sort((a, b) => PART_ORDER[a.part] - PART_ORDER[b.part]);
}

/** A payout as the request shows it (RefundPayout), with the part of the order it came from. */
export type Payout = RefundPayout & { part: SettledPart['part'] };

const resultOf = (payouts: { status: PayoutStatus }[]): RefundResult =>
  payouts.some((p) => p.status === 'failed')
    ? 'failed'
    : payouts.some((p) => p.status === 'awaitingTransfer')
      ? 'awaitingTransfer'
      : 'success';

/**
 * Pays a request's amount back (inside the transition's transaction). Balance and points go back
 * to their ledgers, a gateway payment is refunded through the gateway, an offline transfer is
 * recorded for the merchant to transfer. A payout already made for (request, part) is not made
 * again: the answer then describes the existing rows.
 */
export async function payBack(
  t: Db,
  input: { refundSn: string; orderNumber: string; userId: string; amount: number; payType: number | null; paidAmount: number },
  gateway: GatewayRefund,
): Promise<{ payouts: Payout[]; result: RefundResult }> {
  const existing = await payoutsOf(t, input.refundSn);
  if (existing.length) return { payouts: existing, result: resultOf(existing) };
  const parts = await refundableParts(t, input.orderNumber, input);
  let left = input.amount;
  const payouts: Payout[] = [];
  for (const part of parts) {
    if (left <= 0) break;
    const amount = Math.min(left, part.amount);
    left -= amount;
    const inserted = await t.one(
      `INSERT INTO refund_payout (refund_sn, part, payment_id, pay_type, amount, status) VALUES ($1, $2, $3, $4, $5, 'done')
       ON CONFLICT DO NOTHING RETURNING 1`,
      [input.refundSn, part.part, part.paymentId, part.payType, amount],
    );
    if (!inserted) continue;
    const ref = `${input.refundSn}:${part.part}`;
    let status: PayoutStatus = 'done';
    let refundNo: string | null = null;
    let failure: string | null = null;
    if (part.payType === PAY_TYPES.balance) {
      await moveBalance(t, input.userId, amount, 'refund', ref);
    } else if (part.payType === PAY_TYPES.points) {
      await movePoints(t, input.userId, amount * POINTS_PER_CENT, 'refund', ref);
    } else if (part.payType === PAY_TYPES.offline) {
      status = 'awaitingTransfer';
    } else if (GATEWAY_PAY_TYPES.includes(part.payType) && part.paymentId) {
      const answer = await gateway(t, { paymentId: part.paymentId, tradeNo: part.tradeNo, amount, outRefundNo: ref });
      if (answer.ok) refundNo = answer.refundNo;
      else [status, failure] = ['failed', answer.reason];
    } else {
      [status, failure] = ['failed', 'payTypeUnsupported'];
    }
    await t.query(`UPDATE refund_payout SET status = $3, gateway_refund_no = $4, failure = $5 WHERE refund_sn = $1 AND part = $2`, [
      input.refundSn,
      part.part,
      status,
      refundNo,
      failure,
    ]);
    payouts.push({ part: part.part, payType: part.payType, amount, status, refundNo });
  }
  // The caps keep this from happening; if it does, nothing is half-paid.
  if (left > 0) throw new Error(`refund ${input.refundSn}: ${left} cents not covered by the order's payments`);
  return { payouts, result: resultOf(payouts) };
}

/** Tries a request's failed gateway payouts again (same out_refund_no: never a second refund). */
export async function retryFailedPayouts(t: Db, refundSn: string, gateway: GatewayRefund): Promise<RefundResult> {
  const failed = await t.query<{ part: SettledPart['part']; paymentId: string | null; amount: string | number; payType: number }>(
    `SELECT p.part, p.payment_id AS "paymentId", p.amount, p.pay_type AS "payType" FROM refund_payout p
      WHERE p.refund_sn = $1 AND p.status = 'failed' ORDER BY p.part FOR UPDATE`,
    [refundSn],
  );
  for (const f of failed) {
    if (!f.paymentId || !GATEWAY_PAY_TYPES.includes(f.payType)) continue;
    const trade = await t.one<{ tradeNo: string | null }>(`SELECT gateway_trade_no AS "tradeNo" FROM payment WHERE payment_id = $1`, [
      f.paymentId,
    ]);
    const answer = await gateway(t, {
      paymentId: f.paymentId,
      tradeNo: trade?.tradeNo ?? null,
      amount: num(f.amount),
      outRefundNo: `${refundSn}:${f.part}`,
    });
    if (answer.ok)
      await t.query(`UPDATE refund_payout SET status = 'done', gateway_refund_no = $3, failure = NULL WHERE refund_sn = $1 AND part = $2`, [
        refundSn,
        f.part,
        answer.refundNo,
      ]);
    else await t.query(`UPDATE refund_payout SET failure = $3 WHERE refund_sn = $1 AND part = $2`, [refundSn, f.part, answer.reason]);
  }
  return resultOf(await payoutsOf(t, refundSn));
}

/** The merchant has transferred an offline refund: its payouts are done. */
export async function markTransferred(t: Db, refundSn: string): Promise<number> {
  const rows = await t.query(
    `UPDATE refund_payout SET status = 'done', transferred_at = now() WHERE refund_sn = $1 AND status = 'awaitingTransfer' RETURNING 1`,
    [refundSn],
  );
  return rows.length;
}

export async function payoutsOf(t: Db, refundSn: string): Promise<Payout[]> {
  const rows = await t.query<{
    part: SettledPart['part'];
    payType: number;
    amount: string | number;
    status: PayoutStatus;
    refundNo: string | null;
  }>(
    `SELECT part, pay_type AS "payType", amount, status, gateway_refund_no AS "refundNo" FROM refund_payout WHERE refund_sn = $1 ORDER BY part`,
    [refundSn],
  );
  return rows.map((r) => ({ ...r, amount: num(r.amount) }));
}

export { resultOf as refundResultOf };
