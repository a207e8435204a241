import { expect, type Page } from '@playwright/test';
import { png, writeTempFiles } from './files';
import { LOCALES, signInWithDialog, test, whenInteractive } from './helpers';

/** Demo catalogue contract: shop 4 is not open, shop 8 is paused; shop 1 is open with products. */
const PAUSED_SHOP = 8;
const NOT_OPEN_SHOP = 4;

const TABS = [
  ['shopProducts', '/product-infomation', 'shop-product'],
  ['shopAboutUs', '/about-us', 'company-info'],
  ['shopCertificates', '/qualification-certificate', 'shop-licence'],
  ['shopVideos', '/video-center', null],
  ['shopVrFactory', '/vr-factory', null],
  ['shopContactUs', '/contact-us', 'shop-contacts'],
  ['shopHome', '', 'shop-home'],
] as const;

const TEXT = {
  en: {
    paused: 'This shop is paused',
    notOpen: 'This shop is not open yet',
    wrongFormat: 'Wrong file format',
    tooLarge: 'The file is too large',
    page: (n: number) => `Page ${n}`,
  },
  zh_CN: {
    paused: '店铺已暂停营业',
    notOpen: '店铺未开业',
    wrongFormat: '文件格式错误',
    tooLarge: '文件过大',
    page: (n: number) => `第 ${n} 页`,
  },
} as const;

/** Real PNG files (and a text file renamed to .png), written by the test. */
const writeFixtures = () =>
  writeTempFiles('shops-e2e-', {
    logo: { name: 'logo.png', bytes: png([228, 57, 60]) },
    licence: { name: 'licence.png', bytes: png([20, 120, 200]) },
    front: { name: 'id-front.png', bytes: png([30, 160, 90]) },
    back: { name: 'id-back.png', bytes: png([200, 160, 30]) },
    renamed: { name: 'not-a-picture.png', bytes: Buffer.from('This is a text file renamed to .png') },
  });

/** antd in a script body, by its seed theme token (as bench/lib/pages.mjs counts copies). */
const ANTD_SIGNATURE = /motionEaseOutCirc:"cubic-bezier\(0\.08, ?0\.82, ?0\.17, ?1\)"/;

/**
 * Opens a server-rendered page and waits until the app has taken it over; answers what the
 * browser said about hydration and which scripts carried antd.
 */
async function openFirstView(page: Page, url: string, ready: string) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'log' && /hydrat|did not match|mismatch/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(
        res.text().then(
          (body) => ({ url: res.url(), body }),
          () => ({ url: res.url(), body: '' }),
        ),
      );
  });
  const html = await (await page.goto(url))!.text();
  await whenInteractive(page.getByTestId(ready).first());
  await page.waitForLoadState('networkidle');
  const antd = (await Promise.all(scripts)).filter((s) => ANTD_SIGNATURE.test(s.body)).map((s) => s.url);
  return { html, problems, antd };
}

/** From a product page (mf-catalog's) to the shop that sells it. */
async function openShopFromProduct(page: Page, prefix: string) {
  await page.goto(`${prefix}/products/detail/1`);
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await page.getByTestId('shop-link').first().click();
  await expect(page.getByTestId('shop-frame')).toBeVisible();
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`shops (${locale})`, () => {
    test('a buyer goes from a product to its shop and walks all seven shop pages', async ({ page }) => {
      await openShopFromProduct(page, prefix);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/shop/\\d+$`));
      const shopUrl = new URL(page.url()).pathname;
      const name = await page.getByTestId('shop-name').textContent();
      expect(name?.trim()).toBeTruthy();

      for (const [key, sub, content] of TABS) {
        await page.getByTestId(`shop-tab-${key}`).click();
        await expect(page).toHaveURL(new RegExp(`${shopUrl}${sub}$`));
        await expect(page.getByTestId(`page-${key}`)).toBeVisible();
        // The shared shop header stays on every page.
        await expect(page.getByTestId('shop-name')).toHaveText(name!);
        if (content) await expect(page.getByTestId(content).first()).toBeVisible();
        if (key === 'shopVrFactory') await expect(page.getByTestId('shop-vr').or(page.getByTestId('shop-no-vr'))).toBeVisible();
        if (key === 'shopVideos') await expect(page.getByTestId('shop-videos').or(page.getByTestId('shop-no-videos'))).toBeVisible();
      }

      // Search within the shop lands on its product page with the keyword.
      await page.getByTestId('shop-search').fill('a');
      await page.getByTestId('shop-search').press('Enter');
      await expect(page).toHaveURL(new RegExp(`${shopUrl}/product-infomation\\?keyword=a$`));

      // A category of the shop's header filters its products.
      await page.getByTestId('shop-categories').click();
      await page.getByTestId('shop-category-link').first().click();
      await expect(page).toHaveURL(/product-infomation\?categoryId=\d+$/);
      await expect(page.getByTestId('shop-product').first()).toBeVisible();

      // Contact us starts a chat through the chat remote's URL.
      await page.getByTestId('shop-tab-shopContactUs').click();
      await page.getByTestId('shop-chat').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/chat\\?shopId=\\d+$`));
    });

    test('the shop list searches, filters, sorts and pages suppliers', async ({ page }) => {
      await page.goto(`${prefix}/shop-list`);
      const cards = page.getByTestId('shop-card');
      await expect(cards).toHaveCount(10);
      await expect(cards.first().getByTestId('shop-card-product').first()).toBeVisible();
      await expect(cards.first().getByTestId('shop-card-response')).not.toBeEmpty();
      await expect(page.getByTestId('shop-card-certificates').first()).toBeVisible();
      const firstId = await cards.first().getAttribute('data-shop-id');

      // Page numbers are links to their page (crawlers, a new tab); a click pages in place.
      const page2 = page.getByTestId('shop-list-pagination').getByRole('link', { name: TEXT[locale].page(2) });
      await expect(page2).toHaveAttribute('href', '?current=2');
      await page2.click();
      await expect(page).toHaveURL(/current=2/);
      await expect(cards.first()).not.toHaveAttribute('data-shop-id', firstId!);

      await page
        .getByTestId('shop-list-sort')
        .getByText(locale === 'en' ? 'Years in business' : '经营年限')
        .click();
      await expect(page).toHaveURL(/sort=years/);
      await expect(page).not.toHaveURL(/current=2/);

      await page.getByTestId('shop-list-region').selectOption({ index: 1 });
      await expect(page).toHaveURL(/region=/);
      await expect(cards.first()).toBeVisible();

      await page.getByTestId('shop-list-search').fill('zzzz-no-such-supplier');
      await page.getByTestId('shop-list-search').press('Enter');
      await expect(cards).toHaveCount(0);
    });

    test('the shop list and a shop home come rendered by the server, hydrate cleanly and load no antd', async ({ page }) => {
      const list = await openFirstView(page, `${prefix}/shop-list?sort=years&current=2`, 'shop-list-search');
      expect(list.html).toContain('data-testid="shop-card"');
      expect(list.problems).toEqual([]);
      expect(list.antd).toEqual([]);
      await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
      // The server's state is the page's: page 2, sorted by years in business.
      await expect(page.getByTestId('shop-list-pagination').getByRole('link', { name: TEXT[locale].page(2) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByTestId('shop-list-sort').getByRole('radio', { checked: true })).toHaveText(
        locale === 'en' ? 'Years in business' : '经营年限',
      );

      const home = await openFirstView(page, `${prefix}/shop/1`, 'shop-follow');
      expect(home.html).toContain('data-testid="shop-home"');
      expect(home.problems).toEqual([]);
      expect(home.antd).toEqual([]);
      await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
      await expect(page.getByTestId('shop-tab-shopHome')).toHaveAttribute('aria-current', 'page');

      // Another shop page keeps its antd body under the same (light) header.
      await page.getByTestId('shop-tab-shopAboutUs').click();
      await expect(page.getByTestId('company-info').first()).toBeVisible();
      await expect(page.getByTestId('shop-tab-shopAboutUs')).toHaveAttribute('aria-current', 'page');

      const paused = await openFirstView(page, `${prefix}/shop/${PAUSED_SHOP}`, 'shop-status-page');
      expect(paused.html).toContain('data-testid="shop-status-page"');
      expect(paused.problems).toEqual([]);
      expect(paused.antd).toEqual([]);
    });

    test('a paused shop and a shop not open show their status pages', async ({ page }) => {
      await page.goto(`${prefix}/shop/${PAUSED_SHOP}`);
      await expect(page.getByTestId('shop-status-page')).toHaveAttribute('data-status', 'paused');
      await expect(page.getByTestId('shop-status-title')).toHaveText(TEXT[locale].paused);
      await expect(page.getByTestId('shop-follow')).toHaveCount(0);
      await page.goto(`${prefix}/shop/${PAUSED_SHOP}/product-infomation`);
      await expect(page.getByTestId('shop-status-page')).toHaveAttribute('data-status', 'paused');
      await page.goto(`${prefix}/shop/${NOT_OPEN_SHOP}/about-us`);
      await expect(page.getByTestId('shop-status-title')).toHaveText(TEXT[locale].notOpen);
    });
  });
}

test('following needs a login, then toggles follow and unfollow', async ({ page }) => {
  await page.goto('/shop/2');
  const follow = page.getByTestId('shop-follow');
  await expect(follow).toHaveAttribute('data-followed', 'false');
  await follow.click();
  await expect(page.locator('.login-dialog')).toBeVisible();
  await page.getByTestId('login-account').fill('buyer');
  await page.getByTestId('login-password').fill('Buyer@123456');
  await page.getByTestId('login-agreement').getByRole('checkbox').check();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // The follow asked for before signing in is done once signed in (the buyer's intent is kept).
  const count = page.getByTestId('shop-follow-count');
  await expect(follow).toHaveAttribute('data-followed', 'true');
  await expect(follow).toHaveText('Unfollow');
  await page.reload();
  await expect(follow).toHaveAttribute('data-followed', 'true');
  const followed = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await follow.click();
  await expect(follow).toHaveAttribute('data-followed', 'false');
  await expect(follow).toHaveText('Follow');
  await expect(count).toContainText(String(followed - 1));

  // In Chinese too.
  await page.goto('/zh_CN/shop/2');
  await expect(follow).toHaveText('关注店铺');
  await follow.click();
  await expect(follow).toHaveText('取消关注');
  await follow.click();
  await expect(follow).toHaveText('关注店铺');
});

for (const [{ locale, prefix }, account, password] of [
  [LOCALES[0], 'buyer', 'Buyer@123456'],
  [LOCALES[1], 'buyer2', 'Buyer2@123456'],
] as const) {
  test(`a buyer applies for a free shop with real uploads and sees it under review (${locale})`, async ({ page }) => {
    const files = writeFixtures();
    await page.goto(`${prefix}/`);
    await signInWithDialog(page, account, password);
    await page.goto(`${prefix}/shop-apply`);
    await expect(page.getByTestId('apply-form')).toBeVisible();

    // A renamed text file is refused by its content before anything is uploaded.
    await page.getByTestId('apply-upload-logo').setInputFiles(files.renamed);
    await expect(page.getByText(TEXT[locale].wrongFormat)).toBeVisible();
    await expect(page.getByTestId('apply-upload-logo-field')).toHaveAttribute('data-uploaded', 'false');

    await page.getByTestId('apply-shopName').fill(locale === 'en' ? 'Harbour Lamps' : '港湾灯饰');
    // The address dialog's picker: the country, then its region; the phone follows the country's rule.
    await page.getByTestId('apply-country').selectOption('CN');
    await page.getByTestId('apply-region').selectOption('CN-GD');
    await page.getByTestId('apply-phone').fill('138 0000 1234');
    await page.getByTestId('apply-address').fill('No. 8 Harbour Road, Shenzhen');
    await page.getByTestId('apply-map').click({ position: { x: 290, y: 60 } });
    await expect(page.locator('input[data-testid="apply-lat"], [data-testid="apply-lat"] input').first()).not.toHaveValue('');
    await page.getByTestId('apply-intro').fill('LED lamps and lighting fixtures for homes and offices.');

    for (const [field, file] of [
      ['logo', files.logo],
      ['businessLicence', files.licence],
      ['idCardFront', files.front],
      ['idCardBack', files.back],
    ] as const) {
      await page.getByTestId(`apply-upload-${field}`).setInputFiles(file);
      await expect(page.getByTestId(`apply-upload-${field}-field`)).toHaveAttribute('data-uploaded', 'true');
    }

    await page.getByTestId('apply-submit').click();
    await expect(page.getByTestId('apply-status')).toHaveAttribute('data-status', 'underReview');
    await page.reload();
    await expect(page.getByTestId('apply-status')).toHaveAttribute('data-status', 'underReview');
  });
}
