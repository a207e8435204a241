import { randomUUID } from 'node:crypto';
import { PAY_TYPES, POINTS_EARN_MINOR_PER_POINT } from '@mall/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grant } from '../../../test/ledger';
import { BUYER, BUYER2, call } from '../../../test/requests';
import { expireOverdueOrders } from '../../checkout';
import { makeProduct } from '../../checkout/__tests__/helpers';
import { gatewayPaid, payOrder, seller, shipAll, startRefundScene, type Scene } from '../../refunds/__tests__/scene';
import { checkMoney, formatBreaches } from '../check';

/**
 * The property test of issue 39: random interleavings of submit, pay (balance, points, the sandbox
 * gateway, offline transfer), a gateway payment arriving late, after-sales refunds (a line or the
 * whole order, refund only or return, agreed or refused), merchant rejection, cancel, expiry,
 * shipping and receipt, on a few orders at a time, against a simple model of what the buyer and
 * the shop should hold. After every step the model must match the database (balance, points,
 * growth and level, stock, the platform coupon) and the money invariants must hold.
 *
 *   MONEY_MODEL_STEPS=5000 MONEY_MODEL_SEED=1234 pnpm exec vitest run --project api api/src/modules/ledger/__tests__/money-model.test.ts
 */
const STEPS = Number(process.env.MONEY_MODEL_STEPS ?? 2000);
const SEED = Number(process.env.MONEY_MODEL_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a failing run replays with its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

interface Line {
  itemId: number;
  skuId: number;
  count: number;
  shipped: number;
  cancelled: number;
  refunded: number;
  refundedGoods: number;
}
interface Order {
  orderNumber: string;
  buyer: Buyer;
  submit: string;
  status: number;
  total: number;
  goods: number;
  pointsUsed: number;
  pointsReturned: number;
  payType: number | null;
  paid: number;
  refunded: number;
  lines: Line[];
  /** Earned on receipt, and what refunds took back of it since. */
  pointsEarned: number;
  /** What the rewards were booked on: paid less refunded at receipt. */
  basis: number;
  pointsClawed: number;
  growthEarned: number;
  growthClawed: number;
  awaitingTransfer: boolean;
}
interface Buyer {
  userId: string;
  token: string;
  balance: number;
  points: number;
  growth: number;
  couponId: number;
}

const SHOPS = [1, 2] as const;
const PAYS = [PAY_TYPES.balance, PAY_TYPES.points, PAY_TYPES.alipay, PAY_TYPES.paypal, PAY_TYPES.offline] as const;

let s: Scene;
const r = rng(SEED);
const buyers: Buyer[] = [];
const skus: { prodId: number; skuId: number; shopId: number; stock: number }[] = [];
const orders: Order[] = [];
let levels: { level: number; growthMin: number; pointsPct: number }[] = [];
const mix: Record<string, number> = {};

beforeAll(async () => {
  // Unpaid orders expire only when a step says so.
  s = await startRefundScene({ orderPayTimeoutMs: 24 * 3600_000 });
  for (const [who, token] of [
    [BUYER, s.token],
    [BUYER2, s.token2],
  ] as const) {
    await grant(s.t.db, who.userId, { balance: 50_000_000, points: 50_000_000 });
    const u = (await s.t.db.one<{ balance: string; score: number; growth: number }>(
      `SELECT balance, score, growth FROM app_user WHERE user_id = $1`,
      [who.userId],
    ))!;
    const coupon = (await s.t.db.one<{ id: string }>(
      `SELECT uc.user_coupon_id AS id FROM user_coupon uc JOIN coupon c ON c.coupon_id = uc.coupon_id
        WHERE uc.user_id = $1 AND c.shop_id IS NULL AND NOT c.exclusive AND uc.status = 0 LIMIT 1`,
      [who.userId],
    ))!;
    buyers.push({ userId: who.userId, token, balance: Number(u.balance), points: u.score, growth: u.growth, couponId: Number(coupon.id) });
  }
  for (const shopId of SHOPS)
    for (const price of [2350, 7900]) {
      const p = await makeProduct(s.t, { shopId, price, stocks: 40 });
      skus.push({ ...p, stock: 40 });
    }
  levels = (
    await s.t.db.query<{ level: number; growthMin: number; pointsPct: number }>(
      `SELECT level, growth_min AS "growthMin", points_pct AS "pointsPct" FROM member_level ORDER BY growth_min`,
    )
  ).map((l) => ({ ...l }));
}, 120_000);
afterAll(() => s?.t.close());

const levelOf = (growth: number) => levels.filter((l) => l.growthMin <= growth).at(-1)!;
const ok = (res: { code: string; msg?: string | null }, what: string) => expect(res.code, `${what}: ${res.msg ?? ''}`).toBe('00000');
const merchantOf = (o: Order) => (shopOf(o) === 1 ? s.m1 : s.m2);
const shopOf = (o: Order) => skus.find((k) => k.skuId === o.lines[0]!.skuId)!.shopId;
const open = (status: number) => orders.filter((o) => o.status === status);

/** What going back gives the buyer: money by its method, the points spent, the units. */
function giveBack(o: Order, money: number, points: number, units: { line: Line; count: number }[]) {
  if (o.payType === PAY_TYPES.balance) o.buyer.balance += money;
  if (o.payType === PAY_TYPES.points) o.buyer.points += money * 10;
  if (o.payType === PAY_TYPES.offline && money > 0) o.awaitingTransfer = true;
  o.refunded += money;
  o.buyer.points += points;
  o.pointsReturned += points;
  for (const u of units) skus.find((k) => k.skuId === u.line.skuId)!.stock += u.count;
  // What the order earned follows the money it keeps (the ledger's takeBackRewards).
  if (money > 0 && o.pointsEarned + o.growthEarned > 0) {
    const kept = Math.max(0, o.paid - o.refunded);
    const owed = (earned: number, basis: number, clawed: number) =>
      earned > 0 && basis > 0 ? earned - Math.floor((earned * Math.min(basis, kept)) / basis) - clawed : 0;
    const p = owed(o.pointsEarned, o.basis, o.pointsClawed);
    if (p > 0) {
      o.buyer.points -= Math.min(p, o.buyer.points);
      o.pointsClawed += p;
    }
    const g = owed(o.growthEarned, o.basis, o.growthClawed);
    if (g > 0) {
      o.buyer.growth -= g;
      o.growthClawed += g;
    }
  }
}

/** Closing an unpaid or rejected order gives back everything not back yet. */
function closeAll(o: Order, status = 6) {
  giveBack(
    o,
    o.paid - o.refunded,
    o.pointsUsed - o.pointsReturned,
    o.lines.map((l) => ({ line: l, count: l.count - restocked(l) })),
  );
  o.status = status;
}
/** Units of a line back in stock so far: refunded before shipping, and returned. */
const restockedBy = new Map<number, number>();
const restocked = (l: Line) => restockedBy.get(l.itemId) ?? 0;

const STEPS_OF: Record<string, (() => Promise<boolean>) | undefined> = {
  async submit() {
    const buyer = r.pick(buyers);
    const chosen = r.chance(0.4)
      ? [r.pick(skus.filter((k) => k.shopId === 1)), r.pick(skus.filter((k) => k.shopId === 2))]
      : [r.pick(skus)];
    const counts = chosen.map(() => r.int(1, 3));
    await call(s.t, 'DELETE', '/p/shopCart/deleteAll', { token: buyer.token });
    const basketIds: number[] = [];
    for (const [i, k] of chosen.entries()) {
      const res = await call<{ basketId: number }>(s.t, 'POST', '/p/shopCart/changeItem', {
        token: buyer.token,
        body: { prodId: k.prodId, skuId: k.skuId, shopId: k.shopId, count: counts[i] },
      });
      if (res.code !== '00000') return false;
      basketIds.push(res.data.basketId);
    }
    const couponFree = !orders.some((o) => o.buyer === buyer && couponOf(o) === buyer.couponId && o.status !== 6);
    const useCoupon = couponFree && r.chance(0.5);
    const usePoints = r.chance(0.4) ? r.int(1, 30) * 10 : 0;
    const uuid = randomUUID();
    const res = await call<{ orderNumbers: string[] }>(s.t, 'POST', '/p/order/submit', {
      token: buyer.token,
      body: { basketIds, uuid, tradingRulesAgreed: true, usePoints, couponIds: useCoupon ? [buyer.couponId] : [] },
    });
    const short = chosen.some((k, i) => k.stock < counts[i]!);
    if (short) {
      expect(res.code, 'out of stock').not.toBe('00000');
      return true;
    }
    if (res.code !== '00000') {
      // A coupon below its minimum amount is refused and changes nothing.
      expect(res.msg).toBe('This coupon cannot be used for this order');
      return true;
    }
    for (const [i, k] of chosen.entries()) k.stock -= counts[i]!;
    for (const orderNumber of res.data.orderNumbers) {
      const row = (await s.t.db.one<{ total: string; goods: string; pointsUsed: number }>(
        `SELECT actual_total AS total, actual_total - freight - insurance - taxes AS goods, points_used AS "pointsUsed" FROM order_info WHERE order_number = $1`,
        [orderNumber],
      ))!;
      const lines = await s.t.db.query<{ id: string; skuId: string; count: number }>(
        `SELECT order_item_id AS id, sku_id AS "skuId", count FROM order_item WHERE order_number = $1 ORDER BY order_item_id`,
        [orderNumber],
      );
      buyer.points -= row.pointsUsed;
      orders.push({
        orderNumber,
        buyer,
        submit: uuid,
        status: 1,
        total: Number(row.total),
        goods: Math.max(0, Number(row.goods)),
        pointsUsed: row.pointsUsed,
        pointsReturned: 0,
        payType: null,
        paid: 0,
        refunded: 0,
        lines: lines.map((l) => ({
          itemId: Number(l.id),
          skuId: Number(l.skuId),
          count: l.count,
          shipped: 0,
          cancelled: 0,
          refunded: 0,
          refundedGoods: 0,
        })),
        pointsEarned: 0,
        basis: 0,
        pointsClawed: 0,
        growthEarned: 0,
        growthClawed: 0,
        awaitingTransfer: false,
      });
      if (useCoupon) couponUse.set(orderNumber, buyer.couponId);
    }
    return true;
  },

  async pay() {
    const o = r.pick(open(1));
    const payType = r.pick(PAYS);
    await payOrder(s, o.orderNumber, payType, o.buyer.token, merchantOf(o));
    o.status = 2;
    o.payType = payType;
    o.paid = o.total;
    if (payType === PAY_TYPES.balance) o.buyer.balance -= o.total;
    if (payType === PAY_TYPES.points) o.buyer.points -= o.total * 10;
    return true;
  },

  /** A gateway payment started, the order cancelled, then the gateway's notice arrives: the money goes back through it. */
  async latePay() {
    const o = r.pick(open(1));
    const pay = await call<{ paymentId: string; amount: number }>(s.t, 'POST', '/p/order/pay', {
      token: o.buyer.token,
      body: { orderNumbers: [o.orderNumber], payType: PAY_TYPES.paypal },
    });
    ok(pay, 'pay');
    ok(await call(s.t, 'PUT', `/p/myOrder/cancel/${o.orderNumber}`, { token: o.buyer.token, body: {} }), 'cancel');
    closeAll(o);
    expect((await gatewayPaid(s, pay.data)).data.result).toBe('refunded');
    return true;
  },

  async cancel() {
    const o = r.pick(open(1));
    ok(await call(s.t, 'PUT', `/p/myOrder/cancel/${o.orderNumber}`, { token: o.buyer.token, body: {} }), 'cancel');
    closeAll(o);
    return true;
  },

  async expire() {
    const o = r.pick(open(1));
    await s.t.db.query(`UPDATE order_info SET pay_deadline = now() - interval '1 second' WHERE order_number = $1`, [o.orderNumber]);
    expect(await expireOverdueOrders(s.t.db)).toContain(o.orderNumber);
    closeAll(o);
    return true;
  },

  async reject() {
    const o = r.pick([...open(1), ...open(2).filter((x) => x.lines.every((l) => l.shipped === 0))]);
    ok(
      await call(s.t, 'POST', '/merchant/order/reject', { token: merchantOf(o), body: { orderNumber: o.orderNumber, reason: 'other' } }),
      'reject',
    );
    closeAll(o);
    return true;
  },

  async ship() {
    const o = r.pick(open(2));
    await shipAll(s, o.orderNumber, merchantOf(o));
    for (const l of o.lines) l.shipped = l.count - l.cancelled;
    o.status = 3;
    return true;
  },

  async receipt() {
    const o = r.pick(open(3));
    const pct = levelOf(o.buyer.growth).pointsPct;
    ok(await call(s.t, 'PUT', `/p/myOrder/receipt/${o.orderNumber}`, { token: o.buyer.token, body: {} }), 'receipt');
    o.status = 4;
    const kept = o.paid - o.refunded;
    o.pointsEarned = Math.floor((Math.floor(kept / POINTS_EARN_MINOR_PER_POINT) * pct) / 100);
    o.basis = kept;
    o.growthEarned = Math.floor(kept / 100);
    o.buyer.points += o.pointsEarned;
    o.buyer.growth += o.growthEarned;
    return true;
  },

  /** An after-sales request: a line or the whole order, refund only or return; the seller agrees or refuses. */
  async refund() {
    const o = r.pick(orders.filter((x) => [2, 3, 4].includes(x.status)));
    const info = await call<{
      refusal: string | null;
      wholeOrder: { maxAmount: number; maxQuantity: number; available: boolean };
      lines: { orderItemId: number; maxAmount: number; maxQuantity: number; available: boolean }[];
    }>(s.t, 'GET', `/p/orderRefund/refundable?orderNumber=${o.orderNumber}`, { token: o.buyer.token });
    ok(info, 'refundable');
    const shipped = o.status >= 3;
    const applyType = shipped && r.chance(0.5) ? 2 : 1;
    const whole = r.chance(0.3);
    const lines = info.data.lines.filter((l) => l.available);
    const line = lines.length ? r.pick(lines) : null;
    const target = whole ? (info.data.wholeOrder.available ? info.data.wholeOrder : null) : line;
    if (!target || target.maxAmount < 1) return false;
    const goodsNum = whole ? target.maxQuantity : r.int(1, target.maxQuantity);
    const lineMax = whole ? target.maxAmount : null;
    const body = {
      orderNumber: o.orderNumber,
      orderItemId: whole ? undefined : line?.orderItemId,
      refundType: whole ? 1 : 2,
      applyType,
      isReceiver: shipped,
      buyerReason: 'noLongerNeeded',
      buyerDesc: 'Property test',
      // The whole order takes its maximum; a line asks some of what its units are worth (at most).
      refundAmount: lineMax ?? r.int(1, Math.max(1, Math.floor((target.maxAmount * goodsNum) / target.maxQuantity))),
      goodsNum,
      buyerMobile: '+86 13800138000',
      photoFiles: [],
    };
    const applied = await call<{ refundSn: string }>(s.t, 'POST', '/p/orderRefund/apply', { token: o.buyer.token, body });
    if (applied.code !== '00000') {
      // The form's own rules (a return of units not shipped yet, an amount over what k units are worth): nothing written.
      expect(applied.code, applied.msg ?? '').toMatch(/^A000(01|14)$/);
      return false;
    }
    const sn = applied.data.refundSn;
    if (r.chance(0.15)) {
      ok(await seller(s, 'reject', { refundSn: sn, reason: 'Not as described' }, merchantOf(o)), 'seller reject');
      return true;
    }
    ok(await seller(s, 'agree', { refundSn: sn }, merchantOf(o)), 'agree');
    if (applyType === 2) {
      ok(
        await call(s.t, 'POST', '/p/orderRefund/submitExpress', {
          token: o.buyer.token,
          body: { refundSn: sn, expressName: 'DHL', expressNo: 'JD0001' },
        }),
        'express',
      );
      ok(await seller(s, 'receive', { refundSn: sn }, merchantOf(o)), 'receive');
    }
    const detail = await call<{ items: { orderItemId: number; count: number; amount: number }[]; refundAmount: number }>(
      s.t,
      'GET',
      `/p/orderRefund/info?refundSn=${sn}`,
      { token: o.buyer.token },
    );
    // The model's reading of the request: units and goods per line, what comes back to stock.
    const units: { line: Line; count: number }[] = [];
    for (const i of detail.data.items) {
      const l = o.lines.find((x) => x.itemId === i.orderItemId)!;
      const cancel = Math.min(i.count, Math.max(0, l.count - l.shipped - l.cancelled));
      l.cancelled += cancel;
      l.refunded += i.count;
      l.refundedGoods += i.amount;
      const back = applyType === 2 ? i.count : cancel;
      if (back) units.push({ line: l, count: back });
      restockedBy.set(l.itemId, restocked(l) + back);
    }
    const all = o.lines.every((l) => l.refunded >= l.count);
    const refundedGoods = o.lines.reduce((a, l) => a + l.refundedGoods, 0);
    const targetPoints = all || !o.goods ? o.pointsUsed : Math.min(o.pointsUsed, Math.floor((o.pointsUsed * refundedGoods) / o.goods));
    giveBack(o, detail.data.refundAmount, Math.max(0, Math.min(o.pointsUsed - o.pointsReturned, targetPoints - o.pointsReturned)), units);
    if (all) o.status = 6;
    return true;
  },

  /** The merchant transfers an offline payment back (after-sales or a rejection). */
  async transfer() {
    const o = r.pick(orders.filter((x) => x.awaitingTransfer));
    const rows = await s.t.db.query<{ cause: string; ref: string }>(
      `SELECT DISTINCT cause, ref FROM payback WHERE order_number = $1 AND status = 'awaitingTransfer'`,
      [o.orderNumber],
    );
    for (const row of rows) {
      const res =
        row.cause === 'refund'
          ? await seller(s, 'transferred', { refundSn: row.ref }, merchantOf(o))
          : await call(s.t, 'POST', '/merchant/order/paybackTransferred', { token: merchantOf(o), body: { orderNumber: o.orderNumber } });
      ok(res, 'transferred');
    }
    o.awaitingTransfer = false;
    return true;
  },
};

/** The coupon each order was submitted with (a platform coupon is listed by every order of its submit). */
const couponUse = new Map<string, number>();
const couponOf = (o: Order) => couponUse.get(o.orderNumber);

/** How often each kind of step is tried (a step with no order in the right state is skipped). */
const WEIGHTS: [string, number, () => boolean][] = [
  ['submit', 22, () => true],
  ['pay', 18, () => open(1).length > 0],
  ['latePay', 3, () => open(1).length > 0],
  ['cancel', 5, () => open(1).length > 0],
  ['expire', 4, () => open(1).length > 0],
  ['reject', 6, () => open(1).length + open(2).length > 0],
  ['ship', 10, () => open(2).length > 0],
  ['receipt', 8, () => open(3).length > 0],
  ['refund', 20, () => orders.some((x) => [2, 3, 4].includes(x.status))],
  ['transfer', 4, () => orders.some((x) => x.awaitingTransfer)],
];

async function compare(step: number, kind: string) {
  const where = `seed ${SEED}, step ${step} (${kind})`;
  const breaches = await checkMoney(s.t.db, { userIds: buyers.map((b) => b.userId), skuIds: skus.map((k) => k.skuId) });
  expect(breaches, `${where}\n${formatBreaches(breaches)}`).toEqual([]);
  const users = await s.t.db.query<{ userId: string; balance: string; score: number; growth: number; level: number }>(
    `SELECT user_id AS "userId", balance, score, growth, level FROM app_user WHERE user_id IN ($1, $2) ORDER BY user_id`,
    [BUYER.userId, BUYER2.userId],
  );
  for (const u of users) {
    const b = buyers.find((x) => x.userId === u.userId)!;
    expect({ balance: Number(u.balance), points: u.score, growth: u.growth, level: u.level }, `${where}: buyer ${u.userId}`).toEqual({
      balance: b.balance,
      points: b.points,
      growth: b.growth,
      level: levelOf(b.growth).level,
    });
  }
  const stocks = await s.t.db.query<{ skuId: string; stocks: number }>(
    `SELECT sku_id AS "skuId", stocks FROM sku WHERE sku_id IN (${skus.map((k) => k.skuId).join(',')})`,
  );
  for (const row of stocks) expect(row.stocks, `${where}: sku ${row.skuId}`).toBe(skus.find((k) => k.skuId === Number(row.skuId))!.stock);
  // Each order is where the model says it is (unpaid, to ship, shipped, received, closed).
  if (orders.length) {
    const states = await s.t.db.query<{ n: string; status: number }>(
      `SELECT order_number AS n, status FROM order_info WHERE order_number = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))`,
      [JSON.stringify(orders.map((o) => o.orderNumber))],
    );
    const model = Object.fromEntries(orders.map((o) => [o.orderNumber, o.status]));
    expect(Object.fromEntries(states.map((x) => [x.n, x.status])), `${where}: order states`).toEqual(model);
  }
  // The platform coupon is used while an order of the submit that used it is open, free once all are closed.
  for (const b of buyers) {
    const status = (await s.t.db.one<{ status: number }>(`SELECT status FROM user_coupon WHERE user_coupon_id = $1`, [b.couponId]))!.status;
    const live = orders.some((o) => o.buyer === b && couponOf(o) === b.couponId && o.status !== 6);
    expect(status, `${where}: coupon of ${b.userId}`).toBe(live ? 1 : 0);
  }
}

it(`holds the model and the invariants over ${STEPS} random steps (seed ${SEED})`, async () => {
  const started = Date.now();
  let done = 0;
  let checking = 0;
  for (let step = 1; done < STEPS; step++) {
    const possible = WEIGHTS.filter(([, , can]) => can());
    let roll = r.next() * possible.reduce((a, [, w]) => a + w, 0);
    const [kind] = possible.find(([, w]) => (roll -= w) < 0) ?? possible[0]!;
    let acted: boolean;
    try {
      acted = await STEPS_OF[kind]!();
    } catch (err) {
      throw new Error(`seed ${SEED}, step ${step} (${kind}): ${(err as Error).message}`, { cause: err });
    }
    if (!acted) continue;
    done++;
    mix[kind] = (mix[kind] ?? 0) + 1;
    const checkStarted = Date.now();
    await compare(step, kind);
    checking += Date.now() - checkStarted;
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `money model on ${s.t.db.kind}: ${done} steps in ${seconds.toFixed(0)} s (checks ${(checking / 1000).toFixed(0)} s; seed ${SEED}); mix ${JSON.stringify(mix)}; ` +
      `orders ${orders.length}, closed ${orders.filter((o) => o.status === 6).length}`,
  );
}, 1_800_000);
