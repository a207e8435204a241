/**
 * Video wire types: what the API answers for the video centre, a shop's video centre and a
 * product's gallery video. `url` and `cover` are stored paths ('catalog/video/2.webm'), resolved
 * against the public resource base like pictures; the file is served with HTTP Range support.
 */

/** One playable clip as a shop's video centre lists it. */
export interface VideoClip {
  videoId?: number;
  title: string;
  /** Poster picture. */
  cover: string;
  /** The video file itself. */
  url: string;
  /** Seconds. */
  duration: number;
}

/** A video of the video centre (list, detail and related). */
export interface VideoView extends VideoClip {
  videoId: number;
  intro: string | null;
  shopId: number | null;
  shopName: string | null;
  prodId: number | null;
  views: number;
  createdAt: string;
}
