import type { Sku } from '../api/catalog';

/** mall4j SKU properties "Colour:Gold;Memory:64GB" as ordered pairs. */
export function parseProperties(properties: string): [name: string, value: string][] {
  return properties
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const at = p.indexOf(':');
      return at === -1 ? ([p, ''] as [string, string]) : ([p.slice(0, at), p.slice(at + 1)] as [string, string]);
    });
}

/** The property dimensions of a product: name -> values in first-seen order. */
export function dimensionsOf(skus: readonly Sku[]): { name: string; values: string[] }[] {
  const dims: { name: string; values: string[] }[] = [];
  for (const sku of skus) {
    for (const [name, value] of parseProperties(sku.properties)) {
      let dim = dims.find((d) => d.name === name);
      if (!dim) dims.push((dim = { name, values: [] }));
      if (!dim.values.includes(value)) dim.values.push(value);
    }
  }
  return dims;
}

export type Selection = Record<string, string>;

const matches = (sku: Sku, selection: Selection) => {
  const props = Object.fromEntries(parseProperties(sku.properties));
  return Object.entries(selection).every(([k, v]) => props[k] === v);
};

/** The SKU a full selection names (null until every dimension is chosen). */
export function skuFor(skus: readonly Sku[], selection: Selection): Sku | null {
  const dims = dimensionsOf(skus);
  if (dims.length === 0) return skus[0] ?? null;
  if (dims.some((d) => !selection[d.name])) return null;
  return skus.find((s) => matches(s, selection)) ?? null;
}

/** Whether choosing value for name still leads to a sellable SKU in stock, given the other choices. */
export function isSelectable(skus: readonly Sku[], selection: Selection, name: string, value: string): boolean {
  const next = { ...selection, [name]: value };
  return skus.some((s) => s.status === 1 && s.stocks > 0 && matches(s, next));
}

/** First sellable SKU with stock, as the initial choice. */
export function initialSelection(skus: readonly Sku[]): Selection {
  const first = skus.find((s) => s.status === 1 && s.stocks > 0) ?? skus[0];
  return first ? Object.fromEntries(parseProperties(first.properties)) : {};
}
