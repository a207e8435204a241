// Flash sale: N order submits at once (one connection each) on one SKU holding `stock` units.
// Only the API is used: a first order takes the SKU down to exactly `stock`, so it works the same
// on PGlite (whose database only the server can open) and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { BENCH_ADDRESS, DEMO_BUYER, signIn } from './session.mjs';

const SECOND_BUYER = { userName: 'buyer2', password: 'Buyer2@123456' };

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : null;
}

async function json(base, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(base + '/api' + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

async function ensureAddress(base, token) {
  const list = await json(base, '/p/address/list', { token });
  if (Array.isArray(list?.data) && list.data.length === 0)
    await json(base, '/p/address/addAddr', { token, method: 'POST', body: BENCH_ADDRESS });
}

async function skuStock(base, prodId, skuId) {
  const info = await json(base, `/prod/prodInfo?prodId=${prodId}&_=${Date.now()}`);
  return info?.data?.skuList?.find((s) => s.skuId === skuId)?.stocks ?? null;
}

/** A normal, on-shelf SKU with more than `stock` units, taken down to exactly `stock` by one order. */
async function prepareSku(base, token, stock) {
  for (let page = 1; page <= 5; page++) {
    const list = await json(base, `/prod/pageProd?categoryId=1&size=20&current=${page}`);
    for (const card of list?.data?.records ?? []) {
      if (card.prodType !== 'normal') continue;
      const info = await json(base, `/prod/prodInfo?prodId=${card.prodId}`);
      const sku = info?.data?.skuList?.find((s) => s.status === 1 && s.stocks > stock);
      if (!sku) continue;
      const excess = sku.stocks - stock;
      const res = await json(base, '/p/order/submit', {
        token,
        method: 'POST',
        body: { orderItem: { prodId: card.prodId, skuId: sku.skuId, count: excess }, uuid: randomUUID(), tradingRulesAgreed: true },
      });
      if (res?.code !== '00000') throw new Error(`flash sale: could not reserve ${excess} of SKU ${sku.skuId}: ${res?.code} ${res?.msg}`);
      return { prodId: card.prodId, skuId: sku.skuId };
    }
  }
  throw new Error('flash sale: no normal product with enough stock in category 1');
}

/**
 * Runs the sale and answers what a buyer and an operator would check: orders made (must equal the
 * stock), the refusals' codes, stock left (must be 0), latency percentiles and wall time.
 */
export async function flashSale(base, { submits = 1000, stock = 50 } = {}) {
  const tokens = [await signIn(base, DEMO_BUYER), await signIn(base, SECOND_BUYER)];
  for (const token of tokens) await ensureAddress(base, token);
  const { prodId, skuId } = await prepareSku(base, tokens[0], stock);
  const before = await skuStock(base, prodId, skuId);
  if (before !== stock) throw new Error(`flash sale: SKU ${skuId} shows ${before} in stock, expected ${stock}`);

  const times = [];
  const codes = {};
  let k = 0;
  const started = Date.now();
  const instance = autocannon({
    url: base,
    connections: submits,
    amount: submits,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/p/order/submit',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', authorization: tokens[k++ % tokens.length] },
          body: JSON.stringify({ orderItem: { prodId, skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true }),
        }),
        onResponse: (_status, body) => {
          let code = 'non-JSON';
          try {
            code = JSON.parse(body).code;
          } catch {
            /* counted as non-JSON */
          }
          codes[code] = (codes[code] ?? 0) + 1;
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const wallMs = Date.now() - started;
  times.sort((a, b) => a - b);
  const after = await skuStock(base, prodId, skuId);
  const floor = await connectionFloor(base, submits);
  return {
    status: 'ok',
    submits,
    stock,
    sold: codes['00000'] ?? 0,
    codes,
    stockAfter: after,
    errors: result.errors + result.timeouts,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? null,
    wallMs,
    floor,
  };
}

/**
 * What this machine does with the same number of connections opened at once for a request that
 * costs nothing (the liveness probe: no database, no session): the floor under the sale's figures,
 * measured in the same run, as the bare Fastify route is the ceiling under the API's throughput.
 */
async function connectionFloor(base, connections) {
  const times = [];
  const instance = autocannon({ url: base + '/api/health', connections, amount: connections, timeout: 30 });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), errors: result.errors + result.timeouts };
}
