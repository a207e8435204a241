import { RESPONSE_CODES } from '@mall/shared';
import type { Db } from '../../db';
import { CheckoutError } from './messages';
import type { SubmitParams } from './pricing';

/**
 * A flash sale: many buyers submit a buy-now order of one SKU at once (docs/search-at-scale.md,
 * "Flash sale"). The losers are kept cheap, and none is ever refused when the full submit would have
 * sold to them:
 *
 * - **One shared read of the SKU** (stock, on sale?) serves every buyer of it who comes while it
 *   runs, instead of a query each.
 * - **The stock in flight waits in memory.** This process lets into the submit transaction only as
 *   many units of a SKU as its stock minus the units of this process's submits of it still
 *   running. A buyer beyond that waits, without a connection, for one of them to end, then reads
 *   the stock again (one read for all woken together): a submit that failed gave its units back.
 *   Without this, the 1,000 buyers who all saw the stock still there each held a connection in a
 *   transaction queued on the SKU's row lock behind the winners.
 * - **A sold-out refusal** (insufficientStock, A03010, what the full submit answers) needs a stock
 *   read begun after the request came in, and that nothing the full submit checks first would
 *   refuse: the product is on sale, the uuid is new and the buyer has the address (one query for
 *   all buyers refused together, with the stock read again in it when the shared read began
 *   before they came). Otherwise the full submit runs and answers.
 *
 * The stock itself is still taken by the guarded UPDATE in submitOrder (several processes each let
 * in up to the stock; the database decides), so this never oversells.
 */

interface SkuState {
  stocks: number;
  prodId: number;
  onSale: boolean;
}
interface Read {
  startedAt: number;
  state: Promise<SkuState | null>;
}
interface Gate {
  /** Units of this SKU in submits of this process still running. */
  units: number;
  /** Buyers waiting for one of them to end (told when it ended). */
  waiting: ((endedAt: number) => void)[];
  /** The newest read of the SKU, shared by the buyers who came in before it started. */
  read: Read | null;
}

const gates = new WeakMap<Db, Map<number, Gate>>();

function gateOf(db: Db, skuId: number): Gate {
  let skus = gates.get(db);
  if (!skus) gates.set(db, (skus = new Map()));
  let g = skus.get(skuId);
  if (!g) skus.set(skuId, (g = { units: 0, waiting: [], read: null }));
  return g;
}

/** Forgets a SKU's gate once nothing runs, waits or reads through it. */
function tidy(db: Db, skuId: number, g: Gate): void {
  const skus = gates.get(db);
  if (skus?.get(skuId) === g && g.units === 0 && g.waiting.length === 0 && !g.read) skus.delete(skuId);
}

/**
 * The SKU's stock and state: the read in flight, or with `since` (performance.now()) one begun at
 * or after it, which a refusal needs.
 */
function readSku(db: Db, skuId: number, g: Gate, since = -Infinity): Read {
  if (g.read && g.read.startedAt >= since) return g.read;
  const read: Read = {
    startedAt: performance.now(),
    state: db
      .one<{ stocks: number; prodId: string | number; onSale: boolean }>(
        `/* checkout.skuState */ SELECT s.stocks, s.prod_id AS "prodId",
                s.status = 1 AND pr.status = 1 AND sh.shop_status = 1 AND NOT (pr.prod_type = 'seckill' AND pr.seckill_end < now()) AS "onSale"
           FROM sku s JOIN product pr ON pr.prod_id = s.prod_id JOIN shop sh ON sh.shop_id = pr.shop_id
          WHERE s.sku_id = $1`,
        [skuId],
      )
      .then((r) => (r ? { stocks: r.stocks, prodId: Number(r.prodId), onSale: r.onSale } : null))
      .finally(() => {
        if (g.read === read) g.read = null;
        tidy(db, skuId, g);
      }),
  };
  g.read = read;
  return read;
}

interface Ask {
  userId: string;
  uuid: string;
  addrId: number | null;
  answer: (orderable: boolean) => void;
  fail: (err: unknown) => void;
}
const asks = new WeakMap<Db, Ask[]>();

/** Whether the uuid is new and the buyer has the address: one query for the buyers asking in the same turn. */
function buyerCanOrder(db: Db, userId: string, p: SubmitParams): Promise<boolean> {
  return new Promise((answer, fail) => {
    let batch = asks.get(db);
    if (!batch) {
      asks.set(db, (batch = []));
      setImmediate(() => {
        const all = asks.get(db)!;
        asks.delete(db);
        db.query<{ i: number }>(
          `/* checkout.buyersCanOrder */ SELECT a.i FROM jsonb_to_recordset($1::jsonb) AS a(i int, u text, id text, addr bigint)
            WHERE NOT EXISTS (SELECT 1 FROM order_submission o WHERE o.user_id = a.u AND o.uuid = a.id)
              AND EXISTS (SELECT 1 FROM user_addr d WHERE d.user_id = a.u AND (a.addr IS NULL OR d.addr_id = a.addr))`,
          [JSON.stringify(all.map((x, i) => ({ i, u: x.userId, id: x.uuid, addr: x.addrId })))],
        ).then(
          (rows) => {
            const yes = new Set(rows.map((r) => Number(r.i)));
            all.forEach((x, i) => x.answer(yes.has(i)));
          },
          (err) => all.forEach((x) => x.fail(err)),
        );
      });
    }
    batch.push({ userId, uuid: p.uuid, addrId: p.addrId ?? null, answer, fail });
  });
}

interface StockAsk {
  userId: string;
  p: SubmitParams;
  item: { skuId: number; prodId: number };
  answer: (row: { stocks: number; orderable: boolean } | null) => void;
  fail: (err: unknown) => void;
}
const stockAsks = new WeakMap<Db, StockAsk[]>();

/**
 * The SKU's stock, and whether nothing before stock would refuse this buyer's submit: one read
 * (begun after every buyer in it came) for the buyers asking in the same turn, whichever SKU.
 */
function readForBuyer(db: Db, userId: string, p: SubmitParams, item: { skuId: number; prodId: number }) {
  return new Promise<{ stocks: number; orderable: boolean } | null>((answer, fail) => {
    let batch = stockAsks.get(db);
    if (!batch) {
      stockAsks.set(db, (batch = []));
      setImmediate(() => {
        const all = stockAsks.get(db)!;
        stockAsks.delete(db);
        db.query<{ i: number; stocks: number; orderable: boolean }>(
          `/* checkout.soldOut */ SELECT a.i, s.stocks,
                  s.status = 1 AND pr.status = 1 AND sh.shop_status = 1 AND s.prod_id = a.prod
                  AND NOT (pr.prod_type = 'seckill' AND pr.seckill_end < now())
                  AND NOT EXISTS (SELECT 1 FROM order_submission o WHERE o.user_id = a.u AND o.uuid = a.id)
                  AND EXISTS (SELECT 1 FROM user_addr d WHERE d.user_id = a.u AND (a.addr IS NULL OR d.addr_id = a.addr)) AS orderable
             FROM jsonb_to_recordset($1::jsonb) AS a(i int, sku bigint, prod bigint, u text, id text, addr bigint)
             JOIN sku s ON s.sku_id = a.sku JOIN product pr ON pr.prod_id = s.prod_id JOIN shop sh ON sh.shop_id = pr.shop_id`,
          [
            JSON.stringify(
              all.map((x, i) => ({ i, sku: x.item.skuId, prod: x.item.prodId, u: x.userId, id: x.p.uuid, addr: x.p.addrId ?? null })),
            ),
          ],
        ).then(
          (rows) => {
            const byAsk = new Map(rows.map((r) => [Number(r.i), { stocks: r.stocks, orderable: r.orderable }]));
            all.forEach((x, i) => x.answer(byAsk.get(i) ?? null));
          },
          (err) => all.forEach((x) => x.fail(err)),
        );
      });
    }
    batch.push({ userId, p, item, answer, fail });
  });
}

/**
 * Runs `submit` (the buy-now submit's transaction) once the SKU's stock allows it, or refuses it
 * as sold out; a cart submit (several SKUs) goes straight to `submit`. Not for a submit inside a
 * caller's transaction: waiting there would hold its connection and locks.
 */
export async function admitSubmit<T>(db: Db, userId: string, p: SubmitParams, submit: () => Promise<T>): Promise<T> {
  if (!p.orderItem) return submit();
  const { skuId, prodId, count } = p.orderItem;
  const arrived = performance.now();
  let g = gateOf(db, skuId);
  let read = readSku(db, skuId, g);
  for (;;) {
    const state = await read.state;
    // Not on sale, another product's SKU or gone: the full submit says which.
    if (!state?.onSale || state.prodId !== prodId) return submit();
    if (state.stocks < count) {
      let stocks = state.stocks;
      if (read.startedAt < arrived) {
        // Read before this buyer came (the sale was over already): again, with the buyer's checks.
        const latest = await readForBuyer(db, userId, p, p.orderItem);
        if (!latest?.orderable) return submit();
        stocks = latest.stocks;
      } else if (!(await buyerCanOrder(db, userId, p))) return submit();
      if (stocks < count) throw new CheckoutError('insufficientStock', RESPONSE_CODES.OUT_OF_STOCK, undefined, { skuId, stocks });
      read = { startedAt: arrived, state: Promise.resolve({ ...state, stocks }) };
      continue;
    }
    g = gateOf(db, skuId);
    if (g.units + count <= state.stocks) break;
    const woke = await new Promise<number>((resolve) => g.waiting.push(resolve));
    read = readSku(db, skuId, gateOf(db, skuId), woke);
  }
  g.units += count;
  try {
    return await submit();
  } finally {
    g.units -= count;
    const woken = g.waiting.splice(0);
    tidy(db, skuId, g);
    const now = performance.now();
    for (const wake of woken) wake(now);
  }
}
