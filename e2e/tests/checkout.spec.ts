import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { pdf } from './files';
import {
  confirmPopover,
  ensureAddress,
  LOCALES,
  merchantApi,
  pickProduct,
  signInWithDialog,
  test,
  tokenOf,
  watchFirstView,
  whenInteractive,
} from './helpers';

/**
 * The buyer's checkout story in both languages: two SKUs from two shops into the cart, three
 * steps with a new address, balance payment, two orders to be shipped; a sandbox QR payment; an
 * order left to expire (the test server runs with ORDER_PAY_TIMEOUT_MS=30000); the merchant ships
 * and the buyer confirms receipt.
 */
interface Sku {
  skuId: number;
  stocks: number;
  price: number;
}

async function submitCheckout(page: Page) {
  await expect(page.getByTestId('order-totals')).toBeVisible();
  // The page comes from the server: a box ticked before the app is live is ticked once it is,
  // and check() wants to see it at once.
  await whenInteractive(page.getByTestId('trading-rules'));
  await page.getByTestId('trading-rules').check();
  await page.getByTestId('submit-order').click();
  await page.waitForURL(/\/payment\?orderNumbers=/);
  return new URL(page.url()).searchParams.get('orderNumbers')!.split(',');
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`checkout (${locale})`, () => {
    test('adds two SKUs from two shops, checks out in 3 steps with a new address, pays with balance, sees two orders to be shipped; merchant ships, buyer confirms receipt', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const a = await pickProduct(request, 1);
      const b = await pickProduct(request, 2);
      const seen = watchFirstView(page);
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const token = await tokenOf(page);
      await request.delete('/api/p/shopCart/deleteAll', { headers: { authorization: token } });

      for (const p of [a, b]) {
        await page.goto(`${prefix}/products/detail/${p.prodId}`);
        // The cart widget loads at idle time; a click before it listens would be lost.
        await page.locator('html[data-cart-service="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
        await page.getByTestId('add-to-cart').click();
        await expect
          .poll(
            async () =>
              (await (await request.get('/api/p/shopCart/info', { headers: { authorization: token } })).json()).data.count as number,
          )
          .toBe(p === a ? 1 : 2);
      }

      await page.goto(`${prefix}/cart`);
      await expect(page.getByTestId('cart-shop')).toHaveCount(2);
      // The first lines are on a phone's first screen: their pictures come with the page, not on scroll.
      await expect(page.getByTestId('cart-shop').locator('img[loading="eager"]')).toHaveCount(2);
      // The quantity is a spin button (the cart is a light page): ArrowUp adds one unit, ArrowDown takes it back.
      const total = page.getByTestId('cart-total');
      const before = await total.textContent();
      const quantity = page.getByTestId('cart-count').first();
      await expect(quantity).toHaveAccessibleName(locale === 'en' ? /^Quantity of / : / 的数量$/);
      // The cart comes rendered from the server: a key pressed before hydration would be lost.
      await whenInteractive(quantity);
      await quantity.press('ArrowUp');
      await expect(quantity).toHaveAttribute('aria-valuenow', '2');
      await expect(total).not.toHaveText(before!);
      await quantity.press('ArrowDown');
      await expect(quantity).toHaveAttribute('aria-valuenow', '1');
      await expect(total).toHaveText(before!);
      await page.getByTestId('cart-settle').click();
      await page.waitForURL(/\/submit-order\?basketIds=/);
      expect(page.url()).toContain(`${prefix}/submit-order`);

      // Step 2: a new receiving address.
      await page.getByTestId('address-add').click();
      await page.getByTestId('address-receiver').fill(`E2E ${locale}`);
      await page.getByTestId('address-country').selectOption('US');
      await page.getByTestId('address-region').selectOption('US-CA');
      await page.getByTestId('address-mobile').fill('415 555 0199');
      await page.getByTestId('address-detail').fill('1 Market Street, Suite 5');
      await page.getByTestId('address-postcode').fill('95113');
      await page.getByTestId('address-save').click();
      await expect(page.getByTestId('address-option').filter({ hasText: `E2E ${locale}` })).toBeVisible();
      await expect(page.getByTestId('submit-shop')).toHaveCount(2);
      const orderNumbers = await submitCheckout(page);
      expect(orderNumbers).toHaveLength(2);
      // A first purchase (sign in, cart, a new address, submit) is light from end to end: no antd.
      expect(seen.antd).toEqual([]);

      // Step 3: pay with balance.
      await page.getByTestId('pay-balance').click();
      await page.getByTestId('pay-now').click();
      await expect(page.getByTestId('payment-success')).toBeVisible();

      await page.goto(`${prefix}/user-center/uc-order?tab=toShip`);
      for (const n of orderNumbers)
        await expect(page.locator(`[data-testid="uc-order"][data-order-number="${n}"]`)).toHaveAttribute('data-status', '2');

      // The merchant of shop 1 ships with a voucher and declares customs; the order becomes shipped.
      const shop1Order = (
        await Promise.all(
          orderNumbers.map(async (n) => ({
            n,
            d: (await (await request.get(`/api/p/myOrder/orderDetail?orderNumber=${n}`, { headers: { authorization: token } })).json())
              .data,
          })),
        )
      ).find((x) => x.d.shopId === 1)!;
      const m = await merchantApi(request, 'merchant1');
      const qty = shop1Order.d.orderItems.reduce((s: number, i: { count: number }) => s + i.count, 0);
      // The logistics voucher is a real file through the upload service (merchant token, then a PUT).
      const voucher = await m.upload('logistics-voucher', pdf(`Waybill ${shop1Order.n}`), 'voucher.pdf', 'application/pdf');
      await m.ship(shop1Order.n, { quantity: qty, amount: shop1Order.d.actualTotal, voucher });
      await m.declareCustoms(shop1Order.n, shop1Order.d.actualTotal);

      await page.goto(`${prefix}/order-detail?orderNumber=${shop1Order.n}`);
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '3');
      await expect(page.getByTestId('order-batches')).toContainText('DHL');
      await confirmPopover(page.getByTestId('order-receipt'), page.getByTestId('receipt-ok'), () =>
        expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '4'),
      );
    });

    test('pays another order through the sandbox gateway QR flow', async ({ page, request }) => {
      test.setTimeout(90_000);
      const p = await pickProduct(request, 3);
      const seen = watchFirstView(page);
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      await ensureAddress(request, await tokenOf(page));
      await page.goto(`${prefix}/submit-order?prodId=${p.prodId}&skuId=${p.skuId}&count=1`);
      const [orderNumber] = await submitCheckout(page);
      // The counter says these methods are the sandbox: no real money moves.
      await expect(page.getByTestId('pay-methods').getByTestId('sandbox-label').first()).toContainText(
        locale === 'en' ? 'Sandbox: a test payment, no real money moves' : '沙箱：测试支付，不产生真实扣款',
      );
      await page.getByTestId('pay-alipay').click();
      await page.getByTestId('pay-now').click();
      await expect(page.getByTestId('gateway-panel')).toBeVisible();
      await expect(page.getByTestId('qr-countdown')).toBeVisible();
      await expect(page.getByTestId('qr-code')).toBeVisible();
      // Signing in, ordering and paying by gateway are light from end to end: antd never downloaded.
      expect(seen.antd).toEqual([]);
      const link = (await page.getByTestId('gateway-link').getAttribute('href'))!;
      expect(link).toContain('/api/sandbox-gateway/pay/');
      // The hosted page needs the payment's own token.
      expect(new URL(link).searchParams.get('token')).toMatch(/^[\w-]{32,}$/);

      // The "phone" scanning the code: the hosted confirmation page of the sandbox gateway.
      const phone = await page.context().newPage();
      await phone.goto(link);
      await expect(phone.getByText('Sandbox gateway')).toBeVisible();
      await phone.getByRole('button', { name: 'Pay' }).click();
      await expect(phone.getByTestId('sandbox-result')).toHaveText('Payment successful');
      await phone.close();

      // The counter notices the payment and moves on.
      await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 15_000 });
      const token = await tokenOf(page);
      const d = (
        await (await request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { authorization: token } })).json()
      ).data;
      expect(d.status).toBe(2);
    });

    test('lets an unpaid order expire and returns its stock', async ({ page, request }) => {
      test.setTimeout(120_000);
      const p = await pickProduct(request, 3);
      const stockBefore = ((await (await request.get(`/api/prod/prodInfo?prodId=${p.prodId}`)).json()).data.skuList as Sku[]).find(
        (s) => s.skuId === p.skuId,
      )!.stocks;
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const token = await tokenOf(page);
      await ensureAddress(request, token);
      const res = await (
        await request.post('/api/p/order/submit', {
          headers: { authorization: token },
          data: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 2 }, uuid: randomUUID(), tradingRulesAgreed: true },
        })
      ).json();
      expect(res.code).toBe('00000');
      await page.goto(`${prefix}/payment?orderNumbers=${res.data.orderNumbers[0]}`);
      await expect(page.getByTestId('pay-countdown')).toBeVisible();
      // ORDER_PAY_TIMEOUT_MS=30000 in the test server; the sweeper closes it and gives the stock back.
      await expect(page.getByTestId('order-expired')).toBeVisible({ timeout: 60_000 });
      await expect
        .poll(
          async () =>
            ((await (await request.get(`/api/prod/prodInfo?prodId=${p.prodId}`)).json()).data.skuList as Sku[]).find(
              (s) => s.skuId === p.skuId,
            )!.stocks,
          { timeout: 20_000 },
        )
        .toBe(stockBefore);
    });
  });
}
