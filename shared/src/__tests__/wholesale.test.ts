import { describe, expect, it } from 'vitest';
import { meetsMoq, priceLadder, tierPrice } from '../wholesale';

const TIERS = [
  { minQty: 500, price: 1600 },
  { minQty: 100, price: 1800 },
];

describe('wholesale terms', () => {
  it('prices a quantity at the last tier it reaches, at each boundary', () => {
    expect(tierPrice(2000, TIERS, 1)).toBe(2000);
    expect(tierPrice(2000, TIERS, 99)).toBe(2000);
    expect(tierPrice(2000, TIERS, 100)).toBe(1800);
    expect(tierPrice(2000, TIERS, 499)).toBe(1800);
    expect(tierPrice(2000, TIERS, 500)).toBe(1600);
    expect(tierPrice(2000, [], 500)).toBe(2000);
  });

  it('needs a whole quantity of at least the MOQ', () => {
    expect(meetsMoq(9, 10)).toBe(false);
    expect(meetsMoq(10, 10)).toBe(true);
    expect(meetsMoq(10.5, 10)).toBe(false);
    expect(meetsMoq(1, 0)).toBe(true);
  });

  it('shows the ladder from the MOQ', () => {
    expect(priceLadder(2000, TIERS, 10)).toEqual([
      { from: 10, to: 99, price: 2000 },
      { from: 100, to: 499, price: 1800 },
      { from: 500, to: null, price: 1600 },
    ]);
  });
});
