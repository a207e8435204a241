import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { LOCALES, signInWithDialog } from './helpers';

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
  },
  zh_CN: { paused: '店铺已暂停营业', notOpen: '店铺未开业', wrongFormat: '文件格式错误', tooLarge: '文件过大' },
} as const;

// --- real PNG files, written by the test --------------------------------------------------------
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
/** A valid 8x8 PNG of one colour. */
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
function writeFixtures() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shops-e2e-'));
  const file = (name: string, bytes: Buffer) => {
    const p = path.join(dir, name);
    writeFileSync(p, bytes);
    return p;
  };
  return {
    logo: file('logo.png', png([228, 57, 60])),
    licence: file('licence.png', png([20, 120, 200])),
    front: file('id-front.png', png([30, 160, 90])),
    back: file('id-back.png', png([200, 160, 30])),
    renamed: file('not-a-picture.png', Buffer.from('This is a text file renamed to .png')),
  };
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
        if (key === 'shopVrFactory') await expect(page.getByTestId('shop-vr-frame').or(page.getByTestId('shop-no-vr'))).toBeVisible();
        if (key === 'shopVideos') await expect(page.getByTestId('shop-videos').or(page.getByTestId('shop-no-videos'))).toBeVisible();
      }

      // Search within the shop lands on its product page with the keyword.
      await page.getByTestId('shop-search').locator('input').fill('a');
      await page.getByTestId('shop-search').locator('input').press('Enter');
      await expect(page).toHaveURL(new RegExp(`${shopUrl}/product-infomation\\?keyword=a$`));

      // A category of the shop's header filters its products.
      await page.getByTestId('shop-categories').hover();
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

      await page.getByTestId('shop-list-pagination').getByTitle('2', { exact: true }).click();
      await expect(page).toHaveURL(/current=2/);
      await expect(cards.first()).not.toHaveAttribute('data-shop-id', firstId!);

      await page
        .getByTestId('shop-list-sort')
        .getByText(locale === 'en' ? 'Years in business' : '经营年限')
        .click();
      await expect(page).toHaveURL(/sort=years/);
      await expect(page).not.toHaveURL(/current=2/);

      await page.getByTestId('shop-list-region').click();
      await page.locator('.ant-select-item-option').first().click();
      await expect(page).toHaveURL(/region=/);
      await expect(cards.first()).toBeVisible();

      await page.getByTestId('shop-list-search').locator('input').fill('zzzz-no-such-supplier');
      await page.getByTestId('shop-list-search').locator('input').press('Enter');
      await expect(cards).toHaveCount(0);
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
  await page.getByTestId('login-agreement').check();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const count = page.getByTestId('shop-follow-count');
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await expect(follow).toHaveAttribute('data-followed', 'false');
  await expect(follow).toHaveText('Follow');
  await follow.click();
  await expect(follow).toHaveAttribute('data-followed', 'true');
  await expect(follow).toHaveText('Unfollow');
  await expect(count).toContainText(String(before + 1));
  await page.reload();
  await expect(follow).toHaveAttribute('data-followed', 'true');
  await follow.click();
  await expect(follow).toHaveAttribute('data-followed', 'false');
  await expect(count).toContainText(String(before));

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
    await page.getByTestId('apply-phone').fill('+86 138 0000 1234');
    await page.locator('#shopApply_region').fill('Guangdong');
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
