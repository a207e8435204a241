import { expect } from '@playwright/test';
import { near, png, shownColour } from './files';
import { apiJson, LOCALES, pickProduct, receivedOrder, signInWithDialog, tokenOf, test } from './helpers';

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

/** The review's picture: one colour, recognised on the product page. */
const RED: [number, number, number] = [200, 40, 40];

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
      const p = await pickProduct(request, 1, { skip: used });
      used.push(p.prodId);
      const before = (await apiJson<{ number: number; picNumber: number }>(request.get(`/api/prodComm/prodCommData?prodId=${p.prodId}`)))
        .data;
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
      // Unique per attempt: a retry reviews a new order of the same product.
      const words = `E2E ${locale} review ${Date.now().toString(36)}: solid <b>build</b>, fast delivery`;
      await page.getByTestId(`review-${id}-content`).fill(words);
      await expect(item).toContainText(`${words.length} / 150`);
      await page.getByTestId(`review-${id}-file`).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png(RED) });
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
      // The uploaded picture itself is shown (its colour), not the default image.
      await expect.poll(async () => near(await shownColour(picture), RED)).toBe(true);
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

      const stored = await apiJson<{ records: { content: string; score: number; isAnonymous: boolean; pics: string[] }[] }>(
        request.get('/api/p/prodComm/prodCommPageByUser?current=1&size=5', { headers: { authorization: token } }),
      );
      expect(stored.data.records.find((r) => r.content === words)).toMatchObject({ score: 4, isAnonymous: true });

      // A second submit for the same order is refused by the API, never a second review.
      const repeat = await apiJson(
        request.post('/api/p/prodComm/submit', {
          headers: { authorization: token },
          data: { orderNumber, comments: [{ orderItemId: Number(id), score: 5, content: 'again' }] },
        }),
      );
      expect(repeat.code).toBe('A00001');
      expect((await apiJson<{ number: number }>(request.get(`/api/prodComm/prodCommData?prodId=${p.prodId}`))).data.number).toBe(
        before.number + 1,
      );
    });
  });
}
