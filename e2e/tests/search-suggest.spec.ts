import { expect, type Page } from '@playwright/test';
import { LOCALES, test } from './helpers';

const LABEL = { en: 'Search keyword', zh_CN: '搜索关键词' } as const;
const SUPPLIERS = { en: 'Suppliers', zh_CN: '供应商' } as const;

const header = (page: Page) => page.getByTestId('site-header');
const box = (page: Page, locale: keyof typeof LABEL) => header(page).getByRole('combobox', { name: LABEL[locale] });
const listbox = (page: Page) => header(page).getByRole('listbox');
const options = (page: Page) => listbox(page).getByRole('option');

/** Types like a person (one key at a time), so the box debounces and aborts as it would. */
async function typeSlowly(page: Page, locale: keyof typeof LABEL, text: string): Promise<void> {
  await box(page, locale).click();
  await box(page, locale).pressSequentially(text, { delay: 60 });
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`header search suggestions (${locale})`, () => {
    test('a two-character Chinese term suggests matching products (marked on the Chinese page); the keyboard picks one and the results show it', async ({
      page,
    }) => {
      await page.goto(prefix || '/');
      const suggests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/search/suggest')) suggests.push(new URL(r.url()).searchParams.get('keyword') ?? '');
      });
      await typeSlowly(page, locale, '耳机');
      await expect(options(page).first()).toBeVisible();
      await expect(box(page, locale)).toHaveAttribute('aria-expanded', 'true');
      const texts = await options(page).allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      if (locale === 'zh_CN') {
        for (const text of texts) expect(text).toContain('耳机');
        await expect(options(page).first().locator('mark.suggest-hit').first()).toHaveText('耳机');
      } else {
        // Either language's name matches; an English page lists the English names (nothing to mark).
        for (const text of texts) expect(text.toLowerCase()).toMatch(/earphone|headphone|耳机/);
      }
      // Debounced: one request for the whole term, none for a blank or a half-typed one in between.
      expect(suggests.at(-1)).toBe('耳机');
      expect(suggests.length).toBeLessThanOrEqual(2);

      // Down to the first product suggestion, then Enter.
      const kinds = await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
      const index = kinds.indexOf('product');
      expect(index).toBeGreaterThanOrEqual(0);
      for (let i = 0; i <= index; i++) await box(page, locale).press('ArrowDown');
      const picked = options(page).nth(index);
      await expect(picked).toHaveAttribute('aria-selected', 'true');
      await expect(box(page, locale)).toHaveAttribute('aria-activedescendant', (await picked.getAttribute('id'))!);
      const name = (await picked.getByTestId('suggestion-text').textContent())!.trim();
      await box(page, locale).press('Enter');

      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?type=product&keyword=`));
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(name);
      await expect(listbox(page)).toBeHidden();
      await expect(page.getByTestId('product-card-name').first()).toBeVisible();
      expect(await page.getByTestId('product-card-name').allTextContents()).toContain(name);
    });

    test('an English prefix suggests products, Escape closes the list, a click opens the results for one', async ({ page }) => {
      await page.goto(prefix || '/');
      await typeSlowly(page, locale, 'earph');
      await expect(options(page).first()).toBeVisible();
      if (locale === 'en') {
        for (const text of await options(page).allTextContents()) expect(text.toLowerCase()).toContain('earph');
        await expect(options(page).first().locator('mark.suggest-hit').first()).toHaveText(/earph/i);
      } else {
        // The English name matched; a Chinese page lists the Chinese names.
        for (const text of await options(page).allTextContents()) expect(text).toContain('无线耳机');
      }

      await box(page, locale).press('Escape');
      await expect(listbox(page)).toBeHidden();
      await expect(box(page, locale)).toHaveValue('earph');
      await box(page, locale).press('ArrowDown');
      await expect(listbox(page)).toBeVisible();

      const product = options(page).and(page.locator('[data-type="product"]')).first();
      const name = (await product.getByTestId('suggestion-text').textContent())!.trim();
      await product.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?type=product&keyword=`));
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(name);
      await expect(page.getByTestId('product-card-name').first()).toBeVisible();
      expect(await page.getByTestId('product-card-name').allTextContents()).toContain(name);
      // The header keeps the chosen text.
      await expect(box(page, locale)).toHaveValue(name);
    });

    test('in suppliers mode it suggests suppliers, and picking one lists that supplier', async ({ page, request }) => {
      const shops = (await (await request.get('/api/shop/page?size=1', { headers: { Locale: locale } })).json()).data as {
        records: { shopName: string }[];
      };
      const typed = [...shops.records[0]!.shopName].slice(0, locale === 'en' ? 4 : 2).join('');

      await page.goto(prefix || '/');
      await header(page)
        .getByRole('combobox', { name: locale === 'en' ? 'Search in' : '搜索范围', exact: true })
        .selectOption({ label: SUPPLIERS[locale] });
      await typeSlowly(page, locale, typed);
      await expect(options(page).first()).toBeVisible();
      for (const kind of await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type'))))
        expect(kind).toBe('supplier');
      await expect(options(page).first().locator('mark.suggest-hit').first()).toHaveText(new RegExp(typed, 'i'));
      const shopName = (await options(page).first().getByTestId('suggestion-text').textContent())!.trim();
      await options(page).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?type=supplier&keyword=`));
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(shopName);
      await expect(page.getByTestId('supplier-card').first()).toContainText(shopName);
    });
  });
}
