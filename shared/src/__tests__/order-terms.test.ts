import { isPointsOrder, seckillNotStarted, unitPrice } from '../order-terms';

describe('what a unit costs now', () => {
  const sku = { price: 8054, oriPrice: 9542 };
  const now = Date.parse('2026-12-01T00:00:00Z');
  it('a seckill before its start: the retail price; once running: the flash price', () => {
    const later = { prodType: 'seckill', seckillStart: '2026-12-17T00:00:00Z' };
    expect(seckillNotStarted(later, now)).toBe(true);
    expect(unitPrice(sku, later, now)).toBe(9542);
    expect(unitPrice(sku, { prodType: 'seckill', seckillStart: '2026-11-01T00:00:00Z' }, now)).toBe(8054);
    expect(unitPrice(sku, { prodType: 'normal', seckillStart: null }, now)).toBe(8054);
  });
  it('an order of points items only is a points order', () => {
    expect(isPointsOrder({ lines: [{ prodType: 'points' }] })).toBe(true);
    expect(isPointsOrder({ lines: [{ prodType: 'points' }, { prodType: 'normal' }] })).toBe(false);
    expect(isPointsOrder({ lines: [] })).toBe(false);
  });
});
