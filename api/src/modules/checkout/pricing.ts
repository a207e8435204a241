import { RESPONSE_CODES, type Locale, type ProductType } from '@mall/shared';
import type { confirmedOrderSchema, orderParamsBody, pricedLineSchema, shopOrderSchema, submitOrderBody } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { addressOf, defaultAddress, type Address } from './address';
import { applyCoupons } from './coupons';
import { freightFor, freightTemplates, servesRegion } from './freight';
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
  stocks: number;
  prodType: ProductType;
  prodStatus: number;
  skuStatus: number;
  shopStatus: number;
  shopNameEn: string;
  shopNameZh: string;
  seckillEnd: string | null;
  pointsPrice: number | null;
  count: number;
}

const LINE_COLS = `s.prod_id AS "prodId", p.shop_id AS "shopId", s.sku_id AS "skuId", p.name_en AS "nameEn", p.name_zh AS "nameZh",
  s.sku_name_en AS "skuNameEn", s.sku_name_zh AS "skuNameZh", coalesce(s.pic, p.pic) AS pic, s.price, s.stocks, p.prod_type AS "prodType",
  p.status AS "prodStatus", s.status AS "skuStatus", sh.shop_status AS "shopStatus", sh.shop_name_en AS "shopNameEn", sh.shop_name_zh AS "shopNameZh",
  p.seckill_end AS "seckillEnd", p.points_price AS "pointsPrice"`;

async function loadLines(db: Db, userId: string, p: OrderParams): Promise<LineRow[]> {
  if (p.orderItem) {
    const row = await db.one<LineRow>(
      `SELECT NULL AS "basketId", ${LINE_COLS}, $2::int AS count FROM sku s JOIN product p ON p.prod_id = s.prod_id JOIN shop sh ON sh.shop_id = p.shop_id
        WHERE s.sku_id = $1`,
      [p.orderItem.skuId, p.orderItem.count],
    );
    if (!row || Number(row.prodId) !== p.orderItem.prodId) throw new CheckoutError('offShelf', RESPONSE_CODES.NOT_FOUND);
    return [row];
  }
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

async function memberOf(db: Db, userId: string): Promise<Priced['member']> {
  const m = await db.one<{ discountPct: number; freeShipping: boolean }>(
    `SELECT discount_pct AS "discountPct", free_shipping AS "freeShipping" FROM user_member WHERE user_id = $1 AND paid AND expires_at > now()`,
    [userId],
  );
  return m
    ? { paid: true, discountPct: m.discountPct, freeShipping: m.freeShipping }
    : { paid: false, discountPct: 100, freeShipping: false };
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
  const zh = locale === 'zh_CN';
  const rows = await loadLines(db, userId, p);
  const address = p.addrId ? await addressOf(db, userId, p.addrId) : await defaultAddress(db, userId);
  if (!address) throw new CheckoutError('addressRequired');

  const shopIds = [...new Set(rows.map((r) => Number(r.shopId)))];
  const templates = await freightTemplates(db, shopIds);
  const member = await memberOf(db, userId);
  const groups = new Map<number, ShopOrder>();
  for (const r of rows) {
    const shopId = Number(r.shopId);
    if (r.prodStatus !== 1 || r.skuStatus !== 1) throw new CheckoutError('offShelf');
    if (r.shopStatus !== 1) throw new CheckoutError('shopNotOpen');
    if (r.basketId != null && ['presale', 'combo', 'seckill'].includes(r.prodType)) throw new CheckoutError('notCartable');
    if (r.prodType === 'seckill' && r.seckillEnd && new Date(r.seckillEnd).getTime() < Date.now()) throw new CheckoutError('eventEnded');
    if (r.count > r.stocks)
      throw new CheckoutError('insufficientStock', RESPONSE_CODES.OUT_OF_STOCK, undefined, { skuId: Number(r.skuId), stocks: r.stocks });
    if (!servesRegion(templates.get(shopId)!, address.province)) {
      throw new CheckoutError('deliveryUnsupported', RESPONSE_CODES.DELIVERY_UNSUPPORTED, undefined, { shopId });
    }
    // A confirmed quotation's price for its SKU; a points-mall item costs its points price (10 points =
    // 1 cent; an order of only such items is paid with points); otherwise the SKU's price.
    const price =
      override && override.skuId === Number(r.skuId)
        ? override.price
        : r.prodType === 'points' && r.pointsPrice
          ? Math.ceil(num(r.pointsPrice) / POINTS_PER_CENT)
          : num(r.price);
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
    g.units += r.count;
    g.goodsTotal += price * r.count;
    groups.set(shopId, g);
  }
  const shopOrders = [...groups.values()];

  for (const o of shopOrders) {
    o.memberDiscount = member.paid ? Math.floor((o.goodsTotal * (100 - member.discountPct)) / 100) : 0;
  }
  const afterMember = new Map(shopOrders.map((o) => [o.shopId, o.goodsTotal - o.memberDiscount]));
  const coupons = await applyCoupons(db, userId, p.couponIds, afterMember, locale, lock);
  for (const o of shopOrders) {
    o.couponDiscount = coupons.discount.get(o.shopId) ?? 0;
    o.userCouponIds = coupons.used.get(o.shopId) ?? [];
    const freeShipping = member.paid && member.freeShipping;
    o.freight = freeShipping || p.deliveryType === 'pickup' ? 0 : freightFor(templates.get(o.shopId)!, o.units, o.goodsTotal);
    o.insurance = p.insurance ? Math.ceil((o.goodsTotal * INSURANCE_PER_MILLE) / 1000) : 0;
    o.taxes = 0;
    o.actualTotal = o.goodsTotal - o.memberDiscount - o.couponDiscount + o.freight + o.insurance + o.taxes;
  }

  // Points: 10 points = 1 cent, spent in steps of 10, shop by shop, never beyond an order's amount.
  const user = await db.one<{ score: number }>(
    `SELECT score FROM app_user WHERE user_id = $1${lock && p.usePoints > 0 ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  const userPoints = user?.score ?? 0;
  if (p.usePoints > userPoints)
    throw new CheckoutError('pointsInsufficient', RESPONSE_CODES.SHOW_FAIL, { points: userPoints }, { points: userPoints });
  let pointsLeft = p.usePoints;
  for (const o of shopOrders) {
    const cap = o.actualTotal * POINTS_PER_CENT;
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
      pointsUsed: sum('pointsUsed'),
      pointsAmount: sum('pointsAmount'),
      actualTotal: sum('actualTotal'),
    },
    userPoints,
    pointsPerCent: POINTS_PER_CENT,
    member,
    tradeTerm: p.tradeTerm,
    exportMode: p.exportMode,
    deliveryType: p.deliveryType,
  };
}
