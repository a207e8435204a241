import type { Db } from '../../db';
import { DEFAULT_FREIGHT } from './checkout-settings';
import { arr } from '../../db/sql';

export interface FreightTemplate {
  mode: 'charged' | 'free' | 'included';
  firstUnits: number;
  firstFee: number;
  stepUnits: number;
  stepFee: number;
  freeOver: number | null;
  excludedRegions: string[];
}

/**
 * The shipping fee rule (spec section 9): the first `firstUnits` pieces cost `firstFee`, every
 * started step of `stepUnits` pieces beyond them costs `stepFee`. Free shipping, shipping included
 * in the price, and a goods total at or above `freeOver` cost nothing.
 */
export function freightFor(t: FreightTemplate, units: number, goodsTotal: number): number {
  if (units <= 0 || t.mode !== 'charged') return 0;
  if (t.freeOver != null && goodsTotal >= t.freeOver) return 0;
  const extra = Math.max(0, units - t.firstUnits);
  return t.firstFee + Math.ceil(extra / t.stepUnits) * t.stepFee;
}

/** Whether the shop delivers to a region (address province); case-insensitive. */
export function servesRegion(t: FreightTemplate, region: string | null | undefined): boolean {
  if (!region) return true;
  const r = region.trim().toLowerCase();
  return !t.excludedRegions.some((x) => x.trim().toLowerCase() === r);
}

/** A freight_template row as FREIGHT_COLS reads it (numbers may come as strings). */
export interface FreightRow {
  shopId: string | number;
  mode: FreightTemplate['mode'];
  firstUnits: number;
  firstFee: string | number;
  stepUnits: number;
  stepFee: string | number;
  freeOver: string | number | null;
  excludedRegions: string[] | null;
}

export const FREIGHT_COLS = `shop_id AS "shopId", mode, first_units AS "firstUnits", first_fee AS "firstFee", step_units AS "stepUnits",
            step_fee AS "stepFee", free_over AS "freeOver", excluded_regions AS "excludedRegions"`;

export const templateOf = (r: FreightRow): FreightTemplate => ({
  mode: r.mode,
  firstUnits: r.firstUnits,
  firstFee: Number(r.firstFee),
  stepUnits: r.stepUnits,
  stepFee: Number(r.stepFee),
  freeOver: r.freeOver == null ? null : Number(r.freeOver),
  excludedRegions: r.excludedRegions ?? [],
});

export async function freightTemplates(db: Db, shopIds: number[]): Promise<Map<number, FreightTemplate>> {
  const rows = await db.query<FreightRow>(`SELECT ${FREIGHT_COLS} FROM freight_template WHERE shop_id = ANY(${arr(1, 'bigint')})`, [
    JSON.stringify(shopIds),
  ]);
  const map = new Map<number, FreightTemplate>();
  for (const r of rows) map.set(Number(r.shopId), templateOf(r));
  for (const id of shopIds) if (!map.has(id)) map.set(id, { ...DEFAULT_FREIGHT, mode: 'charged' });
  return map;
}
