import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { png } from './files';
import {
  apiJson,
  confirmPopover,
  ensureAddress,
  LOCALES,
  merchantApi,
  newestCode,
  pick,
  pickProduct,
  signInWithDialog,
  test,
  tokenOf,
} from './helpers';

/**
 * The B2B sourcing loop, as buyers and suppliers live it, in both languages: a request answered by
 * two suppliers, compared, confirmed, paid and completed; an inquiry from a product page answered
 * by the supplier; a quick quote begun signed out that survives the login dialog.
 */
const TEXT = {
  en: {
    unit: 'pieces',
    tradeTerm: 'FOB - Free On Board',
    shipping: 'Sea freight',
    payment: 'T/T (bank transfer)',
    country: 'Germany',
    done: 'Done',
    confirmed: 'Confirmed',
    completed: 'Completed',
    lowest: 'Lowest price',
    unread: 'Unread',
    replied: 'Replied',
    tooManyWords: 'At most 100 words',
    codeRequired: 'Please enter the verification code',
    revised: 'The supplier changed this quotation (it is now revision 2, 0.60 USD)',
  },
  zh_CN: {
    unit: '件',
    tradeTerm: 'FOB - 船上交货',
    shipping: '海运',
    payment: '电汇（T/T）',
    country: '德国',
    done: '已完成',
    confirmed: '已确认',
    completed: '已完成',
    lowest: '最低价',
    unread: '未读',
    replied: '已回复',
    tooManyWords: '最多100个词',
    codeRequired: '请输入验证码',
    revised: '供应商已修改此报价（现为第 2 版，0.60 USD）',
  },
} as const;

const BUYERS = { en: { account: 'buyer', password: 'Buyer@123456' }, zh_CN: { account: 'buyer2', password: 'Buyer2@123456' } } as const;

/** The required fields of a sourcing request (the quick quote's set), as a buyer fills them. */
async function fillRequired(page: Page, text: (typeof TEXT)[keyof typeof TEXT], productName?: string) {
  if (productName) await page.getByTestId('rfq-productName').fill(productName);
  const category = page.getByTestId('rfq-category');
  if (!(await category.textContent())?.includes('/')) {
    await category.click();
    for (let level = 0; level < 3; level++)
      await page.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item').first().click();
  }
  await page.getByTestId('rfq-quantity').fill('20');
  await pick(page, 'rfq-unit', text.unit, text.unit);
  await page.getByTestId('rfq-price').fill('1.20');
  await page.getByTestId('rfq-maxBudget').fill('30');
  await pick(page, 'rfq-tradeTerm', text.tradeTerm);
  await page.getByTestId('rfq-description').fill('Stainless steel, 500 ml, laser logo, each in a gift box.');
  await pick(page, 'rfq-shippingMethod', text.shipping);
  await pick(page, 'rfq-paymentMethod', text.payment);
  await pick(page, 'rfq-country', text.country, text.country);
  await page.getByTestId('rfq-destination').fill('Hamburg');
}

/** The code for the form's contact address, from the development mailbox. */
async function enterCode(page: Page, request: APIRequestContext, mail: string) {
  await page.getByTestId('rfq-email').fill(mail);
  await page.getByTestId('rfq-send-code').click();
  await expect(page.getByTestId('rfq-send-code')).toBeDisabled();
  await page.getByTestId('rfq-code').fill(await newestCode(request, mail));
}

const freshMail = (tag: string) => `${tag}-${Date.now().toString(36)}@example.com`;

for (const { locale, prefix } of LOCALES) {
  const text = TEXT[locale];
  const who = BUYERS[locale];

  test.describe(`sourcing (${locale})`, () => {
    test('a request quoted by two suppliers is compared, confirmed, paid, and done once the order is received', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      await page.goto(`${prefix}/`);
      await signInWithDialog(page, who.account, who.password);
      const token = await tokenOf(page);
      await ensureAddress(request, token);

      // The buyer posts a request.
      const productName = `E2E bottles ${locale} ${Date.now().toString(36)}`;
      await page.goto(`${prefix}/purchase-order`);
      await fillRequired(page, text, productName);
      await enterCode(page, request, freshMail(`src-${locale.toLowerCase()}`));
      await page.getByTestId('rfq-submit').click();
      await expect(page.getByTestId('rfq-success')).toBeVisible();
      await page.getByTestId('rfq-to-detail').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/user-center/uc-sourcing/detail\\?rfqId=\\d+$`));
      const rfqId = Number(new URL(page.url()).searchParams.get('rfqId'));
      await expect(page.getByTestId('rfq-detail')).toHaveAttribute('data-status', 'inquiring');
      await expect(page.getByTestId('rfq-detail-product')).toHaveText(productName);
      await expect(page.getByTestId('rfq-countdown')).toBeVisible();

      // Supplier 1 quotes from the procurement centre: its own sign-in, its product, its price.
      const supplier = await (await browser.newContext()).newPage();
      await supplier.goto(`${prefix}/procurement?keyword=${encodeURIComponent(productName)}`);
      await supplier.getByTestId('procurement-open').first().click();
      await expect(supplier.getByTestId('procurement-detail')).toBeVisible();
      await expect(supplier.getByTestId('rfq-details')).not.toContainText('@example.com');
      await supplier.getByTestId('quote-now-button').click();
      await supplier.getByTestId('merchant-account').fill('merchant1');
      await supplier.getByTestId('merchant-password').fill('Merchant@123456');
      await supplier.getByTestId('merchant-sign-in-submit').click();
      await expect(supplier.getByTestId('quote-form')).toBeVisible();
      const p1 = await pickProduct(request, 1);
      const p1Name = (
        await apiJson<{ prodName: string }>(request.get(`/api/prod/prodInfo?prodId=${p1.prodId}`, { headers: { Locale: locale } }))
      ).data.prodName;
      await pick(supplier, 'quote-product', p1Name, p1Name.slice(0, 12));
      // Its specification: the first one on offer.
      await pick(supplier, 'quote-sku', '');
      await supplier.getByTestId('quote-price').fill('0.50');
      await supplier.getByTestId('quote-moq').fill('10');
      await supplier.getByTestId('quote-port').fill('Ningbo');
      await supplier.getByTestId('quote-submit').click();
      await expect(supplier.getByTestId('quote-mine')).toBeVisible();
      await supplier.context().close();

      // Supplier 2 quotes through the API (its back office), in another currency.
      const p2 = await pickProduct(request, 2);
      const m2 = await merchantApi(request, 'merchant2');
      const validTo = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const q2 = await m2.post<{ quotationId: number }>('quotation/submit', {
        rfqId,
        prodId: p2.prodId,
        skuId: p2.skuId,
        unitPrice: '9.90',
        currency: 'CNY',
        moq: '10',
        tradeTerm: 'CIF',
        deliveryPort: 'Shenzhen',
        paymentMethod: 'lc',
        sampleOffered: false,
        validTo,
      });
      expect(q2.code).toBe('00000');

      // The buyer sees both, compares them side by side and confirms supplier 1's.
      await page.reload();
      await expect(page.getByTestId('rfq-quotation-row')).toHaveCount(2);
      await page.locator('[data-testid="rfq-quotation-row"][data-shop-id="1"]').getByTestId('rfq-quotation-open').click();
      await expect(page.getByTestId('quotation-detail')).toHaveAttribute('data-status', '2');
      await expect(page.getByTestId('compare-column')).toHaveCount(2);
      await expect(page.getByTestId('compare-lowest')).toHaveCount(1);
      await expect(page.getByTestId('compare-lowest')).toHaveText(text.lowest);
      await page.getByTestId('quotation-confirm').click();
      await expect(page.getByTestId('quotation-confirm-quantity')).toHaveValue('10');
      await page.getByTestId('quotation-confirm-quantity').fill('9');
      await page.getByTestId('quotation-confirm-submit').click();
      await expect(page.getByTestId('quotation-confirm-error')).toBeVisible();
      // A revision made while the dialog is open is refused by the API (quotations-api.test.ts); how
      // the page shows that refusal is not proven by a journey yet (issue 39's note).
      await page.getByTestId('quotation-confirm-quantity').fill('12');
      await page.getByTestId('quotation-confirm-submit').click();
      await expect(page).toHaveURL(/\/payment\?orderNumbers=\d+/);
      const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;
      await page.getByTestId('pay-balance').click();
      await page.getByTestId('pay-now').click();
      await expect(page.getByTestId('payment-success')).toBeVisible();

      await page.goto(`${prefix}/user-center/uc-sourcing/detail?rfqId=${rfqId}`);
      await expect(page.getByTestId('rfq-detail')).toHaveAttribute('data-status', 'confirmed');
      await expect(page.getByTestId('rfq-status').first()).toHaveText(text.confirmed);

      // The supplier ships, the buyer confirms receipt: the quotation is completed, the request done.
      const detail = (
        await apiJson<{ actualTotal: number }>(
          request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { authorization: token } }),
        )
      ).data;
      const m1 = await merchantApi(request, 'merchant1');
      const voucher = await m1.upload('logistics-voucher', png([30, 90, 30]), 'waybill.png', 'image/png');
      await m1.ship(orderNumber, { quantity: 12, amount: detail.actualTotal, voucher });
      await m1.declareCustoms(orderNumber, detail.actualTotal);
      await page.goto(`${prefix}/order-detail?orderNumber=${orderNumber}`);
      await confirmPopover(page.getByTestId('order-receipt'), page.getByTestId('receipt-ok'), () =>
        expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '4'),
      );

      await page.goto(`${prefix}/user-center/uc-sourcing/detail?rfqId=${rfqId}`);
      await expect(page.getByTestId('rfq-detail')).toHaveAttribute('data-status', 'done');
      await expect(page.getByTestId('rfq-status').first()).toHaveText(text.done);
      await expect(page.locator('[data-testid="rfq-quotation-row"][data-shop-id="1"]').getByTestId('quotation-status')).toHaveText(
        text.completed,
      );
    });

    test('an inquiry from a product page is answered by the supplier', async ({ page, request }) => {
      await page.goto(`${prefix}/`);
      await signInWithDialog(page, who.account, who.password);
      const product = await pickProduct(request, 1);
      await page.goto(`${prefix}/products/detail/${product.prodId}`);
      await page.getByTestId('contact-supplier').click();
      await expect(page.getByTestId('inquiry-dialog')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('inquiry-form')).toHaveAttribute('data-context', 'product');
      // 100 words at most from a product page: refused in the form, nothing typed is lost.
      const long = Array.from({ length: 101 }, (_, i) => `w${i}`).join(' ');
      await page.getByTestId('inquiry-message-text').fill(long);
      await page.getByTestId('inquiry-send').click();
      await expect(page.getByTestId('inquiry-dialog')).toContainText(text.tooManyWords);
      const message = `Can you print our logo on ${locale} orders of 300 pieces? Reply ${Date.now().toString(36)}`;
      await page.getByTestId('inquiry-message-text').fill(message);
      await page.getByTestId('inquiry-quantity').fill('300');
      await page.getByTestId('inquiry-send').click();
      await expect(page.getByTestId('inquiry-sent')).toBeVisible();
      await page.getByTestId('inquiry-sent-open').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/user-center/uc-inquiry\\?inquiryId=\\d+$`));
      const inquiryId = Number(new URL(page.url()).searchParams.get('inquiryId'));
      await expect(page.getByTestId('inquiry-thread')).toHaveAttribute('data-status', 'unread');
      await expect(page.getByTestId('inquiry-message')).toHaveCount(1);
      await expect(page.getByTestId('inquiry-message')).toContainText(message);

      // The supplier reads it and answers in the thread.
      const m1 = await merchantApi(request, 'merchant1');
      const read = await m1.get<{ status: string }>(`inquiry/info?inquiryId=${inquiryId}`);
      expect(read.data.status).toBe('readNotSent');
      expect((await m1.post('inquiry/reply', { inquiryId, message: 'Yes, logo printing is free above 200 pieces.' })).code).toBe('00000');

      await page.reload();
      await expect(page.getByTestId('inquiry-thread')).toHaveAttribute('data-status', 'replied');
      await expect(page.getByTestId('inquiry-thread').getByTestId('inquiry-status')).toHaveText(text.replied);
      await expect(page.locator('[data-testid="inquiry-message"][data-sender="merchant"]')).toContainText('logo printing is free');
      // The buyer follows up: unread for the supplier again.
      await page.getByTestId('inquiry-reply-text').fill('Great, please send a quotation.');
      await page.getByTestId('inquiry-reply-send').click();
      await expect(page.getByTestId('inquiry-thread')).toHaveAttribute('data-status', 'unread');
      await expect(page.getByTestId('inquiry-message')).toHaveCount(3);
    });

    test('a quick quote started signed out survives the login dialog', async ({ page, request }) => {
      const product = await pickProduct(request, 2);
      await page.goto(`${prefix}/products/detail/${product.prodId}`);
      const name = (await page.getByTestId('product-name').textContent())!.trim();
      await page.getByTestId('quick-quote').click();
      await expect(page.getByTestId('quick-quote-dialog')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('rfq-productName')).toHaveValue(name);
      await fillRequired(page, text);
      await page.getByTestId('rfq-contactName').fill('Quick Buyer');
      const mail = freshMail(`qq-${locale.toLowerCase()}`);
      await page.getByTestId('rfq-email').fill(mail);

      // Sending signed out asks for the login; what was typed waits in the session.
      await page.getByTestId('rfq-submit').click();
      const dialog = page.locator('.login-dialog');
      await expect(dialog).toBeVisible();
      await page.getByTestId('login-account').fill(who.account);
      await page.getByTestId('login-password').fill(who.password);
      await page.getByTestId('login-agreement').getByRole('checkbox').check();
      await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
      await expect(page.getByTestId('user-menu')).toBeVisible();

      // After the reload the quick quote is back, as it was typed.
      await expect(page.getByTestId('quick-quote-dialog')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('rfq-productName')).toHaveValue(name);
      await expect(page.getByTestId('rfq-quantity')).toHaveValue('20');
      await expect(page.getByTestId('rfq-destination')).toHaveValue('Hamburg');
      await expect(page.getByTestId('rfq-contactName')).toHaveValue('Quick Buyer');
      await expect(page.getByTestId('rfq-description')).toHaveValue(/gift box/);
      await page.getByTestId('rfq-submit').click();
      await expect(page.getByTestId('quick-quote-dialog')).toContainText(text.codeRequired);
      await enterCode(page, request, mail);
      await page.getByTestId('rfq-submit').click();
      await expect(page.getByTestId('quick-quote-success')).toBeVisible();
      const number = (await page.getByTestId('quick-quote-number').textContent())!.trim();
      expect(number).toMatch(/^RFQ\d{14,}$/);
      await page.getByTestId('quick-quote-open').click();
      await expect(page.getByTestId('rfq-detail-number')).toHaveText(number);
      await expect(page.getByTestId('rfq-detail-product')).toHaveText(name);
      // The draft is gone once sent: a reload opens no dialog.
      await page.reload();
      await expect(page.getByTestId('rfq-detail')).toBeVisible();
      await expect(page.getByTestId('quick-quote-dialog')).toHaveCount(0);
    });
  });
}
