import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import {
  apiJson,
  buyNow,
  encryptPassword,
  ensureAddress,
  LOCALES,
  pickProduct,
  registerBuyer,
  test,
  watchFirstView,
  whenInteractive,
} from './helpers';

/**
 * The signed-in buyer's cart, submit order (cart lines or buy now: the GET twin of confirm prices
 * them), payment and order detail are rendered on the server with their own data (mf-checkout's server entry; the site server makes the page's first calls as the buyer of
 * the token cookie, docs/architecture.md "Initial data"), then hydrate without a mismatch and
 * without antd. Another buyer's token gets none of it; no token gets the sign-in prompt.
 */

/** Text as React writes it into the markup. */
const inHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function login(request: APIRequestContext, userName: string, password: string): Promise<string> {
  const res = await apiJson<{ accessToken: string }>(
    request.post('/api/login', { data: { userName, passWord: encryptPassword(password) } }),
  );
  expect(res.code).toBe('00000');
  return res.data.accessToken;
}

/** The server's HTML of a page for this token cookie (none: signed out). */
async function serverHtml(browser: Browser, url: string, token: string | null): Promise<string> {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'userToken', value: token, url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  const res = await page.request.get(url, { headers: { accept: 'text/html' } });
  expect(res.status(), url).toBe(200);
  const html = await res.text();
  await context.close();
  return html;
}

/** The server-rendered markup of the page (#root), without the data written into the HTML for the page's scripts. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('<script', start);
  return html.slice(start, end < 0 ? undefined : end);
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`checkout first views, signed in (${locale})`, () => {
    test('cart, submit order, payment and order detail come from the server with the buyer’s own data and hydrate cleanly; nobody else’s', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = await login(request, 'buyer', 'Buyer@123456');
      const headers = { authorization: token, locale };
      await ensureAddress(request, token);
      const p = await pickProduct(request, 1);
      // A line in the cart, and an unpaid order (buy now) to pay and to look at.
      await request.delete('/api/p/shopCart/deleteAll', { headers });
      expect((await apiJson(request.post('/api/p/shopCart/changeItem', { headers, data: { ...p, count: 1 } }))).code).toBe('00000');
      const cart = (
        await apiJson<{ shopCarts: { shopName: string; lines: { basketId: number; prodName: string }[] }[] }>(
          request.get('/api/p/shopCart/info', { headers }),
        )
      ).data;
      const lineName = cart.shopCarts[0]!.lines[0]!.prodName;
      const basketId = cart.shopCarts[0]!.lines[0]!.basketId;
      const orderNumber = await buyNow(request, headers, p);
      const detail = (
        await apiJson<{ orderItems: { prodName: string }[] }>(
          request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers }),
        )
      ).data;
      const itemName = detail.orderItems[0]!.prodName;

      const pages = [
        { key: 'cart', url: `${prefix}/cart`, shows: 'cart-line', own: [lineName] },
        // Settling the cart line, and buying the product now: its line and the payable total.
        { key: 'submitOrder', url: `${prefix}/submit-order?basketIds=${basketId}`, shows: 'total-payable', own: [lineName] },
        {
          key: 'submitOrder',
          url: `${prefix}/submit-order?prodId=${p.prodId}&skuId=${p.skuId}&count=1`,
          shows: 'total-payable',
          own: [lineName],
        },
        { key: 'payment', url: `${prefix}/payment?orderNumbers=${orderNumber}`, shows: 'pay-amount', own: [orderNumber] },
        {
          key: 'orderDetail',
          url: `${prefix}/order-detail?orderNumber=${orderNumber}`,
          shows: 'order-detail',
          own: [orderNumber, itemName],
        },
      ];

      // The server's HTML already holds the buyer's own data, rendered by mf-checkout.
      const serverTotals = new Map<string, string>();
      for (const pg of pages) {
        const html = rootOf(await serverHtml(browser, pg.url, token));
        expect(html, pg.url).toContain(`data-ssr-pages="mf-checkout:${pg.key}"`);
        expect(html, pg.url).toContain(`data-testid="${pg.shows}"`);
        for (const text of pg.own) expect(html, `${pg.url}: ${text}`).toContain(inHtml(text));
        // The submit-order page's payable total, priced by the server (a figure, written as the page writes it).
        if (pg.key === 'submitOrder') {
          const total = /data-testid="total-payable">([^<]*\d[^<]*)</.exec(html)?.[1];
          expect(total, pg.url).toBeTruthy();
          serverTotals.set(pg.url, total!);
        }
      }

      // In the browser the first view hydrates without a mismatch and without antd, and is live.
      const context = await browser.newContext();
      await context.addInitScript((t) => localStorage.setItem('userToken', t), token);
      await context.addCookies([{ name: 'userToken', value: token, url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      const seen = watchFirstView(page);
      for (const pg of pages) {
        await page.goto(pg.url);
        await expect(page.getByTestId(pg.shows).first(), pg.url).toBeVisible();
        await whenInteractive(page.getByTestId(pg.shows).first());
        // The live page shows the total the server wrote (its first price, not a second one).
        const total = serverTotals.get(pg.url);
        if (total) await expect(page.getByTestId('total-payable'), pg.url).toHaveText(total.replace(/&amp;/g, '&'));
      }
      // The payment countdown is the browser's clock: written once the page is live.
      await page.goto(pages.find((x) => x.key === 'payment')!.url);
      await expect(page.getByTestId('pay-countdown')).toHaveText(/^\d\d:\d\d$/);
      await page.waitForTimeout(500);
      expect(seen.hydration).toEqual([]);
      expect(seen.antd).toEqual([]);
      await context.close();

      // Another buyer's token: their own (empty) cart, and none of this buyer's order.
      const other = await registerBuyer(request, `fv${locale === 'en' ? 'e' : 'z'}`);
      const otherToken = await login(request, other.userName, other.password);
      const otherCart = await serverHtml(browser, `${prefix}/cart`, otherToken);
      expect(otherCart).toContain('data-testid="cart-empty"');
      expect(otherCart).not.toContain(inHtml(lineName));
      // (With an address of their own, so only the lines can be refused: the GET twin refuses them as the POST does.)
      await ensureAddress(request, otherToken);
      for (const pg of pages.filter((x) => x.key === 'payment' || x.key === 'orderDetail')) {
        const html = await serverHtml(browser, pg.url, otherToken);
        expect(html, pg.url).not.toContain(`data-testid="${pg.shows}"`);
        expect(html, pg.url).not.toContain(inHtml(itemName));
      }
      const otherSubmit = rootOf(await serverHtml(browser, pages[1]!.url, otherToken));
      expect(otherSubmit).not.toContain('data-testid="submit-shop"');
      expect(otherSubmit).not.toContain(inHtml(lineName));

      // Signed out: the sign-in prompt, from the server and in the page.
      for (const url of [`${prefix}/cart`, pages[1]!.url]) {
        const signedOut = await serverHtml(browser, url, null);
        expect(signedOut, url).toContain('data-testid="login-required"');
        expect(signedOut, url).not.toContain(inHtml(lineName));
        const anon = await browser.newPage();
        await anon.goto(url);
        await expect(anon.getByTestId('login-required'), url).toBeVisible();
        await anon.close();
      }

      // Leave no unpaid order behind (the buyer's other journeys count theirs).
      await request.put(`/api/p/myOrder/cancel/${orderNumber}`, { headers });
    });
  });
}
