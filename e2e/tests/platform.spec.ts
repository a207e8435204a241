import { expect, type Locator, type Response } from '@playwright/test';
import { CODE_COUNTDOWN_SECONDS, CODE_COUNTDOWN_TICK_MS } from '@mall/shared/constants';
import { LIBRARY_SIGNATURES, LOCALES, registerBuyer, signInWithDialog, notice, test, watchFirstView, whenInteractive } from './helpers';

test.describe('the composed site', () => {
  test('home renders through the shell with content from mf-catalog, in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('catalog-home')).toBeVisible();
    await expect(page.getByTestId('site-header')).toContainText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });

  test('/zh_CN shows Chinese UI text and antd in Chinese', async ({ page }) => {
    await page.goto('/zh_CN');
    await expect(page.getByTestId('catalog-home')).toBeVisible();
    await expect(page.getByTestId('site-header')).toContainText('登录');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // antd's own words follow the locale on the pages that use antd (its pager is labelled by antd's locale pack).
    await page.goto('/zh_CN/news');
    await expect(page.locator('li[title="下一页"]').first()).toBeVisible();
    await page.goto('/news');
    await expect(page.locator('li[title="Next Page"]').first()).toBeVisible();
  });

  for (const { locale, prefix } of LOCALES) {
    test(`home carries the web config's 'home' SEO title, description and keywords (${locale})`, async ({ page, request }) => {
      const config = await (await request.get('/api/webConfig/getPcWebConfig', { headers: { Locale: locale } })).json();
      const home = config.data.seoConfigList.find((s: { type: string }) => s.type === 'home');
      await page.goto(prefix || '/');
      await expect(page.getByTestId('catalog-home')).toBeVisible();
      await expect(page).toHaveTitle(home.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', home.description);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', home.keywords);
      // Another page is titled by its route, with the site's name.
      await page.getByTestId('site-header').getByRole('navigation').getByRole('link').first().click();
      await expect(page).toHaveTitle(new RegExp(`${config.data.pcTitleContent}$`));
    });
  }

  test('switching language keeps the page and the cookie remembers it', async ({ page, context }) => {
    await page.goto('/categories');
    await page.getByTestId('locale-switch').selectOption({ label: '简体中文' });
    await expect(page).toHaveURL(/\/zh_CN\/categories$/);
    await expect(page.getByTestId('site-header')).toContainText('登录');
    const cookies = await context.cookies();
    const locale = cookies.find((c) => c.name === 'locale');
    expect(locale?.value).toBe('zh_CN');
    // 365 days, give or take the test's own run time.
    expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test('currency switch reprices what the catalogue shows', async ({ page }) => {
    await page.goto('/');
    const price = page.getByTestId('catalog-home').getByTestId('sample-price').first();
    await expect(price).toContainText('$');
    await page.getByTestId('currency-switch').selectOption('CNY');
    await expect(price).toContainText('¥');
    await page.reload();
    await expect(page.getByTestId('currency-switch')).toHaveValue('CNY');
  });

  // The first view is painted before the app's code runs (docs/architecture.md, "First paint, then
  // the app"); what the buyer does on it in that moment is held and done once the app has hydrated.
  const EARLY = {
    en: {
      tooShort: 'Type at least 2 letters or digits to search',
      notCartable: 'Presale, combo and seckill items cannot be added to the cart',
    },
    zh_CN: { tooShort: '请至少输入 2 个字母或数字再搜索', notCartable: '预售、套餐和秒杀商品不能加入购物车' },
  } as const;
  for (const { locale, prefix } of LOCALES) {
    test(`what a buyer does before the app has started is done once it has (${locale})`, async ({ page }) => {
      // The app's code after its first script (its start and the pages) is held back here: the
      // server's first view is on screen and the app has not taken it over yet.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/static/js/async/**', async (route) => {
        await held;
        await route.continue();
      });
      const hydrated = (control: Locator) => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')));
      // (The page's load event waits for the held scripts.)
      await page.goto(prefix || '/', { waitUntil: 'domcontentloaded' });
      const search = page.getByTestId('header-search');
      await expect(search).toBeVisible();
      expect(await hydrated(search)).toBe(false);
      // Pick a currency, type one letter and press Enter: three things the app has no handler for yet.
      await page.getByTestId('currency-switch').selectOption('CNY');
      await search.fill('a');
      await search.press('Enter');
      expect(await hydrated(search)).toBe(false);
      release();
      await expect(notice(page, EARLY[locale].tooShort)).toBeVisible();
      await expect(page).not.toHaveURL(/\/search/);
      await expect(search).toHaveValue('a');
      await expect(page.getByTestId('catalog-home').getByTestId('sample-price').first()).toContainText('¥');

      // A button: add to cart on a presale product, pressed before the app started, is answered.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const heldAgain = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/static/js/async/**', async (route) => {
        await heldAgain;
        await route.continue();
      });
      await page.goto(`${prefix}/products/detail/5`, { waitUntil: 'domcontentloaded' });
      const add = page.getByTestId('add-to-cart');
      await expect(add).toBeVisible();
      expect(await hydrated(add)).toBe(false);
      await add.click();
      release();
      await expect(notice(page, EARLY[locale].notCartable)).toBeVisible();
    });
  }

  for (const { locale, prefix } of LOCALES) {
    test(`a public page of each remote renders (${locale})`, async ({ page }) => {
      for (const [path, testId] of [
        ['/categories', 'page-categories'],
        ['/shop-list', 'page-shopList'],
        ['/procurement', 'page-procurement'],
      ] as const) {
        await page.goto(prefix + path);
        await expect(page.locator(`[data-testid^="page-"]`).first()).toBeVisible();
        await expect(page.getByTestId(testId)).toBeVisible();
      }
    });

    test(`unknown path shows Page Not Found with the path (${locale})`, async ({ page }) => {
      await page.goto(prefix + '/no/such/page');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByTestId('not-found')).toContainText(locale === 'en' ? 'Page Not Found' : '页面未找到');
      await expect(page.getByTestId('not-found-path')).toContainText('/no/such/page');
    });

    test(`a product id that breaks the route rule is a 404 (${locale})`, async ({ page }) => {
      await page.goto(prefix + '/products/detail/abc');
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
  }

  test('/user-center redirects to /user-center/uc-home and asks a signed-out buyer to sign in', async ({ page }) => {
    await page.goto('/zh_CN/user-center');
    await expect(page).toHaveURL(/\/zh_CN\/user-center\/uc-home$/);
    await expect(page.locator('.login-dialog')).toBeVisible();
    await expect(page.getByTestId('login-required')).toBeVisible();
  });

  test('pages behind sign-in from mf-checkout, mf-user-center and mf-chat render for a buyer', async ({ page }) => {
    await page.goto('/');
    await signInWithDialog(page);
    for (const [path, testId] of [
      ['/cart', 'page-cart'],
      ['/user-center/uc-home', 'page-ucHome'],
      ['/chat', 'page-chat'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
    }
  });

  test("the shell's start-up scripts are requested after the first paint and downloaded once", async ({ page }) => {
    // The site server lists them (shell-manifest.json `startup`, read from the build's chunk graph)
    // in the small script that starts the shell after the first paint (docs/architecture.md).
    await page.goto('/zh_CN/');
    await whenInteractive(page.getByTestId('site-header').getByRole('navigation').getByRole('link').first());
    const { preloaded, downloads } = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
        .map((l) => new URL(l.href).pathname)
        .filter((p) => p.startsWith('/static/js/async/')),
      downloads: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    }));
    // Not in the HTML's head: requested after the first paint, so they never compete with its picture.
    const html = await (await page.request.get('/zh_CN/', { headers: { accept: 'text/html' } })).text();
    expect(html.slice(0, html.indexOf('</head>')).includes('href="/static/js/async/'), 'a start-up script preloaded from the head').toBe(
      false,
    );
    expect(preloaded.length).toBeGreaterThanOrEqual(5);
    // The shell's chunk loading took each preload: none was downloaded twice.
    for (const path of preloaded) expect(downloads.filter((d) => d === path).length, path).toBe(1);
    // The libraries the start-up consumes (the shell provides them) are among them.
    const texts = await Promise.all(preloaded.map(async (p) => (await page.request.get(p)).text()));
    for (const [lib, signature] of Object.entries(LIBRARY_SIGNATURES))
      expect(
        texts.some((t) => signature.test(t)),
        lib,
      ).toBe(true);
  });

  test('the browser downloads react and react-dom once across several remotes', async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (res: Response) => {
      if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) bodies.push(res.text().catch(() => ''));
    });
    // One page load, then client-side navigation into two more remotes (mf-shop, then mf-catalog's exhibitions).
    await page.goto('/');
    await expect(page.getByTestId('catalog-home')).toBeVisible();
    const nav = page.getByTestId('site-header').getByRole('navigation');
    // Client-side navigation needs the live app: a link clicked before it has hydrated the first
    // view is a plain link, and a full page load downloads everything again.
    await whenInteractive(nav.getByRole('link', { name: 'Suppliers' }));
    await nav.getByRole('link', { name: 'Suppliers' }).click();
    await expect(page.getByTestId('page-shopList')).toBeVisible();
    await nav.getByRole('link', { name: 'Exhibitions' }).click();
    await expect(page.locator('[data-testid^="page-exhibition"]').first()).toBeVisible();
    const texts = await Promise.all(bodies);
    for (const [lib, signature] of Object.entries(LIBRARY_SIGNATURES)) {
      expect(texts.filter((t) => signature.test(t)).length, `${lib} copies downloaded`).toBe(1);
    }
  });
});

test.describe('the login dialog', () => {
  test('opens on show-login, is 550 px wide, ignores outside clicks and validates', async ({ page }) => {
    const seen = watchFirstView(page);
    await page.goto('/');
    await whenInteractive(page.getByTestId('header-sign-in'));
    await page.getByTestId('header-sign-in').click();
    const modal = page.getByRole('dialog', { name: 'Sign in' });
    await expect(modal).toBeVisible();
    const width = await modal.evaluate((el) => getComputedStyle(el).width);
    expect(width).toBe('550px');
    // Modal: focus starts inside it.
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.mouse.click(5, 5); // on the backdrop, outside the dialog
    await expect(modal).toBeVisible();

    await page.getByTestId('login-submit').first().click();
    await expect(notice(page, 'Please enter your account')).toBeVisible();
    await page.getByTestId('login-account').fill('buyer');
    await page.getByTestId('login-password').fill('12345');
    await page.getByTestId('login-submit').first().click();
    await expect(notice(page, 'at least 6 characters')).toBeVisible();
    await page.getByTestId('login-password').fill('123456');
    await page.getByTestId('login-submit').first().click();
    await expect(notice(page, 'agree to the terms')).toBeVisible();
    // The notice shows inside the dialog, above its backdrop, where the buyer is looking.
    await expect(modal.locator('.ml-toast').filter({ hasText: 'agree to the terms' })).toBeVisible();
    // The password can be shown while typing.
    await modal.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');

    // Escape closes it; opened again, the form is empty.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.getByTestId('header-sign-in').click();
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('login-account')).toHaveValue('');
    // The home page is a light page: the dialog brought no antd.
    expect(seen.antd).toEqual([]);
  });

  test('e-mail tab: format checked before sending, then the code button counts down (zh_CN)', async ({ page, request }) => {
    const buyer = await registerBuyer(request, 'cd');
    // The page's clock (timers, Date) is the test's: it runs with real time until paused below.
    await page.clock.install();
    await page.goto('/zh_CN');
    await whenInteractive(page.getByTestId('header-sign-in'));
    await page.getByTestId('header-sign-in').click();
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-get-code').click();
    await expect(notice(page, '请输入正确的邮箱地址')).toBeVisible();
    await expect(page.getByTestId('login-code')).toHaveAttribute('maxlength', '6');

    // A registered buyer's address (a code is only sent to accounts that exist). From here the
    // countdown moves only when the test moves the clock, whatever the machine's load.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByTestId('login-email').fill(buyer.mail);
    await page.getByTestId('login-get-code').click();
    await expect(notice(page, '验证码已发送')).toBeVisible();
    const button = page.getByTestId('login-get-code');
    await expect(button).toBeDisabled();
    await expect(button).toContainText(`${CODE_COUNTDOWN_SECONDS} 秒`);
    await page.clock.runFor(3 * CODE_COUNTDOWN_TICK_MS);
    await expect(button).toContainText(`${CODE_COUNTDOWN_SECONDS - 3} 秒`);
    // At the end of the countdown the buyer may ask for a new code.
    await page.clock.runFor((CODE_COUNTDOWN_SECONDS - 3) * CODE_COUNTDOWN_TICK_MS);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('获取验证码');
  });

  test('opening it clears the stored session', async ({ page }) => {
    await page.goto('/');
    await signInWithDialog(page);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
    // A protected call answered A00004 emits show-login; here the buyer's token is revoked server-side.
    await page.evaluate(() => localStorage.setItem('userToken', 'revoked-or-unknown-token'));
    await page.goto('/user-center/uc-home');
    await expect(page.locator('.login-dialog')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });
});
