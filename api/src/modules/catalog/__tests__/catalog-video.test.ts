import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiEnvelope, Page } from '@mall/shared';
import type { VideoView } from '@mall/shared/contracts';
import { seedCatalog } from '../../../db/seed/catalog';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { ProductInfo } from '../product';
import { DEMO_VIDEOS, VIDEO_DIR } from '../videos';

/** Seeded videos are real files served by our own server, over real HTTP, with Range support. */
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ catalogProducts: 300, catalogShops: 30 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

async function api<T>(url: string, locale = 'en'): Promise<T> {
  const body = (await (await fetch(`${origin}/api${url}`, { headers: { locale } })).json()) as ApiEnvelope<T>;
  expect(body.code, body.msg ?? '').toBe('00000');
  return body.data;
}
const fileUrl = (stored: string) => `${origin}/api/res/${stored}`;
const EBML_MAGIC = '1a45dfa3';

describe('catalogue videos', () => {
  it('every seeded video points to a served WebM clip with its real duration', async () => {
    const page = await api<Page<VideoView>>('/video/page?size=50');
    expect(page.total).toBeGreaterThan(0);
    expect(page.records).toHaveLength(page.total);
    const clips = new Set<string>();
    for (const v of page.records) {
      expect(v.url).toMatch(/^catalog\/video\/\d+\.webm$/);
      const clip = DEMO_VIDEOS.find((d) => v.url.endsWith('/' + d.file))!;
      expect(clip).toBeDefined();
      expect(v.duration).toBe(clip.duration);
      clips.add(v.url);
    }
    // More than one clip, so neighbouring videos look different.
    expect(clips.size).toBe(DEMO_VIDEOS.length);
    for (const url of clips) {
      const res = await fetch(fileUrl(url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^video\/webm/);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('hex')).toBe(EBML_MAGIC);
      expect(bytes.equals(readFileSync(path.join(VIDEO_DIR, path.basename(url))))).toBe(true);
      expect(bytes.length).toBeLessThan(300 * 1024);
    }
  });

  it('answers a Range request with 206 and exactly the bytes asked for, so a browser can seek', async () => {
    const { records } = await api<Page<VideoView>>('/video/page?size=1');
    const url = fileUrl(records[0]!.url);
    const whole = readFileSync(path.join(VIDEO_DIR, path.basename(records[0]!.url)));

    const head = await fetch(url, { headers: { range: 'bytes=0-1023' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-type')).toMatch(/^video\//);
    expect(head.headers.get('content-range')).toBe(`bytes 0-1023/${whole.length}`);
    expect(Buffer.from(await head.arrayBuffer()).equals(whole.subarray(0, 1024))).toBe(true);

    const tail = await fetch(url, { headers: { range: `bytes=${whole.length - 500}-` } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${whole.length - 500}-${whole.length - 1}/${whole.length}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 500))).toBe(true);

    const beyond = await fetch(url, { headers: { range: `bytes=${whole.length + 10}-` } });
    expect(beyond.status).toBe(416);
    await beyond.arrayBuffer();
  });

  it('serves only the clips: unknown names are not found, paths out of the folder are refused', async () => {
    for (const p of ['catalog/video/99.webm', 'catalog/video/..%2f..%2fpackage.json', 'catalog/video/%2e%2e/%2e%2e/package.json']) {
      const res = await fetch(fileUrl(p));
      expect([403, 404], p).toContain(res.status);
      expect(await res.text()).not.toContain('"name"');
    }
  });

  it('the video detail, its product gallery and its shop video centre carry the same playable URL', async () => {
    const { records } = await api<Page<VideoView>>('/video/page?size=50');
    const v = records.find((r) => r.prodId && r.shopId)!;
    const detail = await api<VideoView & { related: VideoView[] }>(`/video/info?videoId=${v.videoId}`, 'zh_CN');
    expect(detail.url).toBe(v.url);
    expect(detail.related.length).toBeGreaterThan(0);
    const product = await api<ProductInfo>(`/prod/prodInfo?prodId=${v.prodId}`);
    expect(product.video).toMatch(/^catalog\/video\/\d+\.webm$/);
    expect((await fetch(fileUrl(product.video!), { headers: { range: 'bytes=0-3' } })).status).toBe(206);
    const shop = await api<{ videos: { url: string }[] }>(`/shop/detail?shopId=${v.shopId}`);
    expect(shop.videos.map((x) => x.url)).toContain(v.url);
  });

  it('a database seeded before the clips existed gets playable videos on the next start', async () => {
    const [row] = await t.db.query<{ id: number; prod: number }>(
      'SELECT video_id::int AS id, prod_id::int AS prod FROM video ORDER BY video_id LIMIT 1',
    );
    await t.db.query(`UPDATE video SET url = 'catalog/video/0.mp4', duration = 321 WHERE video_id = $1`, [row!.id]);
    await t.db.query('UPDATE product SET video = NULL WHERE prod_id = $1', [row!.prod]);
    await seedCatalog(t.db, { config: t.ctx.config });
    const [after] = await t.db.query<{ url: string; duration: number }>('SELECT url, duration FROM video WHERE video_id = $1', [row!.id]);
    expect(after!.url).toMatch(/^catalog\/video\/\d\.webm$/);
    expect(after!.duration).toBe(DEMO_VIDEOS[0].duration);
    const [prod] = await t.db.query<{ video: string }>('SELECT video FROM product WHERE prod_id = $1', [row!.prod]);
    expect(prod!.video).toMatch(/^catalog\/video\/\d\.webm$/);
  });
});
