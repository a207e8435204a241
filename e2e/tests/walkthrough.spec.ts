import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiJson, ensureAddress, LOCALES, merchantApi, notice, pickProduct, receivedOrder, signInWithDialog, tokenOf } from './helpers';

/**
 * What a first buyer noticed on a walk through the shop (issue 21), in both languages: dates in the
 * page's language, order pages opened without their order, the actions of the order list, the user
 * menu (its icon; opened by click and keyboard), one-letter searches.
 */
const WORDS = {
  en: {
    releaseDay: 'Nov 20, 2026',
    noOrder: 'No order was given',
    payFinal: 'Pay final payment',
    deleted: 'Order deleted',
    tooShort: 'Type at least 2 letters or digits to search',
    signOut: 'Sign out',
  },
  zh_CN: {
    releaseDay: '2026年11月20日',
    noOrder: '未指定订单',
    payFinal: '支付尾款',
    deleted: '订单已删除',
    tooShort: '请至少输入 2 个字母或数字再搜索',
    signOut: '退出登录',
  },
} as const;

/** Buy now, one unit, through the API as the submit page does; answers the order number. */
async function submitOrder(request: APIRequestContext, token: string, p: { prodId: number; skuId: number }): Promise<string> {
  await ensureAddress(request, token);
  const res = await apiJson<{ orderNumbers: string[] }>(
    request.post('/api/p/order/submit', {
      headers: { authorization: token },
      data: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true },
    }),
  );
  expect(res.code).toBe('00000');
  return res.data.orderNumbers[0]!;
}

for (const { locale, prefix } of LOCALES) {
  const w = WORDS[locale];
  test.describe(`a new buyer's walk-through (${locale})`, () => {
    test('order detail and logistics show the dispatch and customs release dates in the page language, never raw ISO', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      // Shipped and declared by the merchant with release date 2026-11-20 (helpers.receivedOrder).
      const orderNumber = await receivedOrder(request, await tokenOf(page), await pickProduct(request, 1));

      await page.goto(`${prefix}/order-detail?orderNumber=${orderNumber}`);
      await expect(page.getByTestId('order-dispatch-date')).toHaveText(w.releaseDay);
      await expect(page.getByTestId('customs-release-date')).toHaveText(w.releaseDay);
      expect(await page.getByTestId('order-detail').innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

      await page.goto(`${prefix}/order-detail/logistics?orderNumber=${orderNumber}`);
      await expect(page.getByTestId('customs-release-date')).toHaveText(w.releaseDay);
    });

    test('order pages opened without their order say so and lead to my orders', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      for (const path of ['/payment', '/order-detail', '/order-detail/logistics']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByTestId('nothing-given'), path).toContainText(w.noOrder);
        await expect(page.getByTestId('nothing-given-link'), path).toHaveAttribute('href', `${prefix}/user-center/uc-order`);
      }
      await page.getByTestId('nothing-given-link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/user-center/uc-order$`));
      await expect(page.getByTestId('uc-order-tab-all')).toBeVisible();
    });

    test('my orders: a canceled order can be deleted, a due final payment can be paid', async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const token = await tokenOf(page);
      const headers = { authorization: token };
      const p = await pickProduct(request, 1, { minPrice: 1000 });
      const m = await merchantApi(request);

      const canceled = await submitOrder(request, token, p);
      expect((await apiJson(request.put(`/api/p/myOrder/cancel/${canceled}`, { headers, data: {} }))).code).toBe('00000');
      // Paid in two parts: 30% advance with the balance, then the merchant confirms the final price.
      const twoPart = await submitOrder(request, token, p);
      expect((await m.post('order/confirm', { orderNumber: twoPart, advanceRatio: 30 })).code).toBe('00000');
      const paid = await apiJson(request.post('/api/p/order/pay', { headers, data: { orderNumbers: twoPart, payType: 9 } }));
      expect(paid.code).toBe('00000');
      expect((await m.post('order/finalPrice', { orderNumber: twoPart })).code).toBe('00000');

      await page.goto(`${prefix}/user-center/uc-order?tab=closed`);
      const card = page.locator(`[data-testid="uc-order"][data-order-number="${canceled}"]`);
      await card.getByTestId('uc-order-delete').click();
      await page.getByTestId('uc-order-delete-ok').click();
      await expect(notice(page, w.deleted)).toBeVisible();
      await expect(card).toHaveCount(0);
      const listed = await apiJson<{ records: { orderNumber: string }[] }>(
        request.get('/api/p/myOrder/myOrder?status=6&current=1&size=50', { headers }),
      );
      expect(listed.data.records.map((o) => o.orderNumber)).not.toContain(canceled);

      await page.goto(`${prefix}/user-center/uc-order?tab=toShip`);
      const due = page.locator(`[data-testid="uc-order"][data-order-number="${twoPart}"]`).getByTestId('uc-order-pay');
      await expect(due).toHaveText(w.payFinal);
      await due.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/payment\\?orderNumbers=${twoPart}$`));
      await expect(page.getByTestId('pay-part')).toHaveAttribute('data-part', 'final');
    });

    test('the user menu: an SVG icon, opened by click or keyboard, closed by Escape and a click outside', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const menuButton = page.getByTestId('user-menu');
      // No emoji (a box without an emoji font): a drawn icon.
      await expect(page.getByTestId('user-menu-icon')).toBeVisible();
      expect(await menuButton.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);

      const menu = page.getByRole('menu');
      await menuButton.hover();
      await expect(menu).toHaveCount(0);
      await menuButton.click();
      await expect(menu).toBeVisible();
      // A click anywhere else (here: into the search box) closes it.
      await page.getByTestId('header-search').click();
      await expect(menu).toHaveCount(0);

      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect(page.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(menuButton).toBeFocused();

      await page.keyboard.press('Space');
      await page.keyboard.press('End');
      await expect(page.getByTestId('sign-out')).toBeFocused();
      await expect(page.getByTestId('sign-out')).toHaveText(w.signOut);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('header-sign-in')).toBeVisible();
    });

    test('a one-letter search asks for two letters instead of showing nothing', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await page.getByTestId('header-search').fill('a');
      await page.getByTestId('header-search').press('Enter');
      await expect(notice(page, w.tooShort)).toBeVisible();
      await expect(page).not.toHaveURL(/\/search/);

      // The search page loads the catalogue remote and antd first (slow on a busy 2-core machine).
      await page.goto(`${prefix}/search?type=product&keyword=a`);
      await expect(page.getByTestId('search-error')).toContainText(w.tooShort, { timeout: 30_000 });
      await page.goto(`${prefix}/search?type=supplier&keyword=a`);
      await expect(page.getByTestId('search-error')).toContainText(w.tooShort, { timeout: 30_000 });
    });
  });
}
