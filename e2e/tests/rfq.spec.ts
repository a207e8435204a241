import { expect, type Page } from '@playwright/test';
import { pdf, png, writeTempFiles } from './files';
import { LOCALES, newestCode, pick, registerBuyer, signInWithDialog, test } from './helpers';

/** Posting a sourcing request (/purchase-order) and finding it in My sourcing requests, in both languages. */
const TEXT = {
  en: {
    productRequired: 'Please enter the product name',
    categoryRequired: 'Please choose a category',
    quantityRequired: 'Please enter the quantity',
    tradeTermRequired: 'Please choose a trade term',
    descriptionLength: 'Detailed requirements: 20 to 8000 characters',
    countryRequired: 'Please choose the destination country',
    codeRequired: 'Please enter the verification code',
    digitsOnly: 'Digits only',
    unit: 'pieces',
    tradeTerm: 'FOB - Free On Board',
    shipping: 'Sea freight',
    payment: 'T/T (bank transfer)',
    country: 'Germany',
    inquiring: 'Inquiring',
    buyerClosed: 'Closed by buyer',
  },
  zh_CN: {
    productRequired: '请输入产品名称',
    categoryRequired: '请选择类目',
    quantityRequired: '请输入采购数量',
    tradeTermRequired: '请选择贸易条款',
    descriptionLength: '详细需求：20-8000个字符',
    countryRequired: '请选择目的国家',
    codeRequired: '请输入验证码',
    digitsOnly: '只能输入数字',
    unit: '件',
    tradeTerm: 'FOB - 船上交货',
    shipping: '海运',
    payment: '电汇（T/T）',
    country: '德国',
    inquiring: '询价中',
    buyerClosed: '买家已关闭',
  },
} as const;

/** A real PNG and a real PDF, written by the test. */
const { SAMPLE, SPEC_PDF } = writeTempFiles('rfq-e2e-', {
  SAMPLE: { name: 'sample.png', bytes: png([40, 120, 200]) },
  SPEC_PDF: { name: 'spec.pdf', bytes: pdf('RFQ specification') },
});

async function signIn(page: Page, prefix: string) {
  await page.goto(`${prefix}/`);
  await signInWithDialog(page);
}

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];

  test.describe(`RFQ (${locale})`, () => {
    test('a signed-out visit opens the login dialog', async ({ page }) => {
      await page.goto(`${prefix}/purchase-order`);
      await expect(page.locator('.login-dialog')).toBeVisible();
      await expect(page.getByTestId('rfq-form')).toHaveCount(0);
    });

    test('an empty submit shows the required-field messages in the current language', async ({ page }) => {
      await signIn(page, prefix);
      await page.goto(`${prefix}/purchase-order`);
      await expect(page.getByTestId('rfq-form')).toBeVisible();
      await page.getByTestId('rfq-submit').click();
      for (const message of [
        text.productRequired,
        text.categoryRequired,
        text.quantityRequired,
        text.tradeTermRequired,
        text.descriptionLength,
        text.countryRequired,
        text.codeRequired,
      ]) {
        await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: message }).first()).toBeVisible();
      }
      // Quantity: digits only, checked when the field is left.
      await page.getByTestId('rfq-quantity').fill('12a');
      await page.getByTestId('rfq-productName').focus();
      await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: text.digitsOnly })).toBeVisible();
    });

    test('a signed-in buyer posts a request with attachments and finds it in the list', async ({ page, request, consoleErrors }) => {
      // The journey makes one submit fail on purpose (a 500 'boom') and checks what the buyer is told.
      consoleErrors.allow(/status of 500|server exception POST \/api\/p\/rfq\/submit/);
      // Its own buyer: a failed attempt's unclaimed PDF (one pending per buyer) would block a retry.
      const buyer = await registerBuyer(request, `rfq${locale === 'en' ? 'e' : 'z'}`);
      await page.goto(`${prefix}/`);
      await signInWithDialog(page, buyer.userName, buyer.password);
      await page.goto(`${prefix}/purchase-order`);
      const productName = `E2E bottle ${locale} ${Date.now().toString(36)}`;
      await page.getByTestId('rfq-productName').fill(productName);
      await page.getByTestId('rfq-category').click();
      for (let level = 0; level < 3; level++) {
        await page.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item').first().click();
      }
      await page.getByTestId('rfq-quantity').fill('500');
      await pick(page, 'rfq-unit', text.unit, text.unit);
      await page.getByTestId('rfq-price').fill('3.25');
      await page.getByTestId('rfq-maxBudget').fill('1800');
      await pick(page, 'rfq-tradeTerm', text.tradeTerm);
      await page.getByTestId('rfq-description').fill('Double wall bottle, 500 ml, custom logo, carton packing.');
      await page.getByTestId('rfq-image-input').setInputFiles(SAMPLE);
      await expect(page.getByTestId('rfq-image-item')).toHaveCount(1);
      await page.getByTestId('rfq-pdf-input').setInputFiles(SPEC_PDF);
      await expect(page.getByTestId('rfq-pdf-item')).toHaveCount(1);
      await pick(page, 'rfq-shippingMethod', text.shipping);
      await pick(page, 'rfq-paymentMethod', text.payment);
      await pick(page, 'rfq-country', text.country, text.country);
      await page.getByTestId('rfq-destination').fill('Hamburg');
      // Contact comes from the account; a fresh address gets the code.
      await expect(page.getByTestId('rfq-contactName')).not.toHaveValue('');
      const mail = `rfq-${locale.toLowerCase()}-${Date.now().toString(36)}@example.com`;
      await page.getByTestId('rfq-email').fill(mail);
      await page.getByTestId('rfq-send-code').click();
      await expect(page.getByTestId('rfq-send-code')).toBeDisabled();
      await page.getByTestId('rfq-code').fill(await newestCode(request, mail));

      // A server error first: the request is refused, nothing typed is lost, and a retry goes through.
      await page.route('**/api/p/rfq/submit', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'A00005', msg: 'boom', data: null }) }),
      );
      // The client shows A00005 as an error notice for 1.5 s (spec section 8): record the notices
      // shown, so a slow machine cannot miss so short a one.
      await page.evaluate(() => {
        const seen: string[] = ((window as unknown as { __notices: string[] }).__notices = []);
        new MutationObserver(() =>
          document.querySelectorAll('.ml-toast, .ant-message-notice').forEach((n) => seen.push(n.textContent ?? '')),
        ).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByTestId('rfq-submit').click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices.join('|'))).toContain('boom');
      await page.unroute('**/api/p/rfq/submit');
      await expect(page.getByTestId('rfq-success')).toHaveCount(0);
      await expect(page.getByTestId('rfq-productName')).toHaveValue(productName);
      await expect(page.getByTestId('rfq-description')).toHaveValue(/Double wall bottle/);
      await expect(page.getByTestId('rfq-image-item')).toHaveCount(1);
      await page.getByTestId('rfq-submit').click();

      await expect(page.getByTestId('rfq-success')).toBeVisible();
      const number = (await page.getByTestId('rfq-number').textContent())!.trim();
      expect(number).toMatch(/^RFQ\d{14,}$/);

      await page.getByTestId('rfq-to-list').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/user-center/uc-purchase$`));
      const card = page.locator(`[data-testid="rfq-card"][data-number="${number}"]`);
      await expect(card).toBeVisible();
      await expect(card).toContainText(productName);
      await expect(card.getByTestId('rfq-status')).toHaveText(text.inquiring);

      // The buyer closes it; it moves to the 'closed by buyer' tab.
      await card.getByTestId('rfq-close').click();
      await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
      await expect(card.getByTestId('rfq-status')).toHaveText(text.buyerClosed);
      await page.getByTestId('rfq-tab-buyerClosed').click();
      await expect(page.locator(`[data-testid="rfq-card"][data-number="${number}"]`)).toBeVisible();
    });
  });
}
