import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@mall/shared';
import { png } from '@mall/shared/testing/files';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signIn, upload } from '../../../test/requests';
import { claimWarmUp, formatFor, warmSeedPictures } from '../image-store';
import { SEED_PICTURE_GENERATION } from '../seed-pictures';

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';
const JPEG = 'image/png,image/*;q=0.8';

describe('image endpoint', () => {
  let t: TestApp;
  let cacheDir: string;
  const get = (url: string, accept = AVIF) => t.app.inject({ method: 'GET', url, headers: { accept } });

  beforeAll(async () => {
    // A fresh cache: the test sees variants being made and then read back.
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'mall-images-'));
    t = await createTestApp({ imageCacheDir: cacheDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('serves a stored picture at each width of the set, never larger than the original', async () => {
    for (const width of [96, 320, 640, 1200]) {
      const res = await get(`/api/img/${width}/catalog/p/hex-bolt-3-0.jpg`, JPEG);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width);
    }
    // 1920 is in the set (banners); a 1200 px product photo is not enlarged to it.
    expect((await sharp((await get('/api/img/1920/catalog/p/hex-bolt-3-0.jpg', JPEG)).rawPayload).metadata()).width).toBe(1200);
  });

  it('chooses AVIF, WebP or JPEG by the Accept header, and says it varies by Accept', async () => {
    const cases: [string, string, string][] = [
      [AVIF, 'image/avif', 'heif'],
      [WEBP, 'image/webp', 'webp'],
      [JPEG, 'image/jpeg', 'jpeg'],
      ['', 'image/jpeg', 'jpeg'],
    ];
    for (const [accept, type, format] of cases) {
      const res = await get('/api/img/480/catalog/b/home-1.jpg', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toBe('Accept');
      expect((await sharp(res.rawPayload).metadata()).format).toBe(format);
    }
    expect(formatFor('image/avif;q=0, image/webp')).toBe('webp');
  });

  it('is cached for a year as immutable, and kept on disk after the first request', async () => {
    const first = await get('/api/img/240/catalog/l/machinery-7.jpg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const files = readdirSync(path.join(cacheDir, 'variants'), { recursive: true }).map(String);
    expect(files.some((f) => f.endsWith('240.avif'))).toBe(true);
    const again = await get('/api/img/240/catalog/l/machinery-7.jpg');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    // The original was computed once and kept too.
    expect(existsSync(path.join(cacheDir, `seed-${SEED_PICTURE_GENERATION}`, 'l', 'machinery-7.jpg'))).toBe(true);
  });

  it('refuses widths outside the set and says which it makes', async () => {
    for (const width of ['321', '0', '5000', '99999', 'abc', '-96']) {
      const res = await get(`/api/img/${width}/catalog/p/hex-bolt-3-0.jpg`);
      expect(res.statusCode, width).toBe(400);
      expect(res.json().code).toBe('A00014');
      expect(res.json().data.widths).toEqual([...IMAGE_WIDTHS]);
    }
  });

  it('answers 404 for pictures it does not store, and never climbs out of its folders', async () => {
    for (const key of [
      'catalog/p/99999.jpg',
      'catalog/p/hex-bolt-6-0.jpg',
      'catalog/p/sphere-0-0.jpg',
      'catalog/z/1.jpg',
      '../../etc/passwd',
      'shop-logo/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await get(`/api/img/320/${key}`)).statusCode, key).toBe(404);
    }
  });

  it('serves uploaded pictures through the same path', async () => {
    const token = await signIn(t);
    const up = await upload(t, token, 'shop-logo', png([200, 30, 30], { size: 300 }));
    expect(up.status).toBe(200);
    const res = await get(`/api/img/160/${up.fileKey}`, WEBP);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(160);
    // Decoded and encoded again: the pixels are the upload's.
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 200)).toBeLessThan(12);
  });

  it('does not serve an upload that is not a picture it can decode', async () => {
    const token = await signIn(t);
    // A PNG signature and header with the image data cut off.
    const broken = png([10, 10, 10], { size: 64 }).subarray(0, 60);
    const up = await upload(t, token, 'chat-image', broken);
    expect(up.asked.code).toBe('00000');
    // The upload service may refuse it already; if it kept it, the endpoint must not pass it on.
    if (up.status === 200) expect((await get(`/api/img/96/${up.fileKey}`)).statusCode).toBe(404);
    else expect(up.status).toBe(400);
  });
});

describe('seed picture warm-up', () => {
  it('runs once per image cache: a second process leaves the work to the first, a dead one is taken over', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mall-warm-'));
    try {
      const lock = await claimWarmUp(dir);
      expect(lock).not.toBeNull();
      // A warm-up finding the cache claimed by a running process makes nothing and returns at once.
      const started = Date.now();
      await warmSeedPictures(dir, () => {});
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(readdirSync(path.dirname(lock!))).toEqual(['warm-up.pid']);
      // The claim of a process that is gone (killed with its server) is taken over.
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
      writeFileSync(lock!, gone);
      expect(await claimWarmUp(dir)).toBe(lock);
      expect(readFileSync(lock!, 'utf8')).toBe(String(process.pid));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
