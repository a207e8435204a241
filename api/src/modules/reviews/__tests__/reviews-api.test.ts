import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX, IMAGE_MAX_BYTES, type Page } from '@mall/shared';
import type { OrderForReview } from '@mall/shared/contracts';
import { tinyPng } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { call, upload } from '../../../test/requests';
import { makeProduct, startCheckoutScene } from '../../checkout/__tests__/helpers';

let t: TestApp;
let token: string;
let token2: string;
let m1: string;
let m2: string;

beforeAll(async () => {
  ({ t, token, token2, m1, m2 } = await startCheckoutScene());
});
afterAll(() => t?.close());

interface ReviewRow {
  replyContent: string | null;
  prodCommId: number;
  nickName: string;
  score: number;
  content: string;
  pics: string[];
}
type Stage = 'unpaid' | 'paid' | 'shipped' | 'received';

/**
 * Shipping (batches, vouchers, customs) is the merchant side's own story, tested in checkout; here an
 * order paid through the API is marked shipped as that flow leaves it, and the buyer confirms receipt
 * through the API (the e2e journey drives the merchant's shipping for real).
 */
async function markShipped(orderNumber: string) {
  await t.db.query(
    `UPDATE order_info SET status = 3, sub_status = 'awaitingReceipt', shipped_at = now() WHERE order_number = $1 AND status = 2`,
    [orderNumber],
  );
  await t.db.query(`UPDATE order_item SET shipped_count = count WHERE order_number = $1`, [orderNumber]);
}

/** A real order of shop 1: bought, paid with the balance, shipped, received. */
async function orderAt(stage: Stage, products: number, buyer = token): Promise<{ orderNumber: string; prods: { prodId: number }[] }> {
  const prods = [];
  for (let i = 0; i < products; i++) prods.push(await makeProduct(t, { shopId: 1, price: 1_000 + i, stocks: 10 }));
  await call(t, 'DELETE', '/p/shopCart/deleteAll', { token: buyer });
  const basketIds: number[] = [];
  for (const p of prods) {
    const res = await call<{ basketId: number }>(t, 'POST', '/p/shopCart/changeItem', { token: buyer, body: { ...p, count: 1 } });
    basketIds.push(res.data.basketId);
  }
  const sub = await call<{ orderNumbers: string[] }>(t, 'POST', '/p/order/submit', {
    token: buyer,
    body: { basketIds, uuid: randomUUID(), tradingRulesAgreed: true },
  });
  expect(sub.code).toBe('00000');
  const orderNumber = sub.data.orderNumbers[0]!;
  if (stage === 'unpaid') return { orderNumber, prods };
  expect((await call(t, 'POST', '/p/order/pay', { token: buyer, body: { orderNumbers: orderNumber, payType: 9 } })).code).toBe('00000');
  if (stage === 'paid') return { orderNumber, prods };
  await markShipped(orderNumber);
  if (stage === 'shipped') return { orderNumber, prods };
  expect((await call(t, 'PUT', `/p/myOrder/receipt/${orderNumber}`, { token: buyer, body: {} })).code).toBe('00000');
  return { orderNumber, prods };
}

const itemsOf = async (orderNumber: string, buyer = token, locale?: string) =>
  call<OrderForReview>(t, 'GET', `/p/prodComm/orderItems?orderNumber=${orderNumber}`, { token: buyer, locale });
const submit = (body: unknown, buyer = token, locale?: string) =>
  call<{ prodCommIds: number[]; orderStatus: number }>(t, 'POST', '/p/prodComm/submit', { token: buyer, body, locale });
const review = (orderItemId: number, extra: object = {}) => ({ orderItemId, score: 5, content: 'Solid build, fast delivery', ...extra });
const statusOf = async (orderNumber: string, buyer = token) =>
  (await call<{ status: number }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: buyer })).data.status;
const productReviews = async (prodId: number, evaluate = -1) =>
  (await call<Page<ReviewRow>>(t, 'GET', `/prodComm/prodCommPageByProd?prodId=${prodId}&evaluate=${evaluate}`)).data;
const commentImage = async (buyer = token, rgb: [number, number, number] = [10, 200, 30]) => {
  const up = await upload(t, buyer, 'comment-image', tinyPng(rgb));
  expect(up.status).toBe(200);
  return up.fileKey;
};

describe('orders awaiting review', () => {
  it("lists a received order's items with no review yet; another buyer's order is not found", async () => {
    const { orderNumber, prods } = await orderAt('received', 2);
    const res = await itemsOf(orderNumber);
    expect(res.code).toBe('00000');
    expect(res.data.status).toBe(4);
    expect(res.data.items.map((i) => i.prodId)).toEqual(prods.map((p) => p.prodId));
    expect(res.data.items.every((i) => i.review === null)).toBe(true);
    expect(res.data.items[0]!.skuName).toBe('Default');
    expect((await itemsOf(orderNumber, token, 'zh_CN')).data.items[0]!.prodName).toBe('测试商品');

    const foreign = await itemsOf(orderNumber, token2);
    expect(foreign.code).toBe('A00013');
    const foreignSubmit = await submit({ orderNumber, comments: [review(res.data.items[0]!.orderItemId)] }, token2);
    expect(foreignSubmit.code).toBe('A00013');
    expect(foreignSubmit.msg).toBe('Order not found');
    expect(await statusOf(orderNumber)).toBe(4);
  });

  it('refuses reviews before receipt (unpaid, paid, shipped) with a clear message', async () => {
    for (const stage of ['unpaid', 'paid', 'shipped'] as const) {
      const { orderNumber } = await orderAt(stage, 1);
      const items = await itemsOf(orderNumber);
      const res = await submit({ orderNumber, comments: [review(items.data.items[0]!.orderItemId)] });
      expect(res.code).toBe('A00001');
      expect(res.msg).toBe('Only a received order waiting for evaluation can be reviewed');
    }
    const { orderNumber } = await orderAt('shipped', 1);
    const items = await itemsOf(orderNumber);
    const zh = await submit({ orderNumber, comments: [review(items.data.items[0]!.orderItemId)] }, token, 'zh_CN');
    expect(zh.msg).toBe('只有已收货、待评价的订单才能评价');
  });

  it('refuses an item of another order', async () => {
    const a = await orderAt('received', 1);
    const b = await orderAt('received', 1);
    const other = (await itemsOf(b.orderNumber)).data.items[0]!.orderItemId;
    const res = await submit({ orderNumber: a.orderNumber, comments: [review(other)] });
    expect(res.code).toBe('A00013');
    expect(res.msg).toBe('This item is not part of the order');
  });
});

describe('review rules (the shared schema, in the API)', () => {
  let orderNumber: string;
  let itemId: number;
  beforeAll(async () => {
    ({ orderNumber } = await orderAt('received', 1));
    itemId = (await itemsOf(orderNumber)).data.items[0]!.orderItemId;
  });

  it("an empty or blank text answers 'Evaluation cannot be empty' in the buyer's language", async () => {
    for (const content of ['', '   ', undefined]) {
      const res = await submit({ orderNumber, comments: [review(itemId, { content })] });
      expect(res.code).toBe('A00014');
      expect(res.msg).toBe('Evaluation cannot be empty');
    }
    const zh = await submit({ orderNumber, comments: [review(itemId, { content: ' ' })] }, token, 'zh_CN');
    expect(zh.msg).toBe('评价不能为空');
    expect((await submit({ orderNumber, comments: [] })).msg).toBe('Evaluation cannot be empty');
  });

  it('151 characters are refused, 150 accepted (trimmed first); ratings are 1 to 5', async () => {
    const over = await submit({ orderNumber, comments: [review(itemId, { content: 'x'.repeat(COMMENT_MAX + 1) })] });
    expect(over.code).toBe('A00014');
    expect(over.msg).toBe('A review has at most 150 characters');
    for (const score of [0, 6, 4.5]) {
      const bad = await submit({ orderNumber, comments: [review(itemId, { score })] });
      expect(bad.code).toBe('A00014');
      expect(bad.msg).toBe('Please rate the product');
    }
    expect(await statusOf(orderNumber)).toBe(4);
    const text = `  ${'好'.repeat(COMMENT_MAX)}  `;
    const okRes = await submit({ orderNumber, comments: [review(itemId, { content: text })] });
    expect(okRes.code).toBe('00000');
    const mine = await call<ReviewRow>(t, 'GET', `/p/prodComm/prodCommInfo?prodCommId=${okRes.data.prodCommIds[0]}`, { token });
    expect(mine.data.content).toBe('好'.repeat(COMMENT_MAX));
  });

  it('9 pictures are accepted and attached, a 10th is refused', async () => {
    const { orderNumber: n } = await orderAt('received', 1);
    const id = (await itemsOf(n)).data.items[0]!.orderItemId;
    const keys: string[] = [];
    for (let i = 0; i < 10; i++) keys.push(await commentImage(token, [i * 20, 10, 10]));
    const ten = await submit({ orderNumber: n, comments: [review(id, { pics: keys })] });
    expect(ten.code).toBe('A00014');
    expect(ten.msg).toBe('Upper limit reached');
    const nine = await submit({ orderNumber: n, comments: [review(id, { pics: keys.slice(0, 9) })] });
    expect(nine.code).toBe('00000');
    const claimed = await t.db.query<{ ref: string }>(`SELECT ref FROM upload WHERE file_key = ANY($1::text[]) AND status = 2`, [
      `{${keys.slice(0, 9).join(',')}}`,
    ]);
    expect(claimed).toHaveLength(9);
    expect(new Set(claimed.map((c) => c.ref))).toEqual(new Set([`prod_comment:${nine.data.prodCommIds[0]}`]));
    // The pictures are public resources the product page can show.
    const res = await t.app.inject({ method: 'GET', url: `/api/res/${keys[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/png');
  });

  it('picture uploads take images only, at most 2 MB; a picture must be your own upload', async () => {
    const text = await upload(t, token, 'comment-image', Buffer.from('just some text, not a picture'), 'a.png', 'image/png');
    expect(text.status).toBe(400);
    expect(text.put?.msg).toBe('Wrong file format');
    const pdf = await call(t, 'POST', '/p/file/uploadUrl', {
      token,
      body: { fileName: 'a.pdf', contentType: 'application/pdf', size: 100, purpose: 'comment-image' },
    });
    expect(pdf.msg).toBe('Wrong file format');
    const big = await call(t, 'POST', '/p/file/uploadUrl', {
      token,
      body: { fileName: 'big.png', contentType: 'image/png', size: IMAGE_MAX_BYTES + 1, purpose: 'comment-image' },
      locale: 'zh_CN',
    });
    expect(big.msg).toBe('文件过大');
    const exact = await upload(t, token, 'comment-image', tinyPng([1, 2, 3], IMAGE_MAX_BYTES));
    expect(exact.status).toBe(200);

    const { orderNumber: n } = await orderAt('received', 1);
    const id = (await itemsOf(n)).data.items[0]!.orderItemId;
    const foreignKey = await commentImage(token2);
    const refused = await submit({ orderNumber: n, comments: [review(id, { pics: [foreignKey] })] });
    expect(refused.code).not.toBe('00000');
    // Nothing of the failed submit stays: the item is still waiting for its review.
    expect((await itemsOf(n)).data.items[0]!.review).toBeNull();
    expect(await statusOf(n)).toBe(4);
  });
});

describe('completion, repeats and the product page', () => {
  it('the order stays to review until its last item is reviewed, then it is completed', async () => {
    const { orderNumber } = await orderAt('received', 3);
    const items = (await itemsOf(orderNumber)).data.items;
    const first = await submit({ orderNumber, comments: [review(items[0]!.orderItemId)] });
    expect(first.data.orderStatus).toBe(4);
    expect(await statusOf(orderNumber)).toBe(4);
    const rest = await submit({
      orderNumber,
      comments: [review(items[1]!.orderItemId, { score: 3 }), review(items[2]!.orderItemId, { score: 1, content: 'Broke on day one' })],
    });
    expect(rest.code).toBe('00000');
    expect(rest.data.orderStatus).toBe(5);
    expect(await statusOf(orderNumber)).toBe(5);
    const after = (await itemsOf(orderNumber)).data;
    expect(after.items.every((i) => i.review !== null)).toBe(true);
    // The completed order is listed under completed, no longer under to review.
    const completed = await call<Page<{ orderNumber: string }>>(t, 'GET', '/p/myOrder/myOrder?status=5&size=50', { token });
    expect(completed.data.records.map((o) => o.orderNumber)).toContain(orderNumber);
    const toReview = await call<Page<{ orderNumber: string }>>(t, 'GET', '/p/myOrder/myOrder?status=4&size=50', { token });
    expect(toReview.data.records.map((o) => o.orderNumber)).not.toContain(orderNumber);
    // A bad review lands under the product's "bad" filter.
    expect((await productReviews(items[2]!.prodId, 2)).records.map((r) => r.content)).toEqual(['Broke on day one']);
  });

  it('a repeated submit answers a clear error and never makes a second review', async () => {
    const { orderNumber } = await orderAt('received', 2);
    const [a, b] = (await itemsOf(orderNumber)).data.items;
    expect((await submit({ orderNumber, comments: [review(a!.orderItemId)] })).code).toBe('00000');
    const again = await submit({ orderNumber, comments: [review(a!.orderItemId)] });
    expect(again.code).toBe('A00001');
    expect(again.msg).toBe('This item has already been reviewed; a review cannot be submitted twice');
    // Mixed with a new item: refused as a whole, the new item is not reviewed either.
    const mixed = await submit({ orderNumber, comments: [review(b!.orderItemId), review(a!.orderItemId)] });
    expect(mixed.code).toBe('A00001');
    expect((await itemsOf(orderNumber)).data.items[1]!.review).toBeNull();
    // The same item twice in one submit.
    const dup = await submit({ orderNumber, comments: [review(b!.orderItemId), review(b!.orderItemId)] });
    expect(dup.code).toBe('A00014');
    const n = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM prod_comment WHERE order_number = $1`, [orderNumber]);
    expect(n!.n).toBe(1);
  });

  it('concurrent submits for the same items make one review each and complete the order once', async () => {
    const { orderNumber, prods } = await orderAt('received', 2);
    const items = (await itemsOf(orderNumber)).data.items;
    const body = { orderNumber, comments: items.map((i) => review(i.orderItemId)) };
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(body)));
    expect(results.filter((r) => r.code === '00000')).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== '00000')) expect(r.msg).toContain('already been reviewed');
    const n = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM prod_comment WHERE order_number = $1`, [orderNumber]);
    expect(n!.n).toBe(2);
    expect(await statusOf(orderNumber)).toBe(5);
    for (const p of prods) {
      const info = await call<{ reviewCount: number }>(t, 'GET', `/prod/prodInfo?prodId=${p.prodId}`);
      expect(info.data.reviewCount).toBe(1);
    }
  });

  it('the review shows on the product with its pictures; the count and rating summary follow; anonymous names are masked', async () => {
    // Two buyers review the same product, one anonymously with a picture.
    const prod = await makeProduct(t, { shopId: 1, price: 777, stocks: 10 });
    const orderOf = async (buyer: string) => {
      await call(t, 'DELETE', '/p/shopCart/deleteAll', { token: buyer });
      const sub = await call<{ orderNumbers: string[] }>(t, 'POST', '/p/order/submit', {
        token: buyer,
        body: { orderItem: { prodId: prod.prodId, skuId: prod.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true },
      });
      const orderNumber = sub.data.orderNumbers[0]!;
      await call(t, 'POST', '/p/order/pay', { token: buyer, body: { orderNumbers: orderNumber, payType: 9 } });
      await markShipped(orderNumber);
      await call(t, 'PUT', `/p/myOrder/receipt/${orderNumber}`, { token: buyer, body: {} });
      expect(await statusOf(orderNumber, buyer)).toBe(4);
      return { orderNumber, itemId: (await itemsOf(orderNumber, buyer)).data.items[0]!.orderItemId };
    };
    const a = await orderOf(token);
    const b = await orderOf(token2);
    expect((await call<{ number: number }>(t, 'GET', `/prodComm/prodCommData?prodId=${prod.prodId}`)).data.number).toBe(0);

    const pic = await commentImage(token);
    const mine = await submit({
      orderNumber: a.orderNumber,
      comments: [review(a.itemId, { score: 4, content: 'Nice <b>finish</b>', pics: [pic], isAnonymous: true })],
    });
    expect(mine.code).toBe('00000');
    const theirs = await submit({ orderNumber: b.orderNumber, comments: [review(b.itemId, { score: 2, content: 'Too small' })] }, token2);
    expect(theirs.code).toBe('00000');

    const all = await productReviews(prod.prodId);
    expect(all.total).toBe(2);
    const anon = all.records.find((r) => r.content === 'Nice <b>finish</b>')!;
    expect(anon.nickName).toBe('D***');
    expect(anon.nickName).not.toContain('Demo Buyer');
    expect(anon.pics).toEqual([pic]);
    expect(all.records.find((r) => r.content === 'Too small')!.nickName).toBe('Second Buyer');
    const withPics = await productReviews(prod.prodId, 3);
    expect(withPics.records.map((r) => r.content)).toEqual(['Nice <b>finish</b>']);
    expect((await productReviews(prod.prodId, 0)).records.map((r) => r.content)).toEqual(['Nice <b>finish</b>']);

    const summary = await call<{ number: number; praiseNumber: number; negativeNumber: number; picNumber: number; score: number }>(
      t,
      'GET',
      `/prodComm/prodCommData?prodId=${prod.prodId}`,
    );
    expect(summary.data).toMatchObject({ number: 2, praiseNumber: 1, negativeNumber: 1, picNumber: 1, score: 3 });
    const info = await call<{ reviewCount: number; score: number }>(t, 'GET', `/prod/prodInfo?prodId=${prod.prodId}`);
    expect(info.data.reviewCount).toBe(2);
    expect(info.data.score).toBe(3);

    // The buyer's own list shows the review (with the anonymous flag), newest first; details by id.
    const list = await call<Page<{ prodCommId: number; orderNumber: string; isAnonymous: boolean; pics: string[] }>>(
      t,
      'GET',
      '/p/prodComm/prodCommPageByUser?current=1&size=5',
      { token },
    );
    expect(list.data.records[0]).toMatchObject({ prodCommId: mine.data.prodCommIds[0], orderNumber: a.orderNumber, isAnonymous: true });
    expect(list.data.total).toBeGreaterThan(1);
    const theirList = await call<Page<{ prodCommId: number }>>(t, 'GET', '/p/prodComm/prodCommPageByUser', { token: token2 });
    expect(theirList.data.records.map((r) => r.prodCommId)).toEqual(theirs.data.prodCommIds);
    const detail = await call<{ content: string; transactionTime: string }>(
      t,
      'GET',
      `/p/prodComm/prodCommInfo?prodCommId=${mine.data.prodCommIds[0]}`,
      { token },
    );
    expect(detail.data.content).toBe('Nice <b>finish</b>');
    expect(Date.parse(detail.data.transactionTime)).not.toBeNaN();
    const foreign = await call(t, 'GET', `/p/prodComm/prodCommInfo?prodCommId=${mine.data.prodCommIds[0]}`, { token: token2 });
    expect(foreign.code).toBe('A00013');
    const noLogin = await call(t, 'GET', '/p/prodComm/prodCommPageByUser');
    expect(noLogin.code).toBe('A00004');
  });
});

describe('merchant replies', () => {
  it("the shop's merchant replies; the reply shows on the product page and in the buyer's reviews; another shop's merchant cannot", async () => {
    const { orderNumber, prods } = await orderAt('received', 1);
    const item = (await itemsOf(orderNumber)).data.items[0]!;
    const res = await submit({ orderNumber, comments: [review(item.orderItemId, { content: 'Arrived with a dent' })] });
    const prodCommId = res.data.prodCommIds[0]!;
    const reply = (body: object, who: string) => call(t, 'POST', '/merchant/prodComm/reply', { token: who, body });

    const foreign = await reply({ prodCommId, content: 'Not ours' }, m2);
    expect(foreign.code).toBe('A00013');
    expect((await reply({ prodCommId, content: 'Thanks' }, token)).code).toBe('A00004');
    const empty = await reply({ prodCommId, content: '  ' }, m1);
    expect([empty.code, empty.msg]).toEqual(['A00014', 'Please enter the reply']);
    expect((await reply({ prodCommId, content: 'x'.repeat(201) }, m1)).code).toBe('A00014');

    expect((await reply({ prodCommId, content: 'Sorry about the dent: a replacement is on its way' }, m1)).code).toBe('00000');
    const onProduct = (await productReviews(prods[0]!.prodId)).records.find((r) => r.prodCommId === prodCommId);
    expect(onProduct?.replyContent).toBe('Sorry about the dent: a replacement is on its way');
    const mine = await call<{ replyContent: string | null }>(t, 'GET', `/p/prodComm/prodCommInfo?prodCommId=${prodCommId}`, { token });
    expect(mine.data.replyContent).toBe('Sorry about the dent: a replacement is on its way');
    // A second reply replaces the first.
    await reply({ prodCommId, content: 'Replacement shipped' }, m1);
    expect((await productReviews(prods[0]!.prodId)).records.find((r) => r.prodCommId === prodCommId)?.replyContent).toBe(
      'Replacement shipped',
    );
  });
});
