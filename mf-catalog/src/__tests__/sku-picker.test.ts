import type { Sku } from '../api/catalog';
import { dimensionsOf, initialSelection, isSelectable, parseProperties, skuFor } from '../components/sku-picker';

const sku = (skuId: number, properties: string, stocks = 5): Sku => ({
  skuId,
  prodId: 1,
  skuName: '',
  properties,
  price: 100 * skuId,
  oriPrice: 120 * skuId,
  stocks,
  pic: null,
  status: 1,
  priceTiers: [],
});
const skus = [sku(1, 'Colour:Gold;Memory:64GB', 0), sku(2, 'Colour:Gold;Memory:128GB'), sku(3, 'Colour:Black;Memory:64GB')];

describe('SKU selection by properties', () => {
  it('parses mall4j properties and collects dimensions', () => {
    expect(parseProperties('Colour:Gold;Memory:64GB')).toEqual([
      ['Colour', 'Gold'],
      ['Memory', '64GB'],
    ]);
    expect(dimensionsOf(skus)).toEqual([
      { name: 'Colour', values: ['Gold', 'Black'] },
      { name: 'Memory', values: ['64GB', '128GB'] },
    ]);
  });

  it('finds the SKU of a full selection and starts on one in stock', () => {
    expect(initialSelection(skus)).toEqual({ Colour: 'Gold', Memory: '128GB' });
    expect(skuFor(skus, { Colour: 'Black', Memory: '64GB' })?.skuId).toBe(3);
    expect(skuFor(skus, { Colour: 'Black' })).toBeNull();
    expect(skuFor([sku(9, '')], {})?.skuId).toBe(9);
  });

  it('disables values that lead to no SKU, or only to SKUs out of stock', () => {
    expect(isSelectable(skus, { Colour: 'Black' }, 'Memory', '128GB')).toBe(false);
    expect(isSelectable(skus, { Colour: 'Gold' }, 'Memory', '128GB')).toBe(true);
    expect(isSelectable(skus, { Colour: 'Gold' }, 'Memory', '64GB')).toBe(false);
  });
});
