// API throughput with autocannon on loopback: requests/second and latency percentiles, measured
// per response (autocannon's own summary has no p95).
import autocannon from 'autocannon';
import fs from 'node:fs';
import { BENCH_ADDRESS, signIn } from './session.mjs';

/** Keywords rotated through the search requests (English and Chinese, one- to three-word). */
export const SEARCH_KEYWORDS = ['lamp', 'earphones', 'led desk lamp', 'cotton t-shirt', 'bolt', '耳机', '不锈钢', 'watch'];

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

async function probe(base, spec) {
  try {
    const res = await fetch(base + spec.path, { method: spec.method ?? 'GET', headers: spec.headers, body: spec.body });
    const text = await res.text();
    let code = null;
    try {
      code = JSON.parse(text).code ?? null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, code, text: text.slice(0, 160) };
  } catch (err) {
    return { status: 0, code: null, text: String(err.message) };
  }
}

/**
 * Runs one endpoint. Missing endpoints (404 / A00013 'Not found' from the router) are 'n/a (404)';
 * an endpoint that answers but fails its probe is reported with its code, not measured.
 */
export async function loadTest(base, spec, { connections, durationS }) {
  const p = await probe(base, spec);
  if (p.status === 404 && (p.code === null || p.code === 'A00013') && /Not found|Route .* not found/i.test(p.text)) {
    return { name: spec.name, status: 'n/a (404)' };
  }
  if (p.status !== 200 || (p.code !== null && p.code !== '00000')) {
    return { name: spec.name, status: `n/a (HTTP ${p.status}${p.code ? ' ' + p.code : ''})`, detail: p.text };
  }
  const times = [];
  let k = 0;
  // A rotation's requests are also timed per path (`shapes`: which shape sets the p95), unless
  // there are too many paths for that to mean anything (the hot mix: `shapes: false`).
  const byShape = new Map();
  const perShape = Boolean(spec.paths) && spec.shapes !== false;
  /** The i-th request of a rotation: a path, or {path, headers} (a request in another language). */
  const nth = (i) => {
    const p = spec.paths[i % spec.paths.length];
    return typeof p === 'string' ? { path: p } : p;
  };
  const instance = autocannon({
    url: base,
    connections,
    duration: durationS,
    requests: [
      {
        method: spec.method ?? 'GET',
        headers: spec.headers,
        body: spec.body,
        setupRequest: (req, context) => {
          const r = spec.paths ? nth(k++) : { path: spec.path };
          if (perShape) Object.assign(context, { shape: r.path, sentAt: performance.now() });
          return { ...req, path: r.path, ...(r.headers && { headers: { ...req.headers, ...r.headers } }) };
        },
        ...(perShape && {
          onResponse: (_status, _body, context) => {
            if (!byShape.has(context.shape)) byShape.set(context.shape, []);
            byShape.get(context.shape).push(performance.now() - context.sentAt);
          },
        }),
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const started = Date.now();
  const result = await instance;
  const elapsedS = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const non2xx = result.non2xx ?? 0;
  return {
    name: spec.name,
    status: 'ok',
    // Completed responses over the wall time (autocannon's per-second average drops partial seconds).
    rps: times.length / elapsedS,
    total: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors: result.errors + result.timeouts,
    non2xx,
    ...(perShape && {
      shapes: [...byShape].map(([path, t]) => {
        t.sort((a, b) => a - b);
        return { path, total: t.length, p50: percentile(t, 0.5), p95: percentile(t, 0.95) };
      }),
    }),
  };
}

/** Puts two lines in the buyer's cart (the cart page and order confirm need some). */
export async function prepareBuyer(base) {
  const token = await signIn(base);
  const headers = { 'content-type': 'application/json', authorization: token };
  const basketIds = [];
  for (const prodId of [1, 2]) {
    try {
      const info = await (await fetch(`${base}/api/prod/prodInfo?prodId=${prodId}`)).json();
      const sku = info?.data?.skuList?.find((s) => s.status === 1 && s.stocks > 0);
      if (!sku) continue;
      const res = await (
        await fetch(`${base}/api/p/shopCart/changeItem`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ prodId, skuId: sku.skuId, count: 1 }),
        })
      ).json();
      if (res?.data?.basketId) basketIds.push(res.data.basketId);
    } catch {
      /* no catalogue or cart yet: the endpoints report n/a */
    }
  }
  // Order confirm prices against a receiving address: give the buyer one if the seed did not.
  try {
    const list = await (await fetch(`${base}/api/p/address/list`, { headers })).json();
    if (Array.isArray(list?.data) && list.data.length === 0) {
      await fetch(`${base}/api/p/address/addAddr`, { method: 'POST', headers, body: JSON.stringify(BENCH_ADDRESS) });
    }
  } catch {
    /* no address book yet: order confirm reports what the API answers */
  }
  return { token, basketIds };
}

/** The endpoint set of the API section. */
export function apiEndpoints({ token, basketIds, prodIds, categoryId }) {
  const auth = { 'content-type': 'application/json', authorization: token };
  return [
    {
      name: 'product detail',
      route: '/api/prod/prodInfo',
      path: `/api/prod/prodInfo?prodId=${prodIds[0]}`,
      paths: prodIds.map((id) => `/api/prod/prodInfo?prodId=${id}`),
    },
    {
      name: 'search',
      route: '/api/search/page',
      path: `/api/search/page?keyword=lamp`,
      paths: SEARCH_KEYWORDS.map((k) => `/api/search/page?keyword=${encodeURIComponent(k)}`),
    },
    { name: 'category list', route: '/api/category/categoryInfo', path: '/api/category/categoryInfo?parentId=0' },
    { name: 'category listing', route: '/api/prod/pageProd', path: `/api/prod/pageProd?categoryId=${categoryId}` },
    { name: 'cart info', path: '/api/p/shopCart/info', method: 'POST', headers: auth, body: '{}' },
    { name: 'order confirm', path: '/api/p/order/confirm', method: 'POST', headers: auth, body: JSON.stringify({ basketIds }) },
  ];
}

/** Search requests a buyer makes: en and zh terms (1- and 2-character Chinese too), sorts, filters, later pages. */
export const MIXED_SEARCHES = [
  'keyword=lamp&sort=sales',
  'keyword=%E7%81%AF',
  'keyword=%E8%80%B3%E6%9C%BA&sort=priceAsc',
  'keyword=led%20desk%20lamp&current=3',
  'keyword=cotton&minPrice=1000&maxPrice=5000',
  'keyword=%E4%B8%8D%E9%94%88%E9%92%A2&sort=newest',
  'keyword=watch&region=Guangdong',
  'keyword=bolt&sort=priceDesc&current=2',
  'keyword=%E8%A1%A3',
  'keyword=premium%20yoga',
];
/** Category listings: top, second and leaf levels, sorts and a later page. */
export const MIXED_LISTINGS = [
  'categoryId=1',
  'categoryId=2&sort=sales',
  'categoryId=1&sort=priceAsc&current=5',
  'categoryId=3&sort=newest',
  'categoryId=4&minPrice=1000&maxPrice=100000',
  'categoryId=9',
  'categoryId=30&sort=priceDesc',
  'categoryId=60',
];

/** The scale endpoints: search (rotating keywords) and a category's listing, then the mixed sets. */
export function scaleEndpoints({ categoryId }) {
  return [
    {
      name: 'search',
      route: '/api/search/page',
      path: `/api/search/page?keyword=lamp`,
      paths: SEARCH_KEYWORDS.map((k) => `/api/search/page?keyword=${encodeURIComponent(k)}`),
    },
    { name: 'category listing', route: '/api/prod/pageProd', path: `/api/prod/pageProd?categoryId=${categoryId}` },
    ...mixedEndpoints(),
  ];
}

/** The mixed rotations (also measured on a process without the read cache: what the database does). */
export function mixedEndpoints(suffix = '') {
  return [
    {
      name: `search (mixed${suffix})`,
      route: '/api/search/page',
      path: `/api/search/page?${MIXED_SEARCHES[0]}`,
      paths: MIXED_SEARCHES.map((q) => `/api/search/page?${q}`),
    },
    {
      name: `listing (mixed${suffix})`,
      route: '/api/prod/pageProd',
      path: `/api/prod/pageProd?${MIXED_LISTINGS[0]}`,
      paths: MIXED_LISTINGS.map((q) => `/api/prod/pageProd?${q}`),
    },
  ];
}

/** The hot mix as an endpoint of the API and scale sections. */
export async function hotMixEndpoint(base) {
  const mix = await hotSearchMix(base);
  return {
    name: 'search (hot mix)',
    route: '/api/search/page',
    path: mix.paths[0].path,
    paths: mix.paths,
    shapes: false,
    distinct: mix.distinctHead,
    warmup: mix.warmup,
  };
}

// --- the hot query mix, cache hit rates, memory with the cache full, misspellings (issue 46) -------

/** mulberry32: the same mix on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const getData = async (base, path, locale = 'en') => (await (await fetch(base + path, { headers: { locale } })).json())?.data;

/**
 * The hot query mix: what buyers search, as a popularity curve. Its head is ~1,550 searches built
 * from the catalogue (category names in both languages, a leaf's last word, "<qualifier> <leaf>"
 * in English), asked with Zipf popularity (s = 1: the tenth most popular is asked a tenth as often
 * as the first), a tenth of them sorted or a second page; its tail (`tailShare` of the requests)
 * are searches asked once: one of those narrowed to a price range of its own. 60,000 requests,
 * rotated.
 */
export async function hotSearchMix(base, { requests = 60_000, tailShare = 0.15 } = {}) {
  const rnd = prng(46);
  const leaves = (nodes) => nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n.categoryName]));
  const branches = (nodes) => nodes.flatMap((n) => (n.children?.length ? [n.categoryName, ...branches(n.children)] : []));
  const [treeEn, treeZh] = await Promise.all([getData(base, '/api/category/tree'), getData(base, '/api/category/tree', 'zh_CN')]);
  const leavesEn = leaves(treeEn ?? []).map((x) => x.toLowerCase());
  const leavesZh = leaves(treeZh ?? []);
  const names = ((await getData(base, '/api/prod/pageProd?size=60&sort=newest'))?.records ?? []).map((r) => r.prodName.toLowerCase());
  const qualifiers = [...new Set(names.map((n) => n.split(' ')[0]))];
  const en = (q) => ({ q, locale: 'en' });
  const zh = (q) => ({ q, locale: 'zh_CN' });
  // Most popular first: the leaves, their last words, the branches, then qualified leaves.
  const head = [
    ...leavesEn.map(en),
    ...leavesZh.map(zh),
    ...[...new Set(leavesEn.map((l) => l.split(' ').at(-1)))].map(en),
    ...[...new Set(leavesZh.map((l) => [...l].slice(-2).join('')))].map(zh),
    ...branches(treeEn ?? []).map((b) => en(b.toLowerCase())),
    ...branches(treeZh ?? []).map(zh),
    ...qualifiers.flatMap((q) => leavesEn.map((l) => en(`${q} ${l}`))),
  ];
  const seen = new Set();
  const unique = head.filter((h) => !seen.has(`${h.locale}|${h.q}`) && seen.add(`${h.locale}|${h.q}`));
  // Zipf: the cumulative weights 1/1, 1/2, ... and a binary search per request.
  const cumulative = [];
  unique.forEach((_, i) => cumulative.push((cumulative.at(-1) ?? 0) + 1 / (i + 1)));
  const total = cumulative.at(-1);
  const pickHead = () => {
    const x = rnd() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return unique[lo];
  };
  const variants = ['', '', '', '', '', '', '', '', '&sort=sales', '&current=2'];
  const paths = [];
  for (let i = 0; i < requests; i++) {
    const h = pickHead();
    // The tail: a popular search narrowed to a price range of its own (asked once, found by the database).
    const low = 100 * Math.floor(rnd() * 500);
    const extra =
      rnd() < tailShare
        ? `&minPrice=${low}&maxPrice=${low + 100 * (1 + Math.floor(rnd() * 2000))}`
        : variants[Math.floor(rnd() * variants.length)];
    paths.push({ path: `/api/search/page?keyword=${encodeURIComponent(h.q)}${extra}`, headers: { locale: h.locale } });
  }
  // Each search of the head once (then its sorted and second pages), most popular first: what a
  // process that has served buyers for a while holds.
  const warmup = ['', '&sort=sales', '&current=2'].flatMap((extra) =>
    unique.map((h) => ({ path: `/api/search/page?keyword=${encodeURIComponent(h.q)}${extra}`, headers: { locale: h.locale } })),
  );
  return { paths, warmup, distinctHead: unique.length };
}

/** The read cache's counters of one API process (GET /api/ready). */
export async function cacheCounters(base) {
  try {
    const ready = await (await fetch(`${base}/api/ready`)).json();
    return ready?.checks?.changeNotices?.detail ?? null;
  } catch {
    return null;
  }
}

/** Share of a route's requests answered from memory between two readings of cacheCounters. */
export function hitRate(before, after, route) {
  const b = before?.routes?.[route] ?? { hits: 0, misses: 0 };
  const a = after?.routes?.[route];
  if (!a) return null;
  const hits = a.hits - b.hits;
  const all = hits + (a.misses - b.misses);
  return all > 0 ? { hits, misses: all - hits, rate: hits / all } : null;
}

/**
 * Distinct listing and search pages until the read cache is full (or `maxS` passes): categories ×
 * sorts × pages, then keywords × sorts × pages. Answers the cache's counters at the end.
 */
export async function fillCache(base, { connections, maxS = 60 }) {
  const tree = (await getData(base, '/api/category/tree')) ?? [];
  const ids = [];
  const walk = (nodes) => nodes.forEach((n) => (ids.push(n.categoryId), walk(n.children ?? [])));
  walk(tree);
  const words = ['lamp', 'light', 'tea', 'bike', 'set', 'machine', 'steel', 'premium', 'mini', 'smart', 'portable', 'classic'];
  const sorts = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'];
  // Pages of 60 (about 20 kB each): a few thousand fill the default 128 MB.
  const paths = [];
  for (let page = 1; page <= 40; page++) {
    for (const sort of sorts) {
      for (const id of ids) paths.push(`/api/prod/pageProd?categoryId=${id}&sort=${sort}&current=${page}&size=60`);
      for (const w of words) paths.push(`/api/search/page?keyword=${w}&sort=${sort}&current=${page}&size=60`);
    }
  }
  const started = Date.now();
  let counters = await cacheCounters(base);
  // 5 s at a time, each round going on where the last one's requests ended.
  for (let at = 0; at < paths.length && Date.now() - started < maxS * 1000;) {
    if (counters && counters.bytes >= counters.maxBytes * 0.95) break;
    const round = await loadTest(
      base,
      { name: 'fill', path: paths[at], paths: paths.slice(at), shapes: false },
      { connections, durationS: 5 },
    );
    at += Math.max(1, round.total ?? 0);
    counters = await cacheCounters(base);
  }
  return { ...counters, distinctPages: paths.length, seconds: (Date.now() - started) / 1000 };
}

/** The fixed misspelling list (misspellings.json): how many find the intended product in the first 10. */
export async function scoreMisspellings(base) {
  const { queries } = JSON.parse(fs.readFileSync(new URL('./misspellings.json', import.meta.url), 'utf8'));
  const missed = [];
  for (const m of queries) {
    const page = await getData(base, `/api/search/page?keyword=${encodeURIComponent(m.q)}&size=10`, m.locale);
    const found = (page?.records ?? []).some((r) => r.prodName.toLowerCase().includes(m.intended));
    if (!found) missed.push({ q: m.q, intended: m.intended, didYouMean: page?.didYouMean?.keyword ?? null });
  }
  return { found: queries.length - missed.length, of: queries.length, missed };
}
