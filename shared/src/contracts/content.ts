import { z } from 'zod';
import { catalogId, catalogPaging, categoryNodeSchema, optionalQuery, productCardSchema, supplierCardSchema } from './catalog';
import { pageOf, picPath, type Contract } from './common';
import { videoViewSchema } from './video';

/**
 * Content of the catalogue (`catalog` API module): featured topics, exhibitions, industry belts,
 * news and the home page that gathers them. Times are ISO strings.
 */

export const featuredTopicSchema = z.object({
  topicId: z.number().int(),
  title: z.string(),
  intro: z.string().nullable(),
  pic: picPath,
});
/** A featured topic with its first products (the home page, the featured list). */
export const featuredTopicCardSchema = featuredTopicSchema.extend({ prods: z.array(productCardSchema) });
export type FeaturedTopic = z.input<typeof featuredTopicCardSchema>;

/** 0 not started, 1 in progress, 2 ended. */
export const exhibitionStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ExhibitionState = z.input<typeof exhibitionStateSchema>;

export const exhibitionSchema = z.object({
  exhibitionId: z.number().int(),
  title: z.string(),
  intro: z.string().nullable(),
  city: z.string().nullable(),
  venue: z.string().nullable(),
  pic: picPath,
  startTime: z.string(),
  endTime: z.string(),
  state: exhibitionStateSchema,
  categoryId: z.number().int().nullable(),
});
export type Exhibition = z.input<typeof exhibitionSchema>;

/** An industry belt (a region known for some categories). */
export const beltSchema = z.object({
  beltId: z.number().int(),
  name: z.string(),
  region: z.string().nullable(),
  intro: z.string().nullable(),
  pic: picPath,
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string(), pic: picPath })),
});
export type Belt = z.input<typeof beltSchema>;

/** A news item as lists show it; `content` (sanitised HTML) on its own page only. */
export const newsItemSchema = z.object({
  newsId: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  pic: picPath,
  createdAt: z.string(),
  content: z.string().optional(),
});
export type NewsItem = z.input<typeof newsItemSchema>;

/** GET /index/home: everything the home page shows, in one call. */
export const homeDataSchema = z.object({
  banners: z.array(z.object({ bannerId: z.number().int(), title: z.string(), pic: z.string(), link: z.string().nullable() })),
  categories: z.array(categoryNodeSchema),
  featured: z.array(featuredTopicCardSchema),
  premium: z.array(productCardSchema),
  suppliers: z.array(supplierCardSchema),
  exhibitions: z.array(exhibitionSchema),
  belts: z.array(beltSchema),
  videos: z.array(videoViewSchema),
  news: z.array(newsItemSchema.omit({ content: true })),
  hotSearch: z.array(z.object({ title: z.string() })),
});
export type HomeData = z.input<typeof homeDataSchema>;

/** A featured topic and a page of its products (GET /prod/excellentTopic). */
export const featuredTopicPageSchema = z.object({ topic: featuredTopicSchema, page: pageOf(productCardSchema) });

/** An exhibition with the titles of its news. */
export const exhibitionInfoSchema = exhibitionSchema.extend({
  news: z.array(z.object({ newsId: z.number().int(), title: z.string(), createdAt: z.string() })),
});
export type ExhibitionInfo = z.input<typeof exhibitionInfoSchema>;

/** One news article of an exhibition (sanitised HTML). */
export const exhibitionNewsSchema = z.object({
  newsId: z.number().int(),
  exhibitionId: z.number().int(),
  exhibitionTitle: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type ExhibitionNews = z.input<typeof exhibitionNewsSchema>;

/** A video with the most watched others. */
export const videoInfoSchema = videoViewSchema.extend({ related: z.array(videoViewSchema) });

// --- routes --------------------------------------------------------------------------------------

const id = catalogId;
const optional = optionalQuery;

export const exhibitionQuery = catalogPaging.extend({
  state: optional(
    z.coerce
      .number<number>({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(2, 'validation.invalid'),
  ),
  keyword: optional(z.string().trim().max(60)),
  city: optional(z.string().trim().max(40)),
});

export const contentContract = {
  home: { method: 'GET', url: '/index/home', data: homeDataSchema },
  topics: { method: 'GET', url: '/prod/excellentTopics', data: z.array(featuredTopicCardSchema) },
  topic: { method: 'GET', url: '/prod/excellentTopic', querystring: catalogPaging.extend({ topicId: id }), data: featuredTopicPageSchema },
  premium: { method: 'GET', url: '/prod/premium', querystring: catalogPaging, data: pageOf(productCardSchema) },
  exhibitions: { method: 'GET', url: '/exhibition/page', querystring: exhibitionQuery, data: pageOf(exhibitionSchema) },
  exhibition: { method: 'GET', url: '/exhibition/info', querystring: z.object({ exhibitionId: id }), data: exhibitionInfoSchema },
  exhibitionNews: { method: 'GET', url: '/exhibition/news', querystring: z.object({ newsId: id }), data: exhibitionNewsSchema },
  belts: { method: 'GET', url: '/industryBelt/list', data: z.array(beltSchema) },
  belt: { method: 'GET', url: '/industryBelt/info', querystring: z.object({ beltId: id }), data: beltSchema },
  news: { method: 'GET', url: '/news/page', querystring: catalogPaging, data: pageOf(newsItemSchema.omit({ content: true })) },
  newsInfo: { method: 'GET', url: '/news/info', querystring: z.object({ newsId: id }), data: newsItemSchema.required({ content: true }) },
  videos: { method: 'GET', url: '/video/page', querystring: catalogPaging, data: pageOf(videoViewSchema) },
  video: { method: 'GET', url: '/video/info', querystring: z.object({ videoId: id }), data: videoInfoSchema },
} as const satisfies Contract;
