import type { ProductType } from './constants';

/**
 * What a unit of a product costs now, and whether it is a points item: the one rule of the product
 * page, lists, checkout and the API (pricing). Plain code: light pages read it. The minimum order
 * and quantity price tiers are wholesale.ts's.
 */
export interface OrderTerms {
  prodType: ProductType | string;
  /** A seckill's start (ISO time): before it, the item sells at its retail price. */
  seckillStart?: string | null;
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
