// Page measurements: Lighthouse (mobile and desktop presets, median of N runs) and a Playwright
// pass that counts what the browser downloads (JS/CSS raw and gzip, requests, library copies).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './paths.mjs';
import { median } from './stats.mjs';

/**
 * Which copies of a library a page downloaded, judged by signatures in the JS bodies: one match
 * per file that carries the library. react and react-dom as in e2e/tests/helpers.ts; antd by its
 * seed theme token (antd/es/theme/themes/seed.js), which every antd component needs and no other
 * package defines.
 */
export const LIBRARY_SIGNATURES = {
  react: /\.useTransition=function\(\)\{return/,
  'react-dom': /rendererPackageName:"react-dom"/,
  antd: /motionEaseOutCirc:"cubic-bezier\(0\.08, ?0\.82, ?0\.17, ?1\)"/,
};

/** Puts the buyer's token where the session store reads it (localStorage, then the cookie), and the zone a sign-in keeps. */
async function seedSession(cdpUrl, base, token) {
  const browser = await chromium.connectOverCDP(cdpUrl);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // A tiny same-origin file: storage is per origin, and no app code runs.
    await page.goto(`${base}/static/default-cargo.svg`);
    await page.evaluate((t) => localStorage.setItem('userToken', t), token);
    // Signing in through the site keeps the browser's zone in the `tz` cookie (the request client
    // guesses it for the sign-in call), and the UTC offset it was guessed at in `tzOffset`: a
    // signed-in browser has all three.
    const zone = await page.evaluate(() => {
      localStorage.setItem('tzOffset', String(new Date().getTimezoneOffset()));
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    });
    await context.addCookies([
      { name: 'userToken', value: token, url: base, sameSite: 'Lax' },
      { name: 'tz', value: zone, url: base, sameSite: 'Lax' },
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/** One Lighthouse run in a fresh Chrome profile (empty cache). */
async function lighthouseOnce(url, preset, { base, token }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (token) await seedSession(`http://127.0.0.1:${chrome.port}`, base, token);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Accessibility and SEO are judged on every page too (issue budgets); they cost little.
      onlyCategories: ['performance', 'accessibility', 'seo'],
      // The signed-in pages keep the token just seeded; the profile is new, so the cache is empty.
      disableStorageReset: Boolean(token),
      ...(preset === 'mobile' ? {} : { formFactor: 'desktop' }),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no Lighthouse result');
    // BENCH_LHR_DIR=<dir> keeps each run's full report (LCP phases, long tasks, failing nodes) for a closer look.
    if (process.env.BENCH_LHR_DIR) {
      const slug = new URL(url).pathname.replace(/[^a-zA-Z0-9]+/g, '_') || '_';
      fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${slug}-${preset}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    // Which elements were the LCP and the layout shifts (evidence for the fixes, kept in the JSON).
    const nodes = (id) =>
      JSON.stringify(lhr.audits[id]?.details ?? {})
        .match(/"snippet":"((?:[^"\\]|\\.)*)"/g)
        ?.slice(0, 3)
        .map((m) => JSON.parse(m.slice(10)).slice(0, 160)) ?? [];
    // The audits of a category that failed (ids), as evidence for the fixes.
    const failedIn = (category) =>
      Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories[category]?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id);
    return {
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      a11y: lhr.categories.accessibility?.score == null ? null : Math.round(lhr.categories.accessibility.score * 100),
      seo: lhr.categories.seo?.score == null ? null : Math.round(lhr.categories.seo.score * 100),
      a11yFailed: failedIn('accessibility'),
      seoFailed: failedIn('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: nodes('largest-contentful-paint-element')[0] ?? null,
      layoutShifts: nodes('layout-shifts'),
      error: lhr.runtimeError?.code ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

export async function lighthouseMedian(url, preset, runs, ctx) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    try {
      all.push(await lighthouseOnce(url, preset, ctx));
    } catch (err) {
      all.push({ error: String(err.message ?? err).slice(0, 200) });
    }
  }
  const ok = all.filter((r) => !r.error && r.score !== null);
  const pick = (k) => (ok.length ? median(ok.map((r) => r[k])) : null);
  return {
    runs: all.length,
    okRuns: ok.length,
    score: pick('score'),
    a11y: pick('a11y'),
    seo: pick('seo'),
    a11yFailed: ok.at(-1)?.a11yFailed ?? [],
    seoFailed: ok.at(-1)?.seoFailed ?? [],
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    errors: [...new Set(all.filter((r) => r.error).map((r) => r.error))],
    lcpElement: ok.at(-1)?.lcpElement ?? null,
    layoutShifts: ok.at(-1)?.layoutShifts ?? [],
  };
}

/** Everything one cold load downloads until the network is quiet (idle-time widgets included). */
export async function downloadProfile(browser, url, { base, token }) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  if (token) {
    await context.addCookies([{ name: 'userToken', value: token, url: base, sameSite: 'Lax' }]);
    await context.addInitScript(
      ({ t, origin }) => {
        if (location.origin === origin) localStorage.setItem('userToken', t);
      },
      { t: token, origin: new URL(base).origin },
    );
  }
  const page = await context.newPage();
  const pending = [];
  const files = [];
  let requests = 0;
  const failed = [];
  page.on('request', () => requests++);
  page.on('requestfailed', (r) => failed.push(r.url()));
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res
        .body()
        .then((body) =>
          files.push({ url: res.url(), type, status: res.status(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, body }),
        )
        .catch(() => undefined),
    );
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message).slice(0, 160)));
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  // Widgets load at idle time (requestIdleCallback, 3 s timeout): let them arrive too.
  await page.waitForTimeout(3500);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await Promise.all(pending);
  const state = await page.evaluate(() => ({
    path: location.pathname + location.search,
    text: (document.getElementById('root')?.innerText ?? '').slice(0, 20000),
  }));
  await context.close();

  const sum = (list, k) => list.reduce((n, f) => n + f[k], 0);
  const js = files.filter((f) => f.type === 'script');
  const css = files.filter((f) => f.type === 'stylesheet');
  const entries = js.filter((f) => /\/remoteEntry\.js$/.test(new URL(f.url).pathname));
  const copies = {};
  for (const [lib, re] of Object.entries(LIBRARY_SIGNATURES)) copies[lib] = js.filter((f) => re.test(f.body.toString('latin1'))).length;
  const notFound = /Page Not Found|页面不存在|404/.test(state.text.slice(0, 2000)) && state.text.length < 3000;
  return {
    finalPath: state.path,
    rendered: state.text.trim().length > 0 && !notFound,
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    cssRaw: sum(css, 'raw'),
    cssGzip: sum(css, 'gzip'),
    jsFiles: js.length,
    // The remote entries the page loads (what federation costs per part shown, each with its own bundler runtime).
    remoteEntriesGzip: sum(entries, 'gzip'),
    remoteEntries: entries.length,
    largestJs: [...js]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((f) => ({ path: new URL(f.url).pathname, raw: f.raw, gzip: f.gzip })),
    requests,
    failedRequests: failed.length,
    copies,
    pageErrors: errors.slice(0, 3),
  };
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => f !== '--headless=new'), headless: true });
}
