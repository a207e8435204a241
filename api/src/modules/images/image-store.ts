import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@mall/shared';
import type { AppContext } from '../../context';
import { readPublic, uploadService } from '../uploads/uploads-service';
import { SEED_PICTURE_GENERATION, seedPictureJpeg, seedPictureNames } from './seed-pictures';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';
export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

export const isImageWidth = (w: number): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w);

/**
 * The best format the browser takes (its Accept header): AVIF, then WebP, then JPEG, which every
 * browser shows. A type listed with q=0 is refused by the browser, so it is not chosen.
 */
export function formatFor(accept: string | undefined): ImageFormat {
  const accepted = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type!.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** Encoder settings: quality chosen for photos seen at their display size; AVIF's effort kept low, it is made on request. */
const ENCODE: Record<ImageFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 74, effort: 4 }),
  jpeg: (img) => img.jpeg({ quality: 76, progressive: true, mozjpeg: true }),
};

const SEED = /^catalog\/([a-z])\/([a-z0-9-]{1,64})\.jpg$/;
const UPLOAD = /^[a-z0-9-]+\/[a-f0-9-]{36}$/;

/** Writes a file so that a reader (another API process) never sees it half written. */
async function writeAtomic(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, file);
}

const readOrNull = (file: string) => readFile(file).catch(() => null);

/** One computation per file at a time in this process (parallel requests for a cold variant wait for the same one). */
const inFlight = new Map<string, Promise<Buffer | null>>();
function once(key: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
  let p = inFlight.get(key);
  if (!p) {
    p = make().finally(() => inFlight.delete(key));
    inFlight.set(key, p);
  }
  return p;
}

/** Where a seed picture's original is cached: per drawing generation, so a changed drawing is made again. */
const seedFile = (ctx: AppContext, kind: string, name: string) =>
  path.join(ctx.config.imageCacheDir, `seed-${SEED_PICTURE_GENERATION}`, kind, `${name}.jpg`);

/** A seed picture's JPEG ('p', 'hex-bolt-2-0'), computed once and then read from the cache. */
export function seedPicture(ctx: AppContext, kind: string, name: string): Promise<Buffer | null> {
  const file = seedFile(ctx, kind, name);
  return once(file, async () => {
    const cached = await readOrNull(file);
    if (cached) return cached;
    const bytes = await seedPictureJpeg(kind, name);
    if (bytes) await writeAtomic(file, bytes);
    return bytes;
  });
}

/** The original of a stored picture: a seed picture ('catalog/p/hex-bolt-2-0.jpg') or a public upload ('shop-logo/<uuid>'). */
export async function originalImage(ctx: AppContext, key: string): Promise<Buffer | null> {
  const seed = SEED.exec(key);
  if (seed) return seedPicture(ctx, seed[1]!, seed[2]!);
  if (!UPLOAD.test(key)) return null;
  const file = await readPublic(await uploadService(ctx), key);
  return file && file.contentType.startsWith('image/') ? file.bytes : null;
}

/**
 * A stored picture at `width` (never enlarged) in `format`, from the disk cache or made and put
 * there. Keys are immutable (seed pictures are computed, uploads never overwritten), so a variant
 * never goes stale. Null when the picture is unknown or cannot be decoded.
 */
export function imageVariant(ctx: AppContext, key: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | null> {
  // A seed picture's variants belong to its drawing generation (see seedFile).
  const hash = createHash('sha256')
    .update(SEED.test(key) ? `${key}#${SEED_PICTURE_GENERATION}` : key)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(ctx.config.imageCacheDir, 'variants', hash.slice(0, 2), hash, `${width}.${format === 'jpeg' ? 'jpg' : format}`);
  return once(file, async () => {
    const cached = await readOrNull(file);
    if (cached) return cached;
    const original = await originalImage(ctx, key);
    if (!original) return null;
    let bytes: Buffer;
    try {
      // Only the first frame; EXIF orientation applied; metadata (camera, place) dropped.
      const img = sharp(original, { animated: false, limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .flatten({ background: '#ffffff' });
      bytes = await ENCODE[format](img).toBuffer();
    } catch {
      return null;
    }
    await writeAtomic(file, bytes);
    return bytes;
  });
}

/**
 * Computes the seed pictures not in the cache yet, one at a time, after the server listens: the
 * first start on a machine spends a few minutes of one core on it in the background (a request
 * for a picture not made yet makes it at once); later starts only find the files. Products in
 * their hero view only: a gallery's other views are made on its first visit.
 */
export async function warmSeedPictures(ctx: AppContext, log: (message: string) => void): Promise<void> {
  const started = Date.now();
  let made = 0;
  for (const [kind, name] of seedPictureNames()) {
    if (
      await access(seedFile(ctx, kind, name)).then(
        () => true,
        () => false,
      )
    )
      continue;
    await seedPicture(ctx, kind, name);
    made++;
  }
  if (made) log(`seed pictures: ${made} made in ${((Date.now() - started) / 1000).toFixed(0)} s (${ctx.config.imageCacheDir})`);
}
