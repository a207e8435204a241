import type { ProductType } from './constants';

/**
 * What a product asks of an order line and what a unit of it costs now: the one rule of the
 * product page, the cart, checkout and the API (pricing, cart). Plain code: light pages read it.
 * Structured price tiers (by quantity) belong here too, beside the minimum order.
 */
export interface OrderTerms {
  prodType: ProductType | string;
  /** Minimum order quantity (MOQ): one figure per product, the same in every language. */
  moq: number;
  /** A seckill's start (ISO time): before it, the item sells at its retail price. */
  seckillStart?: string | null;
}

/** The message key of a quantity below the minimum order (spec section 8: "Enter the correct quantity"). */
export const BELOW_MOQ = 'validation.belowMoq';
/** The message key of a quantity that is no whole number of at least one. */
export const CORRECT_QUANTITY = 'validation.correctQuantity';
/** The message key of a quantity above the stock (spec section 8: "Insufficient inventory"). */
export const INSUFFICIENT_STOCK = 'validation.insufficientStock';

/** The smallest quantity a line of this product may have (at least 1). */
export const minimumOrder = (terms: Pick<OrderTerms, 'moq'>): number => Math.max(1, Math.floor(terms.moq || 1));

/**
 * Why `count` units cannot be ordered, or null: not a whole number of at least one, below the
 * product's minimum order (the message takes `{moq}`), or, given the stock, more than it.
 */
export function quantityProblem(
  count: number,
  terms: Pick<OrderTerms, 'moq'>,
  stocks?: number,
): typeof BELOW_MOQ | typeof CORRECT_QUANTITY | typeof INSUFFICIENT_STOCK | null {
  if (!Number.isSafeInteger(count) || count < 1) return CORRECT_QUANTITY;
  if (count < minimumOrder(terms)) return BELOW_MOQ;
  return stocks !== undefined && count > stocks ? INSUFFICIENT_STOCK : null;
}

/** A seckill whose sale has not started (spec section 4: it then "offers purchase at retail price"). */
export const seckillNotStarted = (terms: Pick<OrderTerms, 'prodType' | 'seckillStart'>, now = Date.now()): boolean =>
  terms.prodType === 'seckill' && Boolean(terms.seckillStart) && Date.parse(terms.seckillStart!) > now;

/**
 * What one unit costs now, in minor units: a seckill before its start sells at the retail
 * (original) price, everything else at its price.
 */
export const unitPrice = (
  sku: { price: number; oriPrice: number },
  terms: Pick<OrderTerms, 'prodType' | 'seckillStart'>,
  now = Date.now(),
): number => (seckillNotStarted(terms, now) ? sku.oriPrice : sku.price);

/**
 * A points-mall item: bought with points only, on an order of its own (never in the cart), its
 * price being its points, with no member discount, coupon or freight on top.
 */
export const isPointsItem = (prodType: ProductType | string): boolean => prodType === 'points';

/** A shop's order of points-mall items only: its amount is paid in points (`amount × pointsPerCent`). */
export const isPointsOrder = (order: { lines: readonly { prodType: ProductType | string }[] }): boolean =>
  order.lines.length > 0 && order.lines.every((l) => isPointsItem(l.prodType));
