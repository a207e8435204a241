import { expect, type Page } from '@playwright/test';
import { LOCALES, test } from './helpers';

/**
 * A buyer who misspells a search still finds the product: the results are the correction's, with
 * the way back to what they typed; a search that finds nothing offers the closest categories and
 * popular searches; the header suggests the corrected search while they type. Both languages.
 * SEARCH_SHOTS=<folder> keeps a screenshot of each state at phone and desktop size.
 */
const TEXT = {
  en: {
    typo: 'earphnes',
    fixed: 'earphones',
    name: /earphones/i,
    showing: 'Showing results for “earphones”',
    instead: 'Search instead for “earphnes”',
    nothing: 'No products match “zzqqxx”.',
    label: 'Search keyword',
    suggested: 'Suggested search',
  },
  zh_CN: {
    typo: '耳鸡',
    fixed: '耳机',
    name: /耳机/,
    showing: '已为您显示“耳机”的搜索结果',
    instead: '仍然搜索“耳鸡”',
    nothing: '没有与“zzqqxx”相符的商品。',
    label: '搜索关键词',
    suggested: '建议搜索',
  },
} as const;

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SEARCH_SHOTS;
  if (!dir) return;
  for (const [w, h] of [
    [390, 844],
    [1366, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${name}-${w}x${h}.png`, fullPage: false });
  }
}

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  test.describe(`forgiving search (${locale})`, () => {
    test('a misspelled search shows the corrected results, and searching as typed offers the correction', async ({ page }) => {
      await page.goto(`${prefix}/search?type=product&keyword=${encodeURIComponent(text.typo)}`);
      await expect(page.getByTestId('did-you-mean')).toContainText(text.showing);
      const names = await page.getByTestId('product-card-name').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(n).toMatch(text.name);
      await shot(page, `search-corrected-${locale}`);

      await page.getByTestId('search-instead').click();
      await expect(page).toHaveURL(/exact=1/);
      await expect(page.getByTestId('did-you-mean-link')).toHaveText(text.fixed);
      await expect(page.getByTestId('product-card-name')).toHaveCount(0);
      await page.getByTestId('did-you-mean-link').click();
      await expect(page).not.toHaveURL(/exact=1/);
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(text.fixed);
      await expect(page.getByTestId('product-card-name').first()).toBeVisible();
    });

    test('a search that finds nothing offers the closest categories and popular searches', async ({ page }) => {
      await page.goto(`${prefix}/search?type=product&keyword=zzqqxx`);
      await expect(page.getByTestId('no-matches')).toContainText(text.nothing);
      const categories = page.getByTestId('related-categories').getByRole('link');
      await expect(categories.first()).toBeVisible();
      const searches = page.getByTestId('related-searches').getByRole('link');
      await expect(searches.first()).toBeVisible();
      await shot(page, `search-nothing-${locale}`);
      // A popular search leads to its results.
      const popular = (await searches.first().textContent())!.trim();
      await searches.first().click();
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(popular);
      await expect(page.getByTestId('product-card-name').first()).toBeVisible();
    });

    test('the header suggests the corrected search while the buyer types a misspelling', async ({ page }) => {
      await page.goto(prefix || '/');
      const box = page.getByTestId('site-header').getByRole('combobox', { name: text.label });
      await box.click();
      await box.pressSequentially(text.typo, { delay: 60 });
      const first = page.getByTestId('site-header').getByRole('listbox').getByRole('option').first();
      await expect(first).toHaveAttribute('data-type', 'query');
      await expect(first).toContainText(text.fixed);
      await expect(first).toContainText(text.suggested);
      await shot(page, `search-suggest-${locale}`);
      await first.click();
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(text.fixed);
      await expect(page.getByTestId('product-card-name').first()).toBeVisible();
    });
  });
}
