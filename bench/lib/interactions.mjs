// Interaction latency: a buyer's clicks and key presses on a phone-speed CPU, measured the way
// browsers report Interaction to Next Paint. Each journey loads its page in Chromium with the CPU
// slowed 4x, waits until the page has settled, then does one real input (Playwright's mouse and
// keyboard go through the browser's input pipeline, so Event Timing sees them). The web-vitals
// attribution build (from npm, injected before the page's own scripts) reports the interaction's
// latency with its parts (input delay, processing, presentation) and the element; beside it, the
// time until what the buyer waits for is on screen ("visible"), which INP does not cover when the
// answer comes after a download or a request.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { median } from './stats.mjs';

const require = createRequire(import.meta.url);
// The IIFE build (a global `webVitals`) sits beside the CommonJS one the package exports.
const WEB_VITALS = fs.readFileSync(
  path.join(path.dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/** Collects every INP report (reportAllChanges) into window.__inp. */
const COLLECT = `
  window.__inp = [];
  addEventListener('DOMContentLoaded', () => {
    webVitals.onINP((m) => {
      const a = m.attribution || {};
      window.__inp.push({
        value: m.value,
        target: a.interactionTarget || null,
        type: a.interactionType || null,
        inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay,
      });
    }, { reportAllChanges: true, durationThreshold: 0 });
  });
`;

/**
 * The journeys. `path` is loaded first; `ready` is what must be on screen before the input; `act`
 * does the input; `done` is what the buyer waits to see.
 */
export function interactionList(fx) {
  return [
    {
      key: 'add-to-cart',
      name: 'Add to cart (product, signed in)',
      path: `/products/detail/${fx.prodId}`,
      signedIn: true,
      ready: '[data-testid="add-to-cart"]:not([disabled])',
      act: (page) => page.click('[data-testid="add-to-cart"]'),
      done: '.ml-toast, .ant-message-notice, [role="status"]',
    },
    {
      key: 'open-login',
      name: 'Open the login dialog (home)',
      path: '/',
      ready: '[data-testid="header-sign-in"]',
      act: (page) => page.click('[data-testid="header-sign-in"]'),
      // The light kit's dialog is a native <dialog> (its role is implicit); antd's carries role="dialog".
      done: 'dialog[open], [role="dialog"]',
    },
    {
      key: 'switch-language',
      name: 'Switch language (home)',
      path: '/',
      ready: '[data-testid="locale-switch"]',
      // A closed <select> changes on an arrow key: a real key press, as a keyboard user switches.
      act: async (page) => {
        await page.focus('[data-testid="locale-switch"]');
        await page.keyboard.press('ArrowDown');
      },
      done: 'html[lang="zh-CN"], html[lang="zh"]',
    },
    {
      key: 'search-filter',
      name: 'Change a search filter (sort by price)',
      path: '/search?type=product&keyword=lamp',
      // antd's radio button: the test id is on its hidden input, the buyer presses the label.
      ready: 'label:has([data-testid="sort-priceAsc"])',
      act: (page) => page.click('label:has([data-testid="sort-priceAsc"])'),
      doneUrl: /sort=priceAsc/,
    },
    {
      key: 'uc-tab',
      name: 'Open a user-centre tab (orders: unpaid)',
      path: '/user-center/uc-order',
      signedIn: true,
      ready: '[data-testid="uc-order-tab-unpaid"]',
      act: (page) => page.click('[data-testid="uc-order-tab-unpaid"]'),
      doneUrl: /tab=unpaid/,
    },
  ];
}

async function runOnce(browser, base, journey, token, rate) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (journey.signedIn && token) {
      await context.addCookies([{ name: 'userToken', value: token, url: base, sameSite: 'Lax' }]);
      await context.addInitScript(
        ({ t, origin }) => {
          if (location.origin === origin) localStorage.setItem('userToken', t);
        },
        { t: token, origin: new URL(base).origin },
      );
    }
    await context.addInitScript(WEB_VITALS + COLLECT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(base + journey.path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector(journey.ready, { state: 'visible', timeout: 60_000 });
    // Let start-up work (idle-time widgets, first queries) finish: the input should meet a settled page.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    const before = await page.evaluate(() => window.__inp.length);
    const t0 = Date.now();
    await journey.act(page);
    if (journey.done) await page.waitForSelector(journey.done, { state: 'attached', timeout: 30_000 });
    if (journey.doneUrl) await page.waitForURL(journey.doneUrl, { timeout: 30_000 }).catch(() => undefined);
    const visibleMs = Date.now() - t0;
    // The INP report comes after the next paint; give it a moment.
    await page.waitForFunction((n) => window.__inp.length > n, before, { timeout: 10_000 }).catch(() => undefined);
    const reports = await page.evaluate((n) => window.__inp.slice(n), before);
    const worst = reports.sort((a, b) => b.value - a.value)[0] ?? null;
    return { inpMs: worst?.value ?? null, visibleMs, attribution: worst };
  } finally {
    await context.close();
  }
}

/** Every journey `runs` times; the median INP and time-to-visible, with the slowest run's attribution. */
export async function measureInteractions(browser, base, fx, token, { runs = 3, rate = 4, log = () => undefined } = {}) {
  const rows = [];
  for (const journey of interactionList(fx)) {
    const all = [];
    for (let i = 0; i < runs; i++) {
      log(`interaction ${journey.key} run ${i + 1}/${runs} (CPU ${rate}x slower)`);
      try {
        all.push(await runOnce(browser, base, journey, token, rate));
      } catch (err) {
        all.push({
          error: String(err.message ?? err)
            .split('\n')[0]
            .slice(0, 200),
        });
      }
    }
    const ok = all.filter((r) => !r.error && r.inpMs !== null);
    rows.push({
      key: journey.key,
      name: journey.name,
      path: journey.path,
      runs: all.length,
      okRuns: ok.length,
      inpMs: ok.length ? median(ok.map((r) => r.inpMs)) : null,
      visibleMs: ok.length ? median(ok.map((r) => r.visibleMs)) : null,
      slowest: ok.sort((a, b) => b.inpMs - a.inpMs)[0]?.attribution ?? null,
      errors: [...new Set(all.filter((r) => r.error).map((r) => r.error))],
    });
  }
  return rows;
}
