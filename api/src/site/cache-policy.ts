import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Files that name what to load next: they must be revalidated so a release shows up at once. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'routes.json', 'remoteEntry.js', 'mf-stats.json']);
/** Build output under static/ or with a content hash in the name (main.3f2a9c1b.js) never changes. */
const HASHED = /(^|\/)static\/|[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache-Control for a file by its path relative to the served folder. */
export function cacheControlFor(relativePath: string): string {
  // A precompressed twin (mf-manifest.json.br) is cached like the file it encodes.
  const posix = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  const base = path.posix.basename(posix);
  if (ENTRY_FILES.has(base) || base.endsWith('.html')) return NO_CACHE;
  if (HASHED.test(posix)) return IMMUTABLE;
  return SHORT;
}
