// API throughput with autocannon on loopback: requests/second and latency percentiles, measured
// per response (autocannon's own summary has no p95).
import autocannon from 'autocannon';
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
  // A rotation's requests are also timed per path (`shapes`: which shape sets the p95).
  const byShape = new Map();
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
          const path = spec.paths ? spec.paths[k++ % spec.paths.length] : spec.path;
          if (spec.paths) Object.assign(context, { shape: path, sentAt: performance.now() });
          return { ...req, path };
        },
        ...(spec.paths && {
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
    ...(spec.paths && {
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
      path: `/api/prod/prodInfo?prodId=${prodIds[0]}`,
      paths: prodIds.map((id) => `/api/prod/prodInfo?prodId=${id}`),
    },
    {
      name: 'search',
      path: `/api/search/page?keyword=lamp`,
      paths: SEARCH_KEYWORDS.map((k) => `/api/search/page?keyword=${encodeURIComponent(k)}`),
    },
    { name: 'category list', path: '/api/category/categoryInfo?parentId=0' },
    { name: 'category listing', path: `/api/prod/pageProd?categoryId=${categoryId}` },
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
      path: `/api/search/page?keyword=lamp`,
      paths: SEARCH_KEYWORDS.map((k) => `/api/search/page?keyword=${encodeURIComponent(k)}`),
    },
    { name: 'category listing', path: `/api/prod/pageProd?categoryId=${categoryId}` },
    { name: 'search (mixed)', path: `/api/search/page?${MIXED_SEARCHES[0]}`, paths: MIXED_SEARCHES.map((q) => `/api/search/page?${q}`) },
    {
      name: 'listing (mixed)',
      path: `/api/prod/pageProd?${MIXED_LISTINGS[0]}`,
      paths: MIXED_LISTINGS.map((q) => `/api/prod/pageProd?${q}`),
    },
  ];
}
