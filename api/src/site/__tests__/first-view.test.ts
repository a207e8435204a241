import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteDef } from '@mall/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { publishFakeRemote, tempDir, writeFakeShell } from '../../test/fixtures';
import { setReleaseConfig, syncArtifacts } from '../../modules/release';
import { LITE_SHEET_ID } from '@mall/shared/ui/lite/styles';

const TOKEN = 'test-release-token';
const routes: RouteDef[] = [
  { path: '/', pageKey: 'home', layout: 'home', light: true, title: { en: 'Home', zh_CN: '首页' } },
  { path: '/products/detail/:prodId', pageKey: 'productDetail', layout: 'default', light: true, title: { en: 'Product', zh_CN: '商品' } },
  { path: '/search', pageKey: 'search', layout: 'default', title: { en: 'Search', zh_CN: '搜索' } },
];
const ucRoutes: RouteDef[] = [
  { path: '/user-center/uc-order', pageKey: 'ucOrder', layout: 'user-center', login: true, title: { en: 'My Orders', zh_CN: '我的订单' } },
];
const fine = [
  { name: 'react', requiredVersion: '^19.0.0' },
  { name: '@mall/shared', requiredVersion: '^1.0.0' },
];

/**
 * A stand-in for the shell's server entry with the real contract (shared/src/ssr.ts): it
 * provides the shared libraries on the global before remote entries load, and renders the
 * matched page of the owner's entry (or a frame with the title for a page behind sign-in).
 */
const FAKE_SHELL_ENTRY = `
globalThis.__MALL_SSR_SHARED__ = { marker: 'from the shell' };
// Like React's render, an inline script (revealing a boundary sent apart) with the nonce it is given.
const reveal = (input) => '<script' + (input.nonce ? ' nonce="' + input.nonce + '"' : '') + '>$RC("B:0","S:0")</script>';
exports.default = {
  async renderFirstView(input) {
    const owner = Object.entries(input.remotes)[0];
    const key = input.url.includes('/products/') ? 'productDetail' : input.url.includes('/user-center/') ? 'ucOrder' : 'home';
    const page = owner && owner[1].pages[key];
    if (!page) return { html: '<main class="frame"><h1>' + input.locale + ' frame</h1></main>' + reveal(input), rendered: [] };
    return { html: page.Page(input) + reveal(input), rendered: [owner[0] + ':' + key] };
  },
};`;

/** A remote version's server entry whose product markup says which version rendered it. */
const fakeRemoteEntry = (marker: string) => `
const shared = globalThis.__MALL_SSR_SHARED__;
exports.default = {
  namespace: 'catalog',
  i18n: { en: {}, zh_CN: {} },
  pages: {
    productDetail: {
      Page: (input) => '<section class="${marker}" data-shared="' + shared.marker + '">' + Object.keys(input.initialData.responses).join(' ') + '</section>',
      data: (params) => ['/prod/prodInfo?prodId=' + params.prodId],
    },
  },
};`;

describe('first views rendered with the live version of the owner', () => {
  let t: TestApp;
  const artifacts = tempDir();
  const shell = tempDir();
  let publishedAt = Date.now() - 100 * 60_000;
  const publish = (remote: string, version: string, serverEntry: string | null, r = routes) =>
    publishFakeRemote(artifacts.dir, remote, version, {
      routes: r,
      shared: fine,
      publishedAt: new Date((publishedAt += 60_000)),
      files: serverEntry ? { 'server/index.cjs': serverEntry } : {},
    });
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));
  const promote = (version: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/release/promote',
      payload: { remote: 'mf-catalog', version, reason: 'test' },
      headers: { 'x-release-token': TOKEN },
    });

  beforeAll(async () => {
    publish('mf-catalog', '1.0.0', fakeRemoteEntry('catalog-v1'));
    publish('mf-user-center', '1.0.0', null, ucRoutes);
    writeFakeShell(shell.dir);
    mkdirSync(path.join(shell.dir, 'server'), { recursive: true });
    writeFileSync(path.join(shell.dir, 'server', 'index.cjs'), FAKE_SHELL_ENTRY);
    t = await createTestApp({ artifactsDir: artifacts.dir, shellDist: shell.dir }, { secrets: { RELEASE_TOKEN: TOKEN } });
    setReleaseConfig(t.ctx, { promoteOnStart: false, remoteOrigins: {} });
    await syncArtifacts(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    artifacts.cleanup();
    shell.cleanup();
  });

  it("renders the page with its owner's server entry, marked for hydration, with the data it declares", async () => {
    const root = rootOf((await page('/zh_CN/products/detail/7')).body);
    expect(root).toMatch(
      /^<div id="root" data-ssr-pages="mf-catalog:productDetail"><section class="catalog-v1" data-shared="from the shell">/,
    );
    // The entry named the call its page makes first: answered in-process and in the HTML.
    expect(root).toContain('/api/prod/prodInfo?prodId=7');
    const html = (await page('/products/detail/7')).body;
    expect(html).toMatch(/window\.__MALL_PRELOAD__=\{"locale":"en","responses":\{[^<]*"\/api\/prod\/prodInfo\?prodId=7"/);
    // The light kit's sheet comes with the markup it styles, the grid's desktop columns included
    // (a column laid out only once scripts run would move the page on a wide screen).
    expect(html).toContain(`<style id="${LITE_SHEET_ID}">`);
    expect(html).toMatch(/@media \(min-width:768px\)\{[^@]*\.ml-col-md-13\{flex:0 0 54\.1667%;max-width:54\.1667%\}/);
  });

  it("lets the page's CSP run the render's inline scripts: they carry the response's nonce", async () => {
    const res = await page('/products/detail/7');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(rootOf(res.body)).toContain(`<script nonce="${nonce}">$RC(`);
    // Each response its own nonce, so the next page's render gets another.
    const next = await page('/products/detail/7');
    expect(rootOf(next.body)).not.toContain(`<script nonce="${nonce}">`);
  });

  it("gives no first view while the live version's browser code is gone (its region falls back), and again once it is back", async () => {
    const live = path.join(artifacts.dir, 'remotes', 'mf-catalog', '1.0.0');
    expect(rootOf((await page('/products/detail/7')).body)).toContain('<section class="catalog-v1"');
    renameSync(live, live + '.offline');
    try {
      expect((await page('/products/detail/7')).body).toContain('<div id="root"></div>');
    } finally {
      renameSync(live + '.offline', live);
    }
    expect(rootOf((await page('/products/detail/7')).body)).toContain('<section class="catalog-v1"');
  });

  it('takes the next page from a promoted version at once, and a canary browser from its pinned one', async () => {
    publish('mf-catalog', '1.1.0', fakeRemoteEntry('catalog-v2'));
    await syncArtifacts(t.ctx);
    expect((await promote('1.1.0')).statusCode).toBe(200);
    expect(rootOf((await page('/products/detail/7')).body)).toContain('<section class="catalog-v2"');

    const pin = await t.app.inject({ method: 'GET', url: `/api/release/override?remote=mf-catalog&version=1.0.0&token=${TOKEN}` });
    const cookie = String([pin.headers['set-cookie']].flat()[0]).split(';')[0]!;
    expect(rootOf((await page('/products/detail/7', cookie)).body)).toContain('<section class="catalog-v1"');
    expect(rootOf((await page('/products/detail/7')).body)).toContain('<section class="catalog-v2"');
  });

  it('gives no first view where the owner has no server entry, or none for that page', async () => {
    expect((await page('/search?keyword=a')).body).toContain('<div id="root"></div>');
    expect((await page('/')).body).toContain('<div id="root"></div>');
    publish('mf-catalog', '1.2.0', null);
    await syncArtifacts(t.ctx);
    expect((await promote('1.2.0')).statusCode).toBe(200);
    expect((await page('/products/detail/7')).body).toContain('<div id="root"></div>');
  });

  it('gives a page behind sign-in the frame with its title in the page language', async () => {
    expect(rootOf((await page('/zh_CN/user-center/uc-order')).body)).toContain(
      '<div id="root" data-ssr-pages=""><main class="frame"><h1>zh_CN frame</h1>',
    );
  });

  it('never sends a server entry to the browser', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-catalog/1.1.0/server/index.cjs' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-catalog/1.1.0/mf-manifest.json' })).statusCode).toBe(200);
    const shellFile = await t.app.inject({ method: 'GET', url: '/server/index.cjs', headers: { accept: 'text/html' } });
    expect(shellFile.body).not.toContain('renderFirstView');
  });
});

describe('routeForPath', () => {
  it('finds the route that owns a URL in either language, with its :params', async () => {
    const { routeForPath } = await import('../route-owner');
    const release = {
      buildId: 'x',
      remotes: [{ name: 'mf-catalog', mfName: 'mf_catalog', version: '1', entry: '', routes }],
    };
    expect(routeForPath(release, '/zh_CN/products/detail/42')).toMatchObject({
      route: { pageKey: 'productDetail' },
      params: { prodId: '42' },
    });
    expect(routeForPath(release, '/zh_CN')?.route.pageKey).toBe('home');
    expect(routeForPath(release, '/search')?.params).toEqual({});
    expect(routeForPath(release, '/nowhere')).toBeUndefined();
  });
});
