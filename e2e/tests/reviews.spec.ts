import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { encryptPassword, LOCALES, signInWithDialog } from './helpers';

/**
 * The buyer's review story in both languages: an order bought, paid, shipped by the merchant (with
 * a logistics voucher and customs) and received waits for evaluation; from the order list the buyer
 * writes a review with a picture and anonymously, the order becomes completed, and the review shows
 * on the product page (masked name, picture, "with pictures" filter) and in "My reviews".
 */
const TEXT = {
  en: {
    completed: 'Completed',
    toReview: 'Pending evaluation',
    withPictures: 'With pictures',
    reviews: 'Reviews',
    empty: 'Evaluation cannot be empty',
  },
  zh_CN: { completed: '已完成', toReview: '待评价', withPictures: '有图', reviews: '评价', empty: '评价不能为空' },
} as const;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A real 8x8 PNG of one colour (the picture the buyer attaches). */
function png(rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.from([0, ...Array.from({ length: 8 }, () => rgb).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('userToken') ?? '');
const json = async <T>(res: Promise<{ json(): Promise<unknown> }>) => (await (await res).json()) as { code: string; msg: string; data: T };

/** A normal, cheap, in-stock product of shop 1 not used before (from the public catalogue API). */
async function pickProduct(request: APIRequestContext, skip: number[]) {
  const page = (await json<{ records: { prodId: number }[] }>(request.get('/api/shop/prodPage?shopId=1&current=1&size=40'))).data;
  for (const r of page.records) {
    if (skip.includes(r.prodId)) continue;
    const info = (
      await json<{ prodType: string; status: number; skuList: { skuId: number; stocks: number; price: number }[] }>(
        request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
      )
    ).data;
    const sku = info.skuList.find((s) => s.stocks >= 5 && s.price <= 30_000);
    if (info.prodType === 'normal' && info.status === 1 && sku) return { prodId: r.prodId, skuId: sku.skuId };
  }
  throw new Error('no cheap normal product in shop 1');
}

/** Buy now, pay with the balance, the merchant ships (voucher upload, customs), the buyer confirms receipt. */
async function receivedOrder(request: APIRequestContext, token: string, p: { prodId: number; skuId: number }): Promise<string> {
  const auth = { authorization: token };
  const addresses = (await json<unknown[]>(request.get('/api/p/address/list', { headers: auth }))).data;
  if (!addresses.length) {
    await request.post('/api/p/address/addAddr', {
      headers: auth,
      data: {
        receiver: 'E2E Buyer',
        mobile: '+1 555 0100',
        province: 'California',
        city: 'San Jose',
        area: '',
        addr: '1 Market Street',
        postCode: '95113',
        commonAddr: true,
      },
    });
  }
  const submit = await json<{ orderNumbers: string[] }>(
    request.post('/api/p/order/submit', {
      headers: auth,
      data: { orderItem: { ...p, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true },
    }),
  );
  expect(submit.code).toBe('00000');
  const orderNumber = submit.data.orderNumbers[0]!;
  expect((await json(request.post('/api/p/order/pay', { headers: auth, data: { orderNumbers: orderNumber, payType: 9 } }))).code).toBe(
    '00000',
  );
  const detail = (
    await json<{ actualTotal: number }>(request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: auth }))
  ).data;

  const login = await json<{ accessToken: string }>(
    request.post('/api/merchant/login', { data: { userName: 'merchant1', passWord: encryptPassword('Merchant@123456') } }),
  );
  const m = { authorization: login.data.accessToken };
  const voucher = png([20, 20, 160]);
  const asked = await json<{ uploadUrl: string; fileKey: string }>(
    request.post('/api/merchant/file/uploadUrl', {
      headers: m,
      data: { fileName: 'waybill.png', contentType: 'image/png', size: voucher.length, purpose: 'logistics-voucher' },
    }),
  );
  expect(asked.code).toBe('00000');
  expect((await request.put(asked.data.uploadUrl, { data: voucher, headers: { 'content-type': 'image/png' } })).ok()).toBe(true);
  const ship = await json(
    request.post('/api/merchant/order/ship', {
      headers: m,
      data: {
        orderNumber,
        quantity: 1,
        courier: 'DHL',
        trackingNumber: `DHL${Date.now()}`,
        amount: detail.actualTotal,
        voucher: asked.data.fileKey,
        loadingMode: 'LCL',
      },
    }),
  );
  expect(ship.code).toBe('00000');
  const customs = await json<{ status: number }>(
    request.post('/api/merchant/order/customs', {
      headers: m,
      data: { orderNumber, declarationNo: `CD${Date.now()}`, declaredAmount: detail.actualTotal, releaseDate: '2026-11-20' },
    }),
  );
  expect(customs.data.status).toBe(3);
  expect((await json(request.put(`/api/p/myOrder/receipt/${orderNumber}`, { headers: auth, data: {} }))).code).toBe('00000');
  return orderNumber;
}

const used: number[] = [];

for (const { locale, prefix } of LOCALES) {
  test.describe(`reviews (${locale})`, () => {
    test('a buyer reviews a received order with a picture, anonymously; the order is completed and the review shows on the product and in my reviews', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[locale];
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const token = await tokenOf(page);
      const p = await pickProduct(request, used);
      used.push(p.prodId);
      const before = (await json<{ number: number; picNumber: number }>(request.get(`/api/prodComm/prodCommData?prodId=${p.prodId}`))).data;
      const orderNumber = await receivedOrder(request, token, p);

      // The order list offers "Evaluate" for the order waiting for evaluation.
      await page.goto(`${prefix}/user-center/uc-order?tab=toReview`);
      const card = page.locator(`[data-testid="uc-order"][data-order-number="${orderNumber}"]`);
      await expect(card).toHaveAttribute('data-status', '4');
      await expect(card).toContainText(text.toReview);
      await card.getByTestId('uc-order-evaluate').click();
      await page.waitForURL(/\/write-comments\?orderNumber=/);
      expect(page.url()).toContain(`${prefix}/write-comments?orderNumber=${orderNumber}`);

      const item = page.getByTestId('review-item');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(orderNumber);
      const id = await item.getAttribute('data-order-item-id');

      // Nothing written yet: the shared rule answers in the buyer's language, nothing is sent.
      await page.getByTestId('review-submit').click();
      await expect(page.getByTestId(`review-${id}-content-error`)).toHaveText(text.empty);

      await page.getByTestId(`review-${id}-rating`).locator('li').nth(3).click();
      const words = `E2E ${locale} review: solid <b>build</b>, fast delivery`;
      await page.getByTestId(`review-${id}-content`).fill(words);
      await expect(item).toContainText(`${words.length} / 150`);
      await page.getByTestId(`review-${id}-file`).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png([200, 40, 40]) });
      await expect(page.getByTestId(`review-${id}-images`)).toHaveAttribute('data-count', '1');
      await page.getByTestId(`review-${id}-anonymous`).check();
      await page.getByTestId('review-submit').click();
      await expect(page.getByTestId('review-success')).toHaveAttribute('data-order-status', '5');

      // Back to the order: completed.
      await page.getByTestId('review-back-order').click();
      await page.waitForURL(/\/order-detail\?orderNumber=/);
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '5');
      await expect(page.getByTestId('order-status')).toHaveText(text.completed);
      await expect(page.getByTestId('order-evaluate')).toHaveCount(0);

      // The product page lists the review, masked, with its picture; the count follows.
      await page.goto(`${prefix}/products/detail/${p.prodId}`);
      await page.getByRole('tab', { name: new RegExp(`${text.reviews}.*${before.number + 1}`) }).click();
      const reviews = page.getByTestId('product-reviews');
      const mine = reviews.getByTestId('review').filter({ hasText: words });
      await expect(mine).toHaveCount(1);
      // User text is shown as typed, never as markup.
      await expect(mine.locator('b')).toHaveCount(0);
      await expect(mine).toContainText('D***');
      await expect(mine).not.toContainText('Demo Buyer');
      const picture = mine.locator('img');
      await expect(picture).toHaveCount(1);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
      await reviews.getByText(`${text.withPictures} (${before.picNumber + 1})`).click();
      await expect(reviews.getByTestId('review').filter({ hasText: words })).toHaveCount(1);

      // My reviews: the list, the details, back to the list.
      await page.goto(`${prefix}/user-center/uc-comments`);
      const row = page.getByTestId('uc-comment').filter({ hasText: words });
      await expect(row).toHaveCount(1);
      await row.getByTestId('uc-comment-open').click();
      await expect(page.getByTestId('uc-comment-detail')).toContainText(orderNumber);
      await page.getByTestId('uc-comment-back').click();
      await expect(page.getByTestId('uc-comment').filter({ hasText: words })).toHaveCount(1);

      const stored = await json<{ records: { content: string; score: number; isAnonymous: boolean; pics: string[] }[] }>(
        request.get('/api/p/prodComm/prodCommPageByUser?current=1&size=5', { headers: { authorization: token } }),
      );
      expect(stored.data.records.find((r) => r.content === words)).toMatchObject({ score: 4, isAnonymous: true });

      // A second submit for the same order is refused by the API, never a second review.
      const repeat = await json(
        request.post('/api/p/prodComm/submit', {
          headers: { authorization: token },
          data: { orderNumber, comments: [{ orderItemId: Number(id), score: 5, content: 'again' }] },
        }),
      );
      expect(repeat.code).toBe('A00001');
      expect((await json<{ number: number }>(request.get(`/api/prodComm/prodCommData?prodId=${p.prodId}`))).data.number).toBe(
        before.number + 1,
      );
    });
  });
}
