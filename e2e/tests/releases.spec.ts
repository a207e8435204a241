import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInWithDialog, test } from './helpers';

/**
 * Independent releases, told as a release manager's day. Needs its own artifacts folder so it can
 * publish, promote and break versions without touching anyone else's:
 *   ARTIFACTS_DIR=$(mktemp -d) BUILD_POLL_MS=1000 E2E_PORT=8095 npx playwright test releases.spec.ts
 * v1 of mf-chat is its current build; v2 is the same build with one translated sentence changed
 * (a copy with the string patched in its exposed chunk), published through the CLI's --dist.
 */
const ARTIFACTS = process.env.ARTIFACTS_DIR;
const BASE = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8091}`;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOKEN = process.env.RELEASE_TOKEN ?? process.env.E2E_RELEASE_TOKEN!;
const REMOTES = ['mf-catalog', 'mf-shop', 'mf-checkout', 'mf-user-center', 'mf-chat'];
// A sentence the message box shows a signed-in buyer with no conversation open (its en bundle).
const V1_TEXT = 'Choose a conversation, or ask mall customer service.';
const V2_TEXT = 'Choose a conversation, or ask mall customer service, now in version two.';

// playwright.config.ts leaves this file out unless ARTIFACTS_DIR is set (`npm test` runs it in a second pass).
if (!ARTIFACTS) throw new Error('set ARTIFACTS_DIR to a scratch folder (the server must serve the same one)');
test.describe.configure({ mode: 'serial' });

/** Runs the release CLI against the test server and returns what it printed. */
function release(...args: string[]): string {
  return execFileSync('node', [path.join(ROOT, 'scripts/release.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASE_API: `${BASE}/api`, RELEASE_TOKEN: TOKEN, ARTIFACTS_DIR: ARTIFACTS, RELEASE_ACTOR: 'e2e@ci' },
    encoding: 'utf8',
  });
}

const versionIn = (out: string) => /(?:published|already published \(same content\)) mf-chat@(\S+)/.exec(out)![1]!;

async function buyerOnChat(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithDialog(page);
  await page.goto('/chat');
  await expect(page.getByTestId('page-chat')).toBeVisible();
  return { context, page };
}

/** Waits for the reload offer, takes it, and returns when the page has reloaded. */
async function acceptReloadOffer(page: Page): Promise<void> {
  // The offer may wait for the 10-second reload guard of an earlier reload.
  const reload = page.getByTestId('release-reload');
  await expect(reload).toBeVisible({ timeout: 20_000 });
  await Promise.all([page.waitForEvent('load'), reload.click()]);
}

let v1 = '';
let v2 = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Every remote's current build becomes v1 in the scratch folder; the API makes first publishes live.
  for (const remote of REMOTES) {
    if (remote !== 'mf-chat' && fs.existsSync(path.join(ARTIFACTS!, 'remotes', remote))) continue;
    // Another team may be rebuilding that remote right now: wait for its dist/ to come back.
    for (let attempt = 0; ; attempt++) {
      try {
        const out = release('publish', remote, '--no-build');
        if (remote === 'mf-chat') v1 = versionIn(out);
        break;
      } catch (err) {
        if (attempt >= 15 || !String(err).includes('no production build')) throw err;
        await new Promise((r) => setTimeout(r, 5000));
      }
    }
  }
  if (fs.readdirSync(path.join(ARTIFACTS!, 'remotes')).length) release('sync');
});

test('a second version of mf-chat is published, but buyers keep v1 until it is promoted', async ({ page }) => {
  const patched = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-chat-v2-'));
  fs.cpSync(path.join(ARTIFACTS!, 'remotes/mf-chat', v1), patched, { recursive: true });
  fs.rmSync(path.join(patched, '.content-hash'));
  const chunkDir = path.join(patched, 'static/js/async');
  // Every chunk that carries the bundle (the page's and the chat launcher's register the same namespace).
  const chunks = fs.readdirSync(chunkDir).filter((f) => fs.readFileSync(path.join(chunkDir, f), 'utf8').includes(V1_TEXT));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const file = path.join(chunkDir, chunk);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(V1_TEXT, V2_TEXT));
  }

  const out = release('publish', 'mf-chat', '--dist', patched);
  v2 = versionIn(out);
  expect(v2).not.toBe(v1);
  // A retry finds the version its first attempt registered (artifacts are immutable).
  expect(out).toContain(test.info().retry ? `already published (same content) mf-chat@${v2}` : `registered mf-chat@${v2}`);
  // Publishing the same build again changes nothing (artifacts are immutable).
  expect(release('publish', 'mf-chat', '--dist', patched)).toContain(`already published (same content) mf-chat@${v2}`);

  const listed = release('list');
  expect(listed).toContain(`* ${v1}`);
  expect(listed).toContain(`  ${v2}`);

  await page.goto('/');
  await signInWithDialog(page);
  await page.goto('/chat');
  await expect(page.getByTestId('page-chat')).toContainText(V1_TEXT);
});

test('promoting v2 reaches an open page through a reload offer, without rebuilding the shell; rollback returns v1', async ({ browser }) => {
  const { context, page } = await buyerOnChat(browser);
  await expect(page.getByTestId('page-chat')).toContainText(V1_TEXT);
  const shellIndexBefore = fs.statSync(path.join(ROOT, 'shell/dist/index.html')).mtimeMs;

  const promotedAt = Date.now();
  expect(release('promote', 'mf-chat', v2, '--reason', 'e2e: new intro')).toContain(`mf-chat: ${v1} -> ${v2} is live`);
  // The running page is not broken: it keeps v1 and offers the reload.
  await expect(page.getByTestId('release-reload')).toBeVisible({ timeout: 20_000 });
  const offeredAt = Date.now();
  await expect(page.getByTestId('page-chat')).toContainText(V1_TEXT);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('release-reload').click()]);
  await expect(page.getByTestId('page-chat')).toContainText(V2_TEXT);
  const seenAt = Date.now();
  console.log(
    `[measure] promote -> reload offered: ${offeredAt - promotedAt} ms; promote -> buyer sees v2 (after clicking reload): ${seenAt - promotedAt} ms`,
  );
  expect(fs.statSync(path.join(ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellIndexBefore);

  expect(release('rollback', 'mf-chat', '--reason', 'e2e: back')).toContain(`rolled back ${v2} -> ${v1}`);
  await acceptReloadOffer(page);
  await expect(page.getByTestId('page-chat')).toContainText(V1_TEXT);

  const history = release('history', 'mf-chat');
  expect(history).toMatch(new RegExp(`rollback\\s+${v2.replace(/\./g, '\\.')}\\s+${v1.replace(/\./g, '\\.')}\\s+e2e@ci\\s+e2e: back`));
  expect(history).toMatch(/promote .* e2e: new intro/);
  await context.close();
});

test('a canary override shows v2 in one browser only, with a badge to clear it', async ({ browser }) => {
  const manager = await buyerOnChat(browser);
  const buyer = await buyerOnChat(browser);

  await manager.page.goto(`/api/release/override?remote=mf-chat&version=${encodeURIComponent(v2)}&token=${TOKEN}`);
  await manager.page.goto('/chat');
  await expect(manager.page.getByTestId('page-chat')).toContainText(V2_TEXT);
  await expect(manager.page.getByTestId('canary-badge')).toContainText(`Canary: mf-chat@${v2}`);
  await manager.page.goto('/zh_CN/chat');
  await expect(manager.page.getByTestId('canary-badge')).toContainText(`灰度版本：mf-chat@${v2}`);
  await manager.page.goto('/chat');

  await buyer.page.reload();
  await expect(buyer.page.getByTestId('page-chat')).toContainText(V1_TEXT);
  await expect(buyer.page.getByTestId('canary-badge')).toHaveCount(0);

  await Promise.all([manager.page.waitForEvent('load'), manager.page.getByTestId('canary-clear').click()]);
  await expect(manager.page.getByTestId('page-chat')).toContainText(V1_TEXT);
  await expect(manager.page.getByTestId('canary-badge')).toHaveCount(0);
  await manager.context.close();
  await buyer.context.close();
});

test("when mf-chat's artifacts disappear only its region falls back; restored, Retry brings it back", async ({
  browser,
  consoleErrors,
}) => {
  // The missing remote's failed loads are this journey's subject (counted below), not a fault of it.
  consoleErrors.allow(
    /remotes\/mf-chat\/|\[federation\] remote mf-chat@|Failed to load resource: the server responded with a status of (404|500)/,
  );
  const { context, page } = await buyerOnChat(browser);
  const live = path.join(ARTIFACTS!, 'remotes/mf-chat', v1);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  fs.renameSync(live, live + '.offline');
  try {
    await page.reload();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toContainText('mf-chat could not be loaded');
    // The shell around it still works: header (signed in), Chinese, other remotes, the footer.
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto('/zh_CN/chat');
    await expect(page.getByTestId('remote-fallback')).toContainText('该板块暂时无法使用');
    await page.goto('/categories');
    await expect(page.getByTestId('page-categories')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.goto('/user-center/uc-home');
    await expect(page.getByTestId('page-ucHome')).toBeVisible();
    // A page of its own for the count below: the user centre may still be prefetching mf-chat at
    // idle time (and log its failure) after its page shows, which would be that page's log.
    await page.goto('about:blank');
    errors.length = 0;
    await page.goto('/chat');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
  } finally {
    fs.renameSync(live + '.offline', live);
  }
  await page.getByTestId('remote-fallback').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('page-chat')).toContainText(V1_TEXT);
  // Logged once per name@version in a page's life, however many times it failed.
  expect(errors.filter((e) => e.includes(`[federation] remote mf-chat@${v1} failed`))).toHaveLength(1);
  await context.close();
});

test('measure: what federation adds to the home page, and what the preloads save (100 ms RTT, 20 Mbit/s)', async ({ browser }) => {
  test.setTimeout(180_000);
  /** Loads the home page in a fresh context; `strip` removes the server's preload links first. */
  const load = async (strip: boolean) => {
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    // A buyer's connection, not localhost: every request waiting on another costs a round trip.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: (20e6 / 8) | 0,
      uploadThroughput: (5e6 / 8) | 0,
    });
    const federation: { url: string; bytes: number }[] = [];
    page.on('response', async (res) => {
      if (/mf-manifest\.json|remoteEntry\.js/.test(res.url()))
        federation.push({ url: res.url(), bytes: (await res.body().catch(() => Buffer.alloc(0))).length });
    });
    if (strip) {
      await page.route(`${BASE}/`, async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace(/<link rel="preload"[^>]*>/g, '') });
      });
    }
    await page.goto('/');
    await page.getByTestId('catalog-home').waitFor();
    const visibleAt = await page.evaluate(() => Math.round(performance.now()));
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return { name: r.name, start: Math.round(r.startTime), end: Math.round(r.responseEnd), initiator: r.initiatorType };
      }),
    );
    await context.close();
    const find = (re: RegExp) => timing.find((t) => re.test(t.name) && t.name.includes('mf-catalog'));
    return {
      visibleAt,
      federation,
      manifest: find(/mf-manifest\.json/),
      entry: find(/remoteEntry\.js/),
      routes: find(/__federation_expose_routes/),
      shell: timing.find((t) => /\/static\/js\/index\./.test(t.name)),
    };
  };
  const line = (label: string, r: Awaited<ReturnType<typeof load>>) =>
    `[measure] ${label}: catalog home visible at ${r.visibleAt} ms; shell index.js ${r.shell?.start}-${r.shell?.end}, manifest ${r.manifest?.start}-${r.manifest?.end} (${r.manifest?.initiator}), remoteEntry ${r.entry?.start}-${r.entry?.end}, routes chunk ${r.routes?.start}-${r.routes?.end} ms`;

  const runs = { preload: [] as Awaited<ReturnType<typeof load>>[], plain: [] as Awaited<ReturnType<typeof load>>[] };
  for (let i = 0; i < 3; i++) {
    runs.preload.push(await load(false));
    runs.plain.push(await load(true));
  }
  const first = runs.preload[0]!;
  console.log(
    `[measure] home: ${first.federation.length} federation requests, ${first.federation.reduce((n, r) => n + r.bytes, 0)} bytes raw: ${first.federation.map((r) => `${r.url.replace(BASE, '')} ${r.bytes} B`).join(', ')}`,
  );
  runs.preload.forEach((r, i) => console.log(line(`with preloads #${i + 1}`, r)));
  runs.plain.forEach((r, i) => console.log(line(`without preloads #${i + 1}`, r)));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
  console.log(
    `[measure] median catalog home visible: ${median(runs.preload.map((r) => r.visibleAt))} ms with preloads, ${median(runs.plain.map((r) => r.visibleAt))} ms without`,
  );

  // Preloaded responses are reused, not fetched twice.
  expect(first.federation.filter((r) => r.url.includes('mf-catalog'))).toHaveLength(2);
  expect(first.manifest?.initiator).toBe('link');
  expect(first.manifest!.start).toBeLessThan(first.shell!.end);
  // Without the preload the manifest waits for the shell's scripts.
  expect(runs.plain[0]!.manifest!.start).toBeGreaterThanOrEqual(runs.plain[0]!.shell!.end);
});

test("a new mf-catalog version with different product markup: the next product page's HTML is rendered by it, and hydrated", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // v2: the live build with one sentence of the product page changed, in its server entry (the
  // first view) and in its browser code alike, as a catalogue team's release would have it.
  const OLD = 'Visit the shop';
  const NEW = 'Visit the shop, catalogue two';
  const live = (await (await request.get('/api/release/current')).json()).data.remotes.find(
    (r: { name: string }) => r.name === 'mf-catalog',
  ).version as string;
  const patched = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-catalog-v2-'));
  fs.cpSync(path.join(ARTIFACTS!, 'remotes/mf-catalog', live), patched, { recursive: true });
  fs.rmSync(path.join(patched, '.content-hash'));
  const files = fs
    .readdirSync(patched, { recursive: true })
    .map(String)
    .filter((f) => /\.(c?js)$/.test(f) && fs.readFileSync(path.join(patched, f), 'utf8').includes(`"${OLD}"`));
  expect(files.some((f) => f.startsWith('server/'))).toBe(true);
  for (const f of files)
    fs.writeFileSync(path.join(patched, f), fs.readFileSync(path.join(patched, f), 'utf8').replace(`"${OLD}"`, `"${NEW}"`));
  const v2catalog = /published mf-catalog@(\S+)/.exec(release('publish', 'mf-catalog', '--dist', patched))![1]!;

  const productHtml = async () => (await request.get('/products/detail/1', { headers: { accept: 'text/html' } })).text();
  const before = await productHtml();
  expect(before).toContain(`>${OLD}</`);
  expect(before).not.toContain(NEW);

  // No restart, no rebuild: the promotion alone changes the server-rendered HTML.
  release('promote', 'mf-catalog', v2catalog, '--reason', 'e2e: product markup');
  try {
    const after = await productHtml();
    expect(after).toContain(`data-ssr-pages="mf-catalog:productDetail"`);
    expect(after).toContain(`>${NEW}</`);

    // The browser takes the markup over (hydrates) instead of replacing it.
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() !== 'log' && /hydrat/i.test(m.text()) && warnings.push(m.text()));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { __serverNode?: Element | null }).__serverNode = document.querySelector('[data-testid="shop-card"]');
      });
    });
    await page.goto('/products/detail/1');
    await expect(page.getByTestId('shop-card')).toContainText(NEW);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __serverNode?: Element | null }).__serverNode?.isConnected)).toBe(true);
    expect(warnings).toEqual([]);
    await context.close();
  } finally {
    release('promote', 'mf-catalog', live, '--reason', 'e2e: back to v1');
  }
});
