import type { ApiEnvelope, Page, RouteDef } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { syncArtifacts } from '../../release';
import { createTestApp, type TestApp } from '../../../test/harness';
import { publishFakeRemote, tempDir, writeFakeShell } from '../../../test/fixtures';
import { ALWAYS_PRELOADED } from '../../../site/initial-data';
import type { CategoryNode, CategoryView } from '../categories';
import type { ProductInfo } from '../product';
import type { ProductCard } from '../product-cards';
import { pictureSlug, seedPictureNames, seedPicturePath } from '../../images/seed-pictures';

/** One small catalogue for the whole file: 300 products in 30 shops. */
let t: TestApp;
const shell = tempDir();
const artifacts = tempDir();

/** The live route tables of the pages described here, as the remotes publish them (the LCP pictures' sizes included). */
const route = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  pageKey: path,
  layout: 'default',
  title: { en: path, zh_CN: path },
  ...extra,
});
const CATALOG_ROUTES = [
  route('/', { layout: 'home', lcpPicture: { shownWidth: 660, sizes: '(max-width: 768px) 100vw, 660px' } }),
  route('/products/detail/:prodId', { lcpPicture: { shownWidth: 500, sizes: '(max-width: 768px) 100vw, 500px' } }),
  route('/categories'),
  route('/categories/secondary'),
  route('/search'),
  route('/exhibition/detail/:id'),
  route('/exhibition/news/:id'),
  route('/news/details'),
  route('/video/detail'),
  route('/industry-belt/category'),
  route('/excellent-products/detail'),
];

beforeAll(async () => {
  writeFakeShell(shell.dir);
  publishFakeRemote(artifacts.dir, 'mf-catalog', '1.0.0', { routes: CATALOG_ROUTES });
  publishFakeRemote(artifacts.dir, 'mf-shop', '1.0.0', { routes: [route('/shop-list'), route('/shop/:shopId', { layout: 'shop' })] });
  t = await createTestApp({
    catalogProducts: 300,
    catalogShops: 30,
    shellDist: shell.dir,
    artifactsDir: artifacts.dir,
    publicOrigin: 'http://shop.example',
  });
  await syncArtifacts(t.ctx);
});
afterAll(async () => {
  await t.close();
  shell.cleanup();
  artifacts.cleanup();
});

async function get<T>(url: string, locale = 'en', token?: string): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { locale };
  if (token) headers.authorization = token;
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  return res.json() as ApiEnvelope<T>;
}
const search = (q: string, locale = 'en') => get<Page<ProductCard>>(`/search/page?${q}`, locale);

/** What the database says a term should find among visible products. */
async function expectedIds(where: string, params: unknown[] = []): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT p.prod_id AS id FROM product p JOIN shop s USING (shop_id) WHERE p.status = 1 AND s.shop_status = 1 AND ${where} ORDER BY p.prod_id`,
    params,
  );
  return rows.map((r) => Number(r.id));
}
async function allIds(q: string, locale = 'en'): Promise<number[]> {
  const res = await search(`${q}&size=60`, locale);
  expect(res.code, res.msg ?? '').toBe('00000');
  const ids = res.data.records.map((r) => r.prodId);
  for (let page = 2; page <= res.data.pages; page++)
    ids.push(...(await search(`${q}&size=60&current=${page}`, locale)).data.records.map((r) => r.prodId));
  return ids.sort((a, b) => a - b);
}

describe('seed', () => {
  it('is small in tests, has every product type, each product has SKUs whose stock sums to the product stock', async () => {
    const n = await t.db.one<{ products: number; shops: number; types: number; orphans: number; mismatched: number }>(
      `SELECT (SELECT count(*)::int FROM product) AS products, (SELECT count(*)::int FROM shop) AS shops,
              (SELECT count(DISTINCT prod_type)::int FROM product) AS types,
              (SELECT count(*)::int FROM product p WHERE NOT EXISTS (SELECT 1 FROM sku WHERE sku.prod_id = p.prod_id)) AS orphans,
              (SELECT count(*)::int FROM product p WHERE total_stocks <> (SELECT sum(stocks) FROM sku WHERE sku.prod_id = p.prod_id)) AS mismatched`,
    );
    expect(n).toEqual({ products: 300, shops: 30, types: 10, orphans: 0, mismatched: 0 });
    // Shops in every non-open display status, and the demo merchants linked to shops 1-3.
    const statuses = await t.db.query<{ shop_status: number }>('SELECT DISTINCT shop_status FROM shop ORDER BY 1');
    expect(statuses.map((s) => s.shop_status)).toEqual([0, 1, 2, 3, 4, 5]);
    const merchants = await t.db.query<{ user_name: string; shop_id: number }>(
      `SELECT user_name, shop_id FROM merchant_account WHERE user_name LIKE 'merchant%' ORDER BY user_name`,
    );
    expect(merchants.map((m) => [m.user_name, Number(m.shop_id)])).toEqual([
      ['merchant1', 1],
      ['merchant2', 2],
      ['merchant3', 3],
    ]);
  });

  it('is idempotent', async () => {
    const { seed } = await import('../../../db/seed');
    await seed(t.db, { config: t.ctx.config });
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product'))!.n).toBe(300);
  });
});

describe('categories', () => {
  it('lists top categories by Locale, and the 3-level tree', async () => {
    const en = await get<CategoryView[]>('/category/categoryInfo?parentId=0');
    const zh = await get<CategoryView[]>('/category/categoryInfo?parentId=0', 'zh_CN');
    expect(en.data[0]).toMatchObject({ categoryId: 1, parentId: 0, categoryName: 'Consumer Electronics' });
    expect(en.data[0]!.pic).toMatch(/^catalog\//);
    expect(zh.data[0]!.categoryName).toBe('消费电子');
    const tree = (await get<CategoryNode[]>('/category/tree')).data;
    expect(tree.length).toBe(8);
    expect(tree[0]!.children[0]!.children[0]).toMatchObject({ grade: 3, categoryName: 'Wireless Earphones' });
    const info = await get<{ path: CategoryView[] }>(`/category/info?categoryId=${tree[0]!.children[0]!.children[0]!.categoryId}`);
    expect(info.data.path.map((c) => c.categoryName)).toEqual(['Consumer Electronics', 'Audio', 'Wireless Earphones']);
  });
});

describe('product search', () => {
  it('finds English terms in either case, and 3+ character Chinese terms', async () => {
    expect(await allIds('keyword=Earphones')).toEqual(await expectedIds(`p.name_en ILIKE '%earphones%'`));
    expect(await allIds('keyword=earphones')).not.toHaveLength(0);
    const zh3 = await allIds(`keyword=${encodeURIComponent('不锈钢')}`, 'zh_CN');
    expect(zh3.length).toBeGreaterThan(0);
    expect(zh3).toEqual(await expectedIds(`(p.name_zh LIKE '%不锈钢%' OR lower(p.name_en) LIKE '%不锈钢%')`));
  });

  it('finds one- and two-character Chinese terms', async () => {
    const two = await allIds(`keyword=${encodeURIComponent('耳机')}`);
    expect(two.length).toBeGreaterThan(0);
    expect(two).toEqual(await expectedIds(`p.name_zh LIKE '%耳机%'`));
    const one = await allIds(`keyword=${encodeURIComponent('灯')}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one).toEqual(await expectedIds(`p.name_zh LIKE '%灯%'`));
    // Names come in the Locale's language.
    const zh = await search(`keyword=${encodeURIComponent('耳机')}`, 'zh_CN');
    expect(zh.data.records[0]!.prodName).toContain('耳机');
  });

  it('requires every term (AND) and treats short Latin terms as whole words', async () => {
    expect(await allIds('keyword=wireless%20earphones')).toEqual(
      await expectedIds(`p.name_en ILIKE '%wireless%' AND p.name_en ILIKE '%earphones%'`),
    );
    expect((await search('keyword=zzzzzz')).data).toMatchObject({ total: 0, records: [], pages: 0 });
  });

  it('filters by category (any level), shop, price range and region', async () => {
    const base = 'keyword=premium';
    const cat = await allIds(`${base}&categoryId=1`);
    expect(cat).toEqual(
      await expectedIds(
        `p.name_en ILIKE '%premium%' AND p.category_id IN (SELECT c3.category_id FROM category c3 JOIN category c2 ON c2.category_id = c3.parent_id WHERE c2.parent_id = 1)`,
      ),
    );
    const priced = await allIds(`${base}&minPrice=1000&maxPrice=5000`);
    expect(priced).toEqual(await expectedIds(`p.name_en ILIKE '%premium%' AND p.price BETWEEN 1000 AND 5000`));
    const region = await allIds(`${base}&region=Guangdong`);
    expect(region).toEqual(await expectedIds(`p.name_en ILIKE '%premium%' AND p.region_en = 'Guangdong'`));
    const shop = await allIds('keyword=premium&shopId=1');
    expect(shop).toEqual(await expectedIds(`p.name_en ILIKE '%premium%' AND p.shop_id = 1`));
  });

  it('sorts by price and sales, and pages', async () => {
    // The order is the stored price's (the indexes' key); a card shows what a unit costs now, which
    // differs only for a flash sale before its start (its retail price, docs/product.md).
    const stored = async (records: ProductCard[]) => {
      const rows = await t.db.query<{ id: string; price: string; sale: string }>(
        `SELECT prod_id AS id, price, CASE WHEN prod_type = 'seckill' AND seckill_start > now() THEN ori_price ELSE price END AS sale
           FROM product WHERE prod_id = ANY($1::bigint[])`,
        [records.map((r) => r.prodId)],
      );
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      for (const r of records) expect(r.price).toBe(Number(byId.get(r.prodId)!.sale));
      return records.map((r) => Number(byId.get(r.prodId)!.price));
    };
    const asc = await stored((await search('keyword=premium&sort=priceAsc&size=50')).data.records);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await stored((await search('keyword=premium&sort=priceDesc&size=50')).data.records);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await search('keyword=premium&sort=sales&size=50')).data.records.map((r) => r.soldNum);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const p1 = (await search('keyword=premium&size=5&current=1')).data;
    const p2 = (await search('keyword=premium&size=5&current=2')).data;
    expect(p1).toMatchObject({ current: 1, size: 5, pages: Math.ceil(p1.total / 5) });
    expect(p2.current).toBe(2);
    expect(p1.records.map((r) => r.prodId)).not.toEqual(p2.records.map((r) => r.prodId));
    expect(p1.records[0]).toEqual(
      expect.objectContaining({
        prodId: expect.any(Number),
        prodName: expect.any(String),
        shopName: expect.any(String),
        price: expect.any(Number),
        oriPrice: expect.any(Number),
        pic: expect.any(String),
      }),
    );
  });

  it('refuses an empty search with A00014 in the caller language', async () => {
    for (const q of ['', 'keyword=', 'keyword=%20%20']) {
      expect(await search(q)).toMatchObject({ code: 'A00014', msg: 'Search content cannot be empty' });
    }
    expect((await search('keyword=', 'zh_CN')).code).toBe('A00014');
    expect((await search('keyword=', 'zh_CN')).msg).not.toBe('Search content cannot be empty');
  });

  it('asks for two letters instead of answering nothing for a one-letter Latin keyword, in both languages', async () => {
    for (const q of ['keyword=a', 'keyword=A', 'keyword=7', 'keyword=a%20b', 'type=supplier&keyword=a']) {
      expect(await search(q), q).toMatchObject({ code: 'A00014', msg: 'Type at least 2 letters or digits to search' });
    }
    expect(await search('keyword=a', 'zh_CN')).toMatchObject({ code: 'A00014', msg: '请至少输入 2 个字母或数字再搜索' });
    expect((await get(`/search/shopPage?keyword=a`)).code).toBe('A00014');
    expect((await get(`/search/suggest?keyword=a`)).code).toBe('A00014');
    // A one-letter word inside a longer keyword is left out; one Chinese character is a word.
    expect(await allIds('keyword=a%20earphones')).toEqual(await allIds('keyword=earphones'));
    expect(await allIds(`keyword=${encodeURIComponent('灯')}`)).not.toHaveLength(0);
  });

  it('lists by category without a keyword, suggests, and has hot searches', async () => {
    const list = await get<Page<ProductCard>>('/prod/pageProd?categoryId=1&sort=priceAsc');
    expect(list.data.total).toBeGreaterThan(0);
    const suggestions = await get<{ type: string; text: string }[]>(`/search/suggest?keyword=${encodeURIComponent('耳机')}`, 'zh_CN');
    expect(suggestions.msg).toBeNull();
    expect(suggestions.data.some((s) => s.text.includes('耳机'))).toBe(true);
    expect((await get<{ title: string }[]>('/search/hotSearch', 'zh_CN')).data[0]!.title).toBe('耳机');
  });

  it('searches suppliers by name', async () => {
    const res = await get<Page<{ shopName: string; prods: unknown[] }>>(`/search/shopPage?keyword=${encodeURIComponent('深圳')}`, 'zh_CN');
    expect(res.data.total).toBeGreaterThan(0);
    expect(res.data.records.every((s) => s.shopName.includes('深圳'))).toBe(true);
  });
});

describe('product detail', () => {
  it('answers the prodInfo shape with SKUs, shop and category path', async () => {
    const res = await get<ProductInfo>('/prod/prodInfo?prodId=3');
    expect(res.code).toBe('00000');
    const p = res.data;
    expect(p).toMatchObject({ prodId: 3, prodType: 'seckill', seckillState: 'notStarted', status: 1, currency: 'USD' });
    for (const key of [
      'shop',
      'prodName',
      'price',
      'oriPrice',
      'totalStocks',
      'brief',
      'content',
      'imgs',
      'video',
      'soldNum',
      'brand',
      'parameters',
      'skuList',
      'unit',
    ]) {
      expect(p, key).toHaveProperty(key);
    }
    expect(p.skuList.length).toBeGreaterThan(0);
    expect(p.skuList[0]).toEqual({
      skuId: expect.any(Number),
      prodId: 3,
      skuName: expect.any(String),
      properties: expect.stringMatching(/^[^:;]+:[^:;]+(;[^:;]+:[^:;]+)*$/),
      price: expect.any(Number),
      oriPrice: expect.any(Number),
      stocks: expect.any(Number),
      pic: expect.any(String),
      priceTiers: expect.any(Array),
      status: 1,
    });
    expect(p.totalStocks).toBe(p.skuList.reduce((n, s) => n + s.stocks, 0));
    expect(p.categoryPath).toHaveLength(3);
    expect(p.shop).toMatchObject({ shopId: p.shopId, shopName: expect.any(String) });
    expect(p.content).not.toMatch(/<script/);
    const zh = await get<ProductInfo>('/prod/prodInfo?prodId=3', 'zh_CN');
    expect(zh.data.skuList[0]!.properties).toMatch(/[\u4e00-\u9fff]/);
    expect((await get<ProductInfo>('/prod/prodInfo?prodId=5')).data.prodType).toBe('presale');
  });

  it('answers A00013 with a translated message for an unknown product', async () => {
    expect(await get('/prod/prodInfo?prodId=999999')).toMatchObject({
      code: 'A00013',
      msg: 'The product does not exist or has been removed',
    });
    expect(await get('/prod/prodInfo?prodId=999999', 'zh_CN')).toMatchObject({ code: 'A00013', msg: '商品不存在或已删除' });
  });

  it('summarises and filters reviews', async () => {
    const row = await t.db.one<{ id: number }>(
      'SELECT prod_id AS id FROM prod_comment GROUP BY prod_id HAVING count(*) >= 3 ORDER BY prod_id LIMIT 1',
    );
    const id = Number(row!.id);
    const sum = (
      await get<{ number: number; praiseNumber: number; secondaryNumber: number; negativeNumber: number; picNumber: number }>(
        `/prodComm/prodCommData?prodId=${id}`,
      )
    ).data;
    expect(sum.number).toBe(sum.praiseNumber + sum.secondaryNumber + sum.negativeNumber);
    const all = (await get<Page<{ evaluate: number; pics: string[] }>>(`/prodComm/prodCommPageByProd?prodId=${id}&evaluate=-1`)).data;
    expect(all.total).toBe(sum.number);
    const good = (await get<Page<{ evaluate: number }>>(`/prodComm/prodCommPageByProd?prodId=${id}&evaluate=0`)).data;
    expect(good.total).toBe(sum.praiseNumber);
    expect(good.records.every((r) => r.evaluate === 0)).toBe(true);
    const pics = (await get<Page<{ pics: string[] }>>(`/prodComm/prodCommPageByProd?prodId=${id}&evaluate=3`)).data;
    expect(pics.total).toBe(sum.picNumber);
  });

  it('collects for a signed-in buyer and records a footprint on visit', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'buyer', passWord: encryptLoginPassword('Buyer@123456', t.ctx.config.passwordKey) },
    });
    const token = login.json().data.accessToken as string;
    expect(token).toBeTruthy();
    expect((await get('/p/user/collection/isCollection?prodId=7')).code).toBe('A00004');
    expect((await get('/p/user/collection/isCollection?prodId=7', 'en', token)).data).toBe(false);
    const toggle = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/p/user/collection/addOrCancel',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: '7',
      });
    expect((await toggle()).json().data).toBe(true);
    expect((await get('/p/user/collection/isCollection?prodId=7', 'en', token)).data).toBe(true);
    expect((await toggle()).json().data).toBe(false);

    await get('/prod/prodInfo?prodId=9', 'en', token);
    const userId = (await t.db.one<{ user_id: string }>(`SELECT user_id FROM app_user WHERE user_name = 'buyer'`))!.user_id;
    expect(await t.db.one('SELECT prod_id FROM user_footprint WHERE user_id = $1 AND prod_id = 9', [userId])).toBeTruthy();
  });
});

describe('content', () => {
  it('answers the home page in one call', async () => {
    const home = (await get<Record<string, unknown[]>>('/index/home')).data;
    for (const key of [
      'banners',
      'categories',
      'featured',
      'premium',
      'suppliers',
      'exhibitions',
      'belts',
      'videos',
      'news',
      'hotSearch',
    ]) {
      expect(home[key], key).not.toHaveLength(0);
    }
  });

  it('has exhibitions in every state', async () => {
    for (const state of [0, 1, 2]) {
      const page = (await get<Page<{ state: number }>>(`/exhibition/page?state=${state}`)).data;
      expect(page.total, `state ${state}`).toBe(3);
      expect(page.records.every((e) => e.state === state)).toBe(true);
    }
  });

  it('serves the demo pictures, immutable, and none that it does not draw', async () => {
    const photo = await t.app.inject({ method: 'GET', url: '/api/res/catalog/p/hex-bolt-3-0.jpg' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toContain('immutable');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The abstract pictures of older seeds (numbered, or SVG) are gone; so is an unknown kind.
    for (const url of ['/api/res/catalog/p/3.jpg', '/api/res/catalog/p/3.svg', '/api/res/catalog/p/sphere-0-0.jpg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('shows every product in pictures of its own kind, and every category by its icon', async () => {
    const rows = await t.db.query<{ pic: string; imgs: string[]; name: string }>(
      `SELECT p.pic, p.imgs, c.name_en AS name FROM product p JOIN category c ON c.category_id = p.category_id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      const slug = pictureSlug(r.name);
      expect(r.pic, r.name).toMatch(new RegExp(`^catalog/p/${slug}-\\d-0\\.jpg$`));
      expect(r.imgs.length).toBeGreaterThanOrEqual(3);
      // The gallery: the same product from its other angles (a fifth picture is its next colour).
      r.imgs.forEach((img, j) => expect(img, r.name).toMatch(new RegExp(`^catalog/p/${slug}-\\d-${j < 4 ? j : 0}\\.jpg$`)));
    }
    for (const c of await t.db.query<{ pic: string; name: string }>('SELECT pic, name_en AS name FROM category')) {
      expect(c.pic).toBe(`catalog/c/${pictureSlug(c.name)}.jpg`);
    }
  });

  it('points every seeded row at a picture it draws, and SKUs and review photos at their own product', async () => {
    const paths = await t.db.query<{ pic: string; what: string }>(
      `SELECT pic, 'product' AS what FROM product UNION SELECT unnest(imgs), 'gallery' FROM product
       UNION SELECT pic, 'sku' FROM sku UNION SELECT unnest(pics), 'review' FROM prod_comment
       UNION SELECT pic, 'category' FROM category UNION SELECT logo, 'shop logo' FROM shop UNION SELECT banner, 'shop banner' FROM shop
       UNION SELECT c->>'pic', 'certificate' FROM shop_detail, jsonb_array_elements(certificates) c WHERE jsonb_typeof(certificates) = 'array'
       UNION SELECT pic, 'banner' FROM banner UNION SELECT pic, 'topic' FROM featured_topic UNION SELECT pic, 'belt' FROM industry_belt
       UNION SELECT pic, 'exhibition' FROM exhibition UNION SELECT pic, 'news' FROM news UNION SELECT cover, 'video' FROM video`,
    );
    const kinds = new Set(paths.map((p) => p.what));
    // Every kind of row holds pictures (a table left empty would pass the loop below unseen).
    expect([...kinds].sort()).toEqual(
      [
        'banner',
        'belt',
        'category',
        'certificate',
        'exhibition',
        'gallery',
        'news',
        'product',
        'review',
        'shop banner',
        'shop logo',
        'sku',
        'topic',
        'video',
      ].sort(),
    );
    // The pictures the server draws (each name's drawing is checked in seed-pictures.test.ts).
    const drawn = new Set(seedPictureNames({ allViews: true }).map(([kind, name]) => seedPicturePath(kind, name)));
    for (const { pic, what } of paths) expect(drawn.has(pic), `${what}: ${pic}`).toBe(true);
    // A SKU shows one of its product's pictures; a review photo shows the product it reviews.
    const strays = await t.db.query(
      `SELECT s.sku_id FROM sku s JOIN product p USING (prod_id) WHERE NOT s.pic = ANY (p.imgs)
       UNION ALL SELECT r.prod_id FROM prod_comment r JOIN product p USING (prod_id), unnest(r.pics) x WHERE NOT x = ANY (p.imgs)`,
    );
    expect(strays).toEqual([]);
  });

  it('writes news and exhibition news of several paragraphs, with figures and a quote, in both languages', async () => {
    for (const locale of ['en', 'zh_CN'] as const) {
      const list = (await get<Page<{ newsId: number }>>('/news/page?current=1&size=3', locale)).data;
      for (const item of list.records) {
        const news = (await get<{ content: string; summary: string }>(`/news/info?newsId=${item.newsId}`, locale)).data;
        expect(news.content.match(/<p>/g)!.length, news.content).toBeGreaterThanOrEqual(4);
        expect(news.content).toMatch(/\d/);
        expect(news.content).toContain('<blockquote>');
        expect(news.content).toContain('<li>');
        expect(news.summary.length).toBeGreaterThan(locale === 'en' ? 40 : 15);
      }
      const exhibition = (await get<{ intro: string; news: { newsId: number }[] }>('/exhibition/info?exhibitionId=1', locale)).data;
      expect(exhibition.intro.length).toBeGreaterThan(locale === 'en' ? 200 : 80);
      expect(exhibition.news).toHaveLength(3);
      for (const n of exhibition.news) {
        const item = (await get<{ content: string }>(`/exhibition/news?newsId=${n.newsId}`, locale)).data;
        expect(item.content.match(/<p>/g)!.length, item.content).toBeGreaterThanOrEqual(4);
        expect(item.content).toMatch(/\d/);
      }
    }
  });
});

describe('the SEO head', () => {
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'shop.example' } });

  it('writes title, description, canonical, hreflang and JSON-LD Product into a product page', async () => {
    const p = (await get<ProductInfo>('/prod/prodInfo?prodId=7', 'zh_CN')).data;
    const html = (await page('/zh_CN/products/detail/7')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${p.prodName}`);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(head).toContain('<link rel="canonical" href="http://shop.example/zh_CN/products/detail/7">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="http://shop.example/products/detail/7">');
    expect(head).toContain('<link rel="alternate" hreflang="zh-CN" href="http://shop.example/zh_CN/products/detail/7">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!);
    expect(ld).toMatchObject({ '@type': 'Product', name: p.prodName, offers: { '@type': 'Offer', priceCurrency: 'USD' } });
    expect(ld.offers.price).toBe((p.price / 100).toFixed(2));
    // The shell still gets its globals.
    expect(html).toContain('window.__MALL_CONFIG__=');
  });

  it('describes home, category, shop and exhibition URLs too, and leaves unknown ones alone', async () => {
    expect((await page('/')).body).toContain('<link rel="canonical" href="http://shop.example/">');
    const cat = (await page('/categories/secondary?categoryId=1')).body;
    expect(cat).toContain('<title>Consumer Electronics');
    expect(cat).toContain('href="http://shop.example/zh_CN/categories/secondary?categoryId=1"');
    expect((await page('/shop/1')).body).toMatch(/<title>[^<]*Shenzhen/);
    expect((await page('/exhibition/detail/1')).body).toContain('"@type":"Event"');
    const unknown = (await page('/products/detail/999999')).body;
    expect(unknown).not.toContain('rel="canonical"');
  });

  it('titles news, videos, exhibition news, industry belts and featured topics by their own names, with a canonical URL (issue 40)', async () => {
    const first = async (sql: string) => (await t.db.one<{ id: number; title: string }>(sql))!;
    const cases = [
      [
        await first(`SELECT news_id AS id, title_en AS title FROM news ORDER BY news_id LIMIT 1`),
        (id: number) => `/news/details?newsId=${id}`,
      ],
      [
        await first(`SELECT video_id AS id, title_en AS title FROM video ORDER BY video_id LIMIT 1`),
        (id: number) => `/video/detail?videoId=${id}`,
      ],
      [
        await first(`SELECT news_id AS id, title_en AS title FROM exhibition_news ORDER BY news_id LIMIT 1`),
        (id: number) => `/exhibition/news/${id}`,
      ],
      [
        await first(`SELECT belt_id AS id, name_en AS title FROM industry_belt ORDER BY belt_id LIMIT 1`),
        (id: number) => `/industry-belt/category?beltId=${id}`,
      ],
      [
        await first(`SELECT topic_id AS id, title_en AS title FROM featured_topic ORDER BY topic_id LIMIT 1`),
        (id: number) => `/excellent-products/detail?topicId=${id}`,
      ],
    ] as const;
    for (const [row, url] of cases) {
      const html = (await page(url(row.id))).body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, url(row.id)).toContain(`<title>${row.title.replace(/&/g, '&amp;')} - GlobalTrade Mall</title>`);
      expect(head, url(row.id)).toMatch(/<meta name="description" content="[^"]+">/);
      expect(head, url(row.id)).toContain(`<link rel="canonical" href="http://shop.example${url(row.id).replace(/&/g, '&amp;')}">`);
    }
    // Not found: the spec's title, and no canonical.
    const missing = (await page('/zh_CN/news/details?newsId=999999')).body;
    expect(missing).toContain('<title>页面未找到 - 环球贸易商城</title>');
    expect(missing).not.toContain('rel="canonical"');
  });

  it("describes the search results, the shop list and the category index by the web config's SEO entries, in the page language", async () => {
    const search = (await page('/search?type=product&keyword=lamp&current=2')).body;
    expect(search).toContain('<title>lamp - Products - GlobalTrade Mall</title>');
    expect(search).toMatch(/<meta name="description" content="Browse wholesale products[^"]+">/);
    // The keyword makes another page; the page number does not.
    expect(search).toContain('<link rel="canonical" href="http://shop.example/search?type=product&amp;keyword=lamp">');
    const shops = (await page('/zh_CN/shop-list')).body;
    expect(shops).toContain('<title>供应商 - 环球贸易商城</title>');
    expect(shops).toMatch(/<meta name="description" content="寻找认证的生产厂家[^"]+">/);
    expect((await page('/categories')).body).toContain('<title>All Categories - GlobalTrade Mall</title>');
    // A user's keyword is text, never markup.
    expect((await page('/search?keyword=%3Cscript%3Ex')).body).toContain('<title>&lt;script&gt;x - Products');
  });

  it('writes the first API answers of home and product pages into the HTML, in the page locale', async () => {
    const same = (a: unknown, b: unknown) => expect({ ...(a as object), timestamp: 0 }).toEqual({ ...(b as object), timestamp: 0 });
    const initialOf = (html: string) =>
      JSON.parse(/window\.__MALL_PRELOAD__=(.*?)<\/script>/.exec(html)![1]!) as {
        locale: string;
        responses: Record<string, ApiEnvelope<unknown>>;
      };
    const product = initialOf((await page('/zh_CN/products/detail/7')).body);
    expect(product.locale).toBe('zh_CN');
    // Exactly what the endpoint answers for that locale, keyed by the URL the client requests.
    same(product.responses['/api/prod/prodInfo?prodId=7'], await get('/prod/prodInfo?prodId=7', 'zh_CN'));
    same(product.responses['/api/currency/list'], await get('/currency/list', 'zh_CN'));
    // The main picture is fetched with the page, first (it is the largest thing a phone shows),
    // resized as the product route's table says the gallery shows it: the <img>'s srcset candidate.
    const productPic = (await get<{ pic: string }>('/prod/prodInfo?prodId=7')).data.pic;
    const productHtml = (await page('/zh_CN/products/detail/7')).body;
    expect(productHtml).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/api/img/480/${productPic}" imagesrcset="/api/img/96/${productPic} 96w,`,
    );
    expect(productHtml).toMatch(/imagesizes="\(max-width: 768px\) 100vw, 500px">/);
    // The shell's start-up configuration, in the page's language, under the URLs the shell builds.
    for (const path of [
      '/webConfig/getPcWebConfig',
      '/dict/data/list?dictType=UNITS_OF_MEASUREMENT',
      '/lang/default',
      '/pconfig/getInfo/HIDE_SALES',
    ])
      same(product.responses['/api' + path], await get(path, 'zh_CN'));

    const homeHtml = (await page('/')).body;
    const home = initialOf(homeHtml);
    same(home.responses['/api/index/home'], await get('/index/home', 'en'));
    const banner = (await get<{ banners: { pic: string }[] }>('/index/home')).data.banners[0]!;
    expect(homeHtml).toContain(`<link rel="preload" as="image" fetchpriority="high" href="/api/img/640/${banner.pic}" imagesrcset=`);
    expect(homeHtml).toMatch(/imagesizes="\(max-width: 768px\) 100vw, 660px">/);

    // An unknown product has no answer to write; the page still loads.
    const unknown = Object.keys(initialOf((await page('/products/detail/999999')).body).responses);
    expect(unknown.sort()).toEqual(ALWAYS_PRELOADED.map((p) => '/api' + p).sort());
    expect(unknown.some((url) => url.includes('prodInfo'))).toBe(false);
  });

  it("answers a signed-in buyer's page calls as that buyer (their token cookie), and nobody else's", async () => {
    const initialOf = (html: string) =>
      JSON.parse(/window\.__MALL_PRELOAD__=(.*?)<\/script>/.exec(html)![1]!) as {
        responses: Record<string, ApiEnvelope<unknown>>;
        shared: string[];
        personal?: true;
      };
    const signedPage = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'shop.example', cookie: `userToken=${token}` } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'buyer', passWord: encryptLoginPassword('Buyer@123456', t.ctx.config.passwordKey) },
    });
    const token = login.json().data.accessToken as string;
    const userId = (await t.db.one<{ user_id: string }>(`SELECT user_id FROM app_user WHERE user_name = 'buyer'`))!.user_id;
    await t.db.query('DELETE FROM user_footprint WHERE user_id = $1 AND prod_id = 11', [userId]);

    const minePage = await signedPage('/products/detail/11', token);
    expect(minePage.headers['cache-control']).toBe('private, no-store');
    const mine = initialOf(minePage.body);
    expect(mine.personal).toBe(true);
    expect(mine.responses['/api/prod/prodInfo?prodId=11']).toMatchObject({ code: '00000', data: { prodId: 11 } });
    // Made as the buyer: the visit is in their footprint, as when their browser asks.
    expect(await t.db.one('SELECT prod_id FROM user_footprint WHERE user_id = $1 AND prod_id = 11', [userId])).toBeTruthy();
    // The start-up configuration stays everyone's.
    expect(mine.shared).toContain('/api/currency/list');

    // A token that is not (or no longer) a session gets what the API answers it: here the public
    // product (a private call's refusal is not written; the page asks and the client signs out).
    const stale = initialOf((await signedPage('/products/detail/11', 'not-a-session')).body);
    expect(stale.responses['/api/prod/prodInfo?prodId=11']).toMatchObject({ code: '00000', data: { prodId: 11 } });
    expect(stale.responses['/api/currency/list']).toMatchObject({ code: '00000' });
    // Signed out: the public answer, not marked as anyone's.
    const anonPage = await page('/products/detail/11');
    expect(anonPage.headers['cache-control']).toBe('no-cache');
    const anon = initialOf(anonPage.body);
    expect(anon.personal).toBeUndefined();
    expect(anon.responses['/api/prod/prodInfo?prodId=11']).toMatchObject({ code: '00000' });
  });

  it('compresses the page for browsers that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('window.__MALL_PRELOAD__=');
  });
});
