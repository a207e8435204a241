import type { RouteDef } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncArtifacts } from '../../modules/release';
import { setReleaseConfig } from '../../modules/release/release-config';
import { createTestApp, type TestApp } from '../../test/harness';
import { publishFakeRemote, tempDir, writeFakeShell } from '../../test/fixtures';

/** Findings 7 (no CSP or frame protection, canonical from Host) and 9 (soft 404s) of issue 13. */
const route = (path: string, pageKey: string, layout: RouteDef['layout'] = 'default'): RouteDef => ({
  path,
  pageKey,
  layout,
  title: { en: pageKey, zh_CN: pageKey },
});
const CATALOG_ROUTES = [
  route('/', 'home', 'home'),
  route('/products/detail/:prodId', 'productDetail'),
  route('/exhibition/detail/:id', 'exhibitionDetail'),
  route('/exhibition/news/:id', 'exhibitionNews'),
  route('/news/details', 'newsDetails'),
  route('/video/detail', 'videoDetail'),
  route('/industry-belt/category', 'industryBeltCategory'),
];
const SHOP_ROUTES = [route('/shop/:shopId', 'shopHome', 'shop'), route('/shop/:shopId/about-us', 'shopAbout', 'shop')];
const UC_ROUTES = [
  { ...route('/user-center', 'uc', 'user-center'), pageKey: undefined, redirect: '/user-center/uc-home', private: true },
  { ...route('/user-center/uc-home', 'ucHome', 'user-center'), login: true, private: true },
];

let t: TestApp;
const artifacts = tempDir('mall-sec-artifacts-');
const shell = tempDir('mall-sec-shell-');
beforeAll(async () => {
  publishFakeRemote(artifacts.dir, 'mf-catalog', '1.0.0', { routes: CATALOG_ROUTES });
  publishFakeRemote(artifacts.dir, 'mf-shop', '1.0.0', { routes: SHOP_ROUTES });
  publishFakeRemote(artifacts.dir, 'mf-user-center', '1.0.0', { routes: UC_ROUTES as RouteDef[] });
  writeFakeShell(shell.dir);
  t = await createTestApp({ artifactsDir: artifacts.dir, shellDist: shell.dir, publicOrigin: 'https://shop.example' });
  setReleaseConfig(t.ctx, { promoteOnStart: true, remoteOrigins: {} });
  await syncArtifacts(t.ctx);
});
afterAll(async () => {
  await t.close();
  artifacts.cleanup();
  shell.cleanup();
});

const page = (url: string, host = 'shop.example') =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host, 'x-forwarded-host': host } });

describe('finding 7: security headers on every page type', () => {
  const pages = ['/', '/zh_CN/products/detail/7', '/shop/1', '/user-center/uc-home', '/login', '/zh_CN/no-such-page'];

  it.each(pages)('%s carries CSP with a nonce for the inline boot data, frame and referrer rules', async (url) => {
    const res = await page(url);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([\w+/=-]{16,})'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    for (const d of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'"]) expect(csp).toContain(d);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // Every inline script is the boot data and carries this response's nonce; scripts with src need none.
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The public origin is https, so browsers are told to stay on it.
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('a fresh nonce per response', async () => {
    const a = String((await page('/')).headers['content-security-policy']);
    const b = String((await page('/')).headers['content-security-policy']);
    expect(a).not.toBe(b);
  });

  it('canonical and hreflang come from the configured public origin, never from a forged Host', async () => {
    const html = (await page('/zh_CN/products/detail/7', 'evil.example')).body;
    expect(html).toContain('<link rel="canonical" href="https://shop.example/zh_CN/products/detail/7">');
    expect(html).toContain('hreflang="en" href="https://shop.example/products/detail/7"');
    expect(html).not.toContain('evil.example');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).not.toContain('evil.example');
    expect(sitemap.body).toContain('<loc>https://shop.example/');
  });
});

describe('finding 9: real HTTP status for pages', () => {
  it.each([
    ['/no-such-page'],
    ['/zh_CN/no-such-page'],
    ['/products/detail/999999999'],
    ['/zh_CN/products/detail/999999999'],
    ['/shop/999999'],
    ['/shop/999999/about-us'],
    ['/news/details?newsId=999999'],
    ['/exhibition/detail/999999'],
    ['/exhibition/news/999999'],
    ['/video/detail?videoId=999999'],
    ['/industry-belt/category?beltId=999999'],
    ['/products/detail/abc'],
  ])('%s answers 404 with the shell (which shows the localized not-found page)', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('window.__MALL_CONFIG__=');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it.each([
    ['/'],
    ['/zh_CN'],
    ['/products/detail/7'],
    ['/shop/1'],
    ['/shop/1/about-us'],
    ['/news/details?newsId=1'],
    ['/exhibition/detail/1'],
    ['/exhibition/news/1'],
    ['/video/detail?videoId=1'],
    ['/industry-belt/category?beltId=1'],
    ['/user-center'],
    ['/user-center/uc-home'],
    ['/login'],
    ['/zh_CN/register'],
  ])('%s answers 200', async (url) => {
    expect((await page(url)).statusCode).toBe(200);
  });

  it('robots.txt exists and points at the sitemap on the public origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    // The buyer's own pages, read from the live route tables (`private`), in both languages.
    expect(res.body).toMatch(/^Disallow: \/user-center$/m);
    expect(res.body).toMatch(/^Disallow: \/zh_CN\/user-center$/m);
    expect(res.body).not.toMatch(/^Disallow: \/user-center\/uc-home$/m);
    expect(res.body).not.toMatch(/^Disallow: \/shop/m);
  });

  it("keeps a buyer's own page (private in its route table) out of search results, and only those", async () => {
    expect((await page('/zh_CN/user-center/uc-home')).body).toContain('<meta name="robots" content="noindex">');
    expect((await page('/products/detail/1')).body).not.toContain('noindex');
  });
});
