import { describe, expect, it } from 'vitest';
import { unitForQuantity, unitText, type UnitDictEntry } from '../units';

describe('unitForQuantity', () => {
  it('uses the singular for 1 and the plural otherwise', () => {
    expect(unitForQuantity('piece/pieces', 1)).toBe('piece');
    expect(unitForQuantity('piece/pieces', 0)).toBe('pieces');
    expect(unitForQuantity('piece/pieces', 2)).toBe('pieces');
    expect(unitForQuantity('piece/pieces', 5)).toBe('pieces');
  });

  it('uses the only form when there is no second part', () => {
    expect(unitForQuantity('kg', 3)).toBe('kg');
    expect(unitForQuantity('kg', 1)).toBe('kg');
    expect(unitForQuantity('a/', 2)).toBe('a');
  });

  it('gives an empty string for an empty or missing value', () => {
    expect(unitForQuantity('', 2)).toBe('');
    expect(unitForQuantity(undefined, 2)).toBe('');
    expect(unitForQuantity(null, 1)).toBe('');
  });
});

describe('unitText', () => {
  const units: UnitDictEntry[] = [
    { dictLabel: 'Piece', dictValue: 'piece/pieces' },
    { dictLabel: 'Box', dictValue: 'box/boxes' },
    { dictLabel: 'Kilogram', dictValue: 'kg' },
  ];

  it('finds the unit by its label and words it for the quantity', () => {
    expect(unitText(units, 'Box', 1)).toBe('box');
    expect(unitText(units, 'Box', 3)).toBe('boxes');
    expect(unitText(units, 'Kilogram', 3)).toBe('kg');
  });

  it('finds the unit by its value or its singular form', () => {
    expect(unitText(units, 'piece/pieces', 2)).toBe('pieces');
    expect(unitText(units, 'piece', 2)).toBe('pieces');
  });

  it('words an unknown unit from its own text, and nothing for no unit', () => {
    expect(unitText(units, 'set/sets', 4)).toBe('sets');
    expect(unitText(units, '', 4)).toBe('');
    expect(unitText(units, undefined, 4)).toBe('');
  });
});
