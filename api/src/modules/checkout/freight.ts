import type { TradeTerm } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { DEFAULT_FREIGHT, DEFAULT_UNIT_WEIGHT_G } from './checkout-settings';
import { arr } from '../../db/sql';

/** A rate (spec section 9): the first `firstUnits` cost `firstFee`, each started step of `stepUnits` more `stepFee`. */
export interface FreightRate {
  firstUnits: number;
  firstFee: number;
  stepUnits: number;
  stepFee: number;
  /** A goods total at or above it ships free. */
  freeOver: number | null;
}

/** Destinations with their own rate, or where the shop does not deliver (migration 0250). */
export interface FreightZone extends FreightRate {
  nameEn: string;
  nameZh: string;
  continents: string[];
  countries: string[];
  regions: string[];
  noDelivery: boolean;
}

/** A shop's shipping template: its own rate is the rest of the world's (unless restOfWorld is false). */
export interface FreightTemplate extends FreightRate {
  mode: 'charged' | 'free' | 'included';
  /** Units are pieces, or grams (each product's weight_g). */
  basis: 'count' | 'weight';
  /** The seller's charge to bring the order to the port of loading and clear export (FOB). */
  portFee: number;
  restOfWorld: boolean;
  zones: FreightZone[];
}

/** Where an order goes, as freight zones name it. */
export interface Destination {
  countryCode: string;
  regionCode: string;
  continent: string;
}

/**
 * The rate a destination is charged at, or null where the shop does not deliver: the most specific
 * zone that names it (its region, then its country, then its continent) decides; a destination no
 * zone names takes the template's own rate, unless the template serves only its zones.
 */
export function rateFor(t: FreightTemplate, d: Destination): FreightRate | null {
  const zone =
    (d.regionCode && t.zones.find((z) => z.regions.includes(d.regionCode))) ||
    t.zones.find((z) => z.countries.includes(d.countryCode)) ||
    t.zones.find((z) => z.continents.includes(d.continent));
  if (zone) return zone.noDelivery ? null : zone;
  return t.restOfWorld ? t : null;
}

/** Whether the shop delivers to the destination at all. */
export const delivers = (t: FreightTemplate, d: Destination): boolean => rateFor(t, d) !== null;

/** The carriage of `units` (pieces or grams) at a rate; a goods total at or above freeOver ships free. */
export function carriageFor(rate: FreightRate, units: number, goodsTotal: number): number {
  if (units <= 0) return 0;
  if (rate.freeOver != null && goodsTotal >= rate.freeOver) return 0;
  const extra = Math.max(0, units - rate.firstUnits);
  return rate.firstFee + Math.ceil(extra / rate.stepUnits) * rate.stepFee;
}

/** What freight counts: pieces, or grams (a product without a weight counts DEFAULT_UNIT_WEIGHT_G a piece). */
export function unitsOf(t: FreightTemplate, lines: readonly { count: number; weightG: number | null }[]): number {
  return lines.reduce((s, l) => s + (t.basis === 'weight' ? l.count * (l.weightG ?? DEFAULT_UNIT_WEIGHT_G) : l.count), 0);
}

/**
 * The freight the buyer pays through the site for a trade term (docs/product.md "Trade terms"):
 * EXW none (the buyer collects at the works); FOB the seller's charge to the port of loading; CIF
 * and DDP that charge and the carriage to the destination, both waived once the destination's
 * free-over threshold is reached. Free shipping and shipping included in the price cost nothing.
 * Null where the shop does not deliver.
 */
export function freightFor(t: FreightTemplate, term: TradeTerm, d: Destination, units: number, goodsTotal: number): number | null {
  const rate = rateFor(t, d);
  if (!rate) return null;
  if (term === 'EXW' || t.mode !== 'charged' || units <= 0) return 0;
  if (term === 'FOB') return t.portFee;
  if (rate.freeOver != null && goodsTotal >= rate.freeOver) return 0;
  return t.portFee + carriageFor(rate, units, goodsTotal);
}

/** A freight_template row as FREIGHT_COLS reads it (numbers may come as strings). */
export interface FreightRow {
  shopId: string | number;
  mode: FreightTemplate['mode'];
  basis: FreightTemplate['basis'];
  firstUnits: number;
  firstFee: string | number;
  stepUnits: number;
  stepFee: string | number;
  freeOver: string | number | null;
  portFee: string | number;
  restOfWorld: boolean;
  zones: (Omit<FreightZone, 'firstFee' | 'stepFee' | 'freeOver'> & {
    firstFee: string | number;
    stepFee: string | number;
    freeOver: string | number | null;
  })[];
}

/** A template's columns and its zones (as JSON), from `freight_template t`. */
export const FREIGHT_COLS = `t.shop_id AS "shopId", t.mode, t.basis, t.first_units AS "firstUnits", t.first_fee AS "firstFee",
  t.step_units AS "stepUnits", t.step_fee AS "stepFee", t.free_over AS "freeOver", t.port_fee AS "portFee", t.rest_of_world AS "restOfWorld",
  (SELECT coalesce(json_agg(z ORDER BY z."zoneId"), '[]') FROM (
     SELECT zone_id AS "zoneId", name_en AS "nameEn", name_zh AS "nameZh", continents, countries, regions, no_delivery AS "noDelivery",
            first_units AS "firstUnits", first_fee AS "firstFee", step_units AS "stepUnits", step_fee AS "stepFee", free_over AS "freeOver"
       FROM freight_zone WHERE shop_id = t.shop_id) z) AS zones`;

const money = (v: string | number | null): number | null => (v == null ? null : Number(v));

export const templateOf = (r: FreightRow): FreightTemplate => ({
  mode: r.mode,
  basis: r.basis,
  firstUnits: r.firstUnits,
  firstFee: Number(r.firstFee),
  stepUnits: r.stepUnits,
  stepFee: Number(r.stepFee),
  freeOver: money(r.freeOver),
  portFee: Number(r.portFee),
  restOfWorld: r.restOfWorld,
  zones: (typeof r.zones === 'string' ? (JSON.parse(r.zones) as FreightRow['zones']) : r.zones).map((z) => ({
    nameEn: z.nameEn,
    nameZh: z.nameZh,
    continents: z.continents,
    countries: z.countries,
    regions: z.regions,
    noDelivery: z.noDelivery,
    firstUnits: z.firstUnits,
    firstFee: Number(z.firstFee),
    stepUnits: z.stepUnits,
    stepFee: Number(z.stepFee),
    freeOver: money(z.freeOver),
  })),
});

/** Freight for a shop without a template: DEFAULT_FREIGHT everywhere. */
export const defaultTemplate = (): FreightTemplate => ({ ...DEFAULT_FREIGHT, zones: [] });

export async function freightTemplates(db: Db, shopIds: number[]): Promise<Map<number, FreightTemplate>> {
  const rows = await db.query<FreightRow>(`SELECT ${FREIGHT_COLS} FROM freight_template t WHERE t.shop_id = ANY(${arr(1, 'bigint')})`, [
    JSON.stringify(shopIds),
  ]);
  const map = new Map<number, FreightTemplate>();
  for (const r of rows) map.set(Number(r.shopId), templateOf(r));
  for (const id of shopIds) if (!map.has(id)) map.set(id, defaultTemplate());
  return map;
}
