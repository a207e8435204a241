import { gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PATHS_PER_PART } from '../sitemap';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'http://shop.example' });
  await t.app.ready();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'forged.example', ...headers } });

/** Every element closes in order and no ampersand is bare. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else stack.push(m[2]!);
  }
  expect(stack).toEqual([]);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
}

const partUrls = (index: string) =>
  [...index.matchAll(/<loc>http:\/\/shop\.example(\/sitemaps\/[\w-]+\.xml\.gz)<\/loc>/g)].map((m) => m[1]!);
const part = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/gzip');
  return gunzipSync(res.rawPayload).toString('utf8');
};

describe('sitemap', () => {
  it('is an index of gzipped parts listing every public URL in both locales, with hreflang and lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expectWellFormed(res.body);
    expect(res.body).toContain('<sitemapindex');
    const urls = partUrls(res.body);
    expect(urls).toEqual(['/sitemaps/pages-1.xml.gz', '/sitemaps/shops-1.xml.gz', '/sitemaps/products-1.xml.gz']);

    const all: string[] = [];
    for (const url of urls) {
      const xml = await part(url);
      expectWellFormed(xml);
      const count = xml.match(/<url>/g)?.length ?? 0;
      expect(count).toBeLessThanOrEqual(PATHS_PER_PART * 2);
      all.push(xml);
    }
    const xml = all.join('');
    expect(xml).toContain('<loc>http://shop.example/products/detail/1</loc>');
    expect(xml).toContain('<loc>http://shop.example/zh_CN/products/detail/1</loc>');
    expect(xml).toContain('hreflang="zh-CN" href="http://shop.example/zh_CN/products/detail/1"');
    // The configured origin, never the request's Host.
    expect(xml).not.toContain('forged.example');
    expect(xml).toContain('/zh_CN/categories/secondary?categoryId=1</loc>');
    expect(xml).toContain('<loc>http://shop.example/shop/1</loc>');
    const visible = (await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM product p JOIN shop s USING (shop_id) WHERE p.status = 1 AND s.shop_status = 1',
    ))!.n;
    expect(xml.match(/<loc>[^<]*\/products\/detail\/\d+<\/loc>/g)).toHaveLength(visible * 2);
    // lastmod from the data: the product's last change.
    const p1 = (await t.db.one<{ at: Date }>('SELECT updated_at AS at FROM product WHERE prod_id = 1'))!.at;
    expect(xml).toContain(`<loc>http://shop.example/products/detail/1</loc><lastmod>${new Date(p1).toISOString()}</lastmod>`);
    // No lastmod lies ahead (issue 40: exhibition news of next year's shows carried next year's date).
    await t.db.query(
      `UPDATE exhibition_news SET created_at = now() + interval '400 days' WHERE news_id = (SELECT min(news_id) FROM exhibition_news)`,
    );
    await t.db.query(`DELETE FROM sitemap_part`);
    const pages = await part('/sitemaps/pages-1.xml.gz');
    const ahead = [...pages.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].filter((m) => Date.parse(m[1]!) > Date.now() + 60_000);
    expect(ahead).toEqual([]);
  });

  it('keeps each part until its rows change, and rebuilds only that part', async () => {
    const builtAt = async () =>
      Object.fromEntries(
        (
          await t.db.query<{ name: string; at: Date }>(`SELECT name, built_at AS at FROM sitemap_part WHERE origin = 'http://shop.example'`)
        ).map((r) => [r.name, new Date(r.at).getTime()]),
      );
    await part('/sitemaps/products-1.xml.gz');
    await part('/sitemaps/shops-1.xml.gz');
    const before = await builtAt();
    const again = await get('/sitemaps/products-1.xml.gz');
    expect(await builtAt()).toEqual(before);
    expect((await get('/sitemaps/products-1.xml.gz', { 'if-none-match': again.headers.etag as string })).statusCode).toBe(304);

    await t.db.query(`UPDATE product SET status = 0 WHERE prod_id = 2`);
    const xml = await part('/sitemaps/products-1.xml.gz');
    expect(xml).not.toContain('/products/detail/2<');
    const after = await builtAt();
    expect(after['products-1']).toBeGreaterThan(before['products-1']!);
    expect(after['shops-1']).toBe(before['shops-1']);
  });

  it('answers 404 for parts that do not exist', async () => {
    expect((await get('/sitemaps/products-999.xml.gz')).statusCode).toBe(404);
    expect((await get('/sitemaps/pages-2.xml.gz')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  });
});
