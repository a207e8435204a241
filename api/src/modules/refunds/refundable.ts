import { lineRefundFor } from '@mall/shared/schemas';

/**
 * What may still be refunded on an order, line by line (pure arithmetic; README "Money rules").
 *
 * - The goods' paid share is the amount payable without freight, insurance and taxes; it is spread
 *   over the bought lines by their price totals (largest remainder, so the cents add up). Gifts
 *   cost nothing and have no share.
 * - A line refunds k of its remaining units for its share pro rata (floored); the last units take
 *   what is left of the share, so a line never pays back more or less than it was paid in total.
 * - Freight, insurance and taxes come back only with a whole-order refund while nothing has been
 *   shipped.
 * - Nothing is ever refunded beyond what was paid: the order's paid amount less what was refunded
 *   and what open requests already claim.
 */

export interface RefundOrder {
  status: number;
  actualTotal: number;
  paidAmount: number;
  freight: number;
  insurance: number;
  taxes: number;
  refundedAmount: number;
  /** Any batch shipped (a whole-order refund then keeps the charges). */
  anyShipped: boolean;
  /** Money claimed by requests still open on the order. */
  openAmount: number;
}

export interface RefundLine {
  orderItemId: number;
  count: number;
  productTotal: number;
  giftOf: number | null;
  giftAmount: number;
  refundedCount: number;
  refundedAmount: number;
  shippedCount: number;
  cancelledCount: number;
}

/** Freight, insurance and taxes of the order. */
export const chargesOf = (o: RefundOrder) => o.freight + o.insurance + o.taxes;

/** What the goods were paid, net of discounts, points and the merchant's price changes. */
const goodsPaidOf = (o: RefundOrder) => Math.max(0, o.actualTotal - chargesOf(o));

/** Money the order can still give back at all. */
export const orderCapOf = (o: RefundOrder) => Math.max(0, o.paidAmount - o.refundedAmount - o.openAmount);

/** Each bought line's share of the goods' paid amount (largest remainder: the shares add up exactly). */
export function lineShares(o: RefundOrder, lines: RefundLine[]): Map<number, number> {
  const bought = lines.filter((l) => l.giftOf == null);
  const total = bought.reduce((s, l) => s + l.productTotal, 0);
  const goods = goodsPaidOf(o);
  const shares = new Map<number, number>();
  if (!total) {
    for (const l of lines) shares.set(l.orderItemId, 0);
    return shares;
  }
  const raw = bought.map((l) => ({ id: l.orderItemId, exact: (goods * l.productTotal) / total }));
  let left = goods;
  for (const r of raw) {
    const floor = Math.floor(r.exact);
    shares.set(r.id, floor);
    left -= floor;
  }
  const byRemainder = [...raw].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.id - b.id);
  for (let i = 0; left > 0 && i < byRemainder.length; i++, left--) {
    const id = byRemainder[i]!.id;
    shares.set(id, shares.get(id)! + 1);
  }
  for (const l of lines) if (l.giftOf != null) shares.set(l.orderItemId, 0);
  return shares;
}

export const remainingUnits = (l: RefundLine) => l.count - l.refundedCount;

/** Units of a line that were shipped and not refunded yet: what can be sent back. */
export const returnableUnits = (l: RefundLine) => Math.max(0, l.shippedCount - (l.refundedCount - l.cancelledCount));

/** The money k remaining units of a line are worth (before the order's cap): the shared rule the form uses too. */
export const lineAmountFor = (l: RefundLine, share: number, k: number): number => lineRefundFor({ ...l, share }, k);

/** What a gift still with the buyer is worth (its remaining units). */
export const giftWorth = (g: RefundLine) => (g.count ? Math.floor((g.giftAmount * remainingUnits(g)) / g.count) : 0);

/**
 * Splits a refund over lines in proportion to their weights (largest remainder; the parts add up
 * to amount). Lines of weight 0 get 0, unless every weight is 0 (then the first line takes it).
 */
export function splitAmount(amount: number, weights: { id: number; weight: number }[]): Map<number, number> {
  const out = new Map<number, number>(weights.map((w) => [w.id, 0]));
  const total = weights.reduce((s, w) => s + w.weight, 0);
  if (!weights.length) return out;
  if (!total) {
    out.set(weights[0]!.id, amount);
    return out;
  }
  let left = amount;
  const raw = weights.map((w) => ({ id: w.id, exact: (amount * w.weight) / total }));
  for (const r of raw) {
    const floor = Math.floor(r.exact);
    out.set(r.id, floor);
    left -= floor;
  }
  const byRemainder = [...raw].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.id - b.id);
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left--) out.set(byRemainder[i]!.id, out.get(byRemainder[i]!.id)! + 1);
  return out;
}

export interface WholeOrderLimits {
  maxAmount: number;
  maxQuantity: number;
  /** Goods part of maxAmount (the rest is charges). */
  goodsAmount: number;
  chargesAmount: number;
}

/** A whole-order request: every bought unit left, plus the charges while nothing was shipped. */
export function wholeOrderLimits(o: RefundOrder, lines: RefundLine[]): WholeOrderLimits {
  const shares = lineShares(o, lines);
  const bought = lines.filter((l) => l.giftOf == null);
  const units = bought.reduce((s, l) => s + remainingUnits(l), 0);
  const goods = bought.reduce((s, l) => s + lineAmountFor(l, shares.get(l.orderItemId)!, remainingUnits(l)), 0);
  const charges = o.status === 2 && !o.anyShipped ? chargesOf(o) : 0;
  const cap = orderCapOf(o);
  const goodsAmount = Math.min(goods, cap);
  const chargesAmount = Math.min(charges, cap - goodsAmount);
  return { maxAmount: goodsAmount + chargesAmount, maxQuantity: units, goodsAmount, chargesAmount };
}
