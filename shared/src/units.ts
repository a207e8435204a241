import type { UnitDictEntry } from './contracts/system';

export type { UnitDictEntry };

/**
 * Spec section 3: dictValue 'piece/pieces' gives the first part for a quantity of 1, the second
 * otherwise; with no second part the first is always used.
 */
export function unitForQuantity(dictValue: string | null | undefined, quantity: number): string {
  if (!dictValue) return '';
  const [singular, plural] = dictValue.split('/');
  if (quantity === 1 || plural === undefined || plural === '') return singular;
  return plural;
}

/** Finds a unit by its label or value and words it for a quantity. */
export function unitText(units: readonly UnitDictEntry[], unit: string | null | undefined, quantity: number): string {
  if (!unit) return '';
  const entry = units.find((u) => u.dictLabel === unit || u.dictValue === unit || u.dictValue.split('/')[0] === unit);
  return unitForQuantity(entry ? entry.dictValue : unit, quantity);
}
