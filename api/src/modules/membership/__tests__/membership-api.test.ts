import type {
  CentreCouponView,
  CouponCounts,
  LedgerEntryView,
  MemberCentre,
  MyCouponView,
  NotificationView,
  PointsMallItem,
  SignInResult,
  SignInStatus,
  WalletSummary,
} from '@mall/shared/contracts';
import { PAY_TYPES, type Page } from '@mall/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { BUYER, BUYER2, call, signIn } from '../../../test/requests';
import { makeProduct, startCheckoutScene, submitNow } from '../../checkout/__tests__/helpers';
import { clock } from '../clock';
import { payByGateway } from './helpers';
import { grant } from '../../../test/ledger';

let t: TestApp;
let token: string;
let token2: string;

beforeAll(async () => {
  ({ t, token, token2 } = await startCheckoutScene({ notifyMailIntervalMs: 0 }));
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const summary = async (tk = token) => (await call<WalletSummary>(t, 'GET', '/p/wallet/summary', { token: tk })).data;
const centre = async (tk = token, locale = 'en') => (await call<MemberCentre>(t, 'GET', '/p/member/centre', { token: tk, locale })).data;
const payInfo = (tk: string, n: string) =>
  call<{ payTypes: number[]; totalAmount: number }>(t, 'GET', `/p/order/payInfo?orderNumbers=${n}`, { token: tk });
const messages = async (tk = token) =>
  (await call<Page<NotificationView>>(t, 'GET', '/p/notification/page?size=50', { token: tk })).data.records.map((r) => r.text);

describe('member levels and growth', () => {
  it('shows the level by growth, the next level and every level with its points rate, in both languages', async () => {
    const c = await centre();
    expect(c.progress).toMatchObject({
      level: 3,
      name: 'Gold',
      growth: 2600,
      growthMin: 2000,
      next: { level: 4, name: 'Platinum', growthMin: 5000 },
    });
    expect(c.levels.map((l) => [l.level, l.growthMin, l.pointsPct])).toEqual([
      [1, 0, 100],
      [2, 500, 110],
      [3, 2000, 120],
      [4, 5000, 150],
      [5, 10000, 200],
    ]);
    expect((await centre(token, 'zh_CN')).progress.name).toBe('黄金会员');
  });

  it('a completed order earns growth and points (scaled by the level) once', async () => {
    const p = await makeProduct(t, { shopId: 3, price: 30_000, stocks: 5 });
    const n = (await submitNow(t, token2, p, 1)).data.orderNumbers[0]!;
    expect((await call(t, 'POST', '/p/order/pay', { token: token2, body: { orderNumbers: [n], payType: PAY_TYPES.balance } })).code).toBe(
      '00000',
    );
    const paid = (await call<{ actualTotal: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${n}`, { token: token2 })).data
      .actualTotal;
    // Ship it by the data (the merchant flow is checkout's), then the buyer confirms receipt.
    await t.db.query(`UPDATE order_info SET status = 3 WHERE order_number = $1`, [n]);
    const before = await centre(token2);
    const points = (await summary(token2)).points;
    expect((await call(t, 'PUT', `/p/myOrder/receipt/${n}`, { token: token2, body: {} })).code).toBe('00000');
    const units = Math.floor(paid / 100);
    const after = await centre(token2);
    expect(after.progress.growth).toBe(before.progress.growth + units);
    // buyer2 grew from 300 (Bronze, 100%) past 500: level 2.
    expect(before.progress.level).toBe(1);
    expect(after.progress.level).toBe(2);
    expect((await summary(token2)).points).toBe(points + units);
    expect(after.growthLog[0]).toMatchObject({ change: units, reason: 'order', ref: n });
    expect(await messages(token2)).toContain('Congratulations! You reached member level 2.');
  });
});

describe('paid membership at the payment counter', () => {
  it('buys a monthly plan with the balance: free shipping, member discount, coupon and points, all at once', async () => {
    expect((await centre()).membership.paid).toBe(false);
    const p = await makeProduct(t, { shopId: 1, price: 10_000, stocks: 10 });
    const body = { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 } };
    const plain = await call<{ totals: { freight: number; memberDiscount: number } }>(t, 'POST', '/p/order/confirm', { token, body });
    expect(plain.data.totals.freight).toBeGreaterThan(0);
    expect(plain.data.totals.memberDiscount).toBe(0);

    const bought = await call<{ orderNumber: string }>(t, 'POST', '/p/member/buy', { token, body: { planId: 'monthly' } });
    expect(bought.code).toBe('00000');
    const n = bought.data.orderNumber;
    const info = await payInfo(token, n);
    expect(info.data).toMatchObject({
      totalAmount: 990,
      payTypes: [PAY_TYPES.wechat, PAY_TYPES.alipay, PAY_TYPES.balance, PAY_TYPES.paypal, PAY_TYPES.paypalCard],
    });
    expect((await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: PAY_TYPES.points } })).msg).toBe(
      'This payment method is not available',
    );
    const wallet = await summary();
    const coupons = (await call<CouponCounts>(t, 'GET', '/p/myCoupon/counts', { token })).data.available;
    expect((await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: PAY_TYPES.balance } })).code).toBe('00000');

    const c = await centre();
    expect(c.membership).toMatchObject({
      paid: true,
      planId: 'monthly',
      planName: 'Monthly membership',
      discountPct: 95,
      freeShipping: true,
    });
    const days = (new Date(c.membership.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await summary()).toMatchObject({ balance: wallet.balance - 990, points: wallet.points + 100 });
    expect((await call<CouponCounts>(t, 'GET', '/p/myCoupon/counts', { token })).data.available).toBe(coupons + 1);
    const member = await call<{ totals: { freight: number; memberDiscount: number } }>(t, 'POST', '/p/order/confirm', { token, body });
    expect(member.data.totals).toMatchObject({ freight: 0, memberDiscount: 500 });
    expect((await messages()).some((m) => m.startsWith('Your paid membership (1 months) is active until'))).toBe(true);
    // A platform order is not one of the buyer's goods orders.
    const list = await call<Page<{ orderNumber: string }>>(t, 'GET', '/p/myOrder/myOrder?size=50', { token });
    expect(list.data.records.some((o) => o.orderNumber === n)).toBe(false);
    const done = await t.db.one<{ status: number }>(`SELECT status FROM order_info WHERE order_number = $1`, [n]);
    expect(done!.status).toBe(5);
  });

  it('an annual plan paid through the gateway extends the term from where it ends, with the better discount', async () => {
    const before = new Date((await centre()).membership.expiresAt!).getTime();
    const n = (await call<{ orderNumber: string }>(t, 'POST', '/p/member/buy', { token, body: { planId: 'annual' } })).data.orderNumber;
    expect(await payByGateway(t, token, n)).toBe('paid');
    const after = (await centre()).membership;
    expect(after).toMatchObject({ paid: true, planId: 'annual', discountPct: 90 });
    const months = (new Date(after.expiresAt!).getTime() - before) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(12);
    // A replayed gateway notice gives nothing twice.
    const granted = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_coupon WHERE user_id = $1 AND source = 'membership'`,
      [BUYER.userId],
    );
    expect(granted!.n).toBe(13);
  });

  it("refuses an unknown plan, and another buyer's membership order is not theirs to pay", async () => {
    expect((await call(t, 'POST', '/p/member/buy', { token, body: { planId: 'forever' } })).code).toBe('A00013');
    expect((await call(t, 'POST', '/p/member/buy', { token, body: {} })).code).toBe('A00014');
    const n = (await call<{ orderNumber: string }>(t, 'POST', '/p/member/buy', { token, body: { planId: 'monthly' } })).data.orderNumber;
    expect((await call(t, 'POST', '/p/order/pay', { token: token2, body: { orderNumbers: [n], payType: PAY_TYPES.balance } })).code).toBe(
      'A00013',
    );
    expect((await payInfo(token2, n)).code).toBe('A00013');
  });
});

describe('balance: top-up and ledger', () => {
  it('refuses amounts outside 1.00 to 10,000.00 with the shared rule', async () => {
    for (const amount of [99, 1_000_001, 150.5, -100]) {
      expect(await call(t, 'POST', '/p/wallet/recharge', { token, body: { amount } })).toMatchObject({
        code: 'A00014',
        msg: 'Top up between 1.00 and 10,000.00',
      });
    }
  });

  it('tops up through the gateway only; the ledger shows the movement with its reason', async () => {
    const n = (await call<{ orderNumber: string }>(t, 'POST', '/p/wallet/recharge', { token: token2, body: { amount: 2500 } })).data
      .orderNumber;
    expect((await payInfo(token2, n)).data.payTypes).toEqual([PAY_TYPES.wechat, PAY_TYPES.alipay, PAY_TYPES.paypal, PAY_TYPES.paypalCard]);
    const refused = await call(t, 'POST', '/p/order/pay', { token: token2, body: { orderNumbers: [n], payType: PAY_TYPES.balance } });
    expect(refused.code).toBe('A00001');
    const before = (await summary(token2)).balance;
    expect(await payByGateway(t, token2, n)).toBe('paid');
    expect((await summary(token2)).balance).toBe(before + 2500);
    const log = await call<Page<LedgerEntryView>>(t, 'GET', '/p/wallet/balanceLog?direction=in', { token: token2 });
    expect(log.data.records[0]).toMatchObject({ change: 2500, after: before + 2500, reason: 'recharge', ref: n, orderNumbers: [] });
    expect((await messages(token2)).some((m) => m.startsWith('Your balance was topped up by $25.00'))).toBe(true);
  });

  it('names the goods orders a payment concerns, filters by direction, reason and day, pages, and shows only the own ledger', async () => {
    const p = await makeProduct(t, { shopId: 2, price: 700, stocks: 9 });
    const n = (await submitNow(t, token, p, 1)).data.orderNumbers[0]!;
    await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: PAY_TYPES.balance } });
    const out = await call<Page<LedgerEntryView>>(t, 'GET', '/p/wallet/balanceLog?direction=out&reason=pay&size=1', { token });
    expect(out.data.records).toHaveLength(1);
    expect(out.data.records[0]!.orderNumbers).toEqual([n]);
    expect(out.data.records[0]!.change).toBeLessThan(0);
    expect(out.data.total).toBeGreaterThanOrEqual(2);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await call<Page<LedgerEntryView>>(t, 'GET', `/p/wallet/balanceLog?from=${today}&to=${today}`, {
      token,
      headers: { 'time-zone': 'UTC' },
    });
    expect(byDay.data.total).toBeGreaterThan(0);
    const past = await call<Page<LedgerEntryView>>(t, 'GET', '/p/wallet/balanceLog?from=2000-01-01&to=2000-01-02', { token });
    expect(past.data.total).toBe(0);
    expect((await call(t, 'GET', '/p/wallet/balanceLog?from=yesterday', { token })).code).toBe('A00014');
    // A reason the ledgers never write is refused, not answered with an empty page.
    expect((await call(t, 'GET', '/p/wallet/balanceLog?reason=gatewayRefund', { token })).code).toBe('A00014');
    const theirs = await call<Page<LedgerEntryView>>(t, 'GET', '/p/wallet/balanceLog?size=50', { token: token2 });
    expect(theirs.data.records.some((r) => r.orderNumbers.includes(n))).toBe(false);
  });
});

describe('daily sign-in', () => {
  const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso).getTime());
  const sign = (tk: string, zone = 'Asia/Shanghai') =>
    call<SignInResult>(t, 'POST', '/p/member/signIn', { token: tk, headers: { 'time-zone': zone } });

  it("gives points once a day in the buyer's time zone, also when asked in parallel", async () => {
    const fresh = await signIn(t, BUYER2);
    at('2030-03-01T02:00:00Z'); // 10:00 in Shanghai
    const before = (await summary(fresh)).points;
    const results = await Promise.all(Array.from({ length: 6 }, () => sign(fresh)));
    const good = results.filter((r) => r.code === '00000');
    expect(good).toHaveLength(1);
    expect(good[0]!.data).toMatchObject({ signDate: '2030-03-01', streak: 1, points: 10, bonus: 0 });
    expect(results.filter((r) => r.code !== '00000').every((r) => r.msg === 'You have already signed in today. Come back tomorrow!')).toBe(
      true,
    );
    expect((await summary(fresh)).points).toBe(before + 10);
    // Later the same Shanghai day (still Feb 28 in New York): a changed Time-Zone header does not open another day.
    at('2030-03-01T15:00:00Z');
    expect((await sign(fresh, 'America/New_York')).code).toBe('A00001');
    const status = await call<SignInStatus>(t, 'GET', '/p/member/signIn', { token: fresh });
    expect(status.data).toMatchObject({ timeZone: 'Asia/Shanghai', today: '2030-03-01', signedToday: true, streak: 1, nextPoints: 10 });
  });

  it('counts the streak and adds the bonus on every 7th day in a row; a missed day starts again', async () => {
    const tk = await signIn(t, BUYER2);
    const got: number[] = [];
    for (let d = 2; d <= 8; d++) {
      at(`2030-03-0${d}T03:00:00Z`);
      got.push((await sign(tk)).data.points);
    }
    expect(got).toEqual([10, 10, 10, 10, 10, 60, 10]); // Mar 1..7 is the 7th day in a row: 10 + 50
    at('2030-03-10T03:00:00Z');
    expect((await sign(tk)).data).toMatchObject({ streak: 1, points: 10 });
    const status = (await call<SignInStatus>(t, 'GET', '/p/member/signIn', { token: tk })).data;
    expect(status.monthDays).toEqual([
      '2030-03-01',
      '2030-03-02',
      '2030-03-03',
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      '2030-03-10',
    ]);
    const log = await call<Page<LedgerEntryView>>(t, 'GET', '/p/wallet/pointsLog?reason=signIn&size=3', { token: tk });
    expect(log.data.records.map((r) => [r.change, r.ref])).toEqual([
      [10, '2030-03-10'],
      [10, '2030-03-08'],
      [60, '2030-03-07'],
    ]);
  });
});

describe('coupons: the centre and my coupons', () => {
  const centreList = async (tk?: string, locale = 'en') =>
    (await call<CentreCouponView[]>(t, 'GET', '/coupon/centre', { token: tk, locale })).data;
  const claim = (tk: string, couponId: number) =>
    call<{ userCouponId: number }>(t, 'POST', '/p/coupon/claim', { token: tk, body: { couponId } });

  it('lists claimable shop and platform coupons with stock and limits, public and per buyer', async () => {
    const anyone = await centreList();
    expect(anyone).toHaveLength(4);
    expect(anyone.map((c) => [c.shopId === null, c.stockLeft, c.perUserLimit])).toEqual([
      [true, 10000, 1],
      [true, 2000, 1],
      [false, null, 2],
      [false, 20, 1],
    ]);
    expect(anyone.every((c) => c.canClaim && c.claimedByMe === 0)).toBe(true);
    expect((await centreList(undefined, 'zh_CN'))[0]!.name).toBe('日常券');
    expect(anyone[2]!.shopName).toBeTruthy();
  });

  it('parallel claims of one buyer give one coupon; the per-buyer limit and the stock hold', async () => {
    const [platform, , shopTwice] = await centreList(token);
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(token, platform!.couponId)));
    expect(results.filter((r) => r.code === '00000')).toHaveLength(1);
    expect(results.find((r) => r.code !== '00000')!.msg).toBe('You already have the most of this coupon you can claim (1)');
    expect((await claim(token, shopTwice!.couponId)).code).toBe('00000');
    expect((await claim(token, shopTwice!.couponId)).code).toBe('00000');
    expect((await claim(token, shopTwice!.couponId)).code).toBe('A00001');
    const mine = await centreList(token);
    expect(mine.find((c) => c.couponId === platform!.couponId)).toMatchObject({ claimedByMe: 1, canClaim: false, stockLeft: 9999 });

    // A coupon with one left: two buyers at once, one gets it.
    await t.db.query(`UPDATE coupon SET total_stock = claimed + 1 WHERE coupon_id = $1`, [mine[3]!.couponId]);
    const race = await Promise.all([claim(token, mine[3]!.couponId), claim(token2, mine[3]!.couponId)]);
    expect(race.map((r) => r.code).sort()).toEqual(['00000', 'A03010']);
    expect(race.find((r) => r.code === 'A03010')!.msg).toBe('All of these coupons have been claimed');
    const row = await t.db.one<{ claimed: number; stock: number }>(
      `SELECT claimed, total_stock AS stock FROM coupon WHERE coupon_id = $1`,
      [mine[3]!.couponId],
    );
    expect(row!.claimed).toBe(row!.stock);
  });

  it('refuses unknown, expired and not-yet-open coupons', async () => {
    expect((await claim(token, 999_999)).code).toBe('A00013');
    const [c] = await centreList(token2);
    vi.spyOn(clock, 'now').mockReturnValue(Date.now() + 400 * 86_400_000);
    expect((await claim(token2, c!.couponId)).msg).toBe('This coupon has expired');
    vi.restoreAllMocks();
    vi.spyOn(clock, 'now').mockReturnValue(Date.now() - 3 * 86_400_000);
    expect((await claim(token2, c!.couponId)).msg).toBe('This coupon cannot be claimed yet');
  });

  it('a claimed coupon is used at checkout and moves from available to used; past its end it is expired', async () => {
    const [platform] = await centreList(token2);
    const { userCouponId } = (await claim(token2, platform!.couponId)).data;
    const avail = await call<Page<MyCouponView>>(t, 'GET', '/p/myCoupon/page?status=available&size=50', { token: token2 });
    expect(avail.data.records.find((c) => c.userCouponId === userCouponId)).toMatchObject({
      status: 'available',
      reduceAmount: 300,
      minAmount: 3000,
    });
    const p = await makeProduct(t, { shopId: 2, price: 4000, stocks: 5 });
    const body = { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, couponIds: [userCouponId] };
    expect(
      (await call<{ totals: { couponDiscount: number } }>(t, 'POST', '/p/order/confirm', { token: token2, body })).data.totals
        .couponDiscount,
    ).toBe(300);
    // Not another buyer's to use.
    expect((await call(t, 'POST', '/p/order/confirm', { token, body })).code).toBe('A00001');
    const n = (await submitNow(t, token2, p, 1, { couponIds: [userCouponId] })).data.orderNumbers[0]!;
    const used = await call<Page<MyCouponView>>(t, 'GET', '/p/myCoupon/page?status=used', { token: token2 });
    expect(used.data.records.find((c) => c.userCouponId === userCouponId)).toMatchObject({ status: 'used', orderNumber: n });
    await t.db.query(
      `UPDATE coupon SET ends_at = now() - interval '1 day' WHERE coupon_id = (SELECT coupon_id FROM user_coupon WHERE user_id = $1 AND status = 0 LIMIT 1)`,
      [BUYER2.userId],
    );
    const counts = (await call<CouponCounts>(t, 'GET', '/p/myCoupon/counts', { token: token2 })).data;
    expect(counts.expired).toBeGreaterThan(0);
    expect((await call<Page<MyCouponView>>(t, 'GET', '/p/myCoupon/page?status=expired', { token: token2 })).data.total).toBe(
      counts.expired,
    );
    expect((await call(t, 'GET', '/p/myCoupon/page?status=lost', { token: token2 })).code).toBe('A00014');
    expect((await call(t, 'GET', '/p/myCoupon/page')).code).toBe('A00004');
  });
});

describe('points mall', () => {
  it('lists points products and sells them through the normal order flow, paid with points only', async () => {
    const page = await call<Page<PointsMallItem>>(t, 'GET', '/pointsMall/page?size=5');
    expect(page.code).toBe('00000');
    expect(page.data.total).toBeGreaterThan(0);
    const item = page.data.records.find((r) => r.skuId && r.stocks > 0)!;
    expect(item.pointsPrice % 10).toBe(0);
    const n = (await submitNow(t, token, { prodId: item.prodId, skuId: item.skuId! }, 1)).data.orderNumbers[0]!;
    const order = await t.db.one<{ goods: string; type: string }>(
      `SELECT goods_total AS goods, order_type AS type FROM order_info WHERE order_number = $1`,
      [n],
    );
    expect(order).toMatchObject({ type: 'points' });
    expect(Number(order!.goods)).toBe(item.pointsPrice / 10);
    expect((await payInfo(token, n)).data.payTypes).toEqual([PAY_TYPES.points]);
    expect((await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: PAY_TYPES.balance } })).code).toBe('A00001');
    await grant(t.db, BUYER.userId, { points: 100000 });
    const points = (await summary()).points;
    const due = (await payInfo(token, n)).data.totalAmount;
    expect((await call(t, 'POST', '/p/order/pay', { token, body: { orderNumbers: [n], payType: PAY_TYPES.points } })).code).toBe('00000');
    expect((await summary()).points).toBe(points - due * 10);
  });
});
