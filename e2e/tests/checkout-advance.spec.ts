import { expect, type Page } from '@playwright/test';
import { pdf, png } from './files';
import {
  confirmPopover,
  ensureAddress,
  LOCALES,
  merchantApi,
  pickProduct,
  signInWithDialog,
  test,
  tokenOf,
  whenInteractive,
} from './helpers';

/**
 * A B2B order paid in two parts, in both languages: the buyer asks for an invoice at submit; the
 * merchant (through the API, as its back office would) asks for a 30% advance; the buyer pays the
 * advance with the balance; the merchant ships with real voucher files (PDF, PNG) and declares
 * customs; the buyer opens the documents, changes the invoice request from the order (shared
 * schema errors in the form), pays the final payment once the merchant confirms the final price,
 * and opens the invoice the merchant issued.
 */

const WORDS = {
  en: {
    awaitingAdvance: 'Awaiting advance payment',
    advancePaid: 'Advance payment made',
    finalToConfirm: 'Final price to be confirmed',
    finalDue: 'Awaiting final payment',
    settled: 'Payment settled',
    taxRequired: 'Please enter the tax number for a company invoice',
    rulesRequired: 'Please agree to the trading rules first',
    taxFormat: 'The tax number has 8 to 20 letters and digits',
    requested: 'Requested',
    issued: 'Issued',
    payFinal: 'Pay final payment',
    advancePart: 'Advance payment',
    finalPart: 'Final payment',
    paid: 'paid',
  },
  zh_CN: {
    awaitingAdvance: '待付预付款',
    advancePaid: '已付预付款',
    finalToConfirm: '尾款待确认',
    finalDue: '待付尾款',
    settled: '已结清',
    taxRequired: '企业发票请填写税号',
    rulesRequired: '请先同意交易规则',
    taxFormat: '税号为8到20位字母或数字',
    requested: '已申请',
    issued: '已开具',
    payFinal: '支付尾款',
    advancePart: '预付款',
    finalPart: '尾款',
    paid: '已付',
  },
} as const;

const money = (page: Page) => page.getByTestId('order-money');

for (const { locale, prefix } of LOCALES) {
  const w = WORDS[locale];
  test.describe(`advance and final payment (${locale})`, () => {
    test('invoice at submit, 30% advance paid with balance, vouchers opened, invoice changed, final paid, invoice issued', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const p = await pickProduct(request, 1, { minPrice: 1000 });
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const token = await tokenOf(page);
      await ensureAddress(request, token);
      const m = await merchantApi(request);

      // Submit with an invoice request: a company header needs a tax number (shared schema, in the form).
      await page.goto(`${prefix}/submit-order?prodId=${p.prodId}&skuId=${p.skuId}&count=2`);
      await expect(page.getByTestId('order-totals')).toBeVisible();
      // The page comes from the server: a box ticked before the app is live is ticked once it is,
      // and check() wants to see it at once.
      await whenInteractive(page.getByTestId('invoice-wanted'));
      await page.getByTestId('invoice-wanted').check();
      await page.getByTestId('invoice-header-company').click();
      await page.getByTestId('invoice-header-name').fill(`ACME <i>${locale}</i> Ltd`);
      // Without the tax number nor the trading rules: each refused under its field, focus on the first.
      await page.getByTestId('submit-order').click();
      const tax = page.getByTestId('invoice-tax-number');
      await expect(tax).toBeFocused();
      await expect(tax).toHaveAttribute('aria-invalid', 'true');
      await expect(tax).toHaveAccessibleDescription(new RegExp(w.taxRequired));
      const rules = page.getByRole('checkbox', { name: locale === 'en' ? /trading rules/ : /交易规则/ });
      await expect(rules).toHaveAccessibleDescription(w.rulesRequired);
      await page.getByTestId('trading-rules').check();
      await expect(page.getByText(w.rulesRequired)).toHaveCount(0);
      await page.getByTestId('submit-order').click();
      await expect(page.getByText(w.taxRequired)).toBeVisible();
      await expect(page).toHaveURL(/\/submit-order/);
      await page.getByTestId('invoice-tax-number').fill('91350211 m000 100y43');
      await page.getByTestId('submit-order').click();
      await page.waitForURL(/\/payment\?orderNumbers=/);
      const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;

      // The merchant asks for a 30% advance.
      const confirm = await m.post('order/confirm', { orderNumber, advanceRatio: 30 });
      expect(confirm.code).toBe('00000');
      const detail = async () =>
        (await (await request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { headers: { authorization: token } })).json())
          .data;
      const d0 = await detail();
      expect(d0.advanceAmount).toBe(Math.round(d0.actualTotal * 0.3));

      await page.goto(`${prefix}/order-detail?orderNumber=${orderNumber}`);
      await expect(page.getByTestId('pay-stage')).toHaveText(w.awaitingAdvance);
      await expect(page.getByTestId('invoice-status')).toHaveText(w.requested);
      // Buyer text is shown as text, never as markup.
      await expect(page.getByTestId('invoice-header')).toHaveText(`ACME <i>${locale}</i> Ltd`);
      await expect(page.getByTestId('invoice-tax')).toHaveText('91350211M000100Y43');
      await page.getByTestId('order-pay').click();
      await page.waitForURL(/\/payment\?orderNumbers=/);
      await expect(page.getByTestId('pay-part')).toHaveAttribute('data-part', 'advance');
      await expect(page.getByTestId('pay-part')).toContainText(w.advancePart);
      const balance = async () =>
        (await (await request.get(`/api/p/order/payInfo?orderNumbers=${orderNumber}`, { headers: { authorization: token } })).json()).data
          .balance as number;
      const balanceBefore = await balance();
      await page.getByTestId('pay-balance').click();
      await page.getByTestId('pay-now').click();
      await expect(page.getByTestId('payment-success')).toBeVisible();
      const d1 = await detail();
      expect(d1.paidAmount).toBe(d0.advanceAmount);
      expect(balanceBefore - (await balance())).toBe(d0.advanceAmount);

      await page.goto(`${prefix}/order-detail?orderNumber=${orderNumber}`);
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '2');
      await expect(page.getByTestId('pay-stage')).toContainText(w.advancePaid);
      await expect(page.getByTestId('final-to-confirm')).toHaveText(w.finalToConfirm);
      await expect(page.getByTestId('money-final')).toContainText(w.finalToConfirm);
      await expect(page.getByTestId('money-advance')).toContainText(w.paid);
      await expect(page.getByTestId('order-pay')).toHaveCount(0);

      // The buyer changes the invoice request from the order: VAT special, with a bad tax number first.
      await page.getByTestId('invoice-request').click();
      await page.getByTestId('invoice-type-vatSpecial').click();
      await page.getByTestId('invoice-tax-number').fill('12-34');
      await page.getByTestId('invoice-save').click();
      await expect(page.getByText(w.taxFormat)).toBeVisible();
      await page.getByTestId('invoice-tax-number').fill('DE123456789');
      await page.getByTestId('invoice-save').click();
      await expect(page.getByTestId('invoice-tax')).toHaveText('DE123456789');

      // The merchant ships with real voucher files and declares customs at the full amount.
      const logistics = await m.upload('logistics-voucher', pdf(`B/L ${orderNumber}`), 'bill-of-lading.pdf', 'application/pdf');
      const customsFile = await m.upload('customs-voucher', png([200, 30, 30], 2), 'customs.png', 'image/png');
      const qty = d1.orderItems.reduce((s: number, i: { count: number }) => s + i.count, 0);
      await m.ship(orderNumber, { quantity: qty, amount: d1.actualTotal, voucher: logistics, loadingMode: 'FCL' });
      // A used upload id is refused.
      const reused = await m.post('order/batchVoucher', { orderNumber, batchNo: 1, voucher: customsFile });
      expect(reused.code).not.toBe('00000');
      await m.declareCustoms(orderNumber, d1.actualTotal, customsFile);

      // The buyer opens the documents (signed links that need no credentials).
      await page.reload();
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '3');
      const batchLink = page.getByTestId('batch-voucher-1');
      await expect(batchLink).toBeVisible();
      const batchHref = (await batchLink.getAttribute('href'))!;
      const batchFile = await request.get(batchHref);
      expect(batchFile.status()).toBe(200);
      expect(batchFile.headers()['content-type']).toBe('application/pdf');
      expect((await batchFile.body()).toString()).toContain(`B/L ${orderNumber}`);
      const [popup, shown] = await Promise.all([
        page.waitForEvent('popup'),
        page.context().waitForEvent('response', (r) => r.url().includes('/api/order-doc/customs-voucher/')),
        page.getByTestId('customs-voucher').click(),
      ]);
      expect(shown.status()).toBe(200);
      expect(shown.headers()['content-type']).toBe('image/png');
      await popup.close();
      const forged = await request.get(batchHref.replace(/sig=[^&]{4}/, 'sig=AAAA'));
      expect(forged.status()).toBe(404);

      // The merchant confirms the final price: the final payment is due.
      expect((await m.post('order/finalPrice', { orderNumber })).code).toBe('00000');
      await page.reload();
      await expect(page.getByTestId('pay-stage')).toHaveText(w.finalDue);
      await expect(page.getByTestId('order-pay')).toHaveText(w.payFinal);
      await page.getByTestId('order-pay').click();
      await page.waitForURL(/\/payment\?orderNumbers=/);
      await expect(page.getByTestId('pay-part')).toHaveAttribute('data-part', 'final');
      await expect(page.getByTestId('pay-part')).toContainText(w.finalPart);
      await expect(page.getByTestId('pay-countdown')).toHaveCount(0);
      await page.getByTestId('pay-balance').click();
      await page.getByTestId('pay-now').click();
      await expect(page.getByTestId('payment-success')).toBeVisible();

      const d2 = await detail();
      expect(d2.paidAmount).toBe(d2.actualTotal);
      expect(d2.finalPaidAt).not.toBeNull();
      await page.goto(`${prefix}/order-detail?orderNumber=${orderNumber}`);
      await expect(page.getByTestId('pay-stage')).toHaveText(w.settled);
      await expect(money(page).getByTestId('money-advance')).toContainText(w.paid);
      await expect(money(page).getByTestId('money-final')).toContainText(w.paid);
      await expect(money(page).getByTestId('money-final')).not.toContainText(w.finalToConfirm);

      // The merchant issues the invoice as a PDF; the buyer opens it.
      const invoiceFile = await m.upload('invoice', pdf(`Invoice ${orderNumber}`), 'invoice.pdf', 'application/pdf');
      expect((await m.post('order/invoice', { orderNumber, fileKey: invoiceFile })).code).toBe('00000');
      await page.reload();
      await expect(page.getByTestId('invoice-status')).toHaveText(w.issued);
      await expect(page.getByTestId('invoice-request')).toHaveCount(0);
      const invoiceHref = (await page.getByTestId('invoice-file').getAttribute('href'))!;
      const invoice = await request.get(invoiceHref);
      expect(invoice.headers()['content-type']).toBe('application/pdf');
      expect((await invoice.body()).toString()).toContain(`Invoice ${orderNumber}`);

      // The buyer can now confirm receipt.
      await confirmPopover(page.getByTestId('order-receipt'), page.getByTestId('receipt-ok'), () =>
        expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '4'),
      );
    });
  });
}
