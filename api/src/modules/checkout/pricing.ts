import {
  isPointsItem,
  isPointsOrder,
  meetsMoq,
  RESPONSE_CODES,
  tierPrice,
  tradeTermFor,
  unitPrice,
  type Locale,
  type PriceTier,
  type ProductType,
} from '@mall/shared';
import type { confirmedOrderSchema, orderParamsBody, pricedLineSchema, shopOrderSchema, submitOrderBody } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { countryOf } from '../system/countries';
import { ADDRESS_COLS, addressOf, defaultAddress, named, type Address, type AddressRow } from './address';
import { applyCoupons } from './coupons';
import { DUTY_SQL, dutyRates, estimateDuties, type DutyRate } from './duties';
import {
  defaultTemplate,
  delivers,
  FREIGHT_COLS,
  freightFor,
  freightTemplates,
  templateOf,
  unitsOf,
  type Destination,
  type FreightRow,
  type FreightTemplate,
} from './freight';
import { CheckoutError } from './messages';
import { INSURANCE_PER_MILLE, POINTS_PER_CENT } from './checkout-settings';
import { arr, num } from '../../db/sql';

/** What to price (POST /p/order/confirm) and what to order (/p/order/submit), as parsed: contracts/checkout.ts. */
export type OrderParams = z.output<typeof orderParamsBody>;
export type SubmitParams = z.output<typeof submitOrderBody>;

/** A priced line, a shop's order and the whole price (contracts/checkout.ts; times may still be Dates here). */
export type PricedLine = z.output<typeof pricedLineSchema>;
export type ShopOrder = z.output<typeof shopOrderSchema>;
export type Priced = Omit<z.output<typeof confirmedOrderSchema>, 'coupons' | 'payTimeoutMs' | 'address'> & { address: Address };

interface LineRow {
  basketId: string | number | null;
  shopId: string | number;
  prodId: string | number;
  skuId: string | number;
  nameEn: string;
  nameZh: string;
  skuNameEn: string;
  skuNameZh: string;
  pic: string | null;
  price: string | number;
  oriPrice: string | number;
  stocks: number;
  prodType: ProductType;
  prodStatus: number;
  skuStatus: number;
  shopStatus: number;
  shopNameEn: string;
  shopNameZh: string;
  seckillStart: string | null;
  seckillEnd: string | null;
  pointsPrice: number | null;
  count: number;
  /** Top-level category (the duty table's key) and grams per unit (weight-based freight). */
  catL1: string | number | null;
  weightG: number | null;
  /** The product's minimum order quantity and the SKU's quantity price tiers (migration 0252). */
  moq: number;
  tiers: PriceTier[];
  /** The product comes with gifts (prod_gift): submit reads them once the order's lines exist. */
  hasGifts: boolean;
}

const LINE_COLS = `s.prod_id AS "prodId", p.shop_id AS "shopId", s.sku_id AS "skuId", p.name_en AS "nameEn", p.name_zh AS "nameZh",
  s.sku_name_en AS "skuNameEn", s.sku_name_zh AS "skuNameZh", coalesce(s.pic, p.pic) AS pic, s.price, s.ori_price AS "oriPrice", s.stocks, p.prod_type AS "prodType",
  p.status AS "prodStatus", s.status AS "skuStatus", sh.shop_status AS "shopStatus", sh.shop_name_en AS "shopNameEn", sh.shop_name_zh AS "shopNameZh",
  p.seckill_start AS "seckillStart", p.seckill_end AS "seckillEnd", p.points_price AS "pointsPrice", p.cat_l1 AS "catL1", p.weight_g AS "weightG", p.moq,
  (SELECT coalesce(json_agg(json_build_object('minQty', t.min_qty, 'price', t.price)), '[]') FROM price_tier t WHERE t.sku_id = s.sku_id) AS tiers, EXISTS (SELECT 1 FROM prod_gift g WHERE g.prod_id = p.prod_id) AS "hasGifts"`;

/** Tiers as JSON gives them (prices may be strings of bigint). */
export const parseTiers = (tiers: PriceTier[] | string | null): PriceTier[] =>
  (typeof tiers === 'string' ? (JSON.parse(tiers) as PriceTier[]) : (tiers ?? [])).map((t) => ({
    minQty: Number(t.minQty),
    price: Number(t.price),
  }));

/** What pricing reads besides coupons, read for a buy-now request in one statement (buyNowReads). */
interface Reads {
  rows: LineRow[];
  address: Address | null;
  templates: Map<number, FreightTemplate>;
  /** The destination's duty rates (DDP). */
  duties: DutyRate[];
  member: Priced['member'];
  score: number;
}

async function loadLines(db: Db, userId: string, p: OrderParams): Promise<LineRow[]> {
  if (!p.basketIds?.length) throw new CheckoutError('selectItems', RESPONSE_CODES.INVALID_ARGUMENT);
  const rows = await db.query<LineRow>(
    `SELECT c.basket_id AS "basketId", ${LINE_COLS}, c.count FROM shop_cart c JOIN sku s ON s.sku_id = c.sku_id JOIN product p ON p.prod_id = c.prod_id
       JOIN shop sh ON sh.shop_id = p.shop_id
      WHERE c.user_id = $1 AND c.basket_id = ANY(${arr(2, 'bigint')}) ORDER BY c.created_at, c.basket_id`,
    [userId, JSON.stringify(p.basketIds)],
  );
  if (rows.length !== new Set(p.basketIds).size) throw new CheckoutError('selectItems', RESPONSE_CODES.INVALID_ARGUMENT);
  return rows;
}

/**
 * A buy-now order's line, address, the shop's freight rule, the buyer's membership and points in
 * one round trip (a flash sale's winners run this inside their transaction: docs/search-at-scale.md,
 * "Flash sale"). The same reads and checks as the cart's path, in the same order.
 */
async function buyNowReads(
  db: Db,
  userId: string,
  p: OrderParams,
  item: NonNullable<OrderParams['orderItem']>,
  locale: Locale,
): Promise<Reads> {
  const row = await db.one<{
    line: LineRow | null;
    address: AddressRow | null;
    freight: FreightRow | null;
    duties: DutyRate[] | null;
    member: { discountPct: number; freeShipping: boolean } | null;
    score: number | null;
  }>(
    `/* checkout.buyNowReads */ SELECT
       (SELECT row_to_json(x) FROM (SELECT NULL AS "basketId", ${LINE_COLS}, $2::int AS count
                                      FROM sku s JOIN product p ON p.prod_id = s.prod_id JOIN shop sh ON sh.shop_id = p.shop_id
                                     WHERE s.sku_id = $1) x) AS line,
       (SELECT row_to_json(a) FROM (SELECT ${ADDRESS_COLS} FROM user_addr
                                     WHERE user_id = $3 AND ($4::bigint IS NULL OR addr_id = $4)
                                     ORDER BY common_addr DESC, addr_id DESC LIMIT 1) a) AS address,
       (SELECT row_to_json(f) FROM (SELECT ${FREIGHT_COLS} FROM freight_template t
                                     WHERE t.shop_id = (SELECT pr.shop_id FROM sku k JOIN product pr ON pr.prod_id = k.prod_id WHERE k.sku_id = $1)) f) AS freight,
       (SELECT json_agg(d) FROM (${DUTY_SQL(`(SELECT country_code FROM user_addr WHERE user_id = $3 AND ($4::bigint IS NULL OR addr_id = $4)
                                              ORDER BY common_addr DESC, addr_id DESC LIMIT 1)`)}) d) AS duties,
       (SELECT row_to_json(m) FROM (${MEMBER_SQL.replace('$1', '$3')}) m) AS member,
       (SELECT score FROM app_user WHERE user_id = $3) AS score`,
    [item.skuId, item.count, userId, p.addrId || null],
  );
  const line = row?.line;
  if (!line || Number(line.prodId) !== item.prodId) throw new CheckoutError('offShelf', RESPONSE_CODES.NOT_FOUND);
  if (p.addrId && !row.address) throw new CheckoutError('addressNotFound', RESPONSE_CODES.NOT_FOUND);
  const shopId = Number(line.shopId);
  return {
    rows: [line],
    address: row.address ? await named(row.address, locale) : null,
    templates: new Map([[shopId, row.freight ? templateOf(row.freight) : defaultTemplate()]]),
    duties: row.duties ?? [],
    member: memberShape(row.member),
    score: row.score ?? 0,
  };
}

/** The cart's reads: lines, then address, freight rules, membership and points. */
async function cartReads(db: Db, userId: string, p: OrderParams, locale: Locale): Promise<Reads> {
  const rows = await loadLines(db, userId, p);
  const address = p.addrId ? await addressOf(db, userId, p.addrId, locale) : await defaultAddress(db, userId, locale);
  const templates = await freightTemplates(db, [...new Set(rows.map((r) => Number(r.shopId)))]);
  const duties = address?.countryCode ? await dutyRates(db, address.countryCode) : [];
  const member = await memberOf(db, userId);
  const user = await db.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1`, [userId]);
  return { rows, address, templates, duties, member, score: user?.score ?? 0 };
}

/** Where an address is, as freight zones name it; an address saved without a country must be completed first. */
export async function destinationOf(address: Address): Promise<Destination> {
  const country = address.countryCode ? await countryOf(address.countryCode, 'en') : null;
  if (!country) throw new CheckoutError('addressCountryMissing');
  return { countryCode: country.code, regionCode: address.regionCode, continent: country.continent };
}

const MEMBER_SQL = `SELECT discount_pct AS "discountPct", free_shipping AS "freeShipping" FROM user_member WHERE user_id = $1 AND paid AND expires_at > now()`;
const memberShape = (m: { discountPct: number; freeShipping: boolean } | null | undefined): Priced['member'] =>
  m ? { paid: true, discountPct: m.discountPct, freeShipping: m.freeShipping } : { paid: false, discountPct: 100, freeShipping: false };

async function memberOf(db: Db, userId: string): Promise<Priced['member']> {
  return memberShape(await db.one<{ discountPct: number; freeShipping: boolean }>(MEMBER_SQL, [userId]));
}

/**
 * A price agreed outside the catalogue for one SKU (a confirmed supplier quotation, converted to
 * the base currency): the order's line uses it instead of the SKU's price. Set by the server only.
 */
export interface PriceOverride {
  skuId: number;
  price: number;
}

/**
 * The server's price of an order request: lines per shop, member discount, coupons, freight,
 * insurance, points, payable amount. The browser never sends amounts; confirm and submit both
 * call this, submit inside its transaction (lock = coupons and points are locked).
 */
export async function priceOrder(
  db: Db,
  userId: string,
  p: OrderParams,
  locale: Locale,
  lock = false,
  override?: PriceOverride,
): Promise<Priced> {
  const priced: Priced & { hasGifts?: boolean } = await priceForSubmit(db, userId, p, locale, lock, override);
  delete priced.hasGifts;
  return priced;
}

/** priceOrder's answer, and whether a line's product comes with gifts (submit then adds them). */
export async function priceForSubmit(
  db: Db,
  userId: string,
  p: OrderParams,
  locale: Locale,
  lock = false,
  override?: PriceOverride,
): Promise<Priced & { hasGifts: boolean }> {
  const zh = locale === 'zh_CN';
  const reads = p.orderItem ? await buyNowReads(db, userId, p, p.orderItem, locale) : await cartReads(db, userId, p, locale);
  const { rows, address, templates, member } = reads;
  if (!address) throw new CheckoutError('addressRequired');
  const destination = await destinationOf(address);
  const term = tradeTermFor(p.deliveryType, p.tradeTerm);
  /** Per shop, the lines priced for freight and duties (deliverable ones only). */
  const measured = new Map<number, { count: number; weightG: number | null; catL1: number | null; productTotal: number }[]>();

  const groups = new Map<number, ShopOrder>();
  for (const r of rows) {
    const shopId = Number(r.shopId);
    if (r.prodStatus !== 1 || r.skuStatus !== 1) throw new CheckoutError('offShelf');
    if (r.shopStatus !== 1) throw new CheckoutError('shopNotOpen');
    if (r.basketId != null && ['presale', 'combo', 'seckill'].includes(r.prodType)) throw new CheckoutError('notCartable');
    if (r.basketId != null && isPointsItem(r.prodType)) throw new CheckoutError('pointsNotCartable');
    if (r.prodType === 'seckill' && r.seckillEnd && new Date(r.seckillEnd).getTime() < Date.now()) throw new CheckoutError('eventEnded');
    // Below the product's MOQ (a quoted price has its own, checked by the quotation).
    if (!override && !meetsMoq(r.count, r.moq))
      throw new CheckoutError('correctQuantity', RESPONSE_CODES.INVALID_ARGUMENT, undefined, { prodId: Number(r.prodId), moq: r.moq });
    if (r.count > r.stocks)
      throw new CheckoutError('insufficientStock', RESPONSE_CODES.OUT_OF_STOCK, undefined, { skuId: Number(r.skuId), stocks: r.stocks });
    // A confirmed quotation's price for its SKU; a points-mall item costs its points price (10 points =
    // 1 cent; an order of only such items is paid with points only); otherwise what a unit costs now:
    // the SKU's price at the quantity's tier, or a seckill before its start at its retail price
    // (@mall/shared unitPrice, as the product page shows it).
    const price =
      override && override.skuId === Number(r.skuId)
        ? override.price
        : isPointsItem(r.prodType) && r.pointsPrice
          ? Math.ceil(num(r.pointsPrice) / POINTS_PER_CENT)
          : unitPrice({ price: tierPrice(num(r.price), parseTiers(r.tiers), r.count), oriPrice: num(r.oriPrice) }, r);
    const opts = p.orderShopParams.find((o) => o.shopId === shopId);
    const g =
      groups.get(shopId) ??
      ({
        shopId,
        shopName: zh ? r.shopNameZh : r.shopNameEn,
        lines: [],
        units: 0,
        goodsTotal: 0,
        memberDiscount: 0,
        couponDiscount: 0,
        userCouponIds: [],
        freight: 0,
        insurance: 0,
        taxes: 0,
        importDuty: 0,
        importTax: 0,
        taxRates: null,
        tradeTerm: term,
        undeliverable: [],
        pointsUsed: 0,
        pointsAmount: 0,
        actualTotal: 0,
        remarks: opts?.remarks ?? '',
        buyerMessage: opts?.buyerMessage ?? '',
      } satisfies ShopOrder);
    g.lines.push({
      basketId: r.basketId == null ? null : Number(r.basketId),
      shopId,
      prodId: Number(r.prodId),
      skuId: Number(r.skuId),
      prodNameEn: r.nameEn,
      prodNameZh: r.nameZh,
      skuNameEn: r.skuNameEn,
      skuNameZh: r.skuNameZh,
      prodName: zh ? r.nameZh : r.nameEn,
      skuName: zh ? r.skuNameZh : r.skuNameEn,
      pic: r.pic,
      price,
      count: r.count,
      stocks: r.stocks,
      prodType: r.prodType,
      productTotal: price * r.count,
    });
    groups.set(shopId, g);
    // A line the shop cannot deliver to the address is shown, and left out of every figure.
    if (!delivers(templates.get(shopId)!, destination)) {
      g.undeliverable.push({ prodId: Number(r.prodId), skuId: Number(r.skuId), reason: 'regionUnserved' });
      continue;
    }
    g.units += r.count;
    g.goodsTotal += price * r.count;
    const m = measured.get(shopId) ?? [];
    m.push({ count: r.count, weightG: r.weightG, catL1: r.catL1 == null ? null : Number(r.catL1), productTotal: price * r.count });
    measured.set(shopId, m);
  }
  const shopOrders = [...groups.values()];
  // A points-mall order is its points and nothing else: no member discount, coupon, freight or
  // insurance on top (the buyer pays exactly the points the product page and checkout show).

  for (const o of shopOrders) {
    o.memberDiscount = member.paid && !isPointsOrder(o) ? Math.floor((o.goodsTotal * (100 - member.discountPct)) / 100) : 0;
  }
  const afterMember = new Map(shopOrders.filter((o) => !isPointsOrder(o)).map((o) => [o.shopId, o.goodsTotal - o.memberDiscount]));
  const coupons = await applyCoupons(db, userId, p.couponIds, afterMember, locale, lock);
  for (const o of shopOrders) {
    o.couponDiscount = coupons.discount.get(o.shopId) ?? 0;
    o.userCouponIds = coupons.used.get(o.shopId) ?? [];
    // A points order carries no freight, insurance or duties: its price is its points.
    const points = isPointsOrder(o);
    const freeShipping = (member.paid && member.freeShipping) || points;
    const template = templates.get(o.shopId)!;
    const lines = measured.get(o.shopId) ?? [];
    // The trade term decides which parts the buyer pays through the site (freight.ts, duties.ts).
    o.freight = freeShipping ? 0 : (freightFor(template, term, destination, unitsOf(template, lines), o.goodsTotal) ?? 0);
    o.insurance = !points && (term === 'CIF' || term === 'DDP') ? Math.ceil((o.goodsTotal * INSURANCE_PER_MILLE) / 1000) : 0;
    if (term === 'DDP' && lines.length && !points) {
      const est = estimateDuties(reads.duties, lines, o.freight, o.insurance);
      o.importDuty = est.duty;
      o.importTax = est.tax;
      o.taxRates = { dutyBp: est.dutyBp, taxBp: est.taxBp, asOf: est.asOf };
    }
    o.taxes = o.importDuty + o.importTax;
    o.actualTotal = o.goodsTotal - o.memberDiscount - o.couponDiscount + o.freight + o.insurance + o.taxes;
  }

  // Points: 10 points = 1 cent, spent in steps of 10, shop by shop, never beyond an order's amount.
  // Spending them at submit locks the buyer's row and reads the points again under the lock.
  const userPoints =
    lock && p.usePoints > 0
      ? ((await db.one<{ score: number }>(`SELECT score FROM app_user WHERE user_id = $1 FOR UPDATE`, [userId]))?.score ?? 0)
      : reads.score;
  if (p.usePoints > userPoints)
    throw new CheckoutError('pointsInsufficient', RESPONSE_CODES.SHOW_FAIL, { points: userPoints }, { points: userPoints });
  let pointsLeft = p.usePoints;
  for (const o of shopOrders) {
    // A points order is paid with points already: points off its amount would count them twice.
    const cap = isPointsOrder(o) ? 0 : o.actualTotal * POINTS_PER_CENT;
    const use = Math.min(pointsLeft, cap);
    o.pointsUsed = use;
    o.pointsAmount = Math.floor(use / POINTS_PER_CENT);
    o.actualTotal -= o.pointsAmount;
    pointsLeft -= use;
  }
  if (pointsLeft > 0) throw new CheckoutError('pointsTooMany');

  const sum = (k: keyof ShopOrder) => shopOrders.reduce((s, o) => s + (o[k] as number), 0);
  return {
    shopOrders,
    address,
    totals: {
      goodsTotal: sum('goodsTotal'),
      memberDiscount: sum('memberDiscount'),
      couponDiscount: sum('couponDiscount'),
      freight: sum('freight'),
      insurance: sum('insurance'),
      taxes: sum('taxes'),
      importDuty: sum('importDuty'),
      importTax: sum('importTax'),
      pointsUsed: sum('pointsUsed'),
      pointsAmount: sum('pointsAmount'),
      actualTotal: sum('actualTotal'),
    },
    userPoints,
    pointsPerCent: POINTS_PER_CENT,
    member,
    tradeTerm: term,
    exportMode: p.exportMode,
    deliveryType: p.deliveryType,
    hasGifts: rows.some((r) => r.hasGifts),
  };
}
