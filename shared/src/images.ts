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
