import { z } from 'zod';
import type { Page } from '@mall/shared';
import { cached, tag, tagsOfData } from '../../cache';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { langOf, notFound, num, pageOf, type Lang, type Paging } from './catalog-common';
import { categoryTree } from './categories';
import { cardColumns, toCard, VISIBLE, type ProductCard } from './product-cards';
import { sanitizeHtml } from './sanitize-html';
import { hotSearches, querySuppliers } from './search';
import { contentContract as c, exhibitionQuery } from '@mall/shared/contracts';
import { route, type Api } from '../../http/contract';
import type {
  Belt as BeltView,
  Exhibition as ExhibitionView,
  ExhibitionState,
  FeaturedTopic,
  HomeData,
  VideoView,
} from '@mall/shared/contracts';

const limitOffset = (p: Paging) => `LIMIT ${p.size} OFFSET ${(p.current - 1) * p.size}`;
const iso = (v: unknown) => new Date(v as string).toISOString();

async function cards(
  ctx: AppContext,
  lang: Lang,
  fromWhere: string,
  params: unknown[],
  order: string,
  paging: Paging,
): Promise<Page<ProductCard>> {
  const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n ${fromWhere}`, params);
  const rows = await ctx.db.query(`SELECT ${cardColumns(lang)} ${fromWhere} ORDER BY ${order} ${limitOffset(paging)}`, params);
  return pageOf(rows.map(toCard), count?.n ?? 0, paging);
}

// Featured topics and the premium collection ------------------------------------------------------

export type { FeaturedTopic };

export async function featuredTopics(ctx: AppContext, lang: Lang): Promise<FeaturedTopic[]> {
  const topics = await ctx.db.query<Record<string, unknown>>(
    `SELECT topic_id, title_${lang} AS title, intro_${lang} AS intro, pic FROM featured_topic ORDER BY seq, topic_id`,
  );
  return Promise.all(
    topics.map(async (t) => ({
      topicId: num(t.topic_id),
      title: t.title as string,
      intro: (t.intro as string) ?? null,
      pic: (t.pic as string) ?? null,
      prods: (await featuredProducts(ctx, lang, num(t.topic_id), { current: 1, size: 4 })).records,
    })),
  );
}

export async function featuredProducts(ctx: AppContext, lang: Lang, topicId: number, paging: Paging): Promise<Page<ProductCard>> {
  return cards(
    ctx,
    lang,
    `FROM featured_product fp JOIN product p ON p.prod_id = fp.prod_id JOIN shop s ON s.shop_id = p.shop_id WHERE fp.topic_id = $1 AND ${VISIBLE}`,
    [topicId],
    'fp.seq, p.prod_id',
    paging,
  );
}

export async function featuredTopic(ctx: AppContext, lang: Lang, topicId: number, paging: Paging) {
  const t = await ctx.db.one<Record<string, unknown>>(
    `SELECT topic_id, title_${lang} AS title, intro_${lang} AS intro, pic FROM featured_topic WHERE topic_id = $1`,
    [topicId],
  );
  if (!t) throw notFound();
  return {
    topic: { topicId: num(t.topic_id), title: t.title as string, intro: (t.intro as string) ?? null, pic: (t.pic as string) ?? null },
    page: await featuredProducts(ctx, lang, topicId, paging),
  };
}

export async function premiumProducts(ctx: AppContext, lang: Lang, paging: Paging): Promise<Page<ProductCard>> {
  return cards(
    ctx,
    lang,
    `FROM premium_product pp JOIN product p ON p.prod_id = pp.prod_id JOIN shop s ON s.shop_id = p.shop_id WHERE ${VISIBLE}`,
    [],
    'pp.seq, p.prod_id',
    paging,
  );
}

// Exhibitions -----------------------------------------------------------------------------------

/** 0 not started, 1 in progress, 2 ended. */
export type { ExhibitionState };
const STATE_SQL = `CASE WHEN now() < e.start_time THEN 0 WHEN now() > e.end_time THEN 2 ELSE 1 END`;

export type { ExhibitionView };

const exhibitionColumns = (
  lang: Lang,
) => `e.exhibition_id, e.title_${lang} AS title, e.intro_${lang} AS intro, e.city_${lang} AS city, e.venue_${lang} AS venue,
  e.pic, e.start_time, e.end_time, e.category_id, ${STATE_SQL} AS state`;
const toExhibition = (r: Record<string, unknown>): ExhibitionView => ({
  exhibitionId: num(r.exhibition_id),
  title: r.title as string,
  intro: (r.intro as string) ?? null,
  city: (r.city as string) ?? null,
  venue: (r.venue as string) ?? null,
  pic: (r.pic as string) ?? null,
  startTime: iso(r.start_time),
  endTime: iso(r.end_time),
  state: num(r.state) as ExhibitionState,
  categoryId: r.category_id === null ? null : num(r.category_id),
});

export { exhibitionQuery };

export async function exhibitionPage(ctx: AppContext, lang: Lang, q: z.output<typeof exhibitionQuery>): Promise<Page<ExhibitionView>> {
  const params: unknown[] = [];
  const where = ['true'];
  if (q.state !== undefined) {
    params.push(q.state);
    where.push(`${STATE_SQL} = $${params.length}`);
  }
  if (q.keyword) {
    params.push(`%${q.keyword.toLowerCase()}%`);
    where.push(`lower(e.title_en || ' ' || e.title_zh) LIKE $${params.length}`);
  }
  if (q.city) {
    params.push(q.city);
    where.push(`(e.city_en = $${params.length} OR e.city_zh = $${params.length})`);
  }
  const from = `FROM exhibition e WHERE ${where.join(' AND ')}`;
  const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  // In progress first, then upcoming, then past.
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT ${exhibitionColumns(lang)} ${from} ORDER BY CASE ${STATE_SQL} WHEN 1 THEN 0 WHEN 0 THEN 1 ELSE 2 END, e.start_time DESC ${limitOffset(q)}`,
    params,
  );
  return pageOf(rows.map(toExhibition), count?.n ?? 0, q);
}

export async function exhibitionInfo(ctx: AppContext, lang: Lang, id: number) {
  const r = await ctx.db.one<Record<string, unknown>>(`SELECT ${exhibitionColumns(lang)} FROM exhibition e WHERE e.exhibition_id = $1`, [
    id,
  ]);
  if (!r) throw notFound();
  const news = await ctx.db.query<Record<string, unknown>>(
    `SELECT news_id, title_${lang} AS title, created_at FROM exhibition_news WHERE exhibition_id = $1 ORDER BY created_at DESC`,
    [id],
  );
  return {
    ...toExhibition(r),
    news: news.map((n) => ({ newsId: num(n.news_id), title: n.title as string, createdAt: iso(n.created_at) })),
  };
}

export async function exhibitionNews(ctx: AppContext, lang: Lang, newsId: number) {
  const r = await ctx.db.one<Record<string, unknown>>(
    `SELECT n.news_id, n.exhibition_id, n.title_${lang} AS title, n.content_${lang} AS content, n.created_at, e.title_${lang} AS exhibition_title
       FROM exhibition_news n JOIN exhibition e USING (exhibition_id) WHERE n.news_id = $1`,
    [newsId],
  );
  if (!r) throw notFound();
  return {
    newsId: num(r.news_id),
    exhibitionId: num(r.exhibition_id),
    exhibitionTitle: r.exhibition_title as string,
    title: r.title as string,
    content: sanitizeHtml(r.content as string),
    createdAt: iso(r.created_at),
  };
}

// Industry belts --------------------------------------------------------------------------------

export type { BeltView };

export async function belts(ctx: AppContext, lang: Lang, beltId?: number): Promise<BeltView[]> {
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT belt_id, name_${lang} AS name, region_${lang} AS region, intro_${lang} AS intro, pic FROM industry_belt
      ${beltId ? 'WHERE belt_id = $1' : ''} ORDER BY seq, belt_id`,
    beltId ? [beltId] : [],
  );
  const cats = await ctx.db.query<Record<string, unknown>>(
    `SELECT bc.belt_id, c.category_id, c.name_${lang} AS name, c.pic FROM industry_belt_category bc JOIN category c USING (category_id)
      ${beltId ? 'WHERE bc.belt_id = $1' : ''} ORDER BY c.seq, c.category_id`,
    beltId ? [beltId] : [],
  );
  return rows.map((r) => ({
    beltId: num(r.belt_id),
    name: r.name as string,
    region: (r.region as string) ?? null,
    intro: (r.intro as string) ?? null,
    pic: (r.pic as string) ?? null,
    categories: cats
      .filter((c) => num(c.belt_id) === num(r.belt_id))
      .map((c) => ({ categoryId: num(c.category_id), categoryName: c.name as string, pic: (c.pic as string) ?? null })),
  }));
}

// News and videos -------------------------------------------------------------------------------

export async function newsPage(ctx: AppContext, lang: Lang, paging: Paging) {
  const count = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM news');
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT news_id, title_${lang} AS title, summary_${lang} AS summary, pic, created_at FROM news ORDER BY created_at DESC, news_id DESC ${limitOffset(paging)}`,
  );
  return pageOf(
    rows.map((r) => ({
      newsId: num(r.news_id),
      title: r.title as string,
      summary: (r.summary as string) ?? null,
      pic: (r.pic as string) ?? null,
      createdAt: iso(r.created_at),
    })),
    count?.n ?? 0,
    paging,
  );
}

export async function newsInfo(ctx: AppContext, lang: Lang, newsId: number) {
  const r = await ctx.db.one<Record<string, unknown>>(
    `SELECT news_id, title_${lang} AS title, summary_${lang} AS summary, content_${lang} AS content, pic, created_at FROM news WHERE news_id = $1`,
    [newsId],
  );
  if (!r) throw notFound();
  return {
    newsId: num(r.news_id),
    title: r.title as string,
    summary: (r.summary as string) ?? null,
    content: sanitizeHtml(r.content as string),
    pic: (r.pic as string) ?? null,
    createdAt: iso(r.created_at),
  };
}

export type { VideoView };

const videoSelect = (
  lang: Lang,
) => `SELECT v.video_id, v.title_${lang} AS title, v.intro_${lang} AS intro, v.cover, v.url, v.shop_id, s.shop_name_${lang} AS shop_name,
  v.prod_id, v.duration, v.views, v.created_at FROM video v LEFT JOIN shop s ON s.shop_id = v.shop_id`;
const toVideo = (r: Record<string, unknown>): VideoView => ({
  videoId: num(r.video_id),
  title: r.title as string,
  intro: (r.intro as string) ?? null,
  cover: r.cover as string,
  url: r.url as string,
  shopId: r.shop_id === null ? null : num(r.shop_id),
  shopName: (r.shop_name as string) ?? null,
  prodId: r.prod_id === null ? null : num(r.prod_id),
  duration: num(r.duration),
  views: num(r.views),
  createdAt: iso(r.created_at),
});

export async function videoPage(ctx: AppContext, lang: Lang, paging: Paging): Promise<Page<VideoView>> {
  const count = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM video');
  const rows = await ctx.db.query<Record<string, unknown>>(
    `${videoSelect(lang)} ORDER BY v.created_at DESC, v.video_id DESC ${limitOffset(paging)}`,
  );
  return pageOf(rows.map(toVideo), count?.n ?? 0, paging);
}

export async function videoInfo(ctx: AppContext, lang: Lang, videoId: number) {
  const r = await ctx.db.one<Record<string, unknown>>(`${videoSelect(lang)} WHERE v.video_id = $1`, [videoId]);
  if (!r) throw notFound();
  const related = await ctx.db.query<Record<string, unknown>>(`${videoSelect(lang)} WHERE v.video_id <> $1 ORDER BY v.views DESC LIMIT 6`, [
    videoId,
  ]);
  return { ...toVideo(r), related: related.map(toVideo) };
}

// Home ------------------------------------------------------------------------------------------

export type { HomeData };

/** Tables the home page reads besides products and shops. */
export const HOME_TABLES = [
  'banner',
  'category',
  'featured_topic',
  'featured_product',
  'premium_product',
  'exhibition',
  'industry_belt',
  'industry_belt_category',
  'video',
  'news',
  'hot_search',
];
/** Exhibitions on home show a state that follows the clock: a minute at most. */
const HOME_TTL_MS = 60_000;

/** Everything the home page shows, in one call; through the read cache (src/cache). */
export function homeData(ctx: AppContext, lang: Lang): Promise<HomeData> {
  return cached(ctx, `home:${lang}`, async () => {
    const value = await readHomeData(ctx, lang);
    return { value, tags: [...tagsOfData(value), tag.productSet, tag.shopSet, ...HOME_TABLES.map(tag.table)], ttlMs: HOME_TTL_MS };
  });
}

async function readHomeData(ctx: AppContext, lang: Lang): Promise<HomeData> {
  const small = (size: number): Paging => ({ current: 1, size });
  const banners = await ctx.db.query<Record<string, unknown>>(
    `SELECT banner_id, title_${lang} AS title, pic, link FROM banner ORDER BY seq, banner_id`,
  );
  const [categories, featured, premium, exhibitions, beltList, videos, news, hotSearch] = await Promise.all([
    categoryTree(ctx, lang),
    featuredTopics(ctx, lang),
    premiumProducts(ctx, lang, small(10)),
    exhibitionPage(ctx, lang, { ...small(4), state: undefined, keyword: undefined, city: undefined }),
    belts(ctx, lang),
    videoPage(ctx, lang, small(4)),
    newsPage(ctx, lang, small(6)),
    hotSearches(ctx, lang),
  ]);
  const suppliers = await querySuppliers(ctx, lang, ['s.shop_status = 1'], [], small(6));
  return {
    banners: banners.map((b) => ({
      bannerId: num(b.banner_id),
      title: b.title as string,
      pic: b.pic as string,
      link: (b.link as string) ?? null,
    })),
    // The menu shows two levels; the third is one click away.
    categories: categories.map((c) => ({ ...c, children: c.children.map((s) => ({ ...s, children: [] })) })),
    featured,
    premium: premium.records,
    suppliers: suppliers.records,
    exhibitions: exhibitions.records,
    belts: beltList.slice(0, 6),
    videos: videos.records,
    news: news.records,
    hotSearch,
  };
}

// Routes ----------------------------------------------------------------------------------------

const tags = ['content'];

/** Home, featured topics, premium, exhibitions, industry belts, news, videos. Bodies: contracts/content.ts. */
export function registerContentRoutes(api: Api, ctx: AppContext): void {
  route(api, c.home, { tags, summary: 'Everything the home page shows, in one call' }, async (r) => ok(await homeData(ctx, langOf(r))));
  route(api, c.topics, { tags, summary: 'Featured topics with a preview of their products' }, async (r) =>
    ok(await featuredTopics(ctx, langOf(r))),
  );
  route(api, c.topic, { tags, summary: 'One featured topic and a page of its products' }, async (r) =>
    ok(await featuredTopic(ctx, langOf(r), r.query.topicId, r.query)),
  );
  route(api, c.premium, { tags, summary: 'The premium collection' }, async (r) => ok(await premiumProducts(ctx, langOf(r), r.query)));
  route(api, c.exhibitions, { tags, summary: 'Exhibitions; state 0 not started, 1 in progress, 2 ended' }, async (r) =>
    ok(await exhibitionPage(ctx, langOf(r), r.query)),
  );
  route(api, c.exhibition, { tags, summary: 'An exhibition with its news' }, async (r) =>
    ok(await exhibitionInfo(ctx, langOf(r), r.query.exhibitionId)),
  );
  route(api, c.exhibitionNews, { tags, summary: 'One exhibition news article' }, async (r) =>
    ok(await exhibitionNews(ctx, langOf(r), r.query.newsId)),
  );
  route(api, c.belts, { tags, summary: 'Industry belts with their categories' }, async (r) => ok(await belts(ctx, langOf(r))));
  route(api, c.belt, { tags, summary: 'One industry belt' }, async (r) => {
    const [belt] = await belts(ctx, langOf(r), r.query.beltId);
    if (!belt) throw notFound();
    return ok(belt);
  });
  route(api, c.news, { tags, summary: 'News, newest first' }, async (r) => ok(await newsPage(ctx, langOf(r), r.query)));
  route(api, c.newsInfo, { tags, summary: 'One news article' }, async (r) => ok(await newsInfo(ctx, langOf(r), r.query.newsId)));
  route(api, c.videos, { tags, summary: 'Video centre' }, async (r) => ok(await videoPage(ctx, langOf(r), r.query)));
  route(api, c.video, { tags, summary: 'One video with related ones' }, async (r) => ok(await videoInfo(ctx, langOf(r), r.query.videoId)));
}
