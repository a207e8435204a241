import type { NotificationSetting, NotificationView, UnreadCount } from '@mall/shared/contracts';
import type { Page } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { BUYER, BUYER2, call, merchantUpload } from '../../../test/requests';
import { createMailer, loadAccountsSettings } from '../../accounts';
import { expireOverdueOrders } from '../../checkout';
import { makeProduct, startCheckoutScene, submitNow } from '../../checkout/__tests__/helpers';
import { dispatchNotificationMail, notify, registerNotificationTexts, wordEvent } from '..';

let t: TestApp;
let token: string;
let token2: string;
let m1: string;
const mailer = createMailer(loadAccountsSettings({ NODE_ENV: 'test' }, false));

registerNotificationTexts('testing', {
  en: { notify: { hello: 'Hello {{name}}' } },
  zh_CN: { notify: { hello: '你好 {{name}}' } },
});

beforeAll(async () => {
  ({ t, token, token2, m1 } = await startCheckoutScene({ notifyMailIntervalMs: 0 }));
});
afterAll(() => t?.close());

const list = (tk: string, query = '', locale = 'en') =>
  call<Page<NotificationView>>(t, 'GET', `/p/notification/page?size=50${query}`, { token: tk, locale });
const unread = (tk: string) => call<UnreadCount>(t, 'GET', '/p/notification/unreadCount', { token: tk });

async function paidOrder(tk = token): Promise<string> {
  const p = await makeProduct(t, { shopId: 1, price: 2500, stocks: 5 });
  const n = (await submitNow(t, tk, p, 1)).data.orderNumbers[0]!;
  expect((await call(t, 'POST', '/p/order/pay', { token: tk, body: { orderNumbers: [n], payType: 9 } })).code).toBe('00000');
  return n;
}

describe('order events become notifications', () => {
  it('paying an order tells the buyer, worded in the language of whoever reads it', async () => {
    const n = await paidOrder();
    const en = (await list(token, '&kind=order')).data.records.find((r) => r.text.includes(n))!;
    expect(en.text).toMatch(/^Payment of \$\d+\.\d{2} received for order \d+\. The shop will ship it soon\.$/);
    expect(en).toMatchObject({ kind: 'order', read: false, link: `/order-detail?orderNumber=${n}` });
    const zh = (await list(token, '&kind=order', 'zh_CN')).data.records.find((r) => r.notificationId === en.notificationId)!;
    expect(zh.text).toBe(`订单 ${n} 已付款 ${/\$\d+\.\d{2}/.exec(en.text)![0]}，商家将尽快发货。`);
  });

  it('an unpaid order that expires, and one the shop rejects, are told too', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 900, stocks: 5 });
    const late = (await submitNow(t, token, p, 1)).data.orderNumbers[0]!;
    await t.db.query(`UPDATE order_info SET pay_deadline = now() - interval '1 minute' WHERE order_number = $1`, [late]);
    expect(await expireOverdueOrders(t.db)).toContain(late);
    const rejected = (await submitNow(t, token, p, 1)).data.orderNumbers[0]!;
    expect(
      (await call(t, 'POST', '/merchant/order/reject', { token: m1, body: { orderNumber: rejected, reason: 'insufficientStock' } })).code,
    ).toBe('00000');
    const texts = (await list(token)).data.records.map((r) => r.text);
    expect(texts).toContain(`Order ${late} was closed because it was not paid in time.`);
    expect(texts).toContain(`The shop declined order ${rejected}. Anything you paid goes back the way you paid it.`);
    // The buyer's own cancel is not announced to them.
    const mine = (await submitNow(t, token, p, 1)).data.orderNumbers[0]!;
    expect((await call(t, 'PUT', `/p/myOrder/cancel/${mine}`, { token })).code).toBe('00000');
    expect((await list(token)).data.records.some((r) => r.text.includes(mine))).toBe(false);
  });

  it('shipping tells the buyer once, when the order becomes shipped', async () => {
    const n = await paidOrder();
    const detail = await call<{ actualTotal: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${n}`, { token });
    const v = await merchantUpload(t, m1, 'logistics-voucher', tinyPdf('Waybill'));
    const ship = await call(t, 'POST', '/merchant/order/ship', {
      token: m1,
      body: { orderNumber: n, quantity: 1, courier: 'DHL', trackingNumber: 'N1', amount: detail.data.actualTotal, voucher: v.fileKey },
    });
    expect(ship.code).toBe('00000');
    const shippedText = `Order ${n} has been shipped. Track it in the order details.`;
    expect((await list(token)).data.records.filter((r) => r.text === shippedText)).toHaveLength(0);
    const customs = { orderNumber: n, declarationNo: 'C9', declaredAmount: detail.data.actualTotal, releaseDate: '2026-11-20' };
    expect((await call<{ status: number }>(t, 'POST', '/merchant/order/customs', { token: m1, body: customs })).data.status).toBe(3);
    // A correction of the customs record re-evaluates the order; the notice stays single.
    await call(t, 'POST', '/merchant/order/customs', { token: m1, body: { ...customs, declarationNo: 'C9b' } });
    expect((await list(token)).data.records.filter((r) => r.text === shippedText)).toHaveLength(1);
  });
});

describe('notify()', () => {
  it('stores an event for a thing once, also when called in parallel', async () => {
    const input = {
      userId: BUYER2.userId,
      kind: 'system' as const,
      event: 'testing:notify.hello',
      params: { name: 'Ann' },
      ref: 'hello:1',
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => notify(t.db, input)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await notify(t.db, input)).toBe(false);
    const rows = (await list(token2, '&kind=system')).data.records.filter((r) => r.text === 'Hello Ann');
    expect(rows).toHaveLength(1);
    expect((await list(token2, '&kind=system', 'zh_CN')).data.records.map((r) => r.text)).toContain('你好 Ann');
  });

  it('joins the caller transaction: a rolled-back change leaves no notice', async () => {
    await expect(
      t.db.tx(async (tx) => {
        await notify(tx, { userId: BUYER2.userId, kind: 'system', event: 'testing:notify.hello', params: { name: 'Gone' }, ref: 'gone' });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect((await list(token2)).data.records.some((r) => r.text === 'Hello Gone')).toBe(false);
  });

  it('refuses an event without text, an unknown kind and an off-site link', async () => {
    const base = { userId: BUYER2.userId, kind: 'system' as const, event: 'testing:notify.hello', ref: 'x' };
    await expect(notify(t.db, { ...base, event: 'testing:notify.missing' })).rejects.toThrow(/no registered text/);
    await expect(notify(t.db, { ...base, kind: 'spam' as never })).rejects.toThrow(/unknown kind/);
    await expect(notify(t.db, { ...base, link: '//evil.example/x' })).rejects.toThrow(/bad link/);
    expect(wordEvent('testing:notify.hello', 'zh_CN', { name: '<b>' })).toBe('你好 <b>');
  });
});

describe('reading', () => {
  it('counts unread per kind, marks one and all read', async () => {
    await notify(t.db, { userId: BUYER2.userId, kind: 'refund', event: 'testing:notify.hello', params: { name: 'R' }, ref: 'r1' });
    await notify(t.db, { userId: BUYER2.userId, kind: 'refund', event: 'testing:notify.hello', params: { name: 'R' }, ref: 'r2' });
    const before = (await unread(token2)).data;
    expect(before.byKind.refund).toBe(2);
    expect(before.total).toBe(Object.values(before.byKind).reduce((a, b) => a + b, 0));
    const first = (await list(token2, '&kind=refund&unread=true')).data.records[0]!;
    const after = await call<UnreadCount>(t, 'PUT', `/p/notification/read/${first.notificationId}`, { token: token2 });
    expect(after.data.byKind.refund).toBe(1);
    expect(
      (await call<UnreadCount>(t, 'PUT', '/p/notification/readAll', { token: token2, body: { kind: 'refund' } })).data.byKind.refund,
    ).toBe(0);
    expect((await unread(token2)).data.byKind.system).toBeGreaterThan(0);
    expect((await call<UnreadCount>(t, 'PUT', '/p/notification/readAll', { token: token2, body: {} })).data.total).toBe(0);
    expect((await list(token2, '&unread=1')).data.total).toBe(0);
  });

  it("another buyer's message is not found (A00013) and never listed", async () => {
    const mine = (await list(token)).data.records[0]!;
    const res = await call(t, 'PUT', `/p/notification/read/${mine.notificationId}`, { token: token2 });
    expect(res.code).toBe('A00013');
    expect(res.msg).toBe('Message not found');
    expect((await list(token2)).data.records.some((r) => r.notificationId === mine.notificationId)).toBe(false);
    expect((await list(token)).data.records.find((r) => r.notificationId === mine.notificationId)!.read).toBe(false);
  });

  it('needs a signed-in buyer and valid input', async () => {
    expect((await call(t, 'GET', '/p/notification/page')).code).toBe('A00004');
    expect((await call(t, 'GET', '/p/notification/page?kind=spam', { token })).code).toBe('A00014');
    expect((await call(t, 'PUT', '/p/notification/read/abc', { token })).code).toBe('A00014');
  });
});

describe('e-mail copies', () => {
  const outboxFor = (mail: string) =>
    t.db.query<{ subject: string; text: string; locale: string }>(
      `SELECT subject, body_text AS text, locale FROM mail_outbox WHERE lower(to_address) = $1 AND template LIKE 'notification:%' ORDER BY id`,
      [mail],
    );

  it('follow the per-kind subscription and the buyer language, each notice mailed once', async () => {
    const settings = await call<NotificationSetting[]>(t, 'GET', '/p/notification/settings', { token });
    expect(settings.data).toEqual([
      { kind: 'order', email: true },
      { kind: 'refund', email: true },
      { kind: 'quotation', email: true },
      { kind: 'inquiry', email: true },
      { kind: 'system', email: false },
    ]);
    await dispatchNotificationMail(t.db, mailer, { limit: 500 });
    const mail = (await t.db.one<{ m: string }>(`SELECT user_mail AS m FROM app_user WHERE user_id = $1`, [BUYER.userId]))!.m;
    const sentBefore = (await outboxFor(mail)).length;

    // The buyer reads in Chinese from now on, and turns order e-mails off but system ones on.
    await call(t, 'GET', '/p/notification/unreadCount', { token, locale: 'zh_CN' });
    const saved = await call<NotificationSetting[]>(t, 'PUT', '/p/notification/settings', {
      token,
      body: [
        { kind: 'order', email: false },
        { kind: 'system', email: true },
      ],
    });
    expect(saved.data.find((s) => s.kind === 'order')!.email).toBe(false);
    await paidOrder();
    await notify(t.db, { userId: BUYER.userId, kind: 'system', event: 'testing:notify.hello', params: { name: 'Bo' }, ref: 'mail:1' });
    const [a, b] = await Promise.all([
      dispatchNotificationMail(t.db, mailer, { siteUrl: 'https://mall.example' }),
      dispatchNotificationMail(t.db, mailer, { siteUrl: 'https://mall.example' }),
    ]);
    expect(a + b).toBe(1);
    const sent = (await outboxFor(mail)).slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ locale: 'zh_CN', subject: '系统消息：你好 Bo' });
    expect(sent[0]!.text).toContain('已开启“系统消息”的邮件通知');
    const states = await t.db.query<{ state: string }>(
      `SELECT mail_state AS state FROM notification WHERE user_id = $1 ORDER BY notification_id DESC LIMIT 2`,
      [BUYER.userId],
    );
    expect(states.map((s) => s.state).sort()).toEqual(['sent', 'skipped']);
  });

  it('refuses a settings list with an unknown kind', async () => {
    const res = await call(t, 'PUT', '/p/notification/settings', { token, body: [{ kind: 'spam', email: true }] });
    expect(res.code).toBe('A00014');
  });
});
