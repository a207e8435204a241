import { PRODUCT_TYPES, type ProductType } from '@mall/shared';
import { catalogSize } from '../../modules/catalog/catalog-settings';
import { mulberry32 } from './random';
import { DEMO_VIDEOS, isDemoVideo, videoDuration, videoPath } from '../../modules/catalog/videos';
import type { Db } from '../index';
import {
  BELTS,
  BRANDS,
  CATEGORY_TREE,
  CITIES,
  EXHIBITION_TOPICS,
  EXHIBITION_TOPS,
  FEATURED_TOPICS,
  HOT_SEARCHES,
  NEWS_TITLES,
  QUALIFIERS,
  REGIONS,
  REVIEW_TEXTS,
  REVIEWER_NAMES,
  SHOP_KINDS,
  SHOP_WORDS,
  SKU_DIMENSIONS,
  VIDEO_TITLES,
} from './catalog-data';
import type { SeedOptions } from './index';
import { exhibitionIntro, exhibitionNews, newsArticle, productDescription, videoIntro } from './catalog-text';
import { refreshSeededContent } from './refresh';
import {
  categoryPicture,
  coverPicture,
  homeBannerPicture,
  pictureSlug,
  productPicture,
  shopBannerPicture,
  shopLogoPicture,
} from '../../modules/images/seed-pictures';
import { PRODUCT_VIEWS } from '../../modules/images/drawing/studio';

/** Fixed PRNG seed: the same catalogue on every machine. */
const PRNG_SEED = 20_261_121;
const CHUNK = 1000;
/** From this size on, the seed drops the catalogue's secondary indexes while it loads and builds them after. */
const BULK_PRODUCTS = 50_000;
const DAY = 24 * 3600 * 1000;

/**
 * Shops not open for business, for the shops team's status pages: shop_id -> shop_status
 * (0 not open, 2 under review, 3 abnormal, 4 offline, 5 paused). They carry no products.
 */
export const NON_OPEN_SHOPS: Readonly<Record<number, number>> = { 4: 0, 5: 2, 6: 3, 7: 4, 8: 5 };
/** Demo merchants merchant1..3 run shops 1..3. */
const MERCHANT_SHOPS: Readonly<Record<string, number>> = { merchant1: 1, merchant2: 2, merchant3: 3 };

/**
 * The product type of the i-th product (0-based): every type appears every 20 products, the rest
 * are normal. Known ids for tests: prodId 3 is a seckill that has not started, prodId 4 a points
 * product, prodId 5 a presale, prodId 6 a combo (prodId = i + 1).
 */
export function productTypeAt(i: number): ProductType {
  const k = i % 20;
  return k >= 1 && k < PRODUCT_TYPES.length ? PRODUCT_TYPES[k]! : 'normal';
}

interface LeafRow {
  id: number;
  top: number;
  en: string;
  zh: string;
  unit: string;
  /** Its picture name ('hex-bolt'): products of this kind show its drawing. */
  slug: string;
}

/** Price band in USD cents per top category. */
const PRICE_BANDS: readonly [number, number][] = [
  [500, 30_000],
  [300, 15_000],
  [400, 12_000],
  [50_000, 2_500_000],
  [50, 20_000],
  [300, 8_000],
  [200, 6_000],
  [500, 90_000],
];

async function insertRows(db: Db, table: string, columns: string, select: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.query(`INSERT INTO ${table} (${columns}) SELECT ${select} FROM jsonb_to_recordset($1::jsonb) AS r(${recordType(table)})`, [
      JSON.stringify(rows.slice(i, i + CHUNK)),
    ]);
  }
}

const RECORD_TYPES: Record<string, string> = {
  shop: `shop_id bigint, shop_name_en text, shop_name_zh text, logo text, banner text, intro_en text, intro_zh text, region_en text, region_zh text,
    main_category_id bigint, shop_status smallint, self_operated boolean, response_rate int, response_hours int, years_in_business int, score numeric, created_at timestamptz`,
  category: 'category_id bigint, parent_id bigint, grade smallint, name_en text, name_zh text, pic text, seq int',
  product: `prod_id bigint, shop_id bigint, category_id bigint, prod_type text, status smallint, name_en text, name_zh text, brief_en text, brief_zh text,
    content_en text, content_zh text, pic text, imgs jsonb, price bigint, ori_price bigint, points_price int, total_stocks int, sold_num int, unit text,
    brand text, region_en text, region_zh text, score numeric, review_count int, seckill_start timestamptz, seckill_end timestamptz,
    presale_ship_date date, parameters jsonb, created_at timestamptz`,
  sku: 'sku_id bigint, prod_id bigint, sku_name_en text, sku_name_zh text, properties_en text, properties_zh text, price bigint, ori_price bigint, stocks int, pic text',
  prod_comment:
    'prod_id bigint, nick_name text, score smallint, evaluate smallint, content_en text, content_zh text, pics jsonb, sku_name text, is_anonymous boolean, created_at timestamptz',
};
const recordType = (table: string): string => RECORD_TYPES[table]!;

/**
 * Drops the secondary indexes of tables (those the migrations made; primary keys and unique
 * constraints stay) and answers the statements that build them again, as the migrations wrote them.
 */
async function dropIndexes(db: Db, tables: string[]): Promise<string[]> {
  const rows = await db.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY(${'ARRAY(SELECT jsonb_array_elements_text($1::jsonb))'}) AND t.relnamespace = current_schema()::regnamespace
        AND NOT i.indisprimary AND NOT i.indisunique`,
    [JSON.stringify(tables)],
  );
  for (const r of rows) await db.exec(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}
const COLUMNS = (table: string): string =>
  RECORD_TYPES[table]!.split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .join(', ');
const jsonArray = (col: string) => `ARRAY(SELECT jsonb_array_elements_text(r.${col}))`;

/**
 * The demo catalogue: categories, shops, products with SKUs and reviews, and the editorial
 * content around them. Deterministic (fixed PRNG seed) and idempotent: it does nothing once
 * products exist, apart from linking the demo merchants to their shops.
 */
export async function seedCatalog(db: Db, opts: SeedOptions): Promise<void> {
  const existing = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM product');
  if (!existing || existing.n === 0) await generate(db, opts);
  await linkDemoVideos(db);
  await refreshSeededContent(db);
  for (const [userName, shopId] of Object.entries(MERCHANT_SHOPS)) {
    await db.query(
      `UPDATE merchant_account SET shop_id = $2 WHERE lower(user_name) = $1 AND shop_id IS NULL AND EXISTS (SELECT 1 FROM shop WHERE shop_id = $2)`,
      [userName, shopId],
    );
  }
}

/**
 * A large catalogue just loaded has never been vacuumed: its visibility map is empty, so listing
 * walks (index-only scans) would read table rows until autovacuum comes by. Vacuum it now.
 */
export async function vacuumFreshCatalog(db: Db, opts: SeedOptions): Promise<void> {
  const r = await db.one<{ fresh: boolean }>(
    `SELECT c.reltuples >= ${BULK_PRODUCTS} AND coalesce(s.last_vacuum, s.last_autovacuum) IS NULL AS fresh
       FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.oid = 'product'::regclass`,
  );
  if (!r?.fresh) return;
  const started = Date.now();
  for (const table of ['product', 'sku', 'shop']) await db.maintenance(`VACUUM (ANALYZE) ${table}`);
  opts.log?.(`catalog: vacuumed in ${Date.now() - started} ms`);
}

async function generate(db: Db, opts: SeedOptions): Promise<void> {
  const started = Date.now();
  const size = catalogSize(opts.config);
  const rnd = mulberry32(PRNG_SEED);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  // Categories: ids 1..tops, then seconds, then leaves, so parents always come first.
  const categories: object[] = [];
  const leaves: LeafRow[] = [];
  const leavesByTop: LeafRow[][] = [];
  const secondsByTop: number[][] = [];
  let nextId = 1;
  CATEGORY_TREE.forEach((top, t) =>
    categories.push({
      category_id: nextId++,
      parent_id: 0,
      grade: 1,
      name_en: top.name[0],
      name_zh: top.name[1],
      pic: categoryPicture(pictureSlug(top.name[0])),
      seq: t,
    }),
  );
  CATEGORY_TREE.forEach((top, t) => {
    secondsByTop[t] = [];
    leavesByTop[t] = [];
    top.children.forEach((second, s) => {
      const secondId = nextId++;
      secondsByTop[t]!.push(secondId);
      categories.push({
        category_id: secondId,
        parent_id: t + 1,
        grade: 2,
        name_en: second.name[0],
        name_zh: second.name[1],
        pic: categoryPicture(pictureSlug(second.name[0])),
        seq: s,
      });
    });
  });
  CATEGORY_TREE.forEach((top, t) => {
    top.children.forEach((second, s) => {
      second.leaves.forEach(([en, zh, unit], l) => {
        const id = nextId++;
        const leaf = { id, top: t, en, zh, unit, slug: pictureSlug(en) };
        leaves.push(leaf);
        leavesByTop[t]!.push(leaf);
        categories.push({
          category_id: id,
          parent_id: secondsByTop[t]![s],
          grade: 3,
          name_en: en,
          name_zh: zh,
          pic: categoryPicture(leaf.slug),
          seq: l,
        });
      });
    });
  });
  await insertRows(db, 'category', COLUMNS('category'), 'r.*', categories);

  // Shops.
  const shops: { id: number; top: number; region: readonly [string, string]; open: boolean }[] = [];
  const shopRows: object[] = [];
  for (let i = 0; i < size.shops; i++) {
    const id = i + 1;
    const c = i % CITIES.length;
    const city = CITIES[c]!;
    const word = SHOP_WORDS[Math.floor(i / CITIES.length) % SHOP_WORDS.length]!;
    const kind = SHOP_KINDS[Math.floor(i / (CITIES.length * SHOP_WORDS.length)) % SHOP_KINDS.length]!;
    const series = Math.floor(i / (CITIES.length * SHOP_WORDS.length * SHOP_KINDS.length));
    const suffix = series ? ` ${series + 1}` : '';
    const top = i % CATEGORY_TREE.length;
    const region = REGIONS[c]!;
    const status = NON_OPEN_SHOPS[id] ?? 1;
    const years = int(1, 20);
    shops.push({ id, top, region, open: status === 1 });
    shopRows.push({
      shop_id: id,
      shop_name_en: `${city[0]} ${word[0]} ${kind[0]}${suffix}`,
      shop_name_zh: `${city[1]}${word[1]}${kind[1]}${suffix}`,
      // Shops of one main category share its mark, in one of a dozen colours and badges.
      logo: shopLogoPicture(top, Math.floor(i / CATEGORY_TREE.length)),
      banner: shopBannerPicture(top, Math.floor(i / CATEGORY_TREE.length)),
      intro_en: `A ${years}-year ${CATEGORY_TREE[top]!.name[0].toLowerCase()} supplier from ${city[0]}, ${region[0]}, exporting to over ${int(10, 80)} countries.`,
      intro_zh: `来自${region[1]}${city[1]}的${CATEGORY_TREE[top]!.name[1]}供应商，经营${years}年，出口${int(10, 80)}多个国家。`,
      region_en: region[0],
      region_zh: region[1],
      main_category_id: top + 1,
      shop_status: status,
      self_operated: i < 3,
      response_rate: int(80, 100),
      response_hours: int(1, 24),
      years_in_business: years,
      score: (4 + rnd()).toFixed(2),
      created_at: iso(now - (size.shops - i) * DAY),
    });
  }
  await insertRows(db, 'shop', COLUMNS('shop'), 'r.*', shopRows);
  const openShops = shops.filter((s) => s.open);

  // Products, SKUs and reviews, written a chunk at a time: a million products do not fit in memory.
  const products: object[] = [];
  const skus: object[] = [];
  const reviews: object[] = [];
  const written = { skus: 0, reviews: 0 };
  const productCols = COLUMNS('product');
  const commentCols = COLUMNS('prod_comment');
  const flush = async () => {
    await insertRows(
      db,
      'product',
      productCols,
      productCols
        .split(', ')
        .map((c) => (c === 'imgs' ? jsonArray('imgs') : `r.${c}`))
        .join(', '),
      products.splice(0),
    );
    written.skus += skus.length;
    await insertRows(db, 'sku', COLUMNS('sku'), 'r.*', skus.splice(0));
    written.reviews += reviews.length;
    await insertRows(
      db,
      'prod_comment',
      commentCols,
      commentCols
        .split(', ')
        .map((c) => (c === 'pics' ? jsonArray('pics') : `r.${c}`))
        .join(', '),
      reviews.splice(0),
    );
  };
  // A large catalogue loads faster without its secondary indexes, built once at the end.
  const rebuild = size.products >= BULK_PRODUCTS ? await dropIndexes(db, ['product', 'sku', 'prod_comment']) : [];
  let skuId = 1;
  for (let i = 0; i < size.products; i++) {
    const prodId = i + 1;
    const shop = openShops[i % openShops.length]!;
    const leaf = rnd() < 0.8 ? pick(leavesByTop[shop.top]!) : pick(leaves);
    const qualifier = pick(QUALIFIERS);
    const model = `${String.fromCharCode(65 + int(0, 25))}${int(10, 999)}`;
    const brand = pick(BRANDS);
    const type = productTypeAt(i);
    const [lo, hi] = PRICE_BANDS[leaf.top]!;
    const basePrice = int(lo, hi);
    const markup = 1.1 + rnd() * 0.4;
    // The pictures of the product's kind: one variant (colour, proportions) in every view, and a
    // fifth picture is the next colour. The draws stay as they were so the rest of the catalogue
    // (names, prices, stock) comes out the same.
    const draws = Array.from({ length: int(3, 5) }, () => int(0, 10_000));
    const variant = draws[0]!;
    const imgs = draws.map((_, j) =>
      j < PRODUCT_VIEWS ? productPicture(leaf.slug, variant, j) : productPicture(leaf.slug, variant + 1, 0),
    );

    // SKU dimensions: none (one default SKU), one or two.
    const dimCount = i % 3 === 0 ? 0 : i % 3;
    const dims = dimCount === 0 ? [] : [...SKU_DIMENSIONS].sort(() => rnd() - 0.5).slice(0, dimCount);
    const valueSets = dims.map((d) => d.values.slice(0, int(2, dimCount === 1 ? 4 : 3)));
    let combos: { en: string[]; zh: string[]; props: [string, string][]; idx: number }[] = [{ en: [], zh: [], props: [], idx: 0 }];
    valueSets.forEach((values, d) => {
      combos = combos.flatMap((c) =>
        values.map((v, vi) => ({
          en: [...c.en, v[0]],
          zh: [...c.zh, v[1]],
          props: [...c.props, [`${dims[d]!.name[0]}:${v[0]}`, `${dims[d]!.name[1]}:${v[1]}`] as [string, string]],
          idx: c.idx + vi,
        })),
      );
    });
    const outOfStock = i % 59 === 57;
    const productSkus = combos.map((c) => {
      const price = basePrice + c.idx * Math.max(1, Math.round(basePrice * 0.05));
      return {
        sku_id: skuId++,
        prod_id: prodId,
        sku_name_en: c.en.join(' ') || 'Default',
        sku_name_zh: c.zh.join(' ') || '默认',
        properties_en: c.props.map((p) => p[0]).join(';'),
        properties_zh: c.props.map((p) => p[1]).join(';'),
        price,
        ori_price: Math.round(price * markup),
        stocks: outOfStock ? 0 : int(0, 10) === 0 ? 0 : int(5, 5000),
        pic: imgs[c.idx % imgs.length],
      };
    });
    skus.push(...productSkus);
    const price = Math.min(...productSkus.map((s) => s.price));
    const oriPrice = Math.min(...productSkus.map((s) => s.ori_price));
    const totalStocks = productSkus.reduce((n, s) => n + s.stocks, 0);

    const reviewCount = int(0, 4);
    let scoreSum = 0;
    for (let r = 0; r < reviewCount; r++) {
      const [score, en, zh] = pick(REVIEW_TEXTS);
      scoreSum += score;
      const withPics = rnd() < 0.3;
      reviews.push({
        prod_id: prodId,
        nick_name: pick(REVIEWER_NAMES),
        score,
        evaluate: score >= 4 ? 0 : score === 3 ? 1 : 2,
        content_en: en,
        content_zh: zh,
        // A buyer's photos: the product seen from the other side and close up.
        pics: withPics ? [int(0, 10_000), int(0, 10_000)].map((_, j) => productPicture(leaf.slug, variant, j + 1)) : [],
        sku_name: productSkus[0]!.sku_name_en,
        is_anonymous: rnd() < 0.2,
        created_at: iso(now - int(1, 300) * DAY),
      });
    }

    const nameEn = `${qualifier[0]} ${leaf.en} ${model}`;
    const nameZh = `${qualifier[1]}${leaf.zh} ${model}`;
    // Seckill: even ones start in the future (bought at retail price until then), odd ones run now.
    const seckillFuture = Math.floor(i / 20) % 2 === 0;
    // Two draws each for the MOQ and the lead time, as before (the English and Chinese texts once
    // drew their own): the same catalogue, now with one figure in both languages.
    const moq = int(1, 50);
    int(1, 50);
    const leadDays = int(3, 30);
    int(3, 30);
    const description = productDescription(
      { name: [nameEn, nameZh], brand, top: leaf.top, leaf: [leaf.en, leaf.zh], region: shop.region, leadDays, moq, prodId },
      imgs[0]!,
    );
    products.push({
      prod_id: prodId,
      shop_id: shop.id,
      category_id: leaf.id,
      prod_type: type,
      status: i % 53 === 50 ? 0 : 1,
      name_en: nameEn,
      name_zh: nameZh,
      brief_en: `${brand} ${leaf.en.toLowerCase()}, factory price, ships from ${shop.region[0]}.`,
      brief_zh: `${brand}${leaf.zh}，工厂价，${shop.region[1]}发货。`,
      content_en: description.content[0],
      content_zh: description.content[1],
      pic: imgs[0],
      imgs,
      price,
      ori_price: oriPrice,
      points_price: type === 'points' ? Math.max(10, Math.round(price / 100) * 10) : null,
      total_stocks: totalStocks,
      sold_num: int(0, 5000),
      unit: leaf.unit,
      brand,
      region_en: shop.region[0],
      region_zh: shop.region[1],
      score: reviewCount ? (scoreSum / reviewCount).toFixed(2) : null,
      review_count: reviewCount,
      seckill_start: type === 'seckill' ? iso(seckillFuture ? now + int(2, 10) * DAY : now - DAY) : null,
      seckill_end: type === 'seckill' ? iso(seckillFuture ? now + 12 * DAY : now + int(2, 10) * DAY) : null,
      presale_ship_date: type === 'presale' ? iso(now + int(15, 60) * DAY).slice(0, 10) : null,
      parameters: [
        { nameEn: 'Brand', nameZh: '品牌', valueEn: brand, valueZh: brand },
        { nameEn: 'Model', nameZh: '型号', valueEn: model, valueZh: model },
        { nameEn: 'Material', nameZh: '材质', valueEn: description.material[0], valueZh: description.material[1] },
        { nameEn: 'Place of origin', nameZh: '产地', valueEn: shop.region[0], valueZh: shop.region[1] },
      ],
      created_at: iso(now - i * 60_000),
    });
    if (products.length === CHUNK) await flush();
    if (size.products >= BULK_PRODUCTS && (i + 1) % 100_000 === 0)
      opts.log?.(`catalog: ${i + 1} products written in ${Date.now() - started} ms`);
  }
  await flush();
  for (const sql of rebuild) await db.exec(sql);
  for (const [table, col] of [
    ['category', 'category_id'],
    ['shop', 'shop_id'],
    ['product', 'prod_id'],
    ['sku', 'sku_id'],
  ] as const) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', '${col}'), (SELECT max(${col}) FROM ${table}))`);
  }

  // Fresh statistics so the planner uses the search indexes from the first query.
  await db.exec('ANALYZE shop; ANALYZE category; ANALYZE product; ANALYZE sku');
  await seedContent(db, { rnd, int, now, productCount: size.products, shopCount: openShops.length, secondsByTop });
  opts.log?.(
    `catalog: ${size.products} products, ${written.skus} SKUs, ${written.reviews} reviews, ${size.shops} shops in ${Date.now() - started} ms`,
  );
}

interface ContentCtx {
  rnd: () => number;
  int: (lo: number, hi: number) => number;
  now: number;
  productCount: number;
  shopCount: number;
  secondsByTop: number[][];
}

async function seedContent(db: Db, c: ContentCtx): Promise<void> {
  const { int, now } = c;
  const iso = (ms: number) => new Date(ms).toISOString();
  const prodIdAt = (k: number) => 1 + (k % c.productCount);
  const onShelf = `(SELECT prod_id FROM product WHERE status = 1 AND prod_type NOT IN ('presale', 'seckill') ORDER BY sold_num DESC, prod_id LIMIT $1)`;

  const banners = [
    ['Global sourcing made simple', '全球采购，一站搞定', '/categories'],
    ['Factory-direct electronics', '工厂直供电子产品', '/search?type=product&keyword=earphones'],
    ['Exhibition season is here', '展会季来了', '/exhibition'],
    ['Premium collection', '优品汇', '/premium-collection'],
    ['Industry belts', '产业带直采', '/industry-belt'],
  ];
  for (const [k, [en, zh, link]] of banners.entries()) {
    await db.query('INSERT INTO banner (title_en, title_zh, pic, link, seq) VALUES ($1, $2, $3, $4, $5)', [
      en,
      zh,
      homeBannerPicture(k),
      link,
      k,
    ]);
  }

  for (const [k, topic] of FEATURED_TOPICS.entries()) {
    const row = await db.one<{ id: number }>(
      'INSERT INTO featured_topic (title_en, title_zh, intro_en, intro_zh, pic, seq) VALUES ($1, $2, $3, $4, $5, $6) RETURNING topic_id AS id',
      [topic.title[0], topic.title[1], topic.intro[0], topic.intro[1], coverPicture('topic', k), k],
    );
    await db.query(
      `INSERT INTO featured_product (topic_id, prod_id, seq)
       SELECT $2::int, prod_id, row_number() OVER () FROM ${onShelf} ranked OFFSET $3::int ON CONFLICT DO NOTHING`,
      [Math.min(c.productCount, 12 * (k + 2)), row!.id, 12 * k],
    );
  }
  await db.query(
    `INSERT INTO premium_product (prod_id, seq)
     SELECT prod_id, row_number() OVER () FROM (SELECT prod_id FROM product WHERE status = 1 AND score >= 4 ORDER BY score DESC, prod_id LIMIT $1) p`,
    [48],
  );

  // Exhibitions: three not started, three in progress, three ended.
  for (const [k, topic] of EXHIBITION_TOPICS.entries()) {
    const state = k % 3;
    const start = state === 0 ? now + int(10, 90) * DAY : state === 1 ? now - int(1, 3) * DAY : now - int(60, 200) * DAY;
    const city = CITIES[k % CITIES.length]!;
    const intro = exhibitionIntro(topic, city, k);
    const row = await db.one<{ id: number }>(
      `INSERT INTO exhibition (title_en, title_zh, intro_en, intro_zh, city_en, city_zh, venue_en, venue_zh, category_id, pic, start_time, end_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING exhibition_id AS id`,
      [
        `${topic[0]} ${new Date(start).getUTCFullYear()}`,
        `${new Date(start).getUTCFullYear()}${topic[1]}`,
        intro[0],
        intro[1],
        city[0],
        city[1],
        `${city[0]} International Convention Center`,
        `${city[1]}国际会展中心`,
        EXHIBITION_TOPS[k]! + 1,
        coverPicture('exhibition', k),
        iso(start),
        iso(start + int(3, 6) * DAY),
      ],
    );
    for (let n = 0; n < 3; n++) {
      const article = exhibitionNews(topic, city, k, n, new Date(start));
      await db.query(
        `INSERT INTO exhibition_news (exhibition_id, title_en, title_zh, content_en, content_zh, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          row!.id,
          [`Exhibitor list announced`, `Visitor registration opens`, `Highlights and new products`][n],
          [`展商名单公布`, `观众预登记开启`, `亮点与新品`][n],
          article.content[0],
          article.content[1],
          // Weeks before the show, but never in the future (news of a show next year is news now).
          iso(Math.min(now - (3 - n) * DAY, start - (3 - n) * 7 * DAY)),
        ],
      );
    }
  }

  for (const [k, belt] of BELTS.entries()) {
    const row = await db.one<{ id: number }>(
      `INSERT INTO industry_belt (name_en, name_zh, region_en, region_zh, intro_en, intro_zh, pic, seq) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING belt_id AS id`,
      [belt.name[0], belt.name[1], belt.region[0], belt.region[1], belt.intro[0], belt.intro[1], coverPicture('belt', k), k],
    );
    const cats = belt.tops.flatMap((t) => c.secondsByTop[t] ?? []);
    await db.query(
      `INSERT INTO industry_belt_category (belt_id, category_id) SELECT $1, x::bigint FROM jsonb_array_elements_text($2::jsonb) AS x`,
      [row!.id, JSON.stringify(cats)],
    );
  }

  for (let k = 0; k < NEWS_TITLES.length * 2; k++) {
    const [en, zh] = NEWS_TITLES[k % NEWS_TITLES.length]!;
    const second = k >= NEWS_TITLES.length;
    const at = now - k * 3 * DAY;
    const article = newsArticle(k % NEWS_TITLES.length, second ? 1 : 0, new Date(at));
    await db.query(
      `INSERT INTO news (title_en, title_zh, summary_en, summary_zh, content_en, content_zh, pic, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        en + (second ? ' (II)' : ''),
        zh + (second ? '（二）' : ''),
        article.summary[0],
        article.summary[1],
        article.content[0],
        article.content[1],
        coverPicture('news', k),
        iso(at),
      ],
    );
  }

  for (let k = 0; k < VIDEO_TITLES.length * 2; k++) {
    const [en, zh] = VIDEO_TITLES[k % VIDEO_TITLES.length]!;
    await db.query(
      `INSERT INTO video (title_en, title_zh, intro_en, intro_zh, cover, url, shop_id, prod_id, duration, views, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        en + (k >= VIDEO_TITLES.length ? ' 2' : ''),
        zh + (k >= VIDEO_TITLES.length ? ' 2' : ''),
        ...videoIntro([en, zh], k),
        coverPicture('video', k),
        videoPath(k),
        1 + (k % Math.max(1, c.shopCount)),
        prodIdAt(k * 37),
        videoDuration(k),
        int(100, 20_000),
        iso(now - k * 2 * DAY),
      ],
    );
  }

  for (const [lang, list] of Object.entries(HOT_SEARCHES)) {
    for (const [k, title] of list.entries()) {
      await db.query('INSERT INTO hot_search (lang, title, seq) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [lang, title, k]);
    }
  }
}

/**
 * Every seeded video plays: rows from before the demo clips existed (a 'catalog/video/N.mp4' that
 * was never there) get a clip and its real duration, and a product with a video shows it in its
 * gallery. Idempotent and cheap: it only touches rows that still need it.
 */
async function linkDemoVideos(db: Db): Promise<void> {
  const stale = await db.query<{ id: number; url: string }>(`SELECT video_id::int AS id, url FROM video WHERE url LIKE 'catalog/video/%'`);
  for (const v of stale.filter((r) => !isDemoVideo(r.url))) {
    const n = (v.id - 1) % DEMO_VIDEOS.length;
    await db.query('UPDATE video SET url = $2, duration = $3 WHERE video_id = $1', [v.id, videoPath(n), videoDuration(n)]);
  }
  await db.query(
    `UPDATE product p SET video = v.url
       FROM (SELECT DISTINCT ON (prod_id) prod_id, url FROM video WHERE prod_id IS NOT NULL ORDER BY prod_id, video_id) v
      WHERE p.prod_id = v.prod_id AND p.video IS NULL`,
  );
}
