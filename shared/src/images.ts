import { getConfig } from './config';

/**
 * Spec section 3: 'http...' is kept; anything else is prefixed with the public resource base
 * URL; a missing or non-string value gives the default cargo image.
 */
export function resolveImage(path: unknown): string {
  const { resourceBase, defaultImage } = getConfig();
  return imageUrl(path, resourceBase, defaultImage);
}

/** The same rule with the bases given (the server writes image URLs into pages with it). */
export function imageUrl(path: unknown, resourceBase: string, defaultImage: string): string {
  if (typeof path !== 'string' || path.trim() === '') return defaultImage;
  if (path.startsWith('http')) return path;
  if (path.startsWith('/')) return path.startsWith(resourceBase) ? path : joinUrl(resourceBase, path);
  return joinUrl(resourceBase, path);
}

/** A list of images: an empty array (or nothing) gives a list holding the default image. */
export function resolveImages(paths: unknown): string[] {
  const list = Array.isArray(paths) ? paths : typeof paths === 'string' && paths !== '' ? paths.split(',') : [];
  if (list.length === 0) return [getConfig().defaultImage];
  return list.map(resolveImage);
}

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

/**
 * The widths the image endpoint makes (`<apiBase>/img/<width>/<path>`): a fixed set, so every
 * variant is cached once and a crawler cannot make the server resize to any number it likes.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 960, 1200, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What an <img> needs for a stored picture: src, and srcset of the resized variants when the endpoint serves it. */
export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * The sources of a stored picture shown at most `maxWidth` CSS pixels wide (the srcset also offers
 * up to twice that, for dense screens). Pictures the server does not store (absolute URLs, the
 * default image, an SVG) keep their one URL.
 */
export function imageSources(
  path: unknown,
  maxWidth: number,
  bases: { resourceBase: string; defaultImage: string; imageBase?: string },
): ImageSources {
  const src = imageUrl(path, bases.resourceBase, bases.defaultImage);
  const key = storedImageKey(path, bases.resourceBase);
  if (!bases.imageBase || !key) return { src };
  // A picture shown smaller than half the smallest width (a 28 px icon) still gets that width.
  const widths = IMAGE_WIDTHS.filter((w, i) => i === 0 || w <= maxWidth * 2);
  const base = bases.imageBase.replace(/\/+$/, '');
  const url = (w: number) => `${base}/${w}/${key}`;
  const fallback = widths.filter((w) => w <= maxWidth).at(-1) ?? widths[0]!;
  return { src: url(fallback), srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', ') };
}

/** The stored picture's key ('catalog/p/17.jpg', 'shop-logo/<uuid>') or null when it is not one the server stores as a raster. */
export function storedImageKey(path: unknown, resourceBase: string): string | null {
  if (typeof path !== 'string' || path.trim() === '' || path.startsWith('http') || /\.svg$/i.test(path)) return null;
  let key = path;
  if (key.startsWith('/')) {
    if (!key.startsWith(resourceBase)) return null;
    key = key.slice(resourceBase.length);
  }
  key = key.replace(/^\/+/, '');
  return /^[a-z0-9-]+\/[\w./-]+$/i.test(key) && !key.includes('..') ? key : null;
}

/** imageSources with the page's configuration (see RuntimeConfig.imageBase). */
export function resolveImageSources(path: unknown, maxWidth: number): ImageSources {
  const { resourceBase, defaultImage, imageBase } = getConfig();
  return imageSources(path, maxWidth, { resourceBase, defaultImage, imageBase });
}
