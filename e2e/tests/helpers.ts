import {
  expect,
  test as base,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createCipheriv, randomUUID } from 'node:crypto';
import { png } from './files';

/**
 * Every journey runs under the page's Content-Security-Policy and fails on any violation (the
 * browser's own console report "Refused to ... Content Security Policy" and the
 * securitypolicyviolation event), and on any console error and any uncaught exception
 * (the browser's own, such as a header it cannot parse, and the app's), on every page of the test's
 * context and of any context the test opens with `browser.newContext`. Specs import `test` from
 * here. A journey that provokes an error on purpose (a 404 page, a remote taken down) names it:
 * `consoleErrors.allow(/pattern/)`.
 */
export const CSP_VIOLATION = /Content[- ]Security[- ]Policy|securitypolicyviolation/i;
export interface ConsoleWatch {
  /** Errors matching this are expected by the journey (each such call should say why). */
  allow(pattern: RegExp): void;
}
export const test = base.extend<{ consoleErrors: ConsoleWatch }>({
  consoleErrors: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      // about:blank is no page of the site (a journey parks a page there; init scripts still run).
      const ofSite = (page: Page) => !page.url().startsWith('about:');
      const watchPage = (page: Page) => {
        page.on('console', (m) => {
          if (!ofSite(page)) return;
          // The page's own document answered 404 or 410 on purpose (a not-found page): the journey checks that status itself.
          if (/^Failed to load resource: the server responded with a status of 4(04|10)/.test(m.text()) && m.location().url === page.url())
            return;
          // A failed resource's message does not name it: its location does.
          const where = m.location().url && m.location().url !== page.url() ? ` (${m.location().url})` : '';
          const text = `${page.url()}: [${m.type()}] ${m.text()}${where}`;
          if (CSP_VIOLATION.test(m.text())) violations.push(text);
          else if (m.type() === 'error') errors.push(text);
        });
        page.on('pageerror', (e) => ofSite(page) && errors.push(`${page.url()}: uncaught ${e.name}: ${e.message}`));
      };
      const watchContext = async (c: BrowserContext) => {
        c.pages().forEach(watchPage);
        c.on('page', watchPage);
        await c.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(
              `securitypolicyviolation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`,
            ),
          ),
        );
      };
      await watchContext(context);
      // Contexts the journey opens itself (another buyer, a fresh visitor) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext(...args);
        await watchContext(created);
        return created;
      };
      // (use() returns once the test is over, failed or not.)
      await use({ allow: (pattern) => void allowed.push(pattern) });
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations during the journey').toEqual([]);
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'console errors and uncaught exceptions during the journey',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'zh_CN', prefix: '/zh_CN' },
] as const;

/**
 * Waits until React has taken over a server-rendered control (hydration attached its props). A
 * button pressed before that is held and pressed again once the app is live (docs/architecture.md,
 * "First paint, then the app"), but a link stays a link: "Sign in" clicked that early opens the
 * sign-in page, not the dialog. A test that wants the dialog waits for this first.
 */
export async function whenInteractive(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), { timeout: 20_000 })
    .toBe(true);
}

/**
 * Opens a confirmation popover with `trigger`, presses its `ok`, and waits for `done`. A page
 * that reloaded may still move (the browser restores the scroll once the content is tall enough)
 * between the popover opening and the click, so the popover flips and the click lands beside it;
 * a buyer would simply press again. So does this: it re-opens the popover if it closed unconfirmed.
 */
export async function confirmPopover(trigger: Locator, ok: Locator, done: () => Promise<void>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (!(await ok.isVisible())) await trigger.click();
    await ok.click();
    try {
      return await done();
    } catch (err) {
      if (attempt >= attempts) throw err;
    }
  }
}

/** Signs in through the header's login dialog as a buyer would. */
export async function signInWithDialog(page: Page, account = 'buyer', password = 'Buyer@123456'): Promise<void> {
  await whenInteractive(page.getByTestId('header-sign-in'));
  await page.getByTestId('header-sign-in').click();
  await signInHere(page, account, password);
}

/** Signs in in the login dialog that is open now (the header's, or the one a signed-out action opened). */
export async function signInHere(page: Page, account: string, password: string): Promise<void> {
  await expect(page.locator('.login-dialog')).toBeVisible();
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-agreement').getByRole('checkbox').check();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Chooses an option of an antd Select once its list has finished opening (a click during the motion can be lost). */
export async function pick(page: Page, testId: string, option: string, search?: string): Promise<void> {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(search);
  const list = page.locator('.ant-select-dropdown:visible').last();
  await expect(list).not.toHaveClass(/-(enter|appear)/);
  await list.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Which copies of a library a page downloaded, judged by signatures in the JS bodies. */
export const LIBRARY_SIGNATURES: Record<string, RegExp> = {
  react: /\.useTransition=function\(\)\{return/,
  'react-dom': /rendererPackageName:"react-dom"/,
};

/** The login wire format, computed with Node's own crypto (API.md: AES-ECB-PKCS7, Base64). */
export function encryptPassword(password: string, key = '-mall4j-password'): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(String(Date.now()) + password, 'utf8'), cipher.final()]).toString('base64');
}

/** Reads the newest 6-digit code mailed to an address from the development mailbox. */
export async function newestCode(request: APIRequestContext, mail: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(mail)}&limit=1`);
      const entry = ((await res.json()) as { data: { text: string }[] }).data[0];
      code = entry ? (/\b(\d{6})\b/.exec(entry.text)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers a fresh buyer through the public API, as the registration page does. */
export async function registerBuyer(
  request: APIRequestContext,
  tag: string,
): Promise<{ userName: string; mail: string; password: string }> {
  const id = `${tag}${Date.now().toString(36).slice(-6)}`;
  const mail = `${id}@example.com`;
  const userName = `e2e_${id}`.slice(0, 16);
  const password = 'Fresh@123456';
  expect((await (await request.post('/api/sms/sendRegisterCode', { data: { mail } })).json()).code).toBe('00000');
  const code = await newestCode(request, mail);
  const check = await (await request.post('/api/user/checkRegisterCode', { data: { mail, code } })).json();
  expect(check.code).toBe('00000');
  const reg = await request.post('/api/user/register', {
    data: { checkToken: check.data.checkToken, userName, passWord: encryptPassword(password), agreement: true },
  });
  expect((await reg.json()).code).toBe('00000');
  return { userName, mail, password };
}

/**
 * A notice shown to the buyer with this text: antd's message on antd pages and forms, the light
 * toasts elsewhere (the shell's request notices, the light pages).
 */
export const notice = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice, .ml-toast').filter({ hasText: text }).first();
/** The API's envelope, read from a Playwright response. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}
export const apiJson = async <T = unknown>(res: Promise<APIResponse>): Promise<Envelope<T>> => (await (await res).json()) as Envelope<T>;

/** The signed-in buyer's access token, as the page keeps it. */
export const tokenOf = (page: Page): Promise<string> => page.evaluate(() => localStorage.getItem('userToken') ?? '');

/** A normal, cheap (at most 300.00), in-stock product of a shop, from the public catalogue API. */
export async function pickProduct(
  request: APIRequestContext,
  shopId: number,
  { skip = [], minPrice = 0 }: { skip?: number[]; minPrice?: number } = {},
): Promise<{ prodId: number; skuId: number; shopId: number }> {
  const page = (await apiJson<{ records: { prodId: number }[] }>(request.get(`/api/shop/prodPage?shopId=${shopId}&current=1&size=40`)))
    .data;
  for (const r of page.records) {
    if (skip.includes(r.prodId)) continue;
    const info = (
      await apiJson<{ prodType: string; status: number; moq: number; skuList: { skuId: number; stocks: number; price: number }[] }>(
        request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
      )
    ).data;
    const sku = info.skuList.find((s) => s.stocks >= 5 && s.price >= minPrice && s.price <= 30_000);
    // One piece must be orderable: no minimum order quantity.
    if (info.prodType === 'normal' && info.status === 1 && info.moq === 1 && sku) return { prodId: r.prodId, skuId: sku.skuId, shopId };
  }
  throw new Error(`no cheap normal product in shop ${shopId}`);
}

/** Gives the buyer a receiving address when they have none (tests may run alone). */
export async function ensureAddress(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: token };
  if ((await apiJson<unknown[]>(request.get('/api/p/address/list', { headers }))).data.length) return;
  await request.post('/api/p/address/addAddr', {
    headers,
    data: {
      receiver: 'E2E Buyer',
      mobile: '408 555 0100',
      countryCode: 'US',
      regionCode: 'US-CA',
      city: 'San Jose',
      area: '',
      addr: '1 Market Street',
      postCode: '95113',
      commonAddr: true,
    },
  });
}

/** The merchant's side, through the API with its own token (as its back office would). */
export async function merchantApi(request: APIRequestContext, userName = 'merchant1') {
  const login = await apiJson<{ accessToken: string }>(
    request.post('/api/merchant/login', { data: { userName, passWord: encryptPassword('Merchant@123456') } }),
  );
  expect(login.code).toBe('00000');
  const headers = { authorization: login.data.accessToken };
  const post = <T = unknown>(path: string, data: object) => apiJson<T>(request.post(`/api/merchant/${path}`, { headers, data }));
  const get = <T = unknown>(path: string) => apiJson<T>(request.get(`/api/merchant/${path}`, { headers }));
  return {
    post,
    get,
    /** A real file through the upload service: signed URL with the merchant token, then a PUT without credentials; answers the file key. */
    async upload(purpose: string, bytes: Buffer, fileName: string, contentType: string): Promise<string> {
      const asked = await post<{ uploadUrl: string; fileKey: string }>('file/uploadUrl', {
        fileName,
        contentType,
        size: bytes.length,
        purpose,
      });
      expect(asked.code).toBe('00000');
      const put = await request.put(asked.data.uploadUrl, { data: bytes, headers: { 'content-type': contentType } });
      expect(put.status()).toBe(200);
      return asked.data.fileKey;
    },
    /** Ships `quantity` units by DHL with a logistics voucher (an uploaded file key). */
    async ship(orderNumber: string, s: { quantity: number; amount: number; voucher: string; loadingMode?: 'LCL' | 'FCL' }): Promise<void> {
      const { quantity, amount, voucher, loadingMode = 'LCL' } = s;
      const res = await post('order/ship', {
        orderNumber,
        quantity,
        courier: 'DHL',
        trackingNumber: `DHL${Date.now()}`,
        amount,
        voucher,
        loadingMode,
      });
      expect(res.code).toBe('00000');
    },
    /** Declares customs at `declaredAmount` (optionally with a customs voucher); the order is then shipped (status 3). */
    async declareCustoms(orderNumber: string, declaredAmount: number, voucher?: string): Promise<void> {
      const res = await post<{ status: number }>('order/customs', {
        orderNumber,
        declarationNo: `CD${Date.now()}`,
        declaredAmount,
        ...(voucher ? { voucher } : {}),
        releaseDate: '2026-11-20',
      });
      expect(res.data.status).toBe(3);
    },
  };
}

/** One unit bought now through the API (the buyer has an address): the new, unpaid order's number. */
export async function buyNow(
  request: APIRequestContext,
  headers: Record<string, string>,
  p: { prodId: number; skuId: number },
): Promise<string> {
  const submit = await apiJson<{ orderNumbers: string[] }>(
    request.post('/api/p/order/submit', {
      headers,
      data: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true },
    }),
  );
  expect(submit.code).toBe('00000');
  return submit.data.orderNumbers[0]!;
}

/**
 * An order received by the buyer, all through the API: buy now (one unit), pay with the balance,
 * the merchant ships with a real voucher and declares customs, the buyer confirms receipt.
 */
export async function receivedOrder(request: APIRequestContext, token: string, p: { prodId: number; skuId: number }): Promise<string> {
  const headers = { authorization: token };
  await ensureAddress(request, token);
  const orderNumber = await buyNow(request, headers, p);
  expect((await apiJson(request.post('/api/p/order/pay', { headers, data: { orderNumbers: orderNumber, payType: 9 } }))).code).toBe(
    '00000',
  );
  const detail = (await apiJson<{ actualTotal: number }>(request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers })))
    .data;

  const m = await merchantApi(request);
  const voucher = await m.upload('logistics-voucher', png([20, 20, 160]), 'waybill.png', 'image/png');
  await m.ship(orderNumber, { quantity: 1, amount: detail.actualTotal, voucher });
  await m.declareCustoms(orderNumber, detail.actualTotal);
  expect((await apiJson(request.put(`/api/p/myOrder/receipt/${orderNumber}`, { headers, data: {} }))).code).toBe('00000');
  return orderNumber;
}

/** antd's seed theme token, which every antd component needs (bench/lib/pages.mjs counts copies by it). */
export const ANTD_CODE = /motionEaseOutCirc:"cubic-bezier\(0\.08, ?0\.82, ?0\.17, ?1\)"/;

/**
 * Records what would show a page is not light or did not hydrate its first view cleanly: antd's
 * code downloaded, React's hydration warnings.
 */
export function watchFirstView(page: Page): { antd: string[]; hydration: string[] } {
  const seen = { antd: [] as string[], hydration: [] as string[] };
  page.on('console', (m) => {
    if (m.type() !== 'log' && /hydrat|did not match|server rendered|Minified React error #4(18|19|20|21|22|23|25)/i.test(m.text()))
      seen.hydration.push(m.text());
  });
  page.on('response', async (r) => {
    if (!r.url().endsWith('.js')) return;
    const body = await r.text().catch(() => '');
    if (ANTD_CODE.test(body)) seen.antd.push(r.url());
  });
  return seen;
}
