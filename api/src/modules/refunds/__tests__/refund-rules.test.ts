import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../../test/fixtures';
import { call, upload } from '../../../test/requests';
import { makeProduct, submitNow } from '../../checkout/__tests__/helpers';
import {
  apply,
  applied,
  applyBody,
  info,
  orderRow,
  paidOrder,
  receivedOrder,
  refundable,
  seller,
  startRefundScene,
  type Scene,
} from './scene';

/** Every rule of spec 5 "Refunds and shipping" (and the ones we chose where it is silent) refused by the API, nothing written. */
let s: Scene;
beforeAll(async () => {
  s = await startRefundScene();
});
afterAll(() => s?.t.close());

const count = async (table: string) => Number((await s.t.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))!.n);
/** Rows an application writes: a refusal must leave every count as it was. */
const footprint = async () => ({
  refunds: await count('order_refund'),
  items: await count('order_refund_item'),
  progress: await count('order_refund_progress'),
  claimed: await count(`upload WHERE purpose = 'refund-voucher' AND status = 2`),
  labels: await count(`order_info WHERE refund_status IS NOT NULL`),
});

async function refused(body: object, code: string, msg: string, locale?: string) {
  const before = await footprint();
  const res = await apply(s, body, s.token, locale);
  expect(res.code, JSON.stringify(res)).toBe(code);
  expect(res.msg).toBe(msg);
  expect(await footprint()).toEqual(before);
}

describe('which orders', () => {
  it('an unpaid or closed order cannot be refunded', async () => {
    const p = await makeProduct(s.t, { shopId: 1, price: 500, stocks: 5 });
    const unpaid = (await submitNow(s.t, s.token, p, 1)).data.orderNumbers[0]!;
    const item = (await s.t.db.one<{ id: string }>(`SELECT order_item_id AS id FROM order_item WHERE order_number = $1`, [unpaid]))!.id;
    await refused(
      applyBody(unpaid, Number(item), { refundAmount: 100 }),
      'A00001',
      'This order cannot be refunded: it is not paid or already closed',
    );
    await call(s.t, 'PUT', `/p/myOrder/cancel/${unpaid}`, { token: s.token });
    await refused(
      applyBody(unpaid, Number(item), { refundAmount: 100 }),
      'A00001',
      'This order cannot be refunded: it is not paid or already closed',
    );
  });

  it('after the after-sales window (from receipt): refund deadline exceeded; the form is told so', async () => {
    const o = await receivedOrder(s, { price: 500 });
    await s.t.db.query(`UPDATE order_info SET received_at = now() - interval '16 days' WHERE order_number = $1`, [o.orderNumber]);
    await refused(
      applyBody(o.orderNumber, o.itemId, { refundAmount: 500, isReceiver: true, buyerReason: 'damaged' }),
      'A00001',
      'Refund deadline exceeded',
    );
    expect((await refundable(s, o.orderNumber)).data.refusal).toBe('refundDeadline');
    await refused(
      applyBody(o.orderNumber, o.itemId, { refundAmount: 500, isReceiver: true, buyerReason: 'damaged' }),
      'A00001',
      '已超过退款期限',
      'zh_CN',
    );
  });

  it('another buyer’s order is not found (A00013)', async () => {
    const o = await paidOrder(s, { price: 500 });
    const res = await apply(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 100 }), s.token2);
    expect(res.code).toBe('A00013');
  });
});

describe('quantity, amount, note, vouchers, contact (spec 5)', () => {
  it('quantity: at least 1 and not above what is left of the line', async () => {
    const o = await paidOrder(s, { price: 1000, count: 2 });
    const msg = 'The quantity must be at least 1 and not above the ordered quantity';
    await refused(applyBody(o.orderNumber, o.itemId, { goodsNum: 0, refundAmount: 100 }), 'A00014', msg);
    await refused(applyBody(o.orderNumber, o.itemId, { goodsNum: 3, refundAmount: 100 }), 'A00014', msg);
    await refused(applyBody(o.orderNumber, o.itemId, { goodsNum: 1.5, refundAmount: 100 }), 'A00014', msg);
    // After one unit is refunded, only one is left.
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { goodsNum: 1, refundAmount: 1000 }));
    await seller(s, 'agree', { refundSn: sn });
    await refused(applyBody(o.orderNumber, o.itemId, { goodsNum: 2, refundAmount: 100 }), 'A00014', msg);
    expect((await apply(s, applyBody(o.orderNumber, o.itemId, { goodsNum: 1, refundAmount: 1000 }))).code).toBe('00000');
  });

  it('amount: at least 0.01, at most what the units are worth; a whole order counts every unit left', async () => {
    const o = await paidOrder(s, { price: 1000, count: 3 });
    const msg = 'Please enter a correct refund amount';
    await refused(applyBody(o.orderNumber, o.itemId, { goodsNum: 1, refundAmount: 0 }), 'A00014', msg);
    await refused(applyBody(o.orderNumber, o.itemId, { goodsNum: 1, refundAmount: 1001 }), 'A00014', msg);
    await refused(applyBody(o.orderNumber, o.itemId, { goodsNum: 1, refundAmount: 10.5 }), 'A00014', msg);
    const r = await refundable(s, o.orderNumber);
    await refused(applyBody(o.orderNumber, undefined, { goodsNum: 3, refundAmount: r.data.wholeOrder.maxAmount + 1 }), 'A00014', msg);
    await refused(
      applyBody(o.orderNumber, undefined, { goodsNum: 2, refundAmount: 100 }),
      'A00014',
      'A whole-order refund covers every unit left: 3',
    );
    expect((await apply(s, applyBody(o.orderNumber, o.itemId, { goodsNum: 2, refundAmount: 2000 }))).code).toBe('00000');
  });

  it('below 0.01 left: nothing can be refunded', async () => {
    const o = await paidOrder(s, { price: 1000 });
    // Everything was paid back already (the order keeps its unit, e.g. after a price dispute).
    await s.t.db.query(`UPDATE order_item SET refunded_amount = product_total WHERE order_number = $1`, [o.orderNumber]);
    await refused(
      applyBody(o.orderNumber, o.itemId, { refundAmount: 1 }),
      'A00001',
      'The refundable amount is below 0.01 and cannot be refunded',
    );
  });

  it('note at most 200, vouchers at most 5 (3 for intervention), phone with area code, e-mail format, reason fits the cargo status', async () => {
    const o = await paidOrder(s, { price: 1000 });
    const base = applyBody(o.orderNumber, o.itemId, { refundAmount: 500 });
    await refused({ ...base, buyerDesc: 'x'.repeat(201) }, 'A00014', 'A refund note has at most 200 characters');
    const files = await Promise.all([0, 1, 2, 3, 4, 5].map(() => 'refund-voucher/00000000-0000-4000-8000-000000000000'));
    await refused({ ...base, photoFiles: files }, 'A00014', 'Upper limit reached');
    await refused(
      { ...base, buyerMobile: '13800138000' },
      'A00014',
      'Please enter the phone number with its area code, e.g. +86 13800138000',
    );
    await refused({ ...base, buyerMobile: '' }, 'A00014', 'Please enter a phone number');
    await refused({ ...base, buyerMail: 'not-an-email' }, 'A00014', 'Please enter a correct e-mail address');
    await refused({ ...base, buyerReason: 'damaged' }, 'A00014', 'Please choose a reason');
    await refused({ ...base, applyType: 2 }, 'A00014', 'Return and refund needs the goods received; choose refund only');
    await refused({ ...base, buyerDesc: 'x'.repeat(201) }, 'A00014', '退款说明最多200个字符', 'zh_CN');
    // Spaces and dashes inside the number are fine and stored normalised.
    const sn = await applied(s, { ...base, buyerMobile: '+1 555-010-0199', buyerMail: 'ann@example.com' });
    const i = await call<{ buyerMobile: string; buyerMail: string }>(s.t, 'GET', `/p/orderRefund/info?refundSn=${sn}`, { token: s.token });
    expect(i.data).toMatchObject({ buyerMobile: '+1 5550100199', buyerMail: 'ann@example.com' });
  });

  it('vouchers must be the buyer’s own uploads; a refused upload leaves nothing attached', async () => {
    const o = await paidOrder(s, { price: 1000 });
    const mine = await upload(s.t, s.token, 'refund-voucher', tinyPng([4, 4, 4]));
    const theirs = await upload(s.t, s.token2, 'refund-voucher', tinyPng([5, 5, 5]));
    const before = await footprint();
    const res = await apply(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 500, photoFiles: [mine.fileKey, theirs.fileKey] }));
    expect(res.code).not.toBe('00000');
    expect(await footprint()).toEqual(before);
    expect((await apply(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 500, photoFiles: [mine.fileKey] }))).code).toBe('00000');
  });

  it('intervention: a reason and at most 3 vouchers; only after a rejection', async () => {
    const o = await paidOrder(s, { price: 1000 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 500 }));
    const early = await call(s.t, 'POST', '/p/orderRefund/intervene', { token: s.token, body: { refundSn: sn, reason: 'now' } });
    expect(early.msg).toBe('The after-sales request has changed; please refresh the page');
    await seller(s, 'reject', { refundSn: sn, reason: 'No' });
    const four = Array.from({ length: 4 }, () => 'refund-voucher/00000000-0000-4000-8000-000000000000');
    const many = await call(s.t, 'POST', '/p/orderRefund/intervene', {
      token: s.token,
      body: { refundSn: sn, reason: 'Look', photoFiles: four },
    });
    expect([many.code, many.msg]).toEqual(['A00014', 'Upper limit reached']);
    const empty = await call(s.t, 'POST', '/p/orderRefund/intervene', { token: s.token, body: { refundSn: sn, reason: ' ' } });
    expect([empty.code, empty.msg]).toEqual(['A00014', 'Please describe why the platform should intervene']);
    expect((await info(s, sn)).data.intervention).toBeNull();
  });

  it('return parcel: company and number required; only after the seller accepted a return; not after its deadline', async () => {
    const o = await receivedOrder(s, { price: 1000 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 1000 }),
    );
    const ship = (body: object) => call(s.t, 'POST', '/p/orderRefund/submitExpress', { token: s.token, body: { refundSn: sn, ...body } });
    expect((await ship({ expressName: 'DHL', expressNo: 'X1' })).msg).toBe('The after-sales request has changed; please refresh the page');
    await seller(s, 'agree', { refundSn: sn });
    expect(await ship({ expressNo: 'X1' })).toMatchObject({ code: 'A00014', msg: 'Please choose the logistics company' });
    expect(await ship({ expressName: 'DHL', expressNo: '' })).toMatchObject({ code: 'A00014', msg: 'Please enter the logistics number' });
    await s.t.db.query(`UPDATE order_refund SET deadline_at = now() - interval '1 second' WHERE refund_sn = $1`, [sn]);
    expect(await ship({ expressName: 'DHL', expressNo: 'X1' })).toMatchObject({
      code: 'A00001',
      msg: 'After-sales overdue, contact the merchant',
    });
    expect((await info(s, sn)).data.status).toBe(2);
  });

  it('the seller’s rejection needs a reason', async () => {
    const o = await paidOrder(s, { price: 1000 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 500 }));
    expect(await seller(s, 'reject', { refundSn: sn, reason: '' })).toMatchObject({
      code: 'A00014',
      msg: 'Please enter the reason for the rejection',
    });
    expect((await info(s, sn)).data.status).toBe(1);
  });
});

describe('one open request per line', () => {
  it('a second request on the line, a whole-order request beside it, a line request beside a whole-order one: refused', async () => {
    const o = await paidOrder(s, { price: 1000, secondLine: { price: 2000, count: 1 } });
    await applied(s, applyBody(o.orderNumber, o.lines[0]!.id, { refundAmount: 500 }));
    await refused(
      applyBody(o.orderNumber, o.lines[0]!.id, { refundAmount: 500 }),
      'A00001',
      'This item already has an after-sales request in progress',
    );
    const r = await refundable(s, o.orderNumber);
    await refused(
      applyBody(o.orderNumber, undefined, { goodsNum: 2, refundAmount: 100 }),
      'A00001',
      'Items of this order have after-sales requests in progress; withdraw them first',
    );
    expect(r.data.wholeOrder.available).toBe(false);
    expect(r.data.lines.map((l) => l.available)).toEqual([false, true]);

    const other = await paidOrder(s, { price: 1000, secondLine: { price: 2000, count: 1 } });
    await applied(s, applyBody(other.orderNumber, undefined, { goodsNum: 2, refundAmount: 100 }));
    await refused(
      applyBody(other.orderNumber, other.lines[1]!.id, { refundAmount: 100 }),
      'A00001',
      'The whole order already has an after-sales request in progress',
    );
  });

  it('20 identical applications at once make one request', async () => {
    const o = await paidOrder(s, { price: 1000 });
    const before = await count('order_refund');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => apply(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1000 }))),
    );
    expect(results.filter((r) => r.code === '00000')).toHaveLength(1);
    expect(
      results.filter((r) => r.code !== '00000').every((r) => r.msg === 'This item already has an after-sales request in progress'),
    ).toBe(true);
    expect(await count('order_refund')).toBe(before + 1);
  });
});

describe('gifts (spec 5)', () => {
  it('a gift cannot be kept when its amount is at least the main product’s refundable amount', async () => {
    const o = await paidOrder(s, { price: 1000, giftPrice: 1500 });
    expect(o.gifts).toHaveLength(1);
    const r = await refundable(s, o.orderNumber);
    expect(r.data.lines[0]!.gifts[0]).toMatchObject({ giftAmount: 1500, keepable: false });
    await refused(
      applyBody(o.orderNumber, o.itemId, { refundAmount: 500, keepGifts: [o.gifts[0]!.id] }),
      'A00001',
      "The gift cannot be kept: its amount is at least the main product's refundable amount",
    );
    await refused(
      applyBody(o.orderNumber, o.gifts[0]!.id, { refundAmount: 500 }),
      'A00001',
      'A gift is refunded together with its main product',
    );
    // Without keeping it, the gift goes back with the line.
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1000 }));
    expect((await info(s, sn)).data.items.map((i) => [i.gift, i.count])).toEqual([
      [false, 1],
      [true, 1],
    ]);
  });

  it('a cheaper gift can be kept: its worth comes off the most that can be refunded', async () => {
    const o = await paidOrder(s, { price: 1000, giftPrice: 300 });
    const keep = { keepGifts: [o.gifts[0]!.id] };
    await refused(applyBody(o.orderNumber, o.itemId, { refundAmount: 701, ...keep }), 'A00014', 'Please enter a correct refund amount');
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 700, ...keep }));
    expect((await info(s, sn)).data.items.map((i) => i.gift)).toEqual([false]);
    expect((await seller(s, 'agree', { refundSn: sn })).data.status).toBe(5);
    // The line is fully refunded, the kept gift stays with the buyer: the order closes refunded.
    expect(await orderRow(s, o.orderNumber)).toMatchObject({ status: 6, refundStatus: 'full' });
  });

  it('a whole-order request takes every gift with it', async () => {
    const o = await paidOrder(s, { price: 1000, giftPrice: 100 });
    await refused(
      applyBody(o.orderNumber, undefined, { refundAmount: 100, keepGifts: [o.gifts[0]!.id] }),
      'A00014',
      'A whole-order refund takes the gifts with it',
    );
    const sn = await applied(s, applyBody(o.orderNumber, undefined, { refundAmount: 1000 }));
    expect((await info(s, sn)).data.items.map((i) => i.gift)).toEqual([false, true]);
  });
});

describe('returns', () => {
  it('goods not shipped yet cannot be returned', async () => {
    const o = await paidOrder(s, { price: 1000 });
    await refused(
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 1000 }),
      'A00001',
      'The goods have not been shipped yet; choose refund only',
    );
  });

  it('the seller’s calls check the state: agree twice, receive before shipping, reject after refund', async () => {
    const o = await paidOrder(s, { price: 1000 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1000 }));
    expect((await seller(s, 'agree', { refundSn: sn })).data.status).toBe(5);
    for (const action of ['agree', 'receive'] as const) expect((await seller(s, action, { refundSn: sn })).code).toBe('A00001');
    expect((await seller(s, 'reject', { refundSn: sn, reason: 'late' })).code).toBe('A00001');
    expect((await seller(s, 'transferred', { refundSn: sn })).msg).toBe('The transfer has already been recorded');
  });
});

describe('another buyer, another merchant, nobody (every endpoint)', () => {
  it('another buyer gets A00013 on every buyer endpoint and never sees the request in a list', async () => {
    const o = await receivedOrder(s, { price: 1000 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 1000 }),
    );
    const other = s.token2;
    const calls = [
      call(s.t, 'GET', `/p/orderRefund/refundable?orderNumber=${o.orderNumber}`, { token: other }),
      call(s.t, 'POST', '/p/orderRefund/apply', { token: other, body: applyBody(o.orderNumber, o.itemId, { refundAmount: 100 }) }),
      call(s.t, 'GET', `/p/orderRefund/info?refundSn=${sn}`, { token: other }),
      call(s.t, 'POST', '/p/orderRefund/submitExpress', { token: other, body: { refundSn: sn, expressName: 'DHL', expressNo: '1' } }),
      call(s.t, 'PUT', '/p/orderRefund/cancel', { token: other, body: { refundSn: sn } }),
      call(s.t, 'POST', '/p/orderRefund/intervene', { token: other, body: { refundSn: sn, reason: 'x' } }),
      call(s.t, 'PUT', '/p/orderRefund/withdrawIntervention', { token: other, body: { refundSn: sn } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.code, JSON.stringify(res)).toBe('A00013');
    const list = await call<{ records: { refundSn: string }[] }>(s.t, 'GET', '/p/orderRefund/list?status=0&size=50', { token: other });
    expect(list.data.records.map((r) => r.refundSn)).not.toContain(sn);
    const mine = await call<{ records: { refundSn: string }[] }>(s.t, 'GET', '/p/orderRefund/list?status=1&size=50', { token: s.token });
    expect(mine.data.records.map((r) => r.refundSn)).toContain(sn);
    expect((await info(s, sn)).data.status).toBe(1);
  });

  it('another shop’s merchant gets A00013 on every merchant endpoint and never sees it in the page', async () => {
    const o = await paidOrder(s, { price: 1000 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1000 }));
    for (const action of ['agree', 'reject', 'receive', 'transferred'] as const)
      expect((await seller(s, action, { refundSn: sn, reason: 'x' }, s.m2)).code).toBe('A00013');
    expect((await call(s.t, 'GET', `/merchant/orderRefund/info?refundSn=${sn}`, { token: s.m2 })).code).toBe('A00013');
    const page = await call<{ records: { refundSn: string }[] }>(s.t, 'GET', '/merchant/orderRefund/page?size=50', { token: s.m2 });
    expect(page.data.records.map((r) => r.refundSn)).not.toContain(sn);
    const own = await call<{ records: { refundSn: string }[] }>(s.t, 'GET', '/merchant/orderRefund/page?size=50', { token: s.m1 });
    expect(own.data.records.map((r) => r.refundSn)).toContain(sn);
    expect((await call(s.t, 'GET', `/merchant/orderRefund/info?refundSn=${sn}`, { token: s.m1 })).code).toBe('00000');
    // A buyer token is no merchant token.
    expect((await seller(s, 'agree', { refundSn: sn }, s.token)).code).toBe('A00004');
    expect((await info(s, sn)).data.status).toBe(1);
  });

  it('without a token: A00004 on buyer, merchant and platform endpoints', async () => {
    const urls: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', '/p/orderRefund/list'],
      ['GET', '/p/orderRefund/info?refundSn=R1234567'],
      ['POST', '/p/orderRefund/apply'],
      ['GET', '/merchant/orderRefund/page'],
      ['POST', '/merchant/orderRefund/agree'],
      ['POST', '/admin/orderRefund/decide'],
      ['GET', '/admin/orderRefund/page'],
      ['POST', '/admin/orderRefund/retryPayout'],
    ];
    for (const [method, url] of urls) expect((await call(s.t, method, url, { body: {} })).code, url).toBe('A00004');
    // A buyer's or a merchant's token is not the platform's.
    expect((await call(s.t, 'POST', '/admin/orderRefund/decide', { token: s.token, body: {} })).code).toBe('A00004');
    expect((await call(s.t, 'POST', '/admin/orderRefund/decide', { headers: { 'x-admin-token': 'wrong' }, body: {} })).code).toBe('A00004');
  });
});
