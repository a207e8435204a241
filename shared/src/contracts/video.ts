import { z } from 'zod';
import { isoTime } from './common';

/**
 * Video wire types: what the API answers for the video centre, a shop's video centre and a
 * product's gallery video. `url` and `cover` are stored paths ('catalog/video/2.webm'), resolved
 * against the public resource base like pictures; the file is served with HTTP Range support.
 */

/** One playable clip as a shop's video centre lists it. */
export const videoClipSchema = z.object({
  videoId: z.number().int().optional(),
  title: z.string(),
  /** Poster picture. */
  cover: z.string(),
  /** The video file itself. */
  url: z.string(),
  /** Seconds. */
  duration: z.number(),
});
export type VideoClip = z.input<typeof videoClipSchema>;

/** A video of the video centre (list, detail and related). */
export const videoViewSchema = videoClipSchema.extend({
  videoId: z.number().int(),
  intro: z.string().nullable(),
  shopId: z.number().int().nullable(),
  shopName: z.string().nullable(),
  prodId: z.number().int().nullable(),
  views: z.number().int(),
  createdAt: isoTime,
});
export type VideoView = z.input<typeof videoViewSchema>;
