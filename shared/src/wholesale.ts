/**
 * Wholesale terms, one rule for the product page, the cart, the submit page and the API: a
 * product's minimum order quantity (MOQ) and its SKUs' quantity price tiers (docs/product.md).
 */

/** A price from a quantity on (minor units of the base currency). */
export interface PriceTier {
  minQty: number;
  price: number;
}

/** The unit price of `qty` pieces: the last tier reached, else the SKU's own price. */
export function tierPrice(basePrice: number, tiers: readonly PriceTier[] | null | undefined, qty: number): number {
  let price = basePrice;
  let reached = 0;
  for (const t of tiers ?? []) {
    if (qty >= t.minQty && t.minQty > reached) {
      price = t.price;
      reached = t.minQty;
    }
  }
  return price;
}

/** Whether a quantity may be ordered: a whole number of at least the MOQ (spec section 8: "Enter the correct quantity"). */
export const meetsMoq = (qty: number, moq: number): boolean => Number.isInteger(qty) && qty >= Math.max(1, moq);

/** The ladder as the product page shows it: each step's first and last quantity (null: and more) and price, from the MOQ. */
export function priceLadder(
  basePrice: number,
  tiers: readonly PriceTier[],
  moq: number,
): { from: number; to: number | null; price: number }[] {
  const steps = [...tiers].filter((t) => t.minQty > moq).sort((a, b) => a.minQty - b.minQty);
  const rows = [
    { from: Math.max(1, moq), price: tierPrice(basePrice, tiers, moq) },
    ...steps.map((t) => ({ from: t.minQty, price: t.price })),
  ];
  return rows.map((r, i) => ({ ...r, to: rows[i + 1] ? rows[i + 1]!.from - 1 : null }));
}
