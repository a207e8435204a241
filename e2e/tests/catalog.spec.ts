import { gunzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { LOCALES, registerBuyer, signInWithDialog, test } from './helpers';

/**
 * Records `cart-add` events from the page's one event bus (a page singleton). The app's code starts
 * after the server's first view is painted, so the bus may not exist yet when the page has loaded.
 */
async function recordCartAdds(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as unknown as { __MALL_SINGLETONS__?: { bus?: unknown } }).__MALL_SINGLETONS__?.bus);
  await page.evaluate(() => {
    const g = globalThis as unknown as {
      __MALL_SINGLETONS__?: { bus?: { on(e: string, f: (p: unknown) => void): void } };
      __cartAdds?: unknown[];
    };
    g.__cartAdds = [];
    g.__MALL_SINGLETONS__!.bus!.on('cart-add', (p) => g.__cartAdds!.push(p));
  });
}
const cartAdds = (page: Page) => page.evaluate(() => (globalThis as unknown as { __cartAdds?: unknown[] }).__cartAdds ?? []);

/** antd's InputNumber puts data-* on the input itself or on its wrapper, depending on the version. */
const numberInput = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

interface Sku {
  skuId: number;
  price: number;
  oriPrice: number;
  stocks: number;
}

test.describe('catalogue and search', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`a buyer goes from home to a category, filters by price, opens a product, picks a SKU and adds it to the cart (${locale})`, async ({
      page,
      request,
    }) => {
      // Signed in (a signed-out add asks for the login first: the newcomer journeys cover that).
      const buyer = await registerBuyer(request, `ct${locale.slice(0, 2)}`);
      await page.goto(prefix || '/');
      await signInWithDialog(page, buyer.userName, buyer.password);
      await expect(page.getByTestId('catalog-home')).toBeVisible();
      await page.getByTestId('home-category-link').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/categories/secondary\\?categoryId=\\d+`));
      await expect(page.getByTestId('page-categoriesSecondary')).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      // Price range in the selected currency (USD): 5 to 150.
      await numberInput(page, 'filter-min-price').fill('5');
      await numberInput(page, 'filter-max-price').fill('150');
      const filtered = page.waitForResponse((r) => r.url().includes('/api/prod/pageProd') && r.url().includes('minPrice=500'));
      await page.getByTestId('filter-apply').click();
      await filtered;
      await expect(page).toHaveURL(/minPrice=500&maxPrice=15000|maxPrice=15000.*minPrice=500/);
      await expect(page.getByTestId('active-filters')).toBeVisible();
      const inRange = async () => {
        const prices = (await page.getByTestId('card-price').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')));
        return prices.length > 0 && prices.every((v) => v >= 5 && v <= 150);
      };
      await expect.poll(inRange).toBe(true);

      // A normal product (no type tag) is cartable.
      await page
        .getByTestId('product-card')
        .filter({ hasNot: page.getByTestId('product-type-tag') })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/products/detail/\\d+`));
      await expect(page.getByTestId('product-detail')).toBeVisible();
      await recordCartAdds(page);

      // Choose each enabled option of the first dimension until one is in stock.
      const options = page.getByTestId('sku-dimension').first().getByTestId('sku-option');
      const count = await options.count();
      for (let i = 0; i < count; i++) {
        const option = options.nth(i);
        if (await option.isDisabled()) continue;
        if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
        if (
          Number(await page.getByTestId('product-stock').getAttribute('data-stock')) > 0 &&
          (await page.getByTestId('add-to-cart').isEnabled())
        )
          break;
      }
      await expect(page.getByTestId('product-price')).toContainText('$');
      // The quantity starts at the product's minimum order quantity (1 when it has none).
      const quantity = Number(await numberInput(page, 'quantity').inputValue());
      expect(quantity).toBeGreaterThanOrEqual(1);
      await page.getByTestId('add-to-cart').click();
      await expect(page.locator('.ml-toast').filter({ hasText: locale === 'en' ? 'Added to the cart' : '已加入购物车' })).toBeVisible();
      const adds = (await cartAdds(page)) as { prodId: number; skuId: number; shopId: number; count: number }[];
      expect(adds).toHaveLength(1);
      expect(adds[0]).toEqual({ prodId: expect.any(Number), skuId: expect.any(Number), shopId: expect.any(Number), count: quantity });
      expect(page.url()).toContain(`/products/detail/${adds[0]!.prodId}`);
    });
  }

  test('a Chinese two-character search finds the right products, with the term highlighted', async ({ page, request }) => {
    await page.goto('/zh_CN/search?type=product&keyword=' + encodeURIComponent('耳机'));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const names = await page.getByTestId('product-card-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('耳机');
    await expect(page.locator('mark.search-hit').first()).toHaveText('耳机');
    const api = await (
      await request.get('/api/search/page?keyword=' + encodeURIComponent('耳机'), { headers: { Locale: 'zh_CN' } })
    ).json();
    await expect(page.getByTestId('result-total')).toContainText(String(api.data.total));

    // Searching from the page's box, and an empty search is refused.
    await page.getByTestId('search-input').locator('input').fill('灯');
    await page.getByTestId('search-input').locator('input').press('Enter');
    await expect(page).toHaveURL(/keyword=%E7%81%AF/);
    await expect(page.getByTestId('product-card-name').first()).toContainText('灯');
    await page.getByTestId('search-input').locator('input').fill('   ');
    await page.getByTestId('search-input').locator('input').press('Enter');
    await expect(page.getByTestId('search-error')).toBeVisible();
  });

  test('a seckill that has not started sells at the retail price, with a note', async ({ page, request }) => {
    const info = (await (await request.get('/api/prod/prodInfo?prodId=3')).json()).data as {
      prodType: string;
      seckillState: string;
      skuList: Sku[];
    };
    expect(info).toMatchObject({ prodType: 'seckill', seckillState: 'notStarted' });
    await page.goto('/products/detail/3');
    await expect(page.getByTestId('seckill-note')).toBeVisible();
    const shown = await page.getByTestId('product-price').textContent();
    const money = (minor: number) => '$' + (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(info.skuList.map((s) => money(s.oriPrice))).toContain(shown);
    expect(info.skuList.map((s) => money(s.price))).not.toContain(shown);
  });

  test('a presale product cannot be added to the cart', async ({ page }) => {
    await page.goto('/products/detail/5');
    await expect(page.getByTestId('product-detail')).toHaveAttribute('data-prod-type', 'presale');
    await recordCartAdds(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('toasts')).toContainText('Presale, combo and seckill items cannot be added to the cart');
    expect(await cartAdds(page)).toEqual([]);
  });

  test('the product page HTML carries its SEO head before any script runs', async ({ request }) => {
    const html = await (await request.get('/zh_CN/products/detail/7', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/zh_CN\/products\/detail\/7">/);
    expect(html).toContain('hreflang="en"');
    expect(html).toContain('"@type":"Product"');
  });

  test('sitemap.xml is an index of gzipped, well-formed parts listing product URLs in both locales', async ({ page, request }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    await page.goto('/');
    const parse = (text: string) =>
      page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        const locs = Array.from(doc.getElementsByTagName('loc')).map((l) => new URL(l.textContent ?? '').pathname);
        return { error: doc.getElementsByTagName('parsererror').length, locs };
      }, text);
    const parts = await parse(await index.text());
    expect(parts.error).toBe(0);
    expect(parts.locs).toContain('/sitemaps/products-1.xml.gz');
    const locs: string[] = [];
    for (const part of parts.locs) {
      const res = await request.get(part);
      expect(res.status()).toBe(200);
      const parsed = await parse(gunzipSync(await res.body()).toString('utf8'));
      expect(parsed.error).toBe(0);
      expect(parsed.locs.length).toBeLessThanOrEqual(50_000);
      locs.push(...parsed.locs);
    }
    expect(locs).toContain('/products/detail/1');
    expect(locs).toContain('/zh_CN/products/detail/1');
    expect(locs.filter((l) => /^\/products\/detail\/\d+$/.test(l)).length).toBeGreaterThanOrEqual(9000);
  });
});
