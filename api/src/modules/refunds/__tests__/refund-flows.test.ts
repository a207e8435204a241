import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../../test/fixtures';
import { call, upload } from '../../../test/requests';
import { balanceOf, stockOf } from '../../checkout/__tests__/helpers';
import {
  apply,
  applied,
  applyBody,
  adminHeaders,
  decide,
  info,
  orderRow,
  paidOrder,
  PAY,
  receivedOrder,
  refundable,
  seller,
  shipAll,
  startRefundScene,
  type Scene,
} from './scene';

/** Each path through the after-sales state machine, each end state, and what the buyer sees on the way. */
let s: Scene;
beforeAll(async () => {
  s = await startRefundScene();
});
afterAll(() => s?.t.close());

const express = (refundSn: string, over: object = {}) =>
  call(s.t, 'POST', '/p/orderRefund/submitExpress', {
    token: s.token,
    body: { refundSn, expressName: 'DHL', expressNo: 'JD0001', ...over },
  });

describe('refund only', () => {
  it('a whole to-be-shipped order: the seller agrees, everything paid (goods and freight) goes back to the balance, stock returns, the order closes', async () => {
    const o = await paidOrder(s, { price: 1500, count: 2 });
    const stock = await stockOf(s.t, o.product.skuId);
    const r = await refundable(s, o.orderNumber);
    expect(r.data.wholeOrder.chargesAmount).toBeGreaterThan(0);
    const paid = Number(
      (await s.t.db.one<{ p: string }>(`SELECT paid_amount AS p FROM order_info WHERE order_number = $1`, [o.orderNumber]))!.p,
    );
    expect(r.data.wholeOrder.maxAmount).toBe(paid);
    const sn = await applied(s, applyBody(o.orderNumber, undefined, { refundAmount: paid, goodsNum: 2 }));
    expect((await orderRow(s, o.orderNumber)).refundStatus).toBe('inProgress');
    let i = await info(s, sn);
    expect(i.data).toMatchObject({ status: 1, deadline: { kind: 'sellerAnswer' } });

    const balance = await balanceOf(s.t);
    const agree = await seller(s, 'agree', { refundSn: sn, sellerMsg: 'Sorry for the trouble' });
    expect(agree.data.status).toBe(5);
    expect(await balanceOf(s.t)).toBe(balance + paid);
    expect(await stockOf(s.t, o.product.skuId)).toBe(stock + 2);
    i = await info(s, sn);
    expect(i.data).toMatchObject({
      status: 5,
      refundResult: 'success',
      deadline: null,
      payouts: [{ payType: PAY.balance, amount: paid, status: 'done' }],
    });
    expect(i.data.progress.map((p) => `${p.actor}:${p.action}:${p.status}`)).toEqual([
      'buyer:apply:1',
      'seller:agree:5',
      'system:refunded:5',
    ]);
    expect(i.data.progress[1]!.note).toBe('Sorry for the trouble');
    expect(await orderRow(s, o.orderNumber)).toMatchObject({ status: 6, refundStatus: 'full', closeReason: 'refunded' });
    // The buyer was told at each step, in their language, with a link to the request.
    const notes = await call<{ records: { text: string; link: string; kind: string }[] }>(
      s.t,
      'GET',
      '/p/notification/page?kind=refund&size=50',
      {
        token: s.token,
        locale: 'zh_CN',
      },
    );
    const mine = notes.data.records.filter((n) => n.link === `/return-detail?refundSn=${sn}`).map((n) => n.text);
    expect(mine).toContain(`您的售后申请 ${sn} 已提交，商家将在 7 天内处理`);
    expect(mine).toContain(`您的退款 ${sn}（$${(paid / 100).toFixed(2)}）已退回`);
    // The buyer's order list and detail carry the label.
    const detail = await call<{ refundStatus: string; status: number }>(s.t, 'GET', `/p/myOrder/orderDetail?orderNumber=${o.orderNumber}`, {
      token: s.token,
    });
    expect(detail.data).toMatchObject({ status: 6, refundStatus: 'full' });
  });

  it('one line of a two-line order: partial refund, the order stays open and ships the rest', async () => {
    const o = await paidOrder(s, { price: 1000, count: 1, secondLine: { price: 3000, count: 1 } });
    const sn = await applied(s, applyBody(o.orderNumber, o.lines[0]!.id, { refundAmount: 1000 }));
    expect((await seller(s, 'agree', { refundSn: sn })).data.status).toBe(5);
    const row = await orderRow(s, o.orderNumber);
    expect(row).toMatchObject({ status: 2, refundStatus: 'partial' });
    // Only the second line is owed now: shipping it ships the order.
    await shipAll(s, o.orderNumber);
    expect((await orderRow(s, o.orderNumber)).status).toBe(3);
    const list = await call<{ records: { orderNumber: string; refundStatus: string; orderItems: { refundedCount: number }[] }[] }>(
      s.t,
      'GET',
      '/p/myOrder/myOrder?status=3',
      { token: s.token },
    );
    const mine = list.data.records.find((x) => x.orderNumber === o.orderNumber)!;
    expect(mine.refundStatus).toBe('partial');
    expect(mine.orderItems.map((x) => x.refundedCount)).toEqual([1, 0]);
  });
});

describe('return and refund', () => {
  it('on a received order: accepted with a return address, the buyer ships, the seller receives, money and stock come back', async () => {
    const o = await receivedOrder(s, { price: 2000, count: 2 });
    const stock = await stockOf(s.t, o.product.skuId);
    const voucher = await upload(s.t, s.token, 'refund-voucher', tinyPng([1, 2, 3]));
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, {
        applyType: 2,
        isReceiver: true,
        buyerReason: 'damaged',
        goodsNum: 1,
        refundAmount: 2000,
        photoFiles: [voucher.fileKey],
      }),
    );
    let i = await info(s, sn);
    expect(i.data.photoFiles).toHaveLength(1);
    expect(i.data.photoFiles[0]).toMatch(/^\/api\/order-doc\/refund-voucher\//);
    // The voucher link opens the picture without credentials.
    expect((await s.t.app.inject({ method: 'GET', url: i.data.photoFiles[0]! })).statusCode).toBe(200);

    const agree = await seller(s, 'agree', {
      refundSn: sn,
      returnAddress: { receiver: 'Returns desk', mobile: '+86 755 1234567', addr: 'No. 9 Harbour Road, Shenzhen', postCode: '518000' },
    });
    expect(agree.data.status).toBe(2);
    i = await info(s, sn);
    expect(i.data).toMatchObject({ status: 2, deadline: { kind: 'buyerShip' }, returnAddress: { receiver: 'Returns desk' } });
    // Receipt before the parcel is refused.
    expect((await seller(s, 'receive', { refundSn: sn })).msg).toBe('The after-sales request has changed; please refresh the page');

    const balance = await balanceOf(s.t);
    expect((await express(sn, { remark: 'Box taped twice' })).code).toBe('00000');
    i = await info(s, sn);
    expect(i.data).toMatchObject({ status: 3, deadline: { kind: 'sellerReceive' } });
    expect((await seller(s, 'receive', { refundSn: sn })).data.status).toBe(5);
    expect(await balanceOf(s.t)).toBe(balance + 2000);
    expect(await stockOf(s.t, o.product.skuId)).toBe(stock + 1);
    i = await info(s, sn);
    expect(i.data.progress.map((p) => `${p.actor}:${p.action}`)).toEqual([
      'buyer:apply',
      'seller:agreeReturn',
      'buyer:ship',
      'seller:receive',
      'system:refund',
      'system:refunded',
    ]);
    expect((await orderRow(s, o.orderNumber)).refundStatus).toBe('partial');
  });

  it('without an address the return goes to the shop address', async () => {
    const o = await receivedOrder(s, { price: 900 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'wrongItem', refundAmount: 900 }),
    );
    await seller(s, 'agree', { refundSn: sn });
    const i = await info(s, sn);
    expect(i.data.returnAddress?.addr).toMatch(/Industrial Road/);
  });

  it('a returned parcel the seller refuses ends rejected', async () => {
    const o = await receivedOrder(s, { price: 700 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'qualityIssue', refundAmount: 700 }),
    );
    await seller(s, 'agree', { refundSn: sn });
    await express(sn);
    const rej = await seller(s, 'reject', { refundSn: sn, reason: 'The parcel was empty' });
    expect(rej.data.status).toBe(7);
    expect((await info(s, sn)).data).toMatchObject({ status: 7, deadline: null });
    expect((await orderRow(s, o.orderNumber)).refundStatus).toBeNull();
  });
});

describe('rejection and platform intervention', () => {
  it('rejected, the buyer asks the platform with vouchers, the platform agrees: refunded', async () => {
    const o = await paidOrder(s, { price: 1200 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1200 }));
    expect((await seller(s, 'reject', { refundSn: sn, reason: 'Already packed' })).data.status).toBe(7);
    const v = await upload(s.t, s.token, 'refund-voucher', tinyPng([9, 9, 9]));
    const intervene = await call(s.t, 'POST', '/p/orderRefund/intervene', {
      token: s.token,
      body: { refundSn: sn, reason: 'The seller has not shipped anything yet', photoFiles: [v.fileKey] },
    });
    expect(intervene.code).toBe('00000');
    expect((await call(s.t, 'POST', '/p/orderRefund/intervene', { token: s.token, body: { refundSn: sn, reason: 'again' } })).msg).toBe(
      'Platform intervention has already been applied for',
    );
    const page = await call<{ records: { refundSn: string }[] }>(s.t, 'GET', '/admin/orderRefund/page?intervention=1', {
      headers: adminHeaders(s),
    });
    expect(page.data.records.map((r) => r.refundSn)).toContain(sn);
    const balance = await balanceOf(s.t);
    expect((await decide(s, sn, 'agree', 'The seller must refund')).data.status).toBe(5);
    expect(await balanceOf(s.t)).toBe(balance + 1200);
    const i = await info(s, sn);
    expect(i.data).toMatchObject({ status: 5, intervention: 3 });
    expect(i.data.progress.map((p) => `${p.actor}:${p.action}`)).toEqual([
      'buyer:apply',
      'seller:reject',
      'buyer:intervene',
      'platform:interventionAgreed',
      'platform:agree',
      'system:refunded',
    ]);
    expect(i.data.progress[2]!.files).toHaveLength(1);
  });

  it('the platform refuses: closed (-1), nothing paid', async () => {
    const o = await paidOrder(s, { price: 800 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 800 }));
    await seller(s, 'reject', { refundSn: sn, reason: 'No' });
    await call(s.t, 'POST', '/p/orderRefund/intervene', { token: s.token, body: { refundSn: sn, reason: 'Please look' } });
    const balance = await balanceOf(s.t);
    expect((await decide(s, sn, 'refuse', 'The seller is right')).data.status).toBe(-1);
    expect(await balanceOf(s.t)).toBe(balance);
    expect((await info(s, sn)).data).toMatchObject({ status: -1, intervention: 4, closeReason: 'interventionRefused' });
    expect((await decide(s, sn, 'agree')).msg).toBe('There is no platform intervention in progress');
  });

  it('the buyer withdraws the intervention; the rejection stands and the platform cannot decide', async () => {
    const o = await paidOrder(s, { price: 600 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 600 }));
    await seller(s, 'reject', { refundSn: sn, reason: 'No' });
    await call(s.t, 'POST', '/p/orderRefund/intervene', { token: s.token, body: { refundSn: sn, reason: 'Please look' } });
    expect((await call(s.t, 'PUT', '/p/orderRefund/withdrawIntervention', { token: s.token, body: { refundSn: sn } })).code).toBe('00000');
    expect((await info(s, sn)).data).toMatchObject({ status: 7, intervention: 2 });
    expect((await decide(s, sn, 'agree')).code).toBe('A00001');
    expect((await call(s.t, 'PUT', '/p/orderRefund/withdrawIntervention', { token: s.token, body: { refundSn: sn } })).msg).toBe(
      'There is no platform intervention in progress',
    );
    // A rejected request is not open: the line can be applied for again.
    expect((await apply(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 600 }))).code).toBe('00000');
  });

  it('agreeing a return by intervention sends the goods to the shop and waits for the parcel', async () => {
    const o = await receivedOrder(s, { price: 1100 });
    const sn = await applied(
      s,
      applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'notAsDescribed', refundAmount: 1100 }),
    );
    await seller(s, 'reject', { refundSn: sn, reason: 'Used item' });
    await call(s.t, 'POST', '/p/orderRefund/intervene', { token: s.token, body: { refundSn: sn, reason: 'It arrived broken' } });
    expect((await decide(s, sn, 'agree')).data.status).toBe(2);
    expect((await info(s, sn)).data).toMatchObject({ status: 2, deadline: { kind: 'buyerShip' } });
  });
});

describe('the buyer withdraws', () => {
  it('while applied, accepted or shipped; never once refunded', async () => {
    for (const stage of ['applied', 'accepted', 'shipped'] as const) {
      const o = await receivedOrder(s, { price: 500 });
      const sn = await applied(
        s,
        applyBody(o.orderNumber, o.itemId, { applyType: 2, isReceiver: true, buyerReason: 'damaged', refundAmount: 500 }),
      );
      if (stage !== 'applied') await seller(s, 'agree', { refundSn: sn });
      if (stage === 'shipped') await express(sn);
      expect((await call(s.t, 'PUT', '/p/orderRefund/cancel', { token: s.token, body: { refundSn: sn } })).code).toBe('00000');
      expect((await info(s, sn)).data).toMatchObject({ status: 6, closeReason: 'buyerWithdrew', deadline: null });
      expect((await orderRow(s, o.orderNumber)).refundStatus).toBeNull();
      expect((await seller(s, 'agree', { refundSn: sn })).code).toBe('A00001');
    }
    const o = await paidOrder(s, { price: 500 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 500 }));
    await seller(s, 'agree', { refundSn: sn });
    expect((await call(s.t, 'PUT', '/p/orderRefund/cancel', { token: s.token, body: { refundSn: sn } })).msg).toBe(
      'The after-sales request has changed; please refresh the page',
    );
  });
});

describe('other end states', () => {
  it('refund failed: the gateway refuses (payment past its refund window); the platform retries once it accepts', async () => {
    const o = await paidOrder(s, { price: 1300, payType: PAY.paypal });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1300 }));
    const paymentId = (await s.t.db.one<{ id: string }>(`SELECT payment_id AS id FROM order_settlement WHERE order_number = $1`, [
      o.orderNumber,
    ]))!.id;
    await s.t.db.query(`UPDATE payment SET paid_at = now() - interval '400 days' WHERE payment_id = $1`, [paymentId]);
    expect((await seller(s, 'agree', { refundSn: sn })).data.status).toBe(5);
    let i = await info(s, sn);
    expect(i.data).toMatchObject({ status: 5, refundResult: 'failed', payouts: [{ status: 'failed', refundNo: null }] });
    expect(i.data.progress.at(-1)!.action).toBe('refundFailed');
    await s.t.db.query(`UPDATE payment SET paid_at = now() WHERE payment_id = $1`, [paymentId]);
    const retry = await call<{ refundResult: string }>(s.t, 'POST', '/admin/orderRefund/retryPayout', {
      headers: adminHeaders(s),
      body: { refundSn: sn },
    });
    expect(retry.data.refundResult).toBe('success');
    i = await info(s, sn);
    expect(i.data.payouts[0]).toMatchObject({ status: 'done', refundNo: expect.stringMatching(/^SBXR/) });
    const again = await call(s.t, 'POST', '/admin/orderRefund/retryPayout', {
      headers: adminHeaders(s),
      body: { refundSn: sn },
    });
    expect(again.code).toBe('A00001');
    expect(
      Number((await s.t.db.one<{ n: string }>(`SELECT count(*) AS n FROM sandbox_gateway_refund WHERE payment_id = $1`, [paymentId]))!.n),
    ).toBe(1);
  });

  it('closed with its order: the merchant rejected the paid order meanwhile, so nothing more is paid', async () => {
    const o = await paidOrder(s, { price: 1400 });
    const sn = await applied(s, applyBody(o.orderNumber, o.itemId, { refundAmount: 1400 }));
    expect(
      (
        await call(s.t, 'POST', '/merchant/order/reject', {
          token: s.m1,
          body: { orderNumber: o.orderNumber, reason: 'insufficientStock' },
        })
      ).code,
    ).toBe('00000');
    const balance = await balanceOf(s.t);
    expect((await seller(s, 'agree', { refundSn: sn })).data.status).toBe(-1);
    expect(await balanceOf(s.t)).toBe(balance);
    expect((await info(s, sn)).data).toMatchObject({ status: -1, closeReason: 'orderClosed' });
  });
});
