import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { ReleaseSet, RouteDef } from '@mall/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { publishFakeRemote, tempDir, writeFakeShell } from '../../test/fixtures';
import { setReleaseConfig, syncArtifacts } from '../../modules/release';

/** Pulls `window.NAME=<json>` out of the served page. */
function injected(html: string, name: string): unknown {
  const match = html.match(new RegExp(`<script[^>]*>window\\.${name}=(.*?)</script>`));
  if (!match) throw new Error(`${name} not injected`);
  return JSON.parse(match[1]!);
}

describe('one port serves the shell, the remotes and static files', () => {
  let t: TestApp;
  const artifacts = tempDir();
  const shell = tempDir();
  // A title with markup proves the JSON cannot close the script element early.
  const routes: RouteDef[] = [
    { path: '/', pageKey: 'home', layout: 'home', title: { en: 'Home </script><b>', zh_CN: '首页' } },
    { path: '/products/detail/:prodId', pageKey: 'productDetail', layout: 'default', title: { en: 'Product', zh_CN: '商品' } },
    { path: '/user-center/uc-order', pageKey: 'ucOrder', layout: 'user-center', title: { en: 'Orders', zh_CN: '订单' } },
  ];

  beforeAll(async () => {
    publishFakeRemote(artifacts.dir, 'mf-catalog', '1.0.0', {
      routes,
      files: { 'static/js/async/412.9f8e7d6c.js': 'export {}', 'static/css/catalog.css': 'body{}' },
    });
    writeFakeShell(shell.dir);
    t = await createTestApp({ artifactsDir: artifacts.dir, shellDist: shell.dir, passwordKey: 'test-key-1234567' });
    await syncArtifacts(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    artifacts.cleanup();
    shell.cleanup();
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  it('titles a page no domain describes by its route, in the page language, with the site name (issue 40)', async () => {
    const zh = (await page('/zh_CN/user-center/uc-order')).body;
    expect(zh).toContain('<title>订单 - 环球贸易商城</title>');
    expect(zh).toContain('<link rel="canonical" href="http://localhost');
    expect((await page('/user-center/uc-order?status=1')).body).toContain('<title>Orders - GlobalTrade Mall</title>');
  });

  it('answers any page URL with the shell, injecting the runtime config and the release set', async () => {
    for (const url of ['/', '/products/detail/42', '/zh_CN/user-center/uc-order?status=1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      // Home and product pages may carry a first view inside #root (catalogue tests cover it).
      expect(html).toContain('<div id="root">');
      if (url.includes('user-center')) expect(html).toContain('<div id="root"></div>');
      // Injected in the head, before the shell's own scripts run.
      expect(html.indexOf('__MALL_CONFIG__')).toBeLessThan(html.indexOf('</head>'));
      expect(injected(html, '__MALL_CONFIG__')).toEqual({
        apiBase: '/api',
        resourceBase: '/api/res/',
        defaultImage: '/static/default-cargo.svg',
        passwordKey: 'test-key-1234567',
        production: false,
        // Outside production with no SMTP_URL the demo mailbox is on (code forms link to it).
        devMailbox: true,
        // Pictures under the API's own /res/ are resized by its image endpoint.
        imageBase: '/api/img',
        // A developer's remote overrides are off unless the site turns them on (REMOTE_OVERRIDES).
        remoteOverrides: false,
      });
      const release = injected(html, '__MALL_RELEASE__') as ReleaseSet;
      expect(release.remotes.map((r) => `${r.name}@${r.version}`)).toEqual(['mf-catalog@1.0.0']);
      expect(release.remotes[0]!.routes[0]!.title.en).toBe('Home </script><b>');
      expect(html).not.toContain('Home </script>');
      expect(html).toContain('\\u003c/script>');
      // The page's language is in the HTML, before any script.
      expect(html).toContain(url.startsWith('/zh_CN') ? '<html lang="zh-CN">' : '<html lang="en">');
    }
  });

  it('with REMOTE_OVERRIDES=on tells the shell so, and its CSP lets the page load a dev server on this machine', async () => {
    const csp = async () => String((await page('/')).headers['content-security-policy']);
    expect(await csp()).not.toContain('localhost');
    setReleaseConfig(t.ctx, { remoteOverrides: true });
    try {
      const res = await page('/');
      expect(injected(res.body, '__MALL_CONFIG__')).toMatchObject({ remoteOverrides: true });
      expect(String(res.headers['content-security-policy'])).toMatch(
        /script-src 'self' 'nonce-[^']+' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\* https:;/,
      );
      expect(String(res.headers['content-security-policy'])).toMatch(/connect-src [^;]*ws:\/\/localhost:\*/);
    } finally {
      setReleaseConfig(t.ctx, { remoteOverrides: false });
    }
  });

  it('injects the same build id that builds/latest.json reports', async () => {
    const release = injected((await page('/')).body, '__MALL_RELEASE__') as ReleaseSet;
    expect((await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id).toBe(release.buildId);
  });

  it('serves the shell index.html itself with the injections too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('window.__MALL_RELEASE__=');
  });

  it('serves the shell files, hashed ones as immutable', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/static/js/main.1a2b3c4d.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain('shell');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The API's own /static/ files stay reachable beside the shell's.
    const logo = await t.app.inject({ method: 'GET', url: '/static/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    // The shell's page names this icon (shell/index.html).
    const svgIcon = await t.app.inject({ method: 'GET', url: '/static/favicon.svg' });
    expect(svgIcon.statusCode).toBe(200);
    expect(svgIcon.headers['content-type']).toContain('image/svg+xml');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('does not answer missing files or non-page requests with the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('A00013');
    const builds = await t.app.inject({ method: 'GET', url: '/builds/nothing.json', headers: { accept: 'text/html' } });
    expect(builds.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/products/detail/42', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });

  it('does not let a path climb out of the shell folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('serves remote artifacts with CORS, immutable hashed assets and no-cache entry files', async () => {
    const base = '/remotes/mf-catalog/1.0.0';
    const asset = await t.app.inject({ method: 'GET', url: `${base}/static/js/async/412.9f8e7d6c.js` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: `${base}/static/css/catalog.css` })).headers['cache-control']).toContain('immutable');

    for (const file of ['mf-manifest.json', 'routes.json', 'remoteEntry.js']) {
      const res = await t.app.inject({ method: 'GET', url: `${base}/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('no-cache');
      expect(res.headers['access-control-allow-origin'], file).toBe('*');
    }
    const manifest = (await t.app.inject({ method: 'GET', url: `${base}/mf-manifest.json` })).json();
    expect(manifest.name).toBe('mf_catalog');

    const missing = await t.app.inject({ method: 'GET', url: `${base}/nope.js` });
    expect(missing.statusCode).toBe(404);
  });

  it('sends precompressed twins with the caching of the file they encode', async () => {
    // Builds write .br/.gz beside each asset; an encoded manifest must still be revalidated,
    // or a buyer's browser would keep an old release forever.
    const dir = publishFakeRemote(artifacts.dir, 'mf-shop', '2.0.0');
    const manifest = readFileSync(path.join(dir, 'mf-manifest.json'));
    writeFileSync(path.join(dir, 'mf-manifest.json.br'), brotliCompressSync(manifest));
    const res = await t.app.inject({ method: 'GET', url: '/remotes/mf-shop/2.0.0/mf-manifest.json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(manifest.toString());
  });
});

describe('before the shell is built', () => {
  let t: TestApp;
  const empty = tempDir();
  beforeAll(async () => {
    t = await createTestApp({ shellDist: empty.dir, artifactsDir: empty.dir });
  });
  afterAll(async () => {
    await t.close();
    empty.cleanup();
  });

  it('says so with a 503 instead of a blank page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/not built/);
  });

  it('still serves the API and an empty release set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/release/current' });
    expect(res.json().data.remotes).toEqual([]);
  });
});
