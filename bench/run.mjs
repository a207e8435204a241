// The benchmark suite behind `pnpm bench`: production builds only, one table, one JSON file.
// Sections: pages (Lighthouse + downloads), federation cost (vs a single-bundle build served by the
// same server), API throughput (PGlite, and PostgreSQL when DATABASE_URL is set), search scale, chat
// sockets (one API process, and two on one PostgreSQL).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  apiEndpoints,
  cacheCounters,
  fillCache,
  hitRate,
  hotMixEndpoint,
  loadTest,
  mixedEndpoints,
  prepareBuyer,
  scaleEndpoints,
  scoreMisspellings,
} from './lib/api.mjs';
import { startCeiling } from './lib/ceiling.mjs';
import { CHAT_SERVER_ENV, benchConversation, chatLoad } from './lib/chat.mjs';
import { flashSale } from './lib/flash-sale.mjs';
import { measureStartup } from './lib/startup.mjs';
import { kB, lat, mark, ms, num, ratio, table } from './lib/format.mjs';
import { measureInteractions } from './lib/interactions.mjs';
import { downloadProfile, launchBrowser, lighthouseMedian } from './lib/pages.mjs';
import { CHROME_PATH, REMOTES, RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { startServer } from './lib/server.mjs';
import { median } from './lib/stats.mjs';
import { SINGLE_BUNDLE_DIST, buildSingleBundle } from './single-bundle/build.mjs';

/**
 * Federated/single-bundle budgets: JS bytes within 1.30× (Module Federation 2's runtime on every
 * page, docs/decisions/federation-runtime.md), LCP within 1.15×.
 */
const FED_JS_BUDGET = 1.3;
const FED_LCP_BUDGET = 1.15;

const SECTIONS = ['pages', 'federation', 'interactions', 'api', 'flash', 'scale', 'startup', 'chat'];

/** Every page kind a buyer meets (issue 19): public pages, the checkout path, user centre, chat. */
const PAGE_KEYS = [
  'home',
  'category',
  'search',
  'product',
  'shop',
  'shop-list',
  'cart',
  'submit-order',
  'payment',
  'order-detail',
  'uc-home',
  'uc-orders',
  'chat',
  'chat-conversation',
  'chat-window',
];

const HELP = `pnpm bench [options]
  --runs N              Lighthouse runs per page and preset, median reported (default 3)
  --duration S          seconds per API endpoint (default 10)
  --connections N       autocannon connections for the API section (default 50)
  --scale-connections N connections for the scale section (default 10)
  --scale-sizes A,B     catalogue sizes for the scale section (default 10000,100000; 1000000 takes a while to seed)
  --scale-db SIZE=URL   measure the scale endpoints at SIZE on this already seeded PostgreSQL database (no seeding)
  --flash-submits N     parallel order submits of the flash sale (default 1000, on a SKU with 50 in stock)
  --chat-sockets N      connected chat sockets per run of the chat section (default 2000)
  --chat-rate N         chat messages per second, all senders together (default 200)
  --chat-duration S     seconds of sending in the chat section (default 20)
  --chat-buyers N       registered buyers whose tabs the sockets are (default 200; each sends ≤ 5/s)
  --only LIST           sections: ${SECTIONS.join(',')} (default all)
  --locales LIST        en,zh_CN (default both)
  --pages LIST          ${PAGE_KEYS.join(',')} (default all)
  --presets LIST        Lighthouse presets: mobile,desktop (default both; budgets are mobile)
  --fed-runs N          runs per page of the federated/single-bundle LCP comparison (default --runs)
  --interaction-runs N  runs per interaction journey (default 3)
  --quick               --runs 1 --duration 3, federation and scale on fewer pages/sizes
  --port N              first port of the range the servers use (default 8110)
  --no-build            never build (fails if builds are missing)
Environment: DATABASE_URL (adds the PostgreSQL API and scale runs), CHROME_PATH (/usr/bin/chromium),
BENCH_LHR_DIR (keeps every Lighthouse report there: LCP phases, script boot-up, failing nodes).`;

// ---------------------------------------------------------------------------------------------
const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(HELP);
  process.exit(0);
}
const opt = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const quick = argv.includes('--quick');
const o = {
  quick,
  runs: Number(opt('--runs', quick ? 1 : 3)),
  durationS: Number(opt('--duration', quick ? 3 : 10)),
  connections: Number(opt('--connections', 50)),
  scaleConnections: Number(opt('--scale-connections', 10)),
  scaleSizes: opt('--scale-sizes', quick ? '10000,100000' : '10000,100000')
    .split(',')
    .map(Number),
  flashSubmits: Number(opt('--flash-submits', 1000)),
  chatSockets: Number(opt('--chat-sockets', 2000)),
  chatRate: Number(opt('--chat-rate', 200)),
  chatDurationS: Number(opt('--chat-duration', 20)),
  chatBuyers: Number(opt('--chat-buyers', 200)),
  scaleDb: opt('--scale-db', null),
  only: opt('--only', SECTIONS.join(',')).split(','),
  locales: opt('--locales', 'en,zh_CN').split(','),
  pages: opt('--pages', PAGE_KEYS.join(',')).split(','),
  presets: opt('--presets', 'mobile,desktop').split(','),
  fedRuns: Number(opt('--fed-runs', opt('--runs', quick ? 1 : 3))),
  interactionRuns: Number(opt('--interaction-runs', quick ? 1 : 3)),
  port: Number(opt('--port', 8110)),
  build: !argv.includes('--no-build'),
  databaseUrl: process.env.DATABASE_URL || undefined,
};
const want = (s) => o.only.includes(s);
process.env.CHROME_PATH = CHROME_PATH;

const t0 = Date.now();
const log = (...a) => console.error(`\x1b[36m[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s]\x1b[0m`, ...a);
const results = {
  startedAt: new Date().toISOString(),
  options: { ...o, databaseUrl: o.databaseUrl ? o.databaseUrl.replace(/\/\/[^@]*@/, '//***@') : null },
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGB: Math.round(os.totalmem() / 1e9),
    loadAvgAtStart: os.loadavg().map((x) => Math.round(x * 10) / 10),
    chromium: tryText(() => execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()),
  },
  builds: {},
  pages: [],
  federation: null,
  interactions: [],
  api: [],
  flash: [],
  scale: [],
  startup: [],
  chat: [],
  budgets: [],
  notes: [],
};
const servers = new Set();
let cleaning = false;
async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  await Promise.all([...servers].map((s) => s.stop().catch(() => undefined)));
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    log(`${sig}: stopping servers`);
    void cleanup().then(() => process.exit(130));
  });
}

function tryText(fn) {
  try {
    return fn();
  } catch {
    return null;
  }
}

async function withServer(spec, fn) {
  log(`starting server ${spec.label} on :${spec.port}${spec.env?.CATALOG_PRODUCTS ? ` (${spec.env.CATALOG_PRODUCTS} products)` : ''}`);
  const server = await startServer(spec);
  servers.add(server);
  log(`server ${spec.label} up in ${(server.startupMs / 1000).toFixed(0)} s`);
  try {
    return await fn(server);
  } finally {
    await server.stop();
    servers.delete(server);
  }
}

// --- builds ------------------------------------------------------------------------------------
function ensureBuilds() {
  const missing = [];
  if (!fs.existsSync(path.join(ROOT, 'shell/dist/index.html'))) missing.push('shell');
  for (const r of REMOTES) {
    const dir = path.join(ROOT, 'artifacts/remotes', r);
    const published = fs.existsSync(dir) && fs.readdirSync(dir).some((v) => fs.existsSync(path.join(dir, v, 'mf-manifest.json')));
    if (!published) missing.push(r);
  }
  results.builds.built = missing;
  if (!missing.length) return;
  if (!o.build) throw new Error(`missing production builds: ${missing.join(', ')} (run without --no-build)`);
  log(`building ${missing.join(', ')} (node scripts/build.mjs)`);
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--only', missing.join(',')], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}

async function ensureSingleBundle() {
  if (!want('federation')) return null;
  const started = Date.now();
  try {
    log('building the single-bundle comparison (bench/single-bundle)');
    await buildSingleBundle(REMOTES);
    results.builds.singleBundle = { ok: true, seconds: (Date.now() - started) / 1000 };
    return SINGLE_BUNDLE_DIST;
  } catch (err) {
    // A remote mid-edit by its team must not cost the whole run: reuse the last good build.
    const stale = fs.existsSync(path.join(SINGLE_BUNDLE_DIST, 'index.html'));
    results.builds.singleBundle = { ok: false, stale, error: String(err.message ?? err).slice(0, 300) };
    results.notes.push(
      `single-bundle build failed (${String(err.message ?? err).split('\n')[0]}); ${stale ? 'using the previous build' : 'federation cost is n/a'}`,
    );
    return stale ? SINGLE_BUNDLE_DIST : null;
  }
}

// --- fixtures: a product and a shop that exist in the seeded catalogue ----------------------------
async function fixtures(base) {
  const get = async (p) => tryJson(await fetch(base + p).then((r) => r.text()));
  const list = await get('/api/prod/pageProd?categoryId=1&size=20');
  const records = list?.data?.records ?? [];
  const prodIds = records.map((r) => r.prodId).filter(Boolean);
  const release = await get('/api/release/current');
  return {
    liveRemotes: Object.fromEntries((release?.data?.remotes ?? []).map((r) => [r.name, r.version])),
    prodId: prodIds[0] ?? 1,
    prodIds: prodIds.length ? prodIds : [1],
    shopId: records[0]?.shopId ?? 1,
    categoryId: 1,
    // A capped total ("10,000+") is not the catalogue's size.
    totalProducts: ((p) => (p?.data?.totalCapped ? null : (p?.data?.total ?? null)))(await get('/api/prod/pageProd?size=1')),
  };
}
function tryJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every page kind is judged by the issue's budgets; `top` pages (the landing pages) by the stricter score. */
function pageList(fx) {
  const order = fx.orderNumber ?? 'none';
  return [
    { key: 'home', name: 'Home', path: '/', top: true },
    { key: 'category', name: 'Category listing', path: `/categories/secondary?categoryId=${fx.categoryId}` },
    { key: 'search', name: 'Search results', path: '/search?type=product&keyword=lamp' },
    { key: 'product', name: 'Product detail', path: `/products/detail/${fx.prodId}`, top: true },
    { key: 'shop', name: 'Shop home', path: `/shop/${fx.shopId}` },
    { key: 'shop-list', name: 'Shop list', path: '/shop-list' },
    { key: 'cart', name: 'Cart (signed in)', path: '/cart', signedIn: true },
    {
      key: 'submit-order',
      name: 'Submit order (signed in)',
      path: `/submit-order?prodId=${fx.orderProdId ?? 1}&skuId=${fx.orderSkuId ?? 1}&count=1`,
      signedIn: true,
    },
    { key: 'payment', name: 'Payment (signed in)', path: `/payment?orderNumbers=${order}`, signedIn: true },
    { key: 'order-detail', name: 'Order detail (signed in)', path: `/order-detail?orderNumber=${order}`, signedIn: true },
    { key: 'uc-home', name: 'User centre (signed in)', path: '/user-center/uc-home', signedIn: true },
    { key: 'uc-orders', name: 'User centre orders (signed in)', path: '/user-center/uc-order', signedIn: true },
    { key: 'chat', name: 'Chat (signed in)', path: '/chat', signedIn: true },
    {
      key: 'chat-conversation',
      name: 'Chat conversation (signed in)',
      path: fx.conversationId ? `/chat?conversationId=${fx.conversationId}` : '/chat',
      signedIn: true,
    },
    // The chat window a product or shop page opens (/chat2), with the conversation made above (shop 1).
    { key: 'chat-window', name: 'Chat window (signed in)', path: '/chat2?shopId=1', signedIn: true },
  ];
}
const localized = (p, locale) => (locale === 'en' ? p : p === '/' ? '/zh_CN' : `/zh_CN${p}`);

async function measurePage(server, page, locale, token, { presets, profile = true }) {
  const url = server.base + localized(page.path, locale);
  const ctx = { base: server.base, token: page.signedIn ? token : undefined };
  const row = { key: page.key, name: page.name, locale, url: localized(page.path, locale), signedIn: Boolean(page.signedIn) };
  for (const preset of presets) {
    log(`lighthouse ${preset} ×${o.runs} ${row.url}`);
    row[preset] = await lighthouseMedian(url, preset, o.runs, ctx);
  }
  if (profile) {
    const browser = await launchBrowser();
    try {
      row.downloads = await downloadProfile(browser, url, ctx);
    } catch (err) {
      row.downloads = { error: String(err.message ?? err).slice(0, 200) };
    } finally {
      await browser.close();
    }
  }
  return row;
}

/**
 * An unpaid order of the buyer for the payment and order-detail pages (one unit of product 1's first
 * SKU in stock), so they show an order, not "order not found". Null when the catalogue has none.
 */
async function benchOrder(base, token) {
  try {
    const info = await (await fetch(`${base}/api/prod/prodInfo?prodId=1`)).json();
    const sku = info?.data?.skuList?.find((s) => s.status === 1 && s.stocks > 0);
    if (!sku) return { orderNumber: null, skuId: null };
    const res = await (
      await fetch(`${base}/api/p/order/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ orderItem: { prodId: 1, skuId: sku.skuId, count: 1 }, uuid: crypto.randomUUID(), tradingRulesAgreed: true }),
      })
    ).json();
    return { orderNumber: res?.data?.orderNumbers?.[0] ?? null, skuId: sku.skuId };
  } catch {
    return { orderNumber: null, skuId: null };
  }
}

// --- sections ----------------------------------------------------------------------------------
async function pagesAndFederation(fedServer, singleServer) {
  const fx = await fixtures(fedServer.base);
  const buyer = await prepareBuyer(fedServer.base);
  const { token } = buyer;
  const order = await benchOrder(fedServer.base, token);
  if (!order.orderNumber) log('no order for the payment and order-detail pages: they show "order not found"');
  Object.assign(fx, {
    orderNumber: order.orderNumber,
    orderProdId: 1,
    orderSkuId: order.skuId,
    conversationId: await benchConversation(fedServer.base, token),
  });
  if (!fx.conversationId) log('the buyer has no conversation: the chat-conversation page measures the message box');
  results.fixtures = fx;
  const pages = pageList(fx).filter((p) => o.pages.includes(p.key));
  if (want('pages')) {
    for (const page of pages) {
      for (const locale of o.locales) {
        results.pages.push(await measurePage(fedServer, page, locale, token, { presets: o.presets }));
        results.pages.at(-1).loadAvg = os.loadavg()[0];
      }
    }
  }
  if (want('interactions')) {
    const browser = await launchBrowser();
    try {
      results.interactions = await measureInteractions(browser, fedServer.base, fx, token, { runs: o.interactionRuns, log });
    } finally {
      await browser.close();
    }
  }
  if (singleServer) {
    const { token: singleToken } = await prepareBuyer(singleServer.base);
    const { orderNumber: singleOrder } = await benchOrder(singleServer.base, singleToken);
    const singlePages = pageList({ ...fx, orderNumber: singleOrder }).filter((p) => o.pages.includes(p.key));
    const rows = [];
    for (const [i, page] of pages.entries()) {
      const singlePage = singlePages[i];
      // Federated and single-bundle Lighthouse runs alternate, so both see the same machine load
      // (simulated LCP scales with observed CPU time: measured minutes apart, the ratio drifts).
      const fedRuns = [];
      const singleRuns = [];
      for (let i = 0; i < o.fedRuns; i++) {
        log(`lighthouse mobile federated/single-bundle run ${i + 1}/${o.fedRuns} ${page.path}`);
        fedRuns.push(
          await lighthouseMedian(fedServer.base + page.path, 'mobile', 1, {
            base: fedServer.base,
            token: page.signedIn ? token : undefined,
          }),
        );
        singleRuns.push(
          await lighthouseMedian(singleServer.base + singlePage.path, 'mobile', 1, {
            base: singleServer.base,
            token: page.signedIn ? singleToken : undefined,
          }),
        );
      }
      const fedDownloads =
        results.pages.find((r) => r.key === page.key && r.locale === 'en')?.downloads ??
        (await measurePage(fedServer, page, 'en', token, { presets: [] })).downloads;
      const singleDownloads = (await measurePage(singleServer, singlePage, 'en', singleToken, { presets: [] })).downloads;
      const fedLcp = median(fedRuns.map((x) => x.lcpMs));
      const singleLcp = median(singleRuns.map((x) => x.lcpMs));
      const r = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : null);
      // The least this page's JS can be federated: the single bundle plus only what federation
      // cannot do without, the remote entries of the parts the page shows (Module Federation's
      // runtime the shell provides to the page, in the shell's entry, is not counted here).
      const federationFixed = fedDownloads ? fedDownloads.remoteEntriesGzip : null;
      rows.push({
        key: page.key,
        name: page.name,
        federated: {
          jsGzip: fedDownloads?.jsGzip ?? null,
          lcpMs: fedLcp,
          score: median(fedRuns.map((x) => x.score)),
          requests: fedDownloads?.requests ?? null,
          remoteEntriesGzip: fedDownloads?.remoteEntriesGzip ?? null,
          remoteEntries: fedDownloads?.remoteEntries ?? null,
        },
        single: {
          jsGzip: singleDownloads?.jsGzip ?? null,
          lcpMs: singleLcp,
          score: median(singleRuns.map((x) => x.score)),
          requests: singleDownloads?.requests ?? null,
          rendered: singleDownloads?.rendered ?? false,
          largestJs: singleDownloads?.largestJs,
        },
        jsRatio: r(fedDownloads?.jsGzip, singleDownloads?.jsGzip),
        jsFloorRatio: federationFixed === null ? null : r((singleDownloads?.jsGzip ?? 0) + federationFixed, singleDownloads?.jsGzip),
        lcpRatio: r(fedLcp, singleLcp),
      });
    }
    results.federation = { pages: rows, singleBundle: results.builds.singleBundle };
    results.notes.push(
      `federated pages run the live remote artifacts (${Object.entries(fx.liveRemotes)
        .map(([k, v]) => `${k}@${v}`)
        .join(', ')}); the single bundle compiles the remotes' current sources`,
    );
  }
}

async function apiSection(server, db) {
  const fx = results.fixtures ?? (await fixtures(server.base));
  const buyer = await prepareBuyer(server.base);
  const rows = [];
  // The ceiling first, in the same run: a bare Fastify route answering this product's body.
  const body = await fetch(`${server.base}/api/prod/prodInfo?prodId=${fx.prodIds[0]}`).then((r) => r.text());
  const ceiling = await startCeiling(o.port + 5, body);
  try {
    log(`autocannon ${db} bare Fastify ceiling (${body.length} bytes)`);
    rows.push({
      db,
      ...shown(await loadTest(ceiling.base, { name: CEILING, path: '/ceiling' }, { connections: o.connections, durationS: o.durationS })),
    });
  } finally {
    await ceiling.stop();
  }
  const specs = apiEndpoints({ ...buyer, prodIds: fx.prodIds, categoryId: fx.categoryId });
  // The hot query mix beside the plain search (issue 46): popular searches and a tail asked once.
  specs.splice(2, 0, await hotMixEndpoint(server.base));
  for (const spec of specs) {
    log(`autocannon ${db} ${spec.name} (${o.connections} connections, ${o.durationS} s)`);
    rows.push({ db, ...(await measured(server, spec, o.connections)) });
  }
  const rss = server.rssBytes();
  // Memory with the read cache full: distinct listing and search pages until it holds CACHE_MAX_MB.
  log(`filling ${db}'s read cache with distinct listing and search pages`);
  const fill = await fillCache(server.base, { connections: o.connections, maxS: o.quick ? 20 : 90 });
  const memory = {
    rssBytes: server.rssBytes(),
    cacheBytes: fill?.bytes,
    cacheMaxBytes: fill?.maxBytes,
    entries: fill?.entries,
    fillS: fill?.seconds,
  };
  log(`  cache ${mib(memory.cacheBytes)} of ${mib(memory.cacheMaxBytes)} in ${memory.entries} entries, RSS ${mib(memory.rssBytes)}`);
  log(`misspellings ${db}: the fixed list of 100`);
  const misspellings = await scoreMisspellings(server.base);
  log(`  ${misspellings.found}/${misspellings.of} found in the first 10`);
  results.api.push({
    db,
    endpoints: rows,
    rssAfterBytes: rss,
    memory,
    misspellings,
    catalogProducts: fx.totalProducts,
    loadAvg: loadAvg(),
  });
}

/** One endpoint under load, with the share of its route answered from the read cache and the load average. */
async function measured(server, spec, connections) {
  if (spec.warmup) {
    // Not measured: the head of the mix asked once (at most 15 s), as a process that has served buyers holds it.
    log(`  warm-up: ${spec.warmup.length} distinct searches, most popular first`);
    await loadTest(
      server.base,
      { name: 'warm-up', path: spec.warmup[0].path, paths: spec.warmup, shapes: false },
      { connections, durationS: 15 },
    );
  }
  const before = spec.route ? await cacheCounters(server.base) : null;
  const r = shown(await loadTest(server.base, spec, { connections, durationS: o.durationS }));
  const rate = spec.route ? hitRate(before, await cacheCounters(server.base), spec.route) : null;
  if (rate) log(`  read cache: ${(rate.rate * 100).toFixed(1)}% of ${num(rate.hits + rate.misses)} requests from memory`);
  return { ...r, hitRate: rate?.rate ?? null, loadAvg: loadAvg(), ...(spec.distinct && { distinctHead: spec.distinct }) };
}
const mib = (b) => (b ? `${Math.round(b / 2 ** 20)} MiB` : 'n/a');

const CEILING = 'bare Fastify (ceiling)';
/** Each figure in the log as soon as it is measured (an interrupted run still shows what it got). */
function shown(r) {
  const f = (x) => (typeof x === 'number' ? x.toFixed(1) : '-');
  log(
    `  ${r.status}: ${f(r.rps)} req/s, p50/p95/p99 ${f(r.p50)}/${f(r.p95)}/${f(r.p99)} ms, errors ${r.errors ?? '-'}, non-2xx ${r.non2xx ?? '-'}, load ${loadAvg()[0]}`,
  );
  return r;
}
const loadAvg = () => os.loadavg().map((x) => Math.round(x * 10) / 10);
/** An endpoint's req/s as a share of the ceiling measured in the same run (product detail by default). */
function shareOfCeiling(a, name = 'product detail') {
  const c = a.endpoints.find((e) => e.name === CEILING);
  const e = a.endpoints.find((x) => x.name === name);
  return c?.status === 'ok' && e?.status === 'ok' && c.rps > 0 ? e.rps / c.rps : null;
}
/** Issue 46's budgets of the API section (PostgreSQL): share of the ceiling and p99. */
const API_BUDGETS = {
  'product detail': { share: 0.5, p99: 10 },
  search: { share: 0.15, p99: 30 },
  'category listing': { share: 0.15, p99: 30 },
};
const MISSPELLINGS_BUDGET = 90;

async function flashSection(server, db) {
  log(`flash sale ${db}: ${o.flashSubmits} parallel submits on 50 in stock`);
  try {
    results.flash.push({ db, loadAvg: loadAvg(), ...(await flashSale(server.base, { submits: o.flashSubmits, stock: 50 })) });
    log(`  ${JSON.stringify(results.flash.at(-1))}`);
  } catch (err) {
    results.flash.push({ db, status: `failed: ${String(err.message ?? err).slice(0, 200)}` });
  }
}

async function scaleAt(server, db, size, specs = null) {
  const fx = await fixtures(server.base);
  for (const spec of specs ?? [...scaleEndpoints(fx), await hotMixEndpoint(server.base)]) {
    log(`scale ${db} ${size} ${spec.name} (${o.scaleConnections} connections, ${o.durationS} s)`);
    const r = await measured(server, spec, o.scaleConnections);
    results.scale.push({ db, size, seededProducts: fx.totalProducts, startupS: server.startupMs / 1000, ...r });
  }
}

/**
 * The mixed rotations again on a process without the read cache (CACHE=off) on the same database:
 * what the database answers when nothing is in memory (a cold process, a query never asked).
 */
function scaleUncached(url, size, port) {
  return withServer({ port, label: `postgres-${size}-no-cache`, env: { DATABASE_URL: url, CACHE: 'off', JOBS: 'off' } }, (s) =>
    scaleAt(s, 'postgres', size, mixedEndpoints(', no cache')),
  );
}

/** PGlite seeds and searches in one connection: a million products would take most of an hour to seed. */
const PGLITE_SCALE_MAX = 100_000;
/** Start-up (seed) time allowed before a scale server counts as failed. */
const seedTimeoutMs = (size) => Math.max(15, Math.ceil(size / 10_000)) * 60_000;

/** The seed size a server gets without CATALOG_PRODUCTS in its environment (the API's default). */
function defaultCatalogSize() {
  if (Number(process.env.CATALOG_PRODUCTS) > 0) return Number(process.env.CATALOG_PRODUCTS);
  const file = path.join(ROOT, 'api/src/modules/catalog/catalog-settings.ts');
  const m = fs.existsSync(file) ? /DEFAULT_CATALOG_PRODUCTS\s*=\s*([\d_]+)/.exec(fs.readFileSync(file, 'utf8')) : null;
  return m ? Number(m[1].replace(/_/g, '')) : 10_000;
}

function catalogSizeSupported() {
  const dir = path.join(ROOT, 'api/src');
  const files = ['modules/catalog/catalog-settings.ts', 'db/seed/catalog.ts'].map((f) => path.join(dir, f)).filter((f) => fs.existsSync(f));
  return files.some((f) => fs.readFileSync(f, 'utf8').includes('CATALOG_PRODUCTS'));
}

/** PostgreSQL runs go into a fresh schema of DATABASE_URL's database, dropped afterwards. */
async function withPgSchema(fn) {
  const requireApi = createRequire(path.join(ROOT, 'api/package.json'));
  const pg = requireApi('pg');
  const schema = `bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(o.databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    return await fn(url.toString(), schema);
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await client.end();
  }
}

// --- chat ------------------------------------------------------------------------------------------
/** Issue 18: sockets on one API process, then on two sharing one PostgreSQL (PGlite is one process only). */
async function chatSection() {
  const load = (servers) =>
    chatLoad({ servers, sockets: o.chatSockets, buyers: o.chatBuyers, rate: o.chatRate, durationS: o.chatDurationS, log });
  const run = async (db, processes, env) => {
    const started = [];
    try {
      // One after the other: the second process starts on the schema the first one migrated.
      for (let i = 0; i < processes; i++) {
        const s = await startServer({ port: o.port + 7 + i, label: `chat-${db}-${i + 1}`, env: { ...CHAT_SERVER_ENV, ...env } });
        servers.add(s);
        started.push(s);
      }
      const r = await load(started);
      results.chat.push({ db, loadAvg: loadAvg(), ...r });
      shownChat(results.chat.at(-1));
    } catch (err) {
      results.chat.push({
        db,
        processes,
        status: `failed: ${String(err.message ?? err)
          .split('\n')[0]
          .slice(0, 200)}`,
        loadAvg: loadAvg(),
      });
      log(`chat ${db} ×${processes} failed`, err);
    } finally {
      for (const s of started) {
        await s.stop();
        servers.delete(s);
      }
    }
  };
  if (!o.databaseUrl) {
    await run('pglite', 1, {});
    results.notes.push('chat across two API processes needs PostgreSQL (DATABASE_URL not set): not measured');
    return;
  }
  await withPgSchema((url) => run('postgres', 1, { DATABASE_URL: url }));
  await withPgSchema((url) => run('postgres', 2, { DATABASE_URL: url }));
}

function shownChat(c) {
  const f = (x) => (typeof x === 'number' ? x.toFixed(1) : '-');
  log(
    `  chat ${c.db} ×${c.processes}: ${c.sockets} sockets (${c.openAtEnd} open at end), ${f(c.achievedRate)} msg/s, ` +
      `delivery p50/p99 ${f(c.all.p50)}/${f(c.all.p99)} ms (shop ${f(c.shop.p50)}/${f(c.shop.p99)}, tabs ${f(c.tab.p50)}/${f(c.tab.p99)}), ` +
      `ack p50/p99 ${f(c.ack.p50)}/${f(c.ack.p99)} ms, ${c.acked}/${c.sent} acked, load ${loadAvg()[0]}; ` +
      `event-loop delay p99/max: server ${c.serverLoopDelay.map((d) => (d ? `${f(d.p99Ms)}/${f(d.maxMs)}` : '-')).join(' · ')} ms, bench client ${f(c.clientLoopDelay.p99Ms)}/${f(c.clientLoopDelay.maxMs)} ms; ` +
      `per socket (server's own figures) ${c.bytesPerSocket.map((b, i) => `${kB(b)} heap+ext, ${kB(c.rssBytesPerSocket[i])} RSS over ${c.socketsPerProcess[i]}`).join(' · ')}`,
  );
}

const CHAT_BUDGET_SOCKETS = 2000;
const CHAT_BUDGET_P99_MS = 100;

function chatTable() {
  const mib = (b) => (b ? `${Math.round(b / 2 ** 20)}` : 'n/a');
  return table(
    `CHAT — WebSocket delivery, send frame to message frame on the receiving socket (${o.chatRate} msg/s for ${o.chatDurationS} s)`,
    [
      'DB',
      'Proc',
      'Sockets',
      'msg/s',
      'Acked',
      'Deliveries shop/tabs',
      'p50',
      'p99',
      'max',
      'cross-proc p50/p99',
      'ack p99',
      'Heap+ext MiB idle→conn→end',
      'RSS MiB idle→conn→end',
      'kB/socket heap+ext (RSS)',
      'Load avg',
    ],
    results.chat.map((c) =>
      c.status === 'ok'
        ? [
            c.db,
            num(c.processes),
            `${num(c.sockets)}${c.openAtEnd !== c.sockets ? ` (${c.openAtEnd} open)` : ''}`,
            num(c.achievedRate),
            `${num(c.acked)}/${num(c.sent)}`,
            `${num(c.shop.n)}/${num(c.expectedShopDeliveries)}, ${num(c.tab.n)}/≈${num(c.expectedTabDeliveries)}`,
            lat(c.all.p50),
            `${lat(c.all.p99)}${mark(c.sockets >= CHAT_BUDGET_SOCKETS ? c.all.p99 < CHAT_BUDGET_P99_MS : null)}`,
            lat(c.all.max),
            c.processes > 1 ? `${lat(c.crossProcess.p50)}/${lat(c.crossProcess.p99)}` : '',
            lat(c.ack.p99),
            c.heldBeforeBytes
              .map((_, i) => `${mib(c.heldBeforeBytes[i])}→${mib(c.heldConnectedBytes[i])}→${mib(c.heldAfterBytes[i])}`)
              .join(' · '),
            c.rssBeforeBytes
              .map((_, i) => `${mib(c.rssBeforeBytes[i])}→${mib(c.rssConnectedBytes[i])}→${mib(c.rssAfterBytes[i])}`)
              .join(' · '),
            c.bytesPerSocket.map((b, i) => `${kB(b)} (${kB(c.rssBytesPerSocket[i])})`).join(' · '),
            c.loadAvg?.join(' ') ?? '',
          ]
        : [c.db, num(c.processes), c.status, '', '', '', '', '', '', '', '', '', '', '', c.loadAvg?.join(' ') ?? ''],
    ),
    [
      `Budget: delivery p99 < ${CHAT_BUDGET_P99_MS} ms with ${CHAT_BUDGET_SOCKETS.toLocaleString('en')} sockets connected (all deliveries: shop consoles and the sender's other tabs).`,
      `Sockets: ${o.chatBuyers} registered buyers' tabs (one session each, alternately on each process) + a console per shop 1-3 per process; every buyer sends to one shop, so a message reaches that shop's consoles and the buyer's other tabs.`,
      "The sending tab's own copy of its message is not counted as a delivery. " +
        "Memory is each API process's own measure (GET /api/admin/chat/memory?gc=1, admin token: process.memoryUsage() after full collections), before the first socket, with every socket authenticated, and after sending. " +
        'kB/socket = (heap used + external with the sockets − before) / the sockets that process counts; in brackets the same for RSS, which also holds memory the allocator has not given back. The client sockets run in the bench process, not in the API.',
    ],
  );
}

// --- budgets -----------------------------------------------------------------------------------
/** Issue 20: search and category listing p95 < 30 ms at 100,000 products, < 60 ms at 1,000,000. */
const scaleBudgetMs = (size) => (size >= 1_000_000 ? 60 : size >= 100_000 ? 30 : null);
const SCALE_BUDGETED = ['search', 'category listing', 'search (mixed)', 'listing (mixed)', 'search (hot mix)'];
/** Without the read cache (a cold process) the database's own answers keep issue 20's budget at a million. */
const UNCACHED = ['search (mixed, no cache)', 'listing (mixed, no cache)'];
const judgedAtScale = (s) =>
  s.db === 'postgres' &&
  scaleBudgetMs(s.size) !== null &&
  (SCALE_BUDGETED.includes(s.name) || (UNCACHED.includes(s.name) && s.size >= 1_000_000));
const pct = (v) => (v === null || v === undefined ? 'n/a' : `${(v * 100).toFixed(1)}%`);

function budgets() {
  const b = [];
  const add = (what, figure, budget, ok, shown) => b.push({ what, figure, budget, ok, shown });
  const kinds = pageList(results.fixtures ?? { prodId: 1, shopId: 1, categoryId: 1 });
  for (const row of results.pages) {
    const kind = kinds.find((p) => p.key === row.key);
    if (!kind) continue;
    const id = `${row.name} (${row.locale})`;
    const m = row.mobile ?? {};
    const d = row.desktop ?? {};
    const minScore = kind.top ? 97 : 90;
    if (row.mobile) {
      add(`${id} mobile performance`, m.score, `≥ ${minScore}`, m.score == null ? null : m.score >= minScore, num(m.score));
      add(`${id} LCP (mobile)`, m.lcpMs, '< 2.0 s', m.lcpMs == null ? null : m.lcpMs < 2000, ms(m.lcpMs));
      add(`${id} TBT (mobile)`, m.tbtMs, '< 200 ms', m.tbtMs == null ? null : m.tbtMs < 200, ms(m.tbtMs));
      add(`${id} accessibility`, m.a11y, '≥ 95', m.a11y == null ? null : m.a11y >= 95, num(m.a11y));
      if (!kind.signedIn) add(`${id} SEO`, m.seo, '≥ 95', m.seo == null ? null : m.seo >= 95, num(m.seo));
    }
    if (row.desktop) add(`${id} desktop performance`, d.score, '≥ 98', d.score == null ? null : d.score >= 98, num(d.score));
    const cls = Math.max(m.cls ?? 0, d.cls ?? 0);
    add(`${id} CLS (worst preset)`, cls, '< 0.05', m.cls == null && d.cls == null ? null : cls < 0.05, num(cls, 3));
    if (row.key === 'home')
      add(
        `${id} JS`,
        row.downloads?.jsGzip,
        '< 250 kB gzip',
        row.downloads?.jsGzip == null ? null : row.downloads.jsGzip < 250_000,
        kB(row.downloads?.jsGzip),
      );
    const c = row.downloads?.copies;
    // antd: at most one copy (pages on the light kit load none).
    if (c)
      add(
        `${id} copies react/react-dom/antd`,
        c,
        '1/1/≤1',
        c.react === 1 && c['react-dom'] === 1 && c.antd <= 1,
        `${c.react}/${c['react-dom']}/${c.antd}`,
      );
  }
  for (const x of results.interactions) {
    add(`${x.name}: INP at 4x CPU`, x.inpMs, '< 200 ms', x.inpMs == null ? null : x.inpMs < 200, ms(x.inpMs));
  }
  for (const f of results.federation?.pages ?? []) {
    add(
      `${f.name}: federated/single JS gzip`,
      f.jsRatio,
      `≤ ${FED_JS_BUDGET}×`,
      f.jsRatio === null ? null : f.jsRatio <= FED_JS_BUDGET,
      ratio(f.jsRatio),
    );
    add(
      `${f.name}: federated/single LCP`,
      f.lcpRatio,
      `≤ ${FED_LCP_BUDGET}×`,
      f.lcpRatio === null ? null : f.lcpRatio <= FED_LCP_BUDGET,
      ratio(f.lcpRatio),
    );
  }
  const pgApi = results.api.find((a) => a.db === 'postgres');
  const pd = pgApi?.endpoints.find((e) => e.name === 'product detail');
  if (pd?.status === 'ok') {
    for (const [name, budget] of Object.entries(API_BUDGETS)) {
      const e = pgApi.endpoints.find((x) => x.name === name);
      if (e?.status !== 'ok') continue;
      const share = shareOfCeiling(pgApi, name);
      const load = e.loadAvg ? ` at load ${e.loadAvg[0]}` : '';
      add(
        `API ${name} share of the bare-Fastify ceiling (PostgreSQL${load})`,
        share,
        `≥ ${budget.share * 100}%`,
        share === null ? null : share >= budget.share,
        pct(share),
      );
      add(`API ${name} p99 (PostgreSQL${load})`, e.p99, `< ${budget.p99} ms`, e.p99 < budget.p99, lat(e.p99));
    }
    const errs = pgApi.endpoints.filter((e) => e.status === 'ok').reduce((n, e) => n + e.errors + e.non2xx, 0);
    add('API errors + non-2xx (PostgreSQL, all endpoints)', errs, '0', errs === 0, num(errs));
  } else if (want('api')) {
    add(
      'API product detail on PostgreSQL',
      null,
      '≥ 50% of the ceiling, p99 < 10 ms',
      null,
      o.databaseUrl ? `n/a (${pd?.status ?? 'not run'})` : 'n/a (DATABASE_URL not set)',
    );
  }
  const spelled = (pgApi ?? results.api[0])?.misspellings;
  if (spelled) {
    add(
      `misspelled searches with the intended product in the first 10 (${pgApi ? 'PostgreSQL' : results.api[0].db})`,
      spelled.found,
      `≥ ${MISSPELLINGS_BUDGET} of ${spelled.of}`,
      spelled.found >= MISSPELLINGS_BUDGET,
      `${spelled.found}/${spelled.of}`,
    );
  }
  const fl = results.flash.find((f) => f.db === 'postgres');
  if (fl?.status === 'ok') {
    add(
      `flash sale: ${fl.submits} submits on ${fl.stock} in stock sell exactly ${fl.stock} (PostgreSQL)`,
      fl.sold,
      `= ${fl.stock}`,
      fl.sold === fl.stock && fl.stockAfter === 0,
      `${fl.sold} sold, ${fl.stockAfter} left`,
    );
    add('flash sale p99 (PostgreSQL)', fl.p99, '< 1 s', fl.p99 < 1000, ms(fl.p99));
  } else if (want('flash'))
    add(
      'flash sale (PostgreSQL)',
      null,
      '= 50 sold, p99 < 1 s',
      null,
      o.databaseUrl ? `n/a (${fl?.status ?? 'not run'})` : 'n/a (DATABASE_URL not set)',
    );
  // Issue 20's budgets are for PostgreSQL (the production database); PGlite is one connection, so
  // concurrent searches queue: its figures are shown in the scale table, not judged.
  for (const s of results.scale.filter(judgedAtScale)) {
    const budget = scaleBudgetMs(s.size);
    add(
      `${s.name} p95 at ${s.size.toLocaleString('en')} products (postgres${s.loadAvg ? `, load ${s.loadAvg[0]}` : ''})`,
      s.p95 ?? null,
      `< ${budget} ms`,
      s.status === 'ok' ? s.p95 < budget : null,
      s.status === 'ok' ? lat(s.p95) : s.status,
    );
  }
  for (const c of results.chat.filter((x) => x.status === 'ok')) {
    add(
      `chat delivery p99, ${c.sockets} sockets, ${c.processes} process${c.processes > 1 ? 'es' : ''} (${c.db})`,
      c.all.p99,
      `< ${CHAT_BUDGET_P99_MS} ms`,
      c.sockets >= CHAT_BUDGET_SOCKETS ? c.all.p99 < CHAT_BUDGET_P99_MS : null,
      lat(c.all.p99),
    );
  }
  results.budgets = b;
}

// --- report ------------------------------------------------------------------------------------
function report() {
  const out = [];
  const bud = (pred, text) => `${text}${mark(pred)}`;
  if (results.pages.length) {
    out.push(
      table(
        `PAGES — production build, federated (Lighthouse 12, median of ${o.runs}; downloads: one cold load until the network is idle)`,
        [
          'Page',
          'Loc',
          'Mob',
          'Desk',
          'A11y',
          'SEO',
          'LCP mob',
          'LCP desk',
          'TBT mob',
          'TBT desk',
          'CLS mob',
          'CLS desk',
          'JS raw',
          'JS gz',
          'CSS raw',
          'CSS gz',
          'Req',
          'react/dom/antd',
        ],
        results.pages.map((r) => {
          const m = r.mobile ?? {};
          const d = r.desktop ?? {};
          const dl = r.downloads ?? {};
          const c = dl.copies;
          const kind = pageList(results.fixtures ?? { prodId: 1, shopId: 1, categoryId: 1 }).find((p) => p.key === r.key);
          const budgeted = Boolean(kind);
          const chk = (v, f) => (budgeted && v !== null && v !== undefined ? f(v) : null);
          return [
            r.name + (dl.rendered === false ? ' (!)' : ''),
            r.locale,
            bud(
              chk(m.score, (v) => v >= (kind?.top ? 97 : 90)),
              num(m.score),
            ),
            bud(
              chk(d.score, (v) => v >= 98),
              num(d.score),
            ),
            bud(
              chk(m.a11y, (v) => v >= 95),
              num(m.a11y),
            ),
            kind?.signedIn
              ? num(m.seo)
              : bud(
                  chk(m.seo, (v) => v >= 95),
                  num(m.seo),
                ),
            bud(
              chk(m.lcpMs, (v) => v < 2000),
              ms(m.lcpMs),
            ),
            ms(d.lcpMs),
            bud(
              chk(m.tbtMs, (v) => v < 200),
              ms(m.tbtMs),
            ),
            ms(d.tbtMs),
            bud(
              chk(m.cls, (v) => v < 0.05),
              num(m.cls, 3),
            ),
            bud(
              chk(d.cls, (v) => v < 0.05),
              num(d.cls, 3),
            ),
            kB(dl.jsRaw),
            bud(r.key === 'home' && dl.jsGzip != null ? dl.jsGzip < 250_000 : null, kB(dl.jsGzip)),
            kB(dl.cssRaw),
            kB(dl.cssGzip),
            num(dl.requests),
            c
              ? bud(budgeted ? c.react === 1 && c['react-dom'] === 1 && c.antd <= 1 : null, `${c.react}/${c['react-dom']}/${c.antd}`)
              : 'n/a',
          ];
        }),
        [
          'Budgets (every page, Lighthouse mobile): performance ≥ 90 (home and product ≥ 97), LCP < 2.0 s, TBT < 200 ms, CLS < 0.05, accessibility ≥ 95, SEO ≥ 95 on public pages; desktop ≥ 98; home JS < 250 kB gzip; one copy each of react and react-dom, at most one of antd (light pages load none).',
          `1-min load average after each row: ${results.pages.map((r) => `${r.key}/${r.locale} ${r.loadAvg?.toFixed(1) ?? '?'}`).join(', ')}.`,
          'kB = 1,000 bytes; gzip = level 9 of each body as served; (!) = the page did not render its content.',
          ...results.pages
            .filter((r) => r.mobile?.errors?.length || r.desktop?.errors?.length || r.downloads?.error)
            .map(
              (r) =>
                `${r.name} ${r.locale}: ${[...(r.mobile?.errors ?? []), ...(r.desktop?.errors ?? []), r.downloads?.error].filter(Boolean).join('; ')}`,
            ),
        ],
      ),
    );
  }
  // A section kept from an earlier run (latest.json) is reported too.
  if (want('federation') || results.federation) {
    const f = results.federation;
    out.push(
      f
        ? table(
            `FEDERATION COST — same pages, same server and data, shell + every remote linked into one bundle (en; mobile LCP, median of ${o.runs} alternating runs)`,
            [
              'Page',
              'JS gz federated',
              'JS gz single',
              'JS ratio',
              'Remote entries',
              'Floor',
              'LCP federated',
              'LCP single',
              'LCP ratio',
              'Req fed/single',
            ],
            f.pages.map((p) => [
              p.name + (p.single.rendered ? '' : ' (!)'),
              kB(p.federated.jsGzip),
              kB(p.single.jsGzip),
              bud(p.jsRatio === null ? null : p.jsRatio <= FED_JS_BUDGET, ratio(p.jsRatio)),
              p.federated.remoteEntriesGzip == null ? 'n/a' : `${kB(p.federated.remoteEntriesGzip)} (${p.federated.remoteEntries})`,
              p.jsFloorRatio == null ? 'n/a' : ratio(p.jsFloorRatio),
              ms(p.federated.lcpMs),
              ms(p.single.lcpMs),
              bud(p.lcpRatio === null ? null : p.lcpRatio <= FED_LCP_BUDGET, ratio(p.lcpRatio)),
              `${num(p.federated.requests)}/${num(p.single.requests)}`,
            ]),
            [
              `Budget: federated JS gzip bytes within ${FED_JS_BUDGET}× the single bundle's (the price of Module Federation's runtime, issue 43), LCP within ${FED_LCP_BUDGET}×.`,
              "Remote entries: those the page loads (how many), each running on the Module Federation runtime the shell's entry provides (not counted in the floor); Floor: (single + those) / single, the ratio with nothing else federated.",
            ],
          )
        : '\nFEDERATION COST: n/a (no single-bundle build; see notes)',
    );
  }
  if (results.interactions.length) {
    out.push(
      table(
        `INTERACTIONS — Chromium as a phone, CPU 4x slower, web-vitals attribution build (median of ${o.interactionRuns})`,
        ['Interaction', 'INP', 'input delay', 'processing', 'presentation', 'visible after', 'runs ok'],
        results.interactions.map((x) => [
          x.name,
          bud(x.inpMs == null ? null : x.inpMs < 200, ms(x.inpMs)),
          ms(x.slowest?.inputDelay),
          ms(x.slowest?.processing),
          ms(x.slowest?.presentation),
          ms(x.visibleMs),
          `${x.okRuns}/${x.runs}`,
        ]),
        [
          'Budget: INP < 200 ms. Parts are of the slowest run. "visible after" = input to what the buyer waits for on screen (includes downloads and requests, which INP does not).',
          ...results.interactions.filter((x) => x.errors.length).map((x) => `${x.name}: ${x.errors.join('; ')}`),
        ],
      ),
    );
  }
  if (results.api.length) {
    const rows = [];
    for (const a of results.api) {
      for (const e of a.endpoints) {
        const budget = a.db === 'postgres' && e.status === 'ok' ? API_BUDGETS[e.name] : undefined;
        const share = e.name === CEILING ? null : shareOfCeiling(a, e.name);
        rows.push([
          a.db,
          e.name,
          e.status === 'ok' ? num(e.rps) : e.status,
          share === null ? '' : bud(budget ? share >= budget.share : null, pct(share)),
          e.hitRate == null ? '' : pct(e.hitRate),
          e.status === 'ok' ? lat(e.p50) : '',
          e.status === 'ok' ? lat(e.p95) : '',
          e.status === 'ok' ? bud(budget ? e.p99 < budget.p99 : null, lat(e.p99)) : '',
          e.status === 'ok' ? `${e.errors}/${e.non2xx}` : '',
          e.loadAvg?.[0] ?? '',
        ]);
      }
      const line = (label, value) => rows.push([a.db, label, value, '', '', '', '', '', '', '']);
      line(`RSS of the API after the run (load average ${a.loadAvg?.join(' ') ?? 'n/a'})`, mib(a.rssAfterBytes));
      if (a.memory)
        line(
          `with the read cache full: ${mib(a.memory.cacheBytes)} of ${mib(a.memory.cacheMaxBytes)} kept in ${num(a.memory.entries)} answers; RSS`,
          mib(a.memory.rssBytes),
        );
      if (a.misspellings)
        line(
          `misspellings with the intended product in the first 10${a.misspellings.missed.length ? ` (missed: ${a.misspellings.missed.map((m) => m.q).join(', ')})` : ''}`,
          bud(a.misspellings.found >= MISSPELLINGS_BUDGET, `${a.misspellings.found}/${a.misspellings.of}`),
        );
    }
    out.push(
      table(
        `API — autocannon on loopback, ${o.connections} connections, ${o.durationS} s per endpoint, ${num(results.api[0]?.catalogProducts)} products`,
        ['DB', 'Endpoint', 'req/s', 'of ceiling', 'from memory', 'p50', 'p95', 'p99', 'err/non2xx', 'load'],
        rows,
        [
          'Budget (PostgreSQL): product detail ≥ 50% of the bare-Fastify ceiling of the same run, p99 < 10 ms; search and category listing ≥ 15%, p99 < 30 ms; no errors; misspellings ≥ 90/100. The hot mix is judged in the scale section (p95).' +
            (o.databaseUrl ? '' : ' PostgreSQL: n/a (DATABASE_URL not set).'),
          'The ceiling: a bare Fastify route (no plugins, no logger) answering the product-detail body as a ready string.',
          'product detail rotates 20 products of category 1; search rotates 8 keywords (en + zh); the hot mix: Zipf popularity over ~1,550 searches in both languages, 15% narrowed to a price range asked once, measured after a warm-up that asks each of them (and its sorted and second page) once (at most 15 s); category listing = /prod/pageProd?categoryId=1.',
          '"from memory": share of the requests the read cache answered; "load": the 1-minute load average after the endpoint (the machine is shared: the share of the ceiling is what counts).',
          'Memory with the cache full: distinct listing and search pages requested until the read cache holds 95% of CACHE_MAX_MB (or 90 s).',
        ],
      ),
    );
  }
  if (results.flash.length) {
    out.push(
      table(
        'FLASH SALE — parallel order submits (one connection each) on one SKU with 50 in stock',
        ['DB', 'Submits', 'Sold', 'Stock left', 'Refusals', 'p50', 'p95', 'p99', 'Wall', 'Floor p99', 'Load avg'],
        results.flash.map((f) =>
          f.status === 'ok'
            ? [
                f.db,
                num(f.submits),
                bud(f.db === 'postgres' ? f.sold === f.stock : null, num(f.sold)),
                num(f.stockAfter),
                Object.entries(f.codes)
                  .filter(([c]) => c !== '00000')
                  .map(([c, n]) => `${c}×${n}`)
                  .join(' '),
                lat(f.p50),
                lat(f.p95),
                bud(f.db === 'postgres' ? f.p99 < 1000 : null, ms(f.p99)),
                ms(f.wallMs),
                f.floor ? ms(f.floor.p99) : '',
                f.loadAvg?.join(' ') ?? '',
              ]
            : [f.db, f.status, '', '', '', '', '', '', '', '', ''],
        ),
        [
          'Budget (PostgreSQL): exactly the stock sold, 0 left, p99 < 1 s. PGlite (one connection) shown beside.',
          'Floor: the same number of connections opened at once for GET /api/health (no database, no session), right after the sale.',
        ],
      ),
    );
  }
  if (want('scale') || results.scale.length) {
    out.push(
      results.scale.length
        ? table(
            `SCALE — latency as the catalogue grows (${o.scaleConnections} connections, ${o.durationS} s each)`,
            ['DB', 'Products', 'Endpoint', 'req/s', 'from memory', 'p50', 'p95', 'p99', 'seed+start', 'Load avg'],
            results.scale.map((s) => [
              s.db,
              `${s.size.toLocaleString('en')}${s.seededProducts && s.seededProducts !== s.size ? ` (${s.seededProducts} listed)` : ''}`,
              s.name,
              s.status === 'ok' ? num(s.rps) : s.status,
              s.hitRate == null ? '' : pct(s.hitRate),
              s.status === 'ok' ? lat(s.p50) : '',
              s.status === 'ok' ? bud(judgedAtScale(s) ? s.p95 < scaleBudgetMs(s.size) : null, lat(s.p95)) : '',
              s.status === 'ok' ? lat(s.p99) : '',
              `${Math.round(s.startupS)} s`,
              s.loadAvg?.join(' ') ?? '',
            ]),
            [
              'Budget (PostgreSQL): search, category listing, the mixed rotations and the hot mix p95 < 30 ms at 100,000 products, < 60 ms at 1,000,000; at 1,000,000 also the mixed rotations without the read cache (PGlite, one connection, is shown for comparison).',
              '(mixed) rows rotate sorts, filters, deeper pages and 1-2 character Chinese terms; "no cache": the same on a second process with CACHE=off on the same database (what the database answers); "seed+start" is the server start on an empty database.',
              '"from memory": share of the requests the read cache answered (GET /api/ready, before and after). The hot mix: Zipf popularity over ~1,550 searches in both languages, 15% narrowed to a price range asked once.',
            ],
          )
        : `\nSCALE: n/a (${results.scaleNote ?? 'not run'})`,
    );
  }
  if (results.startup.length) {
    out.push(
      table(
        'START-UP — the API process alone on a seeded database (median of 3): compiled (npm start) vs TypeScript through tsx (before)',
        ['DB', 'Run', 'Start to listening', 'RSS at start', 'RSS after 300 requests', 'Load avg'],
        results.startup.flatMap((s) =>
          ['tsx', 'compiled'].map((mode) => [
            s.db,
            mode,
            ms(s[mode].startupMs),
            mib(s[mode].rssAtStartBytes),
            mib(s[mode].rssAfterUseBytes),
            s.loadAvg.join(' '),
          ]),
        ),
      ),
    );
  }
  if (results.chat.length) out.push(chatTable());
  const b = results.budgets;
  const passed = b.filter((x) => x.ok === true).length;
  const failed = b.filter((x) => x.ok === false).length;
  out.push(
    table(
      `BUDGETS — ${passed} met, ${failed} missed, ${b.length - passed - failed} not measured`,
      ['Figure', 'Value', 'Budget', ''],
      b.map((x) => [x.what, x.shown, x.budget, x.ok === null ? 'n/a' : x.ok ? '✓' : '✗']),
    ),
  );
  if (results.notes.length) out.push('\nNOTES\n' + results.notes.map((n) => `  - ${n}`).join('\n'));
  return out.join('\n');
}

// --- main --------------------------------------------------------------------------------------
async function main() {
  log(
    `options: runs ${o.runs}, ${o.durationS} s × ${o.connections} connections, sections ${o.only.join(',')}, locales ${o.locales.join(',')}`,
  );
  ensureBuilds();
  const singleDist = await ensureSingleBundle();
  const port = (i) => o.port + i;

  if (want('pages') || want('federation') || want('interactions') || want('api') || want('flash') || want('scale')) {
    // The federated server serves the pages, then the PGlite API and scale runs at the default size.
    const single =
      want('federation') && singleDist ? startServer({ port: port(1), label: 'single-bundle', env: { SHELL_DIST: singleDist } }) : null;
    single?.then((s) => servers.add(s)).catch(() => undefined);
    await withServer({ port: port(0), label: 'federated' }, async (fed) => {
      results.servers = { federatedStartupS: fed.startupMs / 1000 };
      let singleServer = null;
      if (single) {
        try {
          singleServer = await single;
        } catch (err) {
          results.notes.push(`single-bundle server failed: ${String(err.message).split('\n')[0]}`);
        }
      }
      try {
        if (want('pages') || want('federation') || want('interactions')) await pagesAndFederation(fed, singleServer);
      } finally {
        if (singleServer) {
          await singleServer.stop();
          servers.delete(singleServer);
        }
      }
      if (want('api')) await apiSection(fed, 'pglite');
      if (want('flash')) await flashSection(fed, 'pglite');
      if (want('scale') && catalogSizeSupported()) {
        if (o.scaleSizes.includes(defaultCatalogSize())) await scaleAt(fed, 'pglite', defaultCatalogSize());
      }
    });
  }

  if (want('scale')) {
    if (!catalogSizeSupported()) {
      results.scaleNote = 'the API has no CATALOG_PRODUCTS seed size yet';
    } else {
      for (const size of o.scaleSizes.filter((s) => !results.scale.some((x) => x.db === 'pglite' && x.size === s))) {
        if (size > PGLITE_SCALE_MAX) {
          results.notes.push(
            `PGlite scale run at ${size.toLocaleString('en')} products skipped (the embedded start is measured up to ${PGLITE_SCALE_MAX.toLocaleString('en')})`,
          );
          continue;
        }
        await withServer({ port: port(2), label: `pglite-${size}`, env: { CATALOG_PRODUCTS: String(size) } }, (s) =>
          scaleAt(s, 'pglite', size),
        );
      }
    }
  }

  if (o.databaseUrl && (want('api') || want('flash') || want('scale'))) {
    await withPgSchema(async (url, schema) => {
      results.notes.push(`PostgreSQL runs used a fresh schema (${schema}) of DATABASE_URL's database, dropped afterwards`);
      await withServer({ port: port(3), label: 'postgres', env: { DATABASE_URL: url } }, async (s) => {
        if (want('api')) await apiSection(s, 'postgres');
        if (want('flash')) await flashSection(s, 'postgres');
        if (want('scale') && catalogSizeSupported()) await scaleAt(s, 'postgres', defaultCatalogSize());
      });
      if (want('scale') && catalogSizeSupported()) await scaleUncached(url, defaultCatalogSize(), port(4));
    });
    if (want('scale') && catalogSizeSupported()) {
      for (const size of o.scaleSizes.filter((n) => !results.scale.some((x) => x.db === 'postgres' && x.size === n))) {
        await withPgSchema(async (url) => {
          await withServer(
            {
              port: port(4),
              label: `postgres-${size}`,
              env: { DATABASE_URL: url, CATALOG_PRODUCTS: String(size) },
              timeoutMs: seedTimeoutMs(size),
            },
            (s) => scaleAt(s, 'postgres', size),
          );
          await scaleUncached(url, size, port(4));
        });
      }
    }
  }

  if (o.scaleDb) {
    const at = o.scaleDb.indexOf('=');
    const size = Number(o.scaleDb.slice(0, at));
    await withServer({ port: port(5), label: `postgres-${size}-existing`, env: { DATABASE_URL: o.scaleDb.slice(at + 1) } }, (s) =>
      scaleAt(s, 'postgres', size),
    );
    await scaleUncached(o.scaleDb.slice(at + 1), size, port(5));
    results.notes.push(`the ${size.toLocaleString('en')}-product run used an already seeded database (--scale-db): seed time not included`);
  }

  if (want('startup')) {
    results.startup.push({ db: 'pglite', loadAvg: loadAvg(), ...(await measureStartup({ port: port(6), log })) });
    if (o.databaseUrl) {
      await withPgSchema(async (url) =>
        results.startup.push({ db: 'postgres', loadAvg: loadAvg(), ...(await measureStartup({ port: port(6), databaseUrl: url, log })) }),
      );
    }
  }

  if (want('chat')) await chatSection();

  budgets();
  results.machine.loadAvgAtEnd = os.loadavg().map((x) => Math.round(x * 10) / 10);
  const busy = Math.max(results.machine.loadAvgAtStart[0], results.machine.loadAvgAtEnd[0]);
  if (busy > results.machine.cpus) {
    results.notes.push(
      `the machine was busy (1-min load average ${results.machine.loadAvgAtStart[0]} at start, ${results.machine.loadAvgAtEnd[0]} at end, ${results.machine.cpus} CPUs): other work competed with every measurement, read the figures as upper bounds on cost`,
    );
  }
  results.finishedAt = new Date().toISOString();
  results.durationS = Math.round((Date.now() - t0) / 1000);
  const text = report() + `\n\nRun time ${Math.floor(results.durationS / 60)} min ${results.durationS % 60} s.`;
  results.table = text;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${stamp}.json`);
  const json = JSON.stringify(results, null, 2) + '\n';
  fs.writeFileSync(file, json);
  // latest.json is the last run of every section; a partial run (--only) keeps only its own file.
  // latest.json holds the last run of every section: a run of some sections (--only) replaces
  // those and keeps the others from the previous latest.json, saying from when.
  const latestFile = path.join(RESULTS_DIR, 'latest.json');
  const complete = SECTIONS.every(want);
  const partialPages = o.pages.length < PAGE_KEYS.length || o.locales.length < 2;
  if (complete && !partialPages) fs.writeFileSync(latestFile, json);
  else if (!partialPages && SECTIONS.some(want) && fs.existsSync(latestFile)) {
    const previous = tryJson(fs.readFileSync(latestFile, 'utf8')) ?? {};
    const sectionsFrom = { ...(previous.sectionsFrom ?? {}) };
    for (const section of SECTIONS) {
      if (want(section)) sectionsFrom[section] = results.startedAt;
      else {
        results[section] = previous[section] ?? (section === 'federation' ? null : []);
        sectionsFrom[section] = previous.sectionsFrom?.[section] ?? previous.startedAt ?? null;
      }
    }
    if (!results.fixtures) results.fixtures = previous.fixtures;
    // The budgets and the table of latest.json cover every section, the kept ones included (this
    // run's own file, written above, has only its own).
    budgets();
    const merged = { ...results, sectionsFrom };
    merged.table = `${report()}\n\nSections not run now, kept from earlier runs: ${SECTIONS.filter((x) => !want(x))
      .map((x) => `${x} (${sectionsFrom[x]})`)
      .join(', ')}.`;
    fs.writeFileSync(latestFile, JSON.stringify(merged, null, 2) + '\n');
  }
  console.log(text);
  console.log(`\nResults: ${path.relative(ROOT, file)}${partialPages ? '' : ' (and bench/results/latest.json)'}`);
}

try {
  await main();
} catch (err) {
  console.error(err.stack ?? err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
