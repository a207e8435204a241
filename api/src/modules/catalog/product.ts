import { tierPrice, type Page } from '@mall/shared';
import { cached, tag, tagsOfData } from '../../cache';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { optionalUser, userOf } from '../accounts';
import { langOf, notFound, num, pageOf, type Lang, type Paging } from './catalog-common';
import { categoryPath } from './categories';
import { cardColumns, toCard, type ProductCard } from './product-cards';
import { sanitizeHtml } from './sanitize-html';
import { catalogContract as c } from '@mall/shared/contracts';
import type { ProductInfo, ProductReview, ReviewSummary, SeckillState, ShopSummary, Sku } from '@mall/shared/contracts';
import { route, type Api } from '../../http/contract';

/** The product page's answer and its parts: contracts/catalog.ts. */
export type { ProductInfo, SeckillState, ShopSummary, Sku as SkuView };

function seckillState(start: unknown, end: unknown, now = Date.now()): SeckillState | null {
  if (!start || !end) return null;
  if (now < new Date(start as string).getTime()) return 'notStarted';
  if (now > new Date(end as string).getTime()) return 'ended';
  return 'inProgress';
}

const iso = (v: unknown): string | null => (v ? new Date(v as string).toISOString() : null);

/**
 * A product's page data through the read cache (src/cache): kept until a change notice names the
 * product (its row or a SKU: price, stock, names), its shop or the category tree, or until its
 * flash sale changes state. The same object serves every caller: read it, never change it.
 */
export function productInfo(ctx: AppContext, lang: Lang, prodId: number): Promise<ProductInfo> {
  return cached(ctx, `prodInfo:${lang}:${prodId}`, async () => {
    const value = await readProductInfo(ctx, lang, prodId);
    return { value, tags: [...tagsOfData(value), tag.table('category')], ttlMs: untilSeckillChange(value) };
  });
}

/** Milliseconds until a flash sale starts or ends (its state on the page changes then). */
export function untilSeckillChange(p: { seckillStart: string | null; seckillEnd: string | null }, now = Date.now()): number | undefined {
  const next = [p.seckillStart, p.seckillEnd].map((t) => (t ? Date.parse(t) - now : NaN)).filter((ms) => ms > 0);
  return next.length ? Math.min(...next) + 50 : undefined;
}

async function readProductInfo(ctx: AppContext, lang: Lang, prodId: number): Promise<ProductInfo> {
  const p = await ctx.db.one<Record<string, unknown>>(
    `/* catalog.productInfo */ SELECT p.prod_id, p.shop_id, p.category_id, p.name_${lang} AS name, p.brief_${lang} AS brief, p.content_${lang} AS content, p.pic, p.imgs, p.video,
            p.price, p.ori_price, p.points_price, p.currency, p.total_stocks, p.sold_num, p.status, p.prod_type, p.brand, p.unit,
            p.region_${lang} AS region, p.score, p.review_count, p.seckill_start, p.seckill_end, p.presale_ship_date, p.parameters, p.moq,
            s.shop_name_${lang} AS shop_name, s.logo, s.region_${lang} AS shop_region, s.shop_status, s.self_operated, s.response_rate,
            s.response_hours, s.years_in_business, s.score AS shop_score,
            (SELECT count(*)::int FROM product x WHERE x.shop_id = s.shop_id AND x.status = 1) AS product_count
       FROM product p JOIN shop s ON s.shop_id = p.shop_id
      WHERE p.prod_id = $1`,
    [prodId],
  );
  if (!p) throw notFound('productNotFound');
  const skus = await ctx.db.query<Record<string, unknown>>(
    `SELECT s.sku_id, s.prod_id, s.sku_name_${lang} AS sku_name, s.properties_${lang} AS properties, s.price, s.ori_price, s.stocks, s.pic, s.status,
            (SELECT coalesce(json_agg(json_build_object('minQty', t.min_qty, 'price', t.price) ORDER BY t.min_qty), '[]')
               FROM price_tier t WHERE t.sku_id = s.sku_id) AS tiers
       FROM sku s WHERE s.prod_id = $1 ORDER BY s.sku_id`,
    [prodId],
  );
  const tiersOf = (s: Record<string, unknown>) =>
    (s.tiers as { minQty: number; price: string | number }[]).map((t) => ({ minQty: t.minQty, price: num(t.price) }));
  // The product's ladder: at each tier's quantity, the cheapest SKU's price then.
  const live = skus.filter((s) => num(s.status) === 1);
  const steps = [...new Set(live.flatMap((s) => tiersOf(s).map((t) => t.minQty)))].sort((a, b) => a - b);
  const priceTiers = steps.map((minQty) => ({ minQty, price: Math.min(...live.map((s) => tierPrice(num(s.price), tiersOf(s), minQty))) }));
  const parameters = (p.parameters as { nameEn: string; nameZh: string; valueEn: string; valueZh: string }[]) ?? [];
  const presale = p.presale_ship_date as string | null;
  return {
    prodId: num(p.prod_id),
    shopId: num(p.shop_id),
    categoryId: num(p.category_id),
    prodName: p.name as string,
    brief: (p.brief as string) ?? null,
    content: sanitizeHtml(p.content as string),
    pic: (p.pic as string) ?? null,
    imgs: (p.imgs as string[]) ?? [],
    video: (p.video as string) ?? null,
    price: num(p.price),
    oriPrice: num(p.ori_price),
    pointsPrice: p.points_price === null ? null : num(p.points_price),
    currency: String(p.currency).trim(),
    totalStocks: num(p.total_stocks),
    soldNum: num(p.sold_num),
    status: num(p.status),
    prodType: p.prod_type as ProductInfo['prodType'],
    brand: (p.brand as string) ?? null,
    unit: (p.unit as string) ?? null,
    region: (p.region as string) ?? null,
    score: p.score === null ? null : Number(p.score),
    reviewCount: num(p.review_count),
    seckillStart: iso(p.seckill_start),
    seckillEnd: iso(p.seckill_end),
    seckillState: seckillState(p.seckill_start, p.seckill_end),
    presaleShipDate: presale,
    parameters: parameters.map((x) => ({ name: lang === 'zh' ? x.nameZh : x.nameEn, value: lang === 'zh' ? x.valueZh : x.valueEn })),
    moq: num(p.moq),
    priceTiers,
    skuList: skus.map((s) => ({
      skuId: num(s.sku_id),
      prodId: num(s.prod_id),
      skuName: s.sku_name as string,
      properties: s.properties as string,
      price: num(s.price),
      oriPrice: num(s.ori_price),
      stocks: num(s.stocks),
      pic: (s.pic as string) ?? null,
      status: num(s.status),
      priceTiers: tiersOf(s),
    })),
    shop: {
      shopId: num(p.shop_id),
      shopName: p.shop_name as string,
      logo: (p.logo as string) ?? null,
      region: (p.shop_region as string) ?? null,
      shopStatus: num(p.shop_status),
      selfOperated: Boolean(p.self_operated),
      responseRate: p.response_rate === null ? null : num(p.response_rate),
      responseHours: p.response_hours === null ? null : num(p.response_hours),
      yearsInBusiness: p.years_in_business === null ? null : num(p.years_in_business),
      score: p.shop_score === null ? null : Number(p.shop_score),
      productCount: num(p.product_count),
    },
    categoryPath: await categoryPath(ctx, lang, num(p.category_id)),
  };
}

/** A footprint per user and product; a revisit moves it to the top. */
export async function recordFootprint(ctx: AppContext, userId: string, prodId: number): Promise<void> {
  await ctx.db.query(
    `INSERT INTO user_footprint (user_id, prod_id) SELECT $1, prod_id FROM product WHERE prod_id = $2
     ON CONFLICT (user_id, prod_id) DO UPDATE SET visited_at = now()`,
    [userId, prodId],
  );
}

// Reviews -------------------------------------------------------------------------------------

export async function reviewSummary(ctx: AppContext, prodId: number): Promise<ReviewSummary> {
  const r = await ctx.db.one<Record<string, number | null>>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE evaluate = 0)::int AS good, count(*) FILTER (WHERE evaluate = 1)::int AS medium,
            count(*) FILTER (WHERE evaluate = 2)::int AS bad, count(*) FILTER (WHERE cardinality(pics) > 0)::int AS pics,
            round(avg(score), 2)::float8 AS score
       FROM prod_comment WHERE prod_id = $1`,
    [prodId],
  );
  const total = num(r?.total);
  return {
    number: total,
    praiseNumber: num(r?.good),
    secondaryNumber: num(r?.medium),
    negativeNumber: num(r?.bad),
    picNumber: num(r?.pics),
    positiveRating: total ? Math.round((num(r?.good) / total) * 100) : 100,
    score: r?.score ?? null,
  };
}

export type { ProductReview as ReviewView };

/** evaluate: -1 all, 0 good, 1 medium, 2 bad, 3 with pictures. */
export async function reviewPage(
  ctx: AppContext,
  lang: Lang,
  prodId: number,
  evaluate: number,
  paging: Paging,
): Promise<Page<ProductReview>> {
  const params: unknown[] = [prodId];
  let filter = '';
  if (evaluate >= 0 && evaluate <= 2) {
    params.push(evaluate);
    filter = ' AND evaluate = $2';
  } else if (evaluate === 3) filter = ' AND cardinality(pics) > 0';
  const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM prod_comment WHERE prod_id = $1${filter}`, params);
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT comment_id, nick_name, is_anonymous, score, evaluate, content_${lang} AS content, pics, sku_name, created_at, reply
       FROM prod_comment WHERE prod_id = $1${filter} ORDER BY created_at DESC, comment_id DESC
      LIMIT ${paging.size} OFFSET ${(paging.current - 1) * paging.size}`,
    params,
  );
  return pageOf(
    rows.map((r) => ({
      prodCommId: num(r.comment_id),
      // Anonymous reviewers keep only their first character.
      nickName: r.is_anonymous ? `${[...String(r.nick_name)][0] ?? ''}***` : String(r.nick_name),
      score: num(r.score),
      evaluate: num(r.evaluate),
      content: String(r.content),
      pics: (r.pics as string[]) ?? [],
      skuName: (r.sku_name as string) ?? null,
      recTime: new Date(r.created_at as string).toISOString(),
      replyContent: (r.reply as string) ?? null,
    })),
    count?.n ?? 0,
    paging,
  );
}

// Collections -----------------------------------------------------------------------------------

export async function isCollected(ctx: AppContext, userId: string, prodId: number): Promise<boolean> {
  return Boolean(await ctx.db.one('SELECT 1 FROM user_collection WHERE user_id = $1 AND prod_id = $2', [userId, prodId]));
}

/** Toggles; answers whether the product is collected afterwards. */
export async function toggleCollection(ctx: AppContext, lang: Lang, userId: string, prodId: number): Promise<boolean> {
  return ctx.db.tx(async (db) => {
    const removed = await db.query('DELETE FROM user_collection WHERE user_id = $1 AND prod_id = $2 RETURNING prod_id', [userId, prodId]);
    if (removed.length) return false;
    const added = await db.query(
      `INSERT INTO user_collection (user_id, prod_id) SELECT $1, prod_id FROM product WHERE prod_id = $2 RETURNING prod_id`,
      [userId, prodId],
    );
    if (!added.length) throw notFound('productNotFound');
    return true;
  });
}

export async function collectionPage(ctx: AppContext, lang: Lang, userId: string, paging: Paging): Promise<Page<ProductCard>> {
  const count = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM user_collection WHERE user_id = $1', [userId]);
  const rows = await ctx.db.query(
    `SELECT ${cardColumns(lang)} FROM user_collection uc JOIN product p ON p.prod_id = uc.prod_id JOIN shop s ON s.shop_id = p.shop_id
      WHERE uc.user_id = $1 ORDER BY uc.created_at DESC LIMIT ${paging.size} OFFSET ${(paging.current - 1) * paging.size}`,
    [userId],
  );
  return pageOf(rows.map(toCard), count?.n ?? 0, paging);
}

// Routes ----------------------------------------------------------------------------------------

const tags = ['catalog'];

/** The product page (detail, reviews), collections and footprints. Bodies: contracts/catalog.ts. */
export function registerProductRoutes(api: Api, ctx: AppContext): void {
  route(
    api,
    c.product,
    {
      tags,
      summary: 'Product detail with SKUs, shop and category path; records a footprint for a signed-in buyer',
      preHandler: optionalUser(ctx),
    },
    async (r) => {
      const info = await productInfo(ctx, langOf(r), r.query.prodId);
      if (r.user) await recordFootprint(ctx, r.user.userId, r.query.prodId);
      return ok(info);
    },
  );
  route(api, c.reviewSummary, { tags, summary: 'Review counts of a product' }, async (r) => ok(await reviewSummary(ctx, r.query.prodId)));
  route(api, c.reviews, { tags, summary: 'Reviews of a product; evaluate -1 all, 0 good, 1 medium, 2 bad, 3 with pictures' }, async (r) =>
    ok(await reviewPage(ctx, langOf(r), r.query.prodId, r.query.evaluate, r.query)),
  );
  route(api, c.isCollection, { tags, summary: 'Whether the buyer collected the product' }, async (r) =>
    ok(await isCollected(ctx, userOf(r).userId, r.query.prodId)),
  );
  route(api, c.toggleCollection, { tags, summary: 'Collect or un-collect a product; answers the new state' }, async (r) =>
    ok(await toggleCollection(ctx, langOf(r), userOf(r).userId, r.body)),
  );
  route(api, c.collectionCount, { tags, summary: 'Number of collected products' }, async (r) => {
    const row = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM user_collection WHERE user_id = $1', [userOf(r).userId]);
    return ok(row?.n ?? 0);
  });
  route(api, c.collectionPage, { tags, summary: 'Collected products, newest first' }, async (r) =>
    ok(await collectionPage(ctx, langOf(r), userOf(r).userId, r.query)),
  );
  route(api, c.footprint, { tags, summary: 'Record a product visit' }, async (r) => {
    await recordFootprint(ctx, userOf(r).userId, r.body);
    return ok(null);
  });
}

export type { ReviewSummary };
