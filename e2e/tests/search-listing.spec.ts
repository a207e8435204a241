import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { LOCALES, test, watchFirstView, whenInteractive } from './helpers';

/**
 * The search page and the category listing on the light kit (no antd on their first view): the
 * page's own search box suggests as the buyer types (the kit's combobox, as the header's), the
 * filters are native selects and text fields, the server's first view hydrates without a mismatch.
 */
const T = {
  en: { box: 'Search products or suppliers', suggestions: 'Suggestions', category: 'Category', region: 'Region', sort: 'Sort by' },
  zh_CN: { box: '搜索商品或供应商', suggestions: '搜索建议', category: '分类', region: '地区', sort: '排序方式' },
} as const;

/** Serious or critical WCAG 2.2 A/AA violations on the page as it is now (as e2e/tests/a11y.spec.ts judges). */
async function axeBlocking(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const { locale, prefix } of LOCALES) {
  const t = T[locale];
  test.describe(`search page and category listing, light (${locale})`, () => {
    test('the search page box suggests as the buyer types; the keyboard picks one; no antd, clean hydration', async ({ page }) => {
      const seen = watchFirstView(page);
      await page.goto(`${prefix}/search?type=product&keyword=lamp`);
      const box = page.getByRole('combobox', { name: t.box });
      await expect(box).toHaveValue('lamp');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await whenInteractive(box);

      await box.fill('');
      await box.pressSequentially('earph', { delay: 60 });
      const list = page.getByRole('listbox', { name: t.suggestions });
      await expect(list.getByRole('option').first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(await axeBlocking(page)).toEqual([]);
      await box.press('ArrowDown');
      const first = list.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      const name = (await first.textContent())!.trim();
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?type=product&keyword=`));
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(name);
      await expect(list).toBeHidden();
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      // Escape closes the list and keeps the typed text.
      await box.fill('earph');
      await expect(list.getByRole('option').first()).toBeVisible();
      await box.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveValue('earph');

      expect(seen.hydration).toEqual([]);
      expect(seen.antd).toEqual([]);
      await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
    });

    test('the category listing filters by category (a labelled native select), region and sort; tags remove a filter; clean hydration, no antd', async ({
      page,
      request,
    }) => {
      const tree = (await (await request.get('/api/category/tree', { headers: { Locale: locale } })).json()).data as {
        categoryId: number;
      }[];
      const seen = watchFirstView(page);
      await page.goto(`${prefix}/search?type=product&keyword=lamp`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const category = page.getByRole('combobox', { name: t.category });
      await whenInteractive(category);
      expect(await axeBlocking(page)).toEqual([]);
      // The tree's levels are options of one select, in tree order, "any category" first.
      const values = await category.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(values[0]).toBe('');
      expect(values).toContain(String(tree[0]!.categoryId));
      await category.selectOption(String(tree[0]!.categoryId));
      const region = page.getByRole('combobox', { name: t.region });
      const firstRegion = await region.locator('option').nth(1).getAttribute('value');
      await region.selectOption(firstRegion!);
      await page.getByTestId('filter-apply').click();
      await expect(page).toHaveURL(new RegExp(`categoryId=${tree[0]!.categoryId}`));
      await expect(page).toHaveURL(new RegExp(`region=${encodeURIComponent(firstRegion!)}`));
      await expect(page.getByTestId('active-filters').locator('.ml-tag')).toHaveCount(2);
      expect(await axeBlocking(page)).toEqual([]);

      // A filter's tag removes it; the sort is a named radio group.
      await page.getByTestId('active-filters').locator('.ml-tag').nth(1).getByRole('button').click();
      await expect(page).not.toHaveURL(/region=/);
      await expect(page).toHaveURL(/categoryId=/);
      await page.getByRole('radiogroup', { name: t.sort }).locator('label').nth(2).click();
      await expect(page).toHaveURL(/sort=priceAsc/);
      await expect(page.getByTestId('sort-priceAsc')).toBeChecked();
      await page.getByTestId('filter-clear-all').click();
      await expect(page).not.toHaveURL(/categoryId=/);
      await expect(page).toHaveURL(/sort=priceAsc/);

      // The category listing page is light too, and its pager's numbers are links.
      await page.goto(`${prefix}/categories/secondary?categoryId=${tree[0]!.categoryId}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      const pageTwo = page.getByRole('navigation').getByRole('link', { name: locale === 'en' ? 'Page 2' : '第 2 页' });
      if (await pageTwo.count()) {
        await expect(pageTwo).toHaveAttribute('href', /current=2/);
        await whenInteractive(pageTwo);
        await pageTwo.click();
        await expect(page).toHaveURL(/current=2/);
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      }
      expect(seen.hydration).toEqual([]);
      expect(seen.antd).toEqual([]);
    });
  });
}
