import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiJson, LOCALES, pickProduct, registerBuyer, signInWithDialog, test, tokenOf, whenInteractive } from './helpers';

/**
 * Cross-border trade in both languages (docs/product.md "Shipping abroad"): a buyer in Germany adds
 * a German address with the country and region picker, picks DDP and sees the duty estimate;
 * switching to EUR changes every amount on the submit page and at the counter; a product below its
 * MOQ cannot be ordered.
 */
const TEXT = {
  en: { ddp: /Delivered duty paid/, duty: 'Import duty (estimate)', belowMoq: /minimum order is/ },
  zh_CN: { ddp: /完税后交货/, duty: '进口关税（预估）', belowMoq: /起订量为/ },
} as const;

async function freshBuyer(page: Page, request: APIRequestContext, prefix: string, tag: string): Promise<string> {
  const buyer = await registerBuyer(request, tag);
  await page.goto(`${prefix}/`);
  await signInWithDialog(page, buyer.userName, buyer.password);
  return tokenOf(page);
}

/** Every amount the page shows in a region (what a currency switch must change). */
const amounts = (page: Page, testIds: string[]) =>
  Promise.all(testIds.map(async (id) => (await page.getByTestId(id).first().textContent())?.trim() ?? ''));

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  test.describe(`cross-border (${locale})`, () => {
    test.afterEach(async ({ page }) => {
      // The currency is a cookie: back to the default for the next test.
      await page.context().clearCookies({ name: 'currency' });
    });

    test('a buyer in Germany picks DDP and sees duties; EUR changes every amount on the submit page and the counter', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await freshBuyer(page, request, prefix, `de${locale.slice(0, 2)}`);
      // Shop 1's template: zones by continent (Europe has its own rate).
      const p = await pickProduct(request, 1, { minPrice: 2000 });
      await page.goto(`${prefix}/submit-order?prodId=${p.prodId}&skuId=${p.skuId}&count=1`);

      await page.getByTestId('address-add').click();
      await page.getByTestId('address-receiver').fill(`Anna ${locale}`);
      await page.getByTestId('address-country').selectOption('DE');
      await page.getByTestId('address-region').selectOption('DE-BE');
      // The phone's calling code follows the country.
      await expect(page.getByTestId('address-calling-code')).toHaveText('+49');
      await page.getByTestId('address-mobile').fill('30 901820');
      await page.getByTestId('address-detail').fill('Friedrichstraße 68');
      await page.getByTestId('address-postcode').fill('10117');
      await page.getByTestId('address-save').click();
      await expect(page.getByTestId('address-option').filter({ hasText: `Anna ${locale}` })).toBeVisible();

      const term = page.getByTestId('trade-term');
      await whenInteractive(term);
      await term.selectOption('DDP');
      await expect(page.getByTestId('trade-term-explain')).toHaveText(text.ddp);
      await expect(page.getByTestId('total-import-tax')).toBeVisible();
      await expect(page.getByText(text.duty)).toBeVisible();
      await expect(page.getByTestId('duty-estimate')).toContainText('19%');
      // EXW: the buyer collects; no freight, no duties.
      await term.selectOption('EXW');
      await expect(page.getByTestId('total-freight')).toHaveText(/[$]0\.00|US\$0\.00/);
      await expect(page.getByTestId('total-import-tax')).toHaveCount(0);
      await term.selectOption('DDP');
      await expect(page.getByTestId('total-import-tax')).toBeVisible();

      const ids = ['total-payable', 'total-freight', 'total-import-duty', 'total-import-tax', 'shop-freight', 'shop-payable'];
      const inUsd = await amounts(page, ids);
      expect(inUsd.every((a) => a.includes('$'))).toBe(true);
      await page.getByTestId('currency-switch').selectOption('EUR');
      await expect(page.getByTestId('total-payable')).toContainText('€');
      const inEur = await amounts(page, ids);
      for (const [i, a] of inEur.entries()) {
        expect(a, ids[i]).toContain('€');
        if (inUsd[i] !== '$0.00' && inUsd[i] !== 'US$0.00') expect(a, ids[i]).not.toBe(inUsd[i]);
      }
      await expect(page.getByTestId('rate-note')).toContainText('EUR');

      await whenInteractive(page.getByTestId('trading-rules'));
      await page.getByTestId('trading-rules').check();
      await page.getByTestId('submit-order').click();
      await page.waitForURL(/\/payment\?orderNumbers=/);
      await expect(page.getByTestId('pay-amount')).toContainText('€');
      // The counter says what is actually charged, in the base currency.
      await expect(page.getByTestId('rate-note')).toContainText('$');
      const payEur = await page.getByTestId('pay-amount').textContent();
      await page.getByTestId('currency-switch').selectOption('USD');
      await expect(page.getByTestId('pay-amount')).not.toHaveText(payEur!);
      await expect(page.getByTestId('pay-amount')).toContainText('$');
      await expect(page.getByTestId('rate-note')).toHaveCount(0);
    });

    test('a product below its MOQ cannot be ordered', async ({ page, request }) => {
      const token = await freshBuyer(page, request, prefix, `mq${locale.slice(0, 2)}`);
      // A seeded product with an MOQ and price tiers.
      const list = await apiJson<{ records: { prodId: number }[] }>(request.get('/api/search/page?keyword=&size=60&current=1'));
      let target: { prodId: number; moq: number } | null = null;
      for (let prodId = 4; prodId < 400 && !target; prodId += 6) {
        const info = await apiJson<{ moq: number; status: number; prodType: string }>(request.get(`/api/prod/prodInfo?prodId=${prodId}`));
        if (info.code === '00000' && info.data.moq > 1 && info.data.status === 1 && info.data.prodType === 'normal')
          target = { prodId, moq: info.data.moq };
      }
      expect(list.code).toBeDefined();
      expect(target).not.toBeNull();
      await page.goto(`${prefix}/products/detail/${target!.prodId}`);
      const quantity = page.getByTestId('quantity');
      // The quantity starts at the MOQ; the ladder is shown.
      await expect(quantity).toHaveValue(String(target!.moq));
      await expect(page.getByTestId('product-moq')).toContainText(String(target!.moq));
      await expect(page.getByTestId('price-ladder')).toBeVisible();
      await whenInteractive(quantity);
      await quantity.fill(String(target!.moq - 1));
      await quantity.press('Enter');
      await expect(page.getByTestId('below-moq')).toHaveText(text.belowMoq);
      await expect(page.getByTestId('add-to-cart')).toBeDisabled();
      await expect(page.getByTestId('buy-now')).toBeDisabled();
      // And the API refuses it too, in the spec's words.
      const info = await apiJson<{ skuList: { skuId: number }[] }>(request.get(`/api/prod/prodInfo?prodId=${target!.prodId}`));
      const refused = await apiJson(
        request.post('/api/p/shopCart/changeItem', {
          headers: { authorization: token, Locale: locale },
          data: { prodId: target!.prodId, skuId: info.data.skuList[0]!.skuId, count: target!.moq - 1 },
        }),
      );
      expect(refused.code).toBe('A00014');
      // At the MOQ it can be ordered.
      await quantity.fill(String(target!.moq));
      await quantity.press('Enter');
      await expect(page.getByTestId('below-moq')).toHaveCount(0);
      await expect(page.getByTestId('buy-now')).toBeEnabled();
    });
  });
}
