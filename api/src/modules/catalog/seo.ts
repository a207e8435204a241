import type { FastifyInstance } from 'fastify';
import { minorToDecimalString, seoFor, unitPrice, type Locale } from '@mall/shared';
import type { AppContext } from '../../context';
import { addPageExistsCheck, addSeoHeadProvider, localizedUrl, type SeoHead, type SeoPageRequest } from '../../site/seo-head';
import { getWebConfig } from '../system/system-service';
import { langOfLocale, num, type Lang } from './catalog-common';
import { categoryPath } from './categories';
import { homeData } from './content';
import { productInfo } from './product';

const ID = /^[1-9]\d{0,15}$/;
const clip = (s: string | null | undefined, n = 160) => {
  const plain = (s ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > n ? plain.slice(0, n - 1) + '…' : plain;
};

type SeoEntry = { title: string; keywords: string; description: string };
async function siteTitle(
  ctx: AppContext,
  locale: Locale,
): Promise<{ name: string; home?: SeoEntry; entry: (type: string) => SeoEntry | undefined }> {
  const config = await getWebConfig(ctx, locale);
  return { name: config?.pcTitleContent ?? '', home: seoFor(config, 'home'), entry: (type) => seoFor(config, type) };
}

/**
 * List pages described by the web config's SEO entries (operators edit them, per language): the
 * search results by 'product', the shop list by 'shop', the category index by 'category'. The
 * query parameters that make another page (keyword, type) stay in the canonical URL.
 */
const LIST_PAGES: Record<string, { type: string; keep: string[] }> = {
  '/search': { type: 'product', keep: ['type', 'keyword'] },
  '/shop-list': { type: 'shop', keep: [] },
  '/categories': { type: 'category', keep: [] },
};
const titled = (name: string, site: string) => (site ? `${name} - ${site}` : name);

/** The SEO head of catalogue (and shop) URLs: home, product, category, shop, exhibition, news, video. */
export async function catalogSeoHead(page: SeoPageRequest, ctx: AppContext): Promise<SeoHead | null> {
  const lang: Lang = langOfLocale(page.locale);
  const path = page.barePath.replace(/\/+$/, '') || '/';
  const site = await siteTitle(ctx, page.locale);
  if (path === '/') {
    // One computation: the page's data, its first view and the banner preload all come from it.
    const home = await homeData(ctx, lang);
    const banner = home.banners[0];
    return {
      initialData: { '/index/home': home },
      lcpPicture: banner?.pic,
      title: site.home?.title || site.name,
      description: site.home?.description,
      keywords: site.home?.keywords,
      canonicalPath: '/',
      jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: page.origin + '/' },
    };
  }
  let m = /^\/products\/detail\/(\d+)$/.exec(path);
  if (m && ID.test(m[1]!)) {
    const p = await productInfo(ctx, lang, Number(m[1])).catch(() => null);
    if (!p) return null;
    const canonicalPath = `/products/detail/${p.prodId}`;
    const image = (pic: string) =>
      /^https?:/.test(pic) ? pic : page.origin + ctx.config.publicResourceBase.replace(/\/?$/, '/') + pic.replace(/^\//, '');
    return {
      initialData: { [`/prod/prodInfo?prodId=${p.prodId}`]: p },
      lcpPicture: p.pic,
      title: titled(p.prodName, site.name),
      description: clip(p.brief || p.content),
      keywords: [p.prodName, p.brand, ...p.categoryPath.map((c) => c.categoryName), p.shop.shopName].filter(Boolean).join(','),
      canonicalPath,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.prodName,
        description: clip(p.brief || p.content, 500),
        image: p.imgs.slice(0, 5).map(image),
        sku: String(p.skuList[0]?.skuId ?? p.prodId),
        category: p.categoryPath.map((c) => c.categoryName).join(' > '),
        ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
        offers: {
          '@type': 'Offer',
          url: localizedUrl(page.origin, canonicalPath, page.locale),
          priceCurrency: p.currency,
          price: minorToDecimalString(unitPrice(p, p), p.currency).replace(/,/g, ''),
          availability: p.status === 1 && p.totalStocks > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          seller: { '@type': 'Organization', name: p.shop.shopName },
        },
        ...(p.reviewCount > 0 && p.score
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.score, reviewCount: p.reviewCount } }
          : {}),
      },
    };
  }
  // The category index (no categoryId); a category's own page is described below.
  const list = path === '/categories' && page.query.has('categoryId') ? undefined : LIST_PAGES[path];
  const entry = list && site.entry(list.type);
  if (list && entry) {
    const keep = new URLSearchParams();
    for (const k of list.keep) {
      const v = page.query.get(k)?.trim();
      if (v) keep.set(k, v.slice(0, 100));
    }
    const keyword = keep.get('keyword');
    return {
      title: keyword ? titled(keyword, entry.title) : entry.title,
      description: entry.description,
      keywords: [keyword, entry.keywords].filter(Boolean).join(','),
      canonicalPath: keep.size ? `${path}?${keep}` : path,
    };
  }
  if (path === '/categories/secondary' || path === '/categories') {
    const id = page.query.get('categoryId') ?? '';
    if (!ID.test(id)) return null;
    const trail = await categoryPath(ctx, lang, Number(id));
    const cat = trail[trail.length - 1];
    if (!cat) return null;
    const names = trail.map((c) => c.categoryName);
    return {
      title: titled(cat.categoryName, site.name),
      description:
        lang === 'zh'
          ? `${names.join(' > ')}：批发价直采，认证供应商。`
          : `Wholesale ${cat.categoryName} from verified suppliers: ${names.join(' > ')}.`,
      keywords: names.join(','),
      canonicalPath: `${path}?categoryId=${cat.categoryId}`,
    };
  }
  m = /^\/shop\/(\d+)$/.exec(path);
  if (m && ID.test(m[1]!)) {
    const s = await ctx.db.one<Record<string, unknown>>(
      `SELECT shop_id, shop_name_${lang} AS name, intro_${lang} AS intro, region_${lang} AS region FROM shop WHERE shop_id = $1`,
      [Number(m[1])],
    );
    if (!s) return null;
    return {
      title: titled(s.name as string, site.name),
      description: clip(s.intro as string),
      keywords: [s.name, s.region].filter(Boolean).join(','),
      canonicalPath: `/shop/${num(s.shop_id)}`,
      jsonLd: { '@context': 'https://schema.org', '@type': 'Organization', name: s.name, description: clip(s.intro as string) },
    };
  }
  m = /^\/exhibition\/detail\/(\d+)$/.exec(path);
  if (m && ID.test(m[1]!)) {
    const e = await ctx.db.one<Record<string, unknown>>(
      `SELECT exhibition_id, title_${lang} AS title, intro_${lang} AS intro, city_${lang} AS city, venue_${lang} AS venue, start_time, end_time FROM exhibition WHERE exhibition_id = $1`,
      [Number(m[1])],
    );
    if (!e) return null;
    return {
      title: titled(e.title as string, site.name),
      description: clip(e.intro as string),
      keywords: [e.title, e.city].filter(Boolean).join(','),
      canonicalPath: `/exhibition/detail/${num(e.exhibition_id)}`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: e.title,
        startDate: new Date(e.start_time as string).toISOString(),
        endDate: new Date(e.end_time as string).toISOString(),
        location: { '@type': 'Place', name: e.venue, address: e.city },
      },
    };
  }
  return contentHead(page, ctx, lang, site.name, path);
}

/**
 * Editorial detail pages named by an id in the query (or the path): their own title and summary,
 * and a canonical URL that keeps the id (issue 40: they had an empty <title> and no canonical).
 */
const CONTENT_PAGES: { path: RegExp; param?: string; sql: (lang: Lang) => string; canonical: (id: number) => string }[] = [
  {
    path: /^\/news\/details$/,
    param: 'newsId',
    sql: (l) => `SELECT title_${l} AS title, coalesce(summary_${l}, content_${l}) AS text FROM news WHERE news_id = $1`,
    canonical: (id) => `/news/details?newsId=${id}`,
  },
  {
    path: /^\/video\/detail$/,
    param: 'videoId',
    sql: (l) => `SELECT title_${l} AS title, intro_${l} AS text FROM video WHERE video_id = $1`,
    canonical: (id) => `/video/detail?videoId=${id}`,
  },
  {
    path: /^\/exhibition\/news\/(\d+)$/,
    sql: (l) => `SELECT title_${l} AS title, content_${l} AS text FROM exhibition_news WHERE news_id = $1`,
    canonical: (id) => `/exhibition/news/${id}`,
  },
  {
    path: /^\/industry-belt\/category$/,
    param: 'beltId',
    sql: (l) => `SELECT name_${l} AS title, intro_${l} AS text FROM industry_belt WHERE belt_id = $1`,
    canonical: (id) => `/industry-belt/category?beltId=${id}`,
  },
  {
    path: /^\/excellent-products\/detail$/,
    param: 'topicId',
    sql: (l) => `SELECT title_${l} AS title, intro_${l} AS text FROM featured_topic WHERE topic_id = $1`,
    canonical: (id) => `/excellent-products/detail?topicId=${id}`,
  },
];

async function contentHead(page: SeoPageRequest, ctx: AppContext, lang: Lang, site: string, path: string): Promise<SeoHead | null> {
  for (const c of CONTENT_PAGES) {
    const m = c.path.exec(path);
    if (!m) continue;
    const id = c.param ? page.query.get(c.param) : m[1];
    if (!id || !ID.test(id)) return null;
    const row = await ctx.db.one<{ title: string; text: string | null }>(c.sql(lang), [Number(id)]);
    if (!row) return null;
    return { title: titled(row.title, site), description: clip(row.text), keywords: row.title, canonicalPath: c.canonical(Number(id)) };
  }
  return null;
}

/**
 * Detail pages of the catalogue (and shops): does the item the URL names exist? A missing or
 * malformed id makes the page a 404. Null for URLs that are not such a page.
 */
const DETAIL_PAGES: { path: RegExp; param?: string; sql: string }[] = [
  { path: /^\/products\/detail\/([^/]+)$/, sql: 'SELECT 1 FROM product WHERE prod_id = $1' },
  { path: /^\/shop\/([^/]+)(\/[\w-]+)?$/, sql: 'SELECT 1 FROM shop WHERE shop_id = $1' },
  { path: /^\/exhibition\/detail\/([^/]+)$/, sql: 'SELECT 1 FROM exhibition WHERE exhibition_id = $1' },
  { path: /^\/exhibition\/news\/([^/]+)$/, sql: 'SELECT 1 FROM exhibition_news WHERE news_id = $1' },
  { path: /^\/news\/details$/, param: 'newsId', sql: 'SELECT 1 FROM news WHERE news_id = $1' },
  { path: /^\/video\/detail$/, param: 'videoId', sql: 'SELECT 1 FROM video WHERE video_id = $1' },
  { path: /^\/industry-belt\/category$/, param: 'beltId', sql: 'SELECT 1 FROM industry_belt WHERE belt_id = $1' },
];

export async function catalogPageExists(page: SeoPageRequest, ctx: AppContext): Promise<boolean | null> {
  const path = page.barePath.replace(/\/+$/, '') || '/';
  for (const d of DETAIL_PAGES) {
    const m = d.path.exec(path);
    if (!m) continue;
    // A list page without its id parameter shows its own empty state; a wrong id is not found.
    const id = d.param ? page.query.get(d.param) : m[1];
    if (id === null || id === undefined) return d.param ? null : false;
    if (!ID.test(id)) return false;
    return Boolean(await ctx.db.one(d.sql, [Number(id)]));
  }
  return null;
}

export function registerSeo(app: FastifyInstance, ctx: AppContext): void {
  addSeoHeadProvider(ctx, catalogSeoHead);
  addPageExistsCheck(ctx, catalogPageExists);
}
