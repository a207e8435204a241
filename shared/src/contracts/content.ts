import { z } from 'zod';
import { categoryNodeSchema, productCardSchema, supplierCardSchema } from './catalog';
import { picPath } from './common';
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
