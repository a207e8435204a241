import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@mall/shared';
import type { ApiConfig } from '../../config';
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
const seedFile = (cacheDir: string, kind: string, name: string) =>
  path.join(cacheDir, `seed-${SEED_PICTURE_GENERATION}`, kind, `${name}.jpg`);

/** A seed picture's JPEG ('p', 'hex-bolt-2-0'), computed once and then read from the cache (the image cache dir). */
export function seedPicture(cacheDir: string, kind: string, name: string): Promise<Buffer | null> {
  const file = seedFile(cacheDir, kind, name);
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
  if (seed) return seedPicture(ctx.config.imageCacheDir, seed[1]!, seed[2]!);
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

/** Set for the child process that only makes the seed pictures (see startSeedPictureWarmUp). */
export const WARM_UP_ENV = 'SEED_PICTURES_WARM_UP';

/**
 * Computes the seed pictures not in the cache yet, one at a time, in the order of
 * seedPictureNames (the home page's first, then products in their hero view; a gallery's other
 * views are made on its first request). Later starts only find the files.
 */
export async function warmSeedPictures(cacheDir: string, log: (message: string) => void): Promise<void> {
  const lock = await claimWarmUp(cacheDir);
  if (!lock) return;
  const started = Date.now();
  let made = 0;
  for (const [kind, name] of seedPictureNames()) {
    if (
      await access(seedFile(cacheDir, kind, name)).then(
        () => true,
        () => false,
      )
    )
      continue;
    await seedPicture(cacheDir, kind, name);
    made++;
  }
  await rm(lock, { force: true });
  if (made) log(`seed pictures: ${made} made in ${((Date.now() - started) / 1000).toFixed(0)} s (${cacheDir})`);
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One warm-up per image cache: the API processes of a machine (the e2e servers, replicas) share
 * it and each starts a warm-up, which would all draw the same pictures at once. The first claims
 * a lock file holding its pid and gets its path; the others get null and leave the work to it
 * (a picture is still made on its first request). A lock whose process is gone (a killed
 * warm-up) is taken over; two processes taking over at once may both run, which costs only time.
 */
export async function claimWarmUp(cacheDir: string): Promise<string | null> {
  const lock = path.join(cacheDir, `seed-${SEED_PICTURE_GENERATION}`, 'warm-up.pid');
  await mkdir(path.dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      return lock;
    } catch {
      const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
      if (pid > 0 && isRunning(pid)) return null;
      await rm(lock, { force: true });
    }
  }
  return null;
}

/**
 * After the server listens, the seed pictures are made by a child process (this same program
 * with WARM_UP_ENV set) at the lowest CPU priority: on a first start it has a few minutes of work
 * (about 170 ms of CPU a picture), which must not slow the pages being served meanwhile (a request
 * for a picture not made yet makes it at once). The child stops with the server. Not in tests:
 * they ask for the pictures they look at.
 */
export function startSeedPictureWarmUp(config: ApiConfig, log: (message: string) => void): void {
  if (config.nodeEnv === 'test' || !process.argv[1]) return;
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]], {
    env: { ...process.env, [WARM_UP_ENV]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    if (child.pid) os.setPriority(child.pid, 19);
  } catch {
    // Not allowed here: it runs at the normal priority.
  }
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('exit', (code) => {
    process.off('exit', stop);
    if (code) log(`seed pictures: the warm-up stopped (exit ${code}); pictures are made on request`);
  });
}
