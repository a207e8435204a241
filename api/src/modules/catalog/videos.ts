import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_DIR } from '../../config';

/**
 * Demo video clips: small VP9 WebM files committed under api/assets/videos (made by
 * api/scripts/make-demo-videos.sh, no hot-linking), served under /api/res/catalog/video/ with
 * HTTP Range support (206) so a browser can seek, and cached as immutable. Seeded rows store the
 * relative path ('catalog/video/2.webm'), like the generated pictures.
 */
export const DEMO_VIDEOS = [
  { file: '0.webm', duration: 4, width: 640, height: 360 },
  { file: '1.webm', duration: 4, width: 640, height: 360 },
  { file: '2.webm', duration: 4, width: 640, height: 360 },
  { file: '3.webm', duration: 4, width: 640, height: 360 },
] as const;

export const VIDEO_DIR = path.join(API_DIR, 'assets', 'videos');
const VIDEO_PREFIX = 'catalog/video/';

/** The stored path of the n-th demo clip (wraps around). */
export const videoPath = (n: number): string => VIDEO_PREFIX + DEMO_VIDEOS[n % DEMO_VIDEOS.length]!.file;
/** Duration in seconds of the n-th demo clip. */
export const videoDuration = (n: number): number => DEMO_VIDEOS[n % DEMO_VIDEOS.length]!.duration;
/** True when a stored path is one of the demo clips (seeded rows from before the clips existed are not). */
export const isDemoVideo = (url: string): boolean => DEMO_VIDEOS.some((v) => url === VIDEO_PREFIX + v.file);

const MIME: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', ogv: 'video/ogg' };
/** The MIME type of a video URL by its extension, for <source type>; video/webm when unknown. */
export function videoMimeType(url: string | null | undefined): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url ?? '')?.[1]?.toLowerCase() ?? '';
  return MIME[ext] ?? 'video/webm';
}

export async function registerVideoFiles(api: FastifyInstance): Promise<void> {
  await api.register(fastifyStatic, {
    root: VIDEO_DIR,
    prefix: `/res/${VIDEO_PREFIX}`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders(reply) {
      // File names never change content: a new clip gets a new name.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
