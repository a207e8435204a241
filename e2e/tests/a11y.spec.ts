import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ReleaseSet, RouteDef } from '@mall/shared';
import { apiJson, CSP_VIOLATION, encryptPassword, ensureAddress, whenInteractive } from './helpers';

/**
 * Accessibility sweep: every route of the live route tables (whatever remotes are live, so pages
 * added later are checked without editing this file), in English and Chinese, signed out, and
 * signed in where the route asks for it (and on the landing pages, whose header differs). axe-core
 * judges each page once it has settled; any serious or critical violation of WCAG 2.2 A/AA fails.
 * All routes are visited before the verdict, so one run lists every problem.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The shell's own routes (shell/src/app/router.tsx SHELL_ROUTES): not in a remote's table. */
const SHELL_PATHS = ['/login', '/register', '/forgot-password'];

interface Sample {
  prodId: number;
  skuId: number;
  shopId: number;
  categoryId: number;
  orderNumber: string;
  ids: Record<string, number>;
}

async function signIn(request: APIRequestContext): Promise<string> {
  const res = await apiJson<{ accessToken: string }>(
    request.post('/api/login', { data: { userName: 'buyer', passWord: encryptPassword('Buyer@123456') } }),
  );
  expect(res.code).toBe('00000');
  return res.data.accessToken;
}

/** Real ids for the routes' parameters and the pages that show one thing (from the public API). */
async function samples(request: APIRequestContext): Promise<Sample> {
  const token = await signIn(request);
  const list = (await apiJson<{ records: { prodId: number; shopId: number }[] }>(request.get('/api/prod/pageProd?categoryId=1&size=5')))
    .data.records;
  const prodId = list[0]!.prodId;
  const info = (await apiJson<{ skuList: { skuId: number; stocks: number }[] }>(request.get(`/api/prod/prodInfo?prodId=${prodId}`))).data;
  const skuId = info.skuList.find((s) => s.stocks > 0)!.skuId;
  await ensureAddress(request, token);
  const order = await apiJson<{ orderNumbers: string[] }>(
    request.post('/api/p/order/submit', {
      headers: { authorization: token },
      data: { orderItem: { prodId, skuId, count: 1 }, uuid: crypto.randomUUID(), tradingRulesAgreed: true },
    }),
  );
  // A line in the cart: the sweep judges the cart's controls (quantity, check box), not only its empty state.
  const line = await apiJson(
    request.post('/api/p/shopCart/changeItem', {
      headers: { authorization: token },
      data: { prodId, skuId, shopId: list[0]!.shopId, count: 1 },
    }),
  );
  expect(line.code).toBe('00000');
  const first = async (url: string, key: string) =>
    (
      (await apiJson<{ records?: Record<string, number>[] } | Record<string, number>[]>(request.get(url))).data as {
        records?: Record<string, number>[];
      }
    )?.records?.[0]?.[key] ?? 1;
  return {
    prodId,
    skuId,
    shopId: list[0]!.shopId,
    categoryId: 1,
    orderNumber: order.data?.orderNumbers?.[0] ?? '0',
    ids: {
      newsId: await first('/api/news/page?size=1', 'newsId'),
      videoId: await first('/api/video/page?size=1', 'videoId'),
      topicId: 1,
      beltId: 1,
      id: 1,
    },
  };
}

/** A URL for a route: :params filled with real ids; pages about one thing get its id in the query. */
function urlFor(def: RouteDef, s: Sample): string {
  const path = def.path.replace(/:(\w+)\??/g, (_, name: string) =>
    String(name === 'prodId' ? s.prodId : name === 'shopId' ? s.shopId : (s.ids[name] ?? 1)),
  );
  const query: Record<string, string> = {
    '/categories/secondary': `categoryId=${s.categoryId}`,
    '/search': 'type=product&keyword=lamp',
    '/excellent-products/detail': `topicId=${s.ids.topicId}`,
    '/industry-belt/category': `beltId=${s.ids.beltId}`,
    '/news/details': `newsId=${s.ids.newsId}`,
    '/video/detail': `videoId=${s.ids.videoId}`,
    '/submit-order': `prodId=${s.prodId}&skuId=${s.skuId}&count=1`,
    '/payment': `orderNumbers=${s.orderNumber}`,
    '/order-detail': `orderNumber=${s.orderNumber}`,
    '/order-detail/logistics': `orderNumber=${s.orderNumber}`,
    '/write-comments': `orderNumber=${s.orderNumber}`,
  };
  return query[def.path] ? `${path}?${query[def.path]}` : path;
}

const localized = (url: string, locale: 'en' | 'zh_CN') => (locale === 'en' ? url : url === '/' ? '/zh_CN' : `/zh_CN${url}`);

interface Finding {
  url: string;
  signedIn: boolean;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  // Loading regions gone (pages whose data arrived), fonts and lazy parts in place.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function sweep(browser: Browser, urls: string[], token: string | null): Promise<Finding[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (token) {
    await context.addInitScript((t) => localStorage.setItem('userToken', t), token);
  }
  // Every route also runs under its Content-Security-Policy (first views carry React's inline scripts).
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`securitypolicyviolation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
    ),
  );
  const page = await context.newPage();
  const findings: Finding[] = [];
  let current = '';
  page.on('console', (m) => {
    if (!CSP_VIOLATION.test(m.text())) return;
    console.log(`[csp] ${current}: ${m.text()}`);
    findings.push({ url: current, signedIn: Boolean(token), rule: 'csp', impact: 'blocked', help: m.text(), targets: [] });
  });
  for (const url of urls) {
    current = url;
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    for (const v of result.violations.filter((x) => BLOCKING.has(x.impact ?? ''))) {
      console.log(
        `[a11y] ${url}: ${v.impact} ${v.id} ${v.nodes.length}x [${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}]`,
      );
      findings.push({
        url,
        signedIn: Boolean(token),
        rule: v.id,
        impact: v.impact!,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      });
    }
  }
  await context.close();
  return findings;
}

let plan: { publicUrls: string[]; signedInUrls: string[] } | null = null;

/** The routes to visit, computed once per worker from the live release set and real sample data. */
async function routesToCheck(request: APIRequestContext) {
  if (plan) return plan;
  const release = (await apiJson<ReleaseSet>(request.get('/api/release/current'))).data;
  const s = await samples(request);
  const defs = release.remotes.flatMap((r) => r.routes).filter((d) => !d.redirect);
  plan = {
    publicUrls: [...defs.filter((d) => !d.login).map((d) => urlFor(d, s)), ...SHELL_PATHS],
    // Pages behind sign-in, and the landing pages, whose header differs for a signed-in buyer.
    signedInUrls: [
      ...defs.filter((d) => d.login).map((d) => urlFor(d, s)),
      '/',
      urlFor(
        defs.find((d) => d.pageKey === 'productDetail')!,
        s,
      ),
    ],
  };
  expect(plan.publicUrls.length + plan.signedInUrls.length).toBeGreaterThan(50);
  return plan;
}

// Each list is judged in SLICES parts (every SLICES-th route), so the workers share the sweep.
const SLICES = 3;
for (const locale of ['en', 'zh_CN'] as const) {
  for (const signedIn of [false, true]) {
    for (let slice = 0; slice < SLICES; slice++) {
      const state = `${locale}, ${signedIn ? 'signed in' : 'signed out'}, part ${slice + 1} of ${SLICES}`;
      test(`no serious or critical accessibility violation, nor CSP violation, on any route (${state})`, async ({ browser, request }) => {
        test.setTimeout(6 * 60_000);
        const p = await routesToCheck(request);
        const urls = (signedIn ? p.signedInUrls : p.publicUrls).filter((_, i) => i % SLICES === slice).map((u) => localized(u, locale));
        // A session of this test's own: other journeys on this worker's server may have ended older ones.
        const findings = await sweep(browser, urls, signedIn ? await signIn(request) : null);
        const report = findings.map((f) => `${f.url}: ${f.impact} ${f.rule} — ${f.help} [${f.targets.join(' | ')}]`);
        console.log(`[a11y] ${urls.length} routes (${state}): ${findings.length} serious/critical violations`);
        expect(report).toEqual([]);
      });
    }
  }
}

// The login dialog is no route: it opens over any page. Judged open, with a validation notice shown.
for (const locale of ['en', 'zh_CN'] as const) {
  test(`the open login dialog has no serious or critical accessibility violation (${locale})`, async ({ page }) => {
    await page.goto(localized('/', locale), { waitUntil: 'load' });
    await whenInteractive(page.getByTestId('header-sign-in'));
    await page.getByTestId('header-sign-in').click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(dialog.locator('.ml-toast')).toBeVisible();
    const result = await new AxeBuilder({ page }).include('[data-testid="login-dialog"]').withTags(WCAG).analyze();
    const blocking = result.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}

// The shared address dialog (checkout, address book) is no route either: judged open, its rules shown.
for (const locale of ['en', 'zh_CN'] as const) {
  test(`the open address dialog has no serious or critical accessibility violation (${locale})`, async ({ browser, request }) => {
    const token = await signIn(request);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('userToken', t), token);
    const page = await context.newPage();
    await page.goto(localized('/user-center/uc-address', locale), { waitUntil: 'load' });
    await settle(page);
    await page.getByTestId('address-add').click();
    const dialog = page.getByTestId('address-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('address-save').click();
    await expect(dialog.locator('.ml-field-error').first()).toBeVisible();
    const result = await new AxeBuilder({ page }).include('[data-testid="address-dialog"]').withTags(WCAG).analyze();
    const blocking = result.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await context.close();
  });
}
