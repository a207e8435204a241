import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
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
 * The overview and My Orders are rendered on the server with the signed-in buyer's own answers
 * (mf-user-center's server entry; the site server makes the page's first calls with the browser's
 * token cookie): the HTML already shows their orders, the page hydrates it without a mismatch and
 * downloads no antd; another buyer's HTML never shows them; signed out, the sign-in prompt.
 */

const T = {
  en: {
    hello: (name: string) => `Hello, ${name}`,
    header: (name: string) => `Hi, ${name}`,
    signInFirst: 'Please sign in to see this page',
    cancel: 'Cancel order',
    ok: 'OK',
    canceled: 'Canceled',
  },
  zh_CN: {
    hello: (name: string) => `${name}，您好`,
    header: (name: string) => `您好，${name}`,
    signInFirst: '请登录后查看此页面',
    cancel: '取消订单',
    ok: '确定',
    canceled: '已取消',
  },
} as const;

/** The calls the server already answered in a user-centre page's HTML (with the header's user info). */
const FIRST_VIEW_CALLS = ['/api/p/user/userInfo', '/api/p/user/center/overview', '/api/p/myOrder/myOrder', '/api/p/myOrder/orderCount'];

/** The API calls the page makes from now on (path and query). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}
const repeats = (calls: string[]) => calls.filter((c) => FIRST_VIEW_CALLS.some((f) => c === f || c.startsWith(f + '?')));

/** Tab key of each buyer state (mf-user-center's ORDER_TABS). */
const TAB_OF: Record<number, string> = { 1: 'unpaid', 2: 'toShip', 3: 'shipped', 4: 'toReview', 5: 'completed', 6: 'closed' };

async function tokenFor(request: APIRequestContext, userName: string, password: string): Promise<string> {
  const res = await apiJson<{ accessToken: string }>(
    request.post('/api/login', { data: { userName, passWord: encryptPassword(password) } }),
  );
  expect(res.code).toBe('00000');
  return res.data.accessToken;
}

/** What the real site does once a buyer signed in: their token in the `userToken` cookie (and saved). */
async function signInByCookie(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'userToken', value: token, url: baseURL }]);
  await context.addInitScript((t) => localStorage.setItem('userToken', t), token);
}

/** The HTML the server sends for a page (no script runs). */
const htmlOf = async (page: Page, url: string) => (await page.request.get(url, { headers: { accept: 'text/html' } })).text();

interface Overview {
  user: { nickName: string };
  latestOrders: { orderNumber: string }[];
}
interface OrderPage {
  records: { orderNumber: string; status: number }[];
}

test.describe('user centre first views (signed in, rendered on the server)', () => {
  // Not the server's zone (UTC): a time of day the server wrote would differ from the browser's.
  test.use({ timezoneId: 'Asia/Shanghai' });
  let buyer: { token: string; nickName: string; orderNumber: string; status: number };
  let other: { token: string; nickName: string };

  test.beforeAll(async ({ request }) => {
    const token = await tokenFor(request, 'buyer', 'Buyer@123456');
    // The demo buyer has at least one order of their own (tests may run alone).
    const mine = await apiJson<OrderPage>(
      request.get('/api/p/myOrder/myOrder?status=0&current=1&size=10', { headers: { authorization: token } }),
    );
    if (!mine.data.records.length) {
      await ensureAddress(request, token);
      const p = await pickProduct(request, 1);
      const order = await apiJson(
        request.post('/api/p/order/submit', {
          headers: { authorization: token },
          data: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: crypto.randomUUID(), tradingRulesAgreed: true },
        }),
      );
      expect(order.code).toBe('00000');
    }
    const overview = (await apiJson<Overview>(request.get('/api/p/user/center/overview', { headers: { authorization: token } }))).data;
    const first = (
      await apiJson<OrderPage>(request.get('/api/p/myOrder/myOrder?status=0&current=1&size=10', { headers: { authorization: token } }))
    ).data.records[0]!;
    buyer = { token, nickName: overview.user.nickName, orderNumber: first.orderNumber, status: first.status };
    const fresh = await registerBuyer(request, 'ucfv');
    const otherToken = await tokenFor(request, fresh.userName, fresh.password);
    const theirs = (await apiJson<Overview>(request.get('/api/p/user/center/overview', { headers: { authorization: otherToken } }))).data;
    other = { token: otherToken, nickName: theirs.user.nickName };
  });

  for (const { locale, prefix } of LOCALES) {
    const t = T[locale];

    test(`the overview's HTML greets the buyer and lists their latest order; it hydrates cleanly, no antd (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await signInByCookie(context, baseURL!, buyer.token);
      const html = await htmlOf(page, `${prefix}/user-center/uc-home`);
      expect(html).toContain('data-ssr-pages="mf-user-center:ucHome"');
      expect(html).toContain('data-testid="uc-home-summary"');
      expect(html).toContain(t.hello(buyer.nickName));
      expect(html).toContain(`orderNumber=${buyer.orderNumber}`);
      expect(html).not.toContain(t.hello(other.nickName));

      const seen = watchFirstView(page);
      await page.goto(`${prefix}/user-center/uc-home`);
      await expect(page.getByTestId('uc-home-greeting')).toHaveText(t.hello(buyer.nickName));
      const detail = page.getByTestId('uc-home-order').first().getByRole('link').last();
      await whenInteractive(detail);
      // The time of day is the browser's to write (the server renders in UTC): it follows hydration.
      await expect(page.getByTestId('uc-home-order').first()).toContainText(/\d{2}:\d{2}/);
      expect(seen.hydration).toEqual([]);
      expect(seen.antd).toEqual([]);
    });

    test(`My Orders' HTML shows the buyer's orders in the tab the URL chose; it hydrates cleanly, no antd (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await signInByCookie(context, baseURL!, buyer.token);
      const tab = TAB_OF[buyer.status]!;
      for (const url of [`${prefix}/user-center/uc-order`, `${prefix}/user-center/uc-order?tab=${tab}`]) {
        const html = await htmlOf(page, url);
        expect(html, url).toContain('data-ssr-pages="mf-user-center:/user-center/uc-order"');
        expect(html, url).toContain(`data-order-number="${buyer.orderNumber}"`);
      }
      // The URL's tab is the chosen one in the markup.
      const html = await htmlOf(page, `${prefix}/user-center/uc-order?tab=${tab}`);
      expect(html).toMatch(new RegExp(`aria-selected="true"[^>]*><span data-testid="uc-order-tab-${tab}"`));

      const seen = watchFirstView(page);
      await page.goto(`${prefix}/user-center/uc-order?tab=${tab}`);
      const card = page.locator(`[data-testid="uc-order"][data-order-number="${buyer.orderNumber}"]`);
      await expect(card).toBeVisible();
      await whenInteractive(page.getByRole('tab', { selected: true }));
      await expect(card).toContainText(/\d{2}:\d{2}/);
      // Still the same page's behaviour: another tab lists its own state.
      await page.getByTestId('uc-order-tab-all').click();
      await expect(page).toHaveURL(/tab=all/);
      await expect(card).toBeVisible();
      expect(seen.hydration).toEqual([]);
      expect(seen.antd).toEqual([]);
    });

    test(`the header greets the buyer in the server's HTML; after load no first-view call is asked again; a cancelled order shows cancelled (${locale})`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      // A fresh unpaid order of the demo buyer's to cancel.
      await ensureAddress(request, buyer.token);
      const orderNumber = await buyNow(request, { authorization: buyer.token }, await pickProduct(request, 1));

      await signInByCookie(context, baseURL!, buyer.token);
      for (const path of ['/', '/user-center/uc-home', '/user-center/uc-order']) {
        const html = await htmlOf(page, prefix + path);
        expect(html, path).toContain(t.header(buyer.nickName));
        expect(html, path).not.toContain(t.header(other.nickName));
        expect(html, path).not.toContain('data-testid="header-sign-in"');
      }

      // The overview: the header and the page hydrate as sent, and nothing the server answered is asked again.
      let seen = watchFirstView(page);
      let calls = apiCalls(page);
      await page.goto(`${prefix}/user-center/uc-home`);
      await expect(page.getByTestId('user-menu')).toContainText(t.header(buyer.nickName));
      await whenInteractive(page.getByTestId('uc-home-order').first().getByRole('link').last());
      await page.waitForLoadState('networkidle');
      test.info().annotations.push({ type: 'uc-home API calls after load', description: calls.join(' ') || '(none)' });
      expect(repeats(calls)).toEqual([]);
      expect(seen.hydration).toEqual([]);

      // My Orders: the same; then a cancel is seen at once (the list is asked again, from the network).
      seen = watchFirstView(page);
      calls = apiCalls(page);
      await page.goto(`${prefix}/user-center/uc-order?tab=all`);
      const card = page.locator(`[data-testid="uc-order"][data-order-number="${orderNumber}"]`);
      await expect(card).toHaveAttribute('data-status', '1');
      await whenInteractive(page.getByRole('tab', { selected: true }));
      await page.waitForLoadState('networkidle');
      test.info().annotations.push({ type: 'uc-order API calls after load', description: calls.join(' ') || '(none)' });
      expect(repeats(calls)).toEqual([]);
      expect(seen.hydration).toEqual([]);
      await expect(page.getByTestId('user-menu')).toContainText(t.header(buyer.nickName));

      await card.getByRole('button', { name: t.cancel }).click();
      await card.getByRole('dialog').getByRole('button', { name: t.ok }).click();
      await expect(card).toHaveAttribute('data-status', '6');
      await expect(card).toContainText(t.canceled);
      expect(repeats(calls).some((c) => c.startsWith('/api/p/myOrder/myOrder?'))).toBe(true);
    });

    test(`another buyer's HTML never shows the demo buyer's orders; signed out, the sign-in prompt (${locale})`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      await signInByCookie(context, baseURL!, other.token);
      for (const path of ['/user-center/uc-home', '/user-center/uc-order']) {
        const html = await htmlOf(page, prefix + path);
        expect(html, path).not.toContain(buyer.orderNumber);
        expect(html, path).toContain('data-ssr-pages="mf-user-center:');
      }
      const theirs = await htmlOf(page, `${prefix}/user-center/uc-home`);
      expect(theirs).toContain(t.hello(other.nickName));
      expect(theirs).toContain(t.header(other.nickName));
      expect(theirs).not.toContain(t.header(buyer.nickName));
      await page.goto(`${prefix}/user-center/uc-order`);
      await expect(page.getByTestId('uc-order-empty')).toBeVisible();

      const signedOut = await browser.newContext({ baseURL });
      const anon = await signedOut.newPage();
      for (const path of ['/user-center/uc-home', '/user-center/uc-order']) {
        const html = await htmlOf(anon, prefix + path);
        expect(html, path).not.toContain(buyer.orderNumber);
        expect(html, path).toContain('data-testid="login-required"');
        // The signed-out header, as before.
        expect(html, path).toContain('data-testid="header-sign-in"');
        await anon.goto(prefix + path);
        await expect(anon.getByTestId('login-required')).toContainText(t.signInFirst);
      }
      await signedOut.close();
    });
  }
});
