import type { Db } from '../index';
import { DEMO_BUYERS } from '../../modules/accounts/demo-accounts';
import { ANY_COUNTRY } from '../../modules/checkout/duties';
import { listCountries } from '../../modules/system/countries';

/**
 * Cross-border data (docs/product.md "Shipping abroad"): freight zones by continent for the seeded
 * shops, product weights, the duty and tax estimate table, the demo buyers' addresses, and a
 * country and region for addresses saved before addresses had them. Idempotent: adds only what is
 * missing, so an operator's edits survive restarts.
 */

type Zone = {
  en: string;
  zh: string;
  continents?: string[];
  countries?: string[];
  regions?: string[];
  noDelivery?: boolean;
  rate?: [firstUnits: number, firstFee: number, stepUnits: number, stepFee: number, freeOver?: number];
};

/** Four kinds of template, given to the shops in turn (seed/checkout.ts sets their mode and own rate). */
export const SEED_TEMPLATES: { basis: 'count' | 'weight'; portFee: number; restOfWorld: boolean; zones: Zone[] }[] = [
  // Pieces, from China: cheap at home, dearer with distance; the template's own rate covers Africa.
  {
    basis: 'count',
    portFee: 2000,
    restOfWorld: true,
    zones: [
      { en: 'Mainland China', zh: '中国大陆', countries: ['CN'], rate: [1, 300, 1, 100, 20_000] },
      { en: 'Asia', zh: '亚洲', continents: ['Asia'], rate: [1, 800, 1, 200] },
      { en: 'Europe', zh: '欧洲', continents: ['Europe'], rate: [1, 1500, 1, 400, 80_000] },
      { en: 'Americas', zh: '美洲', continents: ['Americas'], rate: [1, 1800, 1, 500] },
      { en: 'Oceania', zh: '大洋洲', continents: ['Oceania'], rate: [1, 2000, 1, 600] },
      { en: 'Antarctica', zh: '南极洲', continents: ['Polar'], noDelivery: true },
    ],
  },
  // By weight (first 500 g, then each 500 g); Asia, Europe and the Americas only.
  {
    basis: 'weight',
    portFee: 1500,
    restOfWorld: false,
    zones: [
      { en: 'Asia', zh: '亚洲', continents: ['Asia'], rate: [500, 600, 500, 200] },
      { en: 'Europe', zh: '欧洲', continents: ['Europe'], rate: [500, 1200, 500, 400] },
      { en: 'Americas', zh: '美洲', continents: ['Americas'], rate: [500, 1400, 500, 500] },
    ],
  },
  // Free shipping, but not to Alaska, Hawaii or Antarctica.
  {
    basis: 'count',
    portFee: 0,
    restOfWorld: true,
    zones: [
      { en: 'Alaska and Hawaii', zh: '阿拉斯加和夏威夷', regions: ['US-AK', 'US-HI'], noDelivery: true },
      { en: 'Antarctica', zh: '南极洲', continents: ['Polar'], noDelivery: true },
    ],
  },
  // Shipping included in the price; not to Oceania.
  {
    basis: 'count',
    portFee: 0,
    restOfWorld: true,
    zones: [{ en: 'Oceania', zh: '大洋洲', continents: ['Oceania'], noDelivery: true }],
  },
];

/**
 * Import duty (bp of the customs value) and import tax (VAT/GST, bp of value plus duty) per
 * destination, with overrides per top-level category; duty-free below `under` (minor units of USD,
 * the de minimis converted). Estimates from published most-favoured-nation tariff averages and
 * standard VAT/GST rates, as of the date below; the destination's customs decides.
 */
const DUTY_AS_OF = '2026-11-01';
const DUTY_SOURCE = 'MFN tariff averages and standard VAT/GST rates (estimate)';
const EU_DUTY = {
  duty: 400,
  under: 16_000,
  cats: { 'Apparel & Accessories': 1200, 'Consumer Electronics': 200, 'Food & Beverage': 800, Machinery: 220 },
};
const DUTIES: Record<string, { duty: number; tax: number; under?: number; cats?: Record<string, number> }> = {
  US: { duty: 500, tax: 0, cats: { 'Apparel & Accessories': 1600, 'Consumer Electronics': 200, Machinery: 250, 'Food & Beverage': 600 } },
  DE: { ...EU_DUTY, tax: 1900 },
  FR: { ...EU_DUTY, tax: 2000 },
  IT: { ...EU_DUTY, tax: 2200 },
  ES: { ...EU_DUTY, tax: 2100 },
  NL: { ...EU_DUTY, tax: 2100 },
  GB: { duty: 400, tax: 2000, under: 17_000, cats: { 'Apparel & Accessories': 1200, 'Consumer Electronics': 200 } },
  JP: { duty: 300, tax: 1000, under: 6_600, cats: { 'Apparel & Accessories': 900 } },
  AU: { duty: 500, tax: 1000, under: 65_000 },
  CA: { duty: 600, tax: 500, under: 11_000, cats: { 'Apparel & Accessories': 1800 } },
  CN: { duty: 700, tax: 1300, cats: { 'Apparel & Accessories': 1000, 'Consumer Electronics': 300 } },
  // Every other destination: a generic estimate, shown as such.
  [ANY_COUNTRY]: { duty: 800, tax: 1500 },
};

/** The demo buyers' addresses: the first buyer in California (default) and in Germany, the second in Shenzhen. */
const DEMO_ADDRESSES = [
  {
    buyer: 0,
    receiver: 'Dana Buyer',
    mobile: '+1 415 555 0132',
    country: 'US',
    region: 'US-CA',
    city: 'San Francisco',
    addr: '1 Market Street, Suite 300',
    postCode: '94105',
    isDefault: true,
  },
  {
    buyer: 0,
    receiver: 'Dana Buyer',
    mobile: '+49 30 901820',
    country: 'DE',
    region: 'DE-BE',
    city: 'Berlin',
    addr: 'Friedrichstraße 68',
    postCode: '10117',
    isDefault: false,
  },
  {
    buyer: 1,
    receiver: '李明',
    mobile: '+86 138 0013 8000',
    country: 'CN',
    region: 'CN-GD',
    city: '深圳',
    addr: '南山区科技园科苑路15号',
    postCode: '518057',
    isDefault: true,
  },
];

export async function seedCrossBorder(db: Db): Promise<void> {
  // Templates without zones get the zones of their kind (a template an operator zoned stays as it is).
  const bare = await db.query<{ shopId: string }>(
    `SELECT t.shop_id AS "shopId" FROM freight_template t WHERE NOT EXISTS (SELECT 1 FROM freight_zone z WHERE z.shop_id = t.shop_id) ORDER BY t.shop_id`,
  );
  const order = await db.query<{ shopId: string }>(`SELECT shop_id AS "shopId" FROM shop ORDER BY shop_id`);
  const kindOf = new Map(order.map((s, i) => [String(s.shopId), i % SEED_TEMPLATES.length]));
  for (const { shopId } of bare) {
    const kind = SEED_TEMPLATES[kindOf.get(String(shopId)) ?? 0]!;
    await db.query(`UPDATE freight_template SET basis = $2, port_fee = $3, rest_of_world = $4 WHERE shop_id = $1`, [
      shopId,
      kind.basis,
      kind.portFee,
      kind.restOfWorld,
    ]);
    if (kind.basis === 'weight')
      await db.query(`UPDATE freight_template SET first_units = 500, step_units = 500 WHERE shop_id = $1`, [shopId]);
    for (const z of kind.zones) {
      const [firstUnits, firstFee, stepUnits, stepFee, freeOver] = z.rate ?? [1, 0, 1, 0];
      await db.query(
        `INSERT INTO freight_zone (shop_id, name_en, name_zh, continents, countries, regions, no_delivery, first_units, first_fee, step_units, step_fee, free_over)
         VALUES ($1, $2, $3, ARRAY(SELECT jsonb_array_elements_text($4::jsonb)), ARRAY(SELECT jsonb_array_elements_text($5::jsonb)),
                 ARRAY(SELECT jsonb_array_elements_text($6::jsonb)), $7, $8, $9, $10, $11, $12)`,
        [
          shopId,
          z.en,
          z.zh,
          JSON.stringify(z.continents ?? []),
          JSON.stringify(z.countries ?? []),
          JSON.stringify(z.regions ?? []),
          z.noDelivery ?? false,
          firstUnits,
          firstFee,
          stepUnits,
          stepFee,
          freeOver ?? null,
        ],
      );
    }
  }

  // A weight for every product without one (100 g to 2.9 kg, steady per product).
  await db.query(`UPDATE product SET weight_g = 100 + (prod_id * 37) % 2800 WHERE weight_g IS NULL`);

  const haveDuties = await db.one(`SELECT 1 FROM duty_rate LIMIT 1`);
  if (!haveDuties) {
    const cats = await db.query<{ id: string; name: string }>(
      `SELECT category_id AS id, name_en AS name FROM category WHERE parent_id = 0`,
    );
    const catId = new Map(cats.map((c) => [c.name, Number(c.id)]));
    for (const [country, d] of Object.entries(DUTIES)) {
      const rows = [[0, d.duty], ...Object.entries(d.cats ?? {}).map(([name, bp]) => [catId.get(name), bp])].filter(
        (r): r is [number, number] => r[0] !== undefined,
      );
      for (const [categoryId, duty] of rows)
        await db.query(
          `INSERT INTO duty_rate (country_code, category_id, duty_bp, tax_bp, duty_free_under, as_of, source) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [country, categoryId, duty, d.tax, categoryId === 0 ? (d.under ?? null) : null, DUTY_AS_OF, DUTY_SOURCE],
        );
    }
  }

  for (const a of DEMO_ADDRESSES) {
    const buyer = DEMO_BUYERS[a.buyer];
    if (!buyer) continue;
    // Only for a demo buyer who never had an address of that country.
    await db.query(
      `INSERT INTO user_addr (user_id, receiver, mobile, country_code, region_code, region_name, city, area, addr, post_code, common_addr)
       SELECT $1, $2, $3, $4, $5, '', $6, '', $7, $8, $9 AND NOT EXISTS (SELECT 1 FROM user_addr WHERE user_id = $1 AND common_addr)
        WHERE NOT EXISTS (SELECT 1 FROM user_addr WHERE user_id = $1 AND (country_code = $4 OR country_code IS NULL))`,
      [buyer.userId, a.receiver, a.mobile, a.country, a.region, a.city, a.addr, a.postCode, a.isDefault],
    );
  }
  await placeOlderAddresses(db);
  await seedWholesale(db);
}

/**
 * Wholesale terms on a share of the catalogue (one in six normal products with stock for it, outside
 * food and beauty): an MOQ of 5, 10 or 50 and two price tiers per SKU (5% off from 10 x MOQ, 12% off
 * from 50 x MOQ). Only on a first seed.
 */
async function seedWholesale(db: Db): Promise<void> {
  if (await db.one(`SELECT 1 FROM price_tier LIMIT 1`)) return;
  await db.query(
    `WITH pick AS (SELECT prod_id, CASE prod_id % 18 WHEN 4 THEN 50 WHEN 10 THEN 10 ELSE 5 END AS moq FROM product WHERE prod_id % 6 = 4)
     UPDATE product p SET moq = pick.moq FROM pick
      WHERE p.prod_id = pick.prod_id AND p.prod_type = 'normal' AND p.moq = 1
        AND p.cat_l1 NOT IN (SELECT category_id FROM category WHERE parent_id = 0 AND name_en IN ('Food & Beverage', 'Beauty & Personal Care'))
        AND NOT EXISTS (SELECT 1 FROM sku s WHERE s.prod_id = p.prod_id AND s.stocks < 10 * pick.moq)`,
  );
  await db.query(
    `INSERT INTO price_tier (sku_id, min_qty, price)
     SELECT s.sku_id, p.moq * f.times, (s.price * f.pct) / 100 FROM sku s JOIN product p ON p.prod_id = s.prod_id
       CROSS JOIN (VALUES (10, 95), (50, 88)) AS f(times, pct)
      WHERE p.moq > 1`,
  );
}

/**
 * Addresses saved before addresses had countries kept only a free-text `province`: where that text
 * is the name of exactly one region (in English or Chinese) it gives the region and its country, or
 * else of exactly one country; anything else stays for the buyer to choose when editing.
 */
async function placeOlderAddresses(db: Db): Promise<void> {
  const rows = await db.query<{ addrId: string; province: string }>(
    `SELECT addr_id AS "addrId", province FROM user_addr WHERE country_code IS NULL AND coalesce(province, '') <> ''`,
  );
  if (!rows.length) return;
  const byName = new Map<string, Set<string>>();
  const add = (name: string, value: string) => {
    const key = name.trim().toLowerCase();
    const set = byName.get(key) ?? new Set();
    set.add(value);
    byName.set(key, set);
  };
  for (const list of [await listCountries('en'), await listCountries('zh_CN')]) {
    for (const c of list) {
      add(c.name, `${c.code}|`);
      for (const r of c.regions) add(r.name, `${c.code}|${r.code}`);
    }
  }
  for (const r of rows) {
    const found = byName.get(r.province.trim().toLowerCase());
    if (found?.size !== 1) continue;
    const [country, region] = [...found][0]!.split('|') as [string, string];
    await db.query(`UPDATE user_addr SET country_code = $2, region_code = $3 WHERE addr_id = $1`, [r.addrId, country, region]);
  }
}
