import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { png } from './files';
import {
  apiJson,
  encryptPassword,
  ensureAddress,
  LOCALES,
  merchantApi,
  pickProduct,
  receivedOrder,
  registerBuyer,
  signInWithDialog,
  test,
  tokenOf,
} from './helpers';

/**
 * The buyer's after-sales stories in both languages (issue 15): refund only on an order still to
 * be shipped, paid back to the balance; return and refund of a received order through the return
 * parcel and the seller's receipt; a rejection the buyer takes to the platform, which agrees. The
 * seller and the platform act through their APIs, as their consoles would.
 */
const TEXT = {
  en: {
    reason: 'No longer needed',
    damaged: 'Arrived damaged',
    applied: 'Applied, waiting for the seller',
    accepted: 'Accepted, waiting for your return',
    shippedBack: 'Return shipped, waiting for the seller',
    refunded: 'Refunded',
    rejected: 'Rejected by the seller',
    balance: 'Balance',
    companyRequired: 'Please choose the logistics company',
    reasonRequired: 'Please describe why the platform should intervene',
    phoneWrong: 'Please enter the phone number with its area code, e.g. +86 13800138000',
    intervening: 'Platform intervention applied for',
    agreed: 'Platform agreed',
    full: 'Refunded',
    empty: 'No after-sales requests here',
    chooseOrder: 'Choose the order you want after-sales for.',
    noRefund: 'No after-sales request was given.',
    notPaid: 'This order cannot take an after-sales request: it is not paid or already closed.',
    orderNotFound: 'Order not found',
    refundNotFound: 'After-sales request not found',
  },
  zh_CN: {
    reason: '不想要了',
    damaged: '商品破损',
    applied: '已申请，等待商家处理',
    accepted: '商家已同意，等待您寄回',
    shippedBack: '已寄回，等待商家收货',
    refunded: '已退款',
    rejected: '商家已拒绝',
    balance: '余额',
    companyRequired: '请选择物流公司',
    reasonRequired: '请说明需要平台介入的原因',
    phoneWrong: '请输入带区号的电话号码，例如 +86 13800138000',
    intervening: '已申请平台介入',
    agreed: '平台已同意',
    full: '已退款',
    empty: '暂无售后申请',
    chooseOrder: '请选择要申请售后的订单。',
    noRefund: '未指定售后单。',
    notPaid: '该订单不能申请售后：未支付或已关闭。',
    orderNotFound: '订单不存在',
    refundNotFound: '售后单不存在',
  },
} as const;

const used: number[] = [];

/** Chooses an option of an antd Select once its list has finished opening. */
async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  const list = page.locator('.ant-select-dropdown:visible').last();
  await expect(list).not.toHaveClass(/-(enter|appear)/);
  await list.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** A paid order (to be shipped) of shop 1, bought now and paid with the balance, through the API. */
async function paidOrder(request: APIRequestContext, token: string, count = 1): Promise<string> {
  const headers = { authorization: token };
  await ensureAddress(request, token);
  const p = await pickProduct(request, 1, { skip: used });
  used.push(p.prodId);
  const submit = await apiJson<{ orderNumbers: string[] }>(
    request.post('/api/p/order/submit', {
      headers,
      data: { orderItem: { prodId: p.prodId, skuId: p.skuId, count }, uuid: randomUUID(), tradingRulesAgreed: true },
    }),
  );
  expect(submit.code).toBe('00000');
  const orderNumber = submit.data.orderNumbers[0]!;
  expect((await apiJson(request.post('/api/p/order/pay', { headers, data: { orderNumbers: orderNumber, payType: 9 } }))).code).toBe(
    '00000',
  );
  return orderNumber;
}

/** Refund only of a paid order's first line, applied through the API: the request and what it refunds. */
async function refundFirstLine(
  request: APIRequestContext,
  token: string,
  orderNumber: string,
): Promise<{ refundSn: string; maxAmount: number }> {
  const headers = { authorization: token };
  const line = (
    await apiJson<{ lines: { orderItemId: number; maxAmount: number }[] }>(
      request.get(`/api/p/orderRefund/refundable?orderNumber=${orderNumber}`, { headers }),
    )
  ).data.lines[0]!;
  const applied = await apiJson<{ refundSn: string }>(
    request.post('/api/p/orderRefund/apply', {
      headers,
      data: {
        orderNumber,
        orderItemId: line.orderItemId,
        refundType: 2,
        applyType: 1,
        isReceiver: false,
        buyerReason: 'notShippedInTime',
        refundAmount: line.maxAmount,
        goodsNum: 1,
        buyerMobile: '+1 5550100199',
      },
    }),
  );
  expect(applied.code).toBe('00000');
  return { refundSn: applied.data.refundSn, maxAmount: line.maxAmount };
}

/** A paid order of another buyer (the seeded "buyer"), with an open refund-only request on its first line. */
async function anotherBuyersRefund(request: APIRequestContext): Promise<{ orderNumber: string; refundSn: string }> {
  const login = await apiJson<{ accessToken: string }>(
    request.post('/api/login', { data: { userName: 'buyer', passWord: encryptPassword('Buyer@123456') } }),
  );
  expect(login.code).toBe('00000');
  const token = login.data.accessToken;
  const orderNumber = await paidOrder(request, token);
  return { orderNumber, refundSn: (await refundFirstLine(request, token, orderNumber)).refundSn };
}

const balanceOf = async (request: APIRequestContext, token: string) =>
  (await apiJson<{ balance: number }>(request.get('/api/p/user/userInfo', { headers: { authorization: token } }))).data.balance;

const refundSnOf = (page: Page) => new URL(page.url()).searchParams.get('refundSn')!;

for (const { locale, prefix } of LOCALES) {
  test.describe(`after-sales (${locale})`, () => {
    test('refund only on an order to be shipped: applied from the order, agreed by the seller, paid back to the balance', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const text = TEXT[locale];
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const token = await tokenOf(page);
      const orderNumber = await paidOrder(request, token, 2);

      await page.goto(`${prefix}/order-detail?orderNumber=${orderNumber}`);
      await page.getByTestId('order-apply-after-sales').click();
      await page.waitForURL(/\/user-center\/apply-return\?orderNumber=/);
      expect(page.url()).toContain(`${prefix}/user-center/apply-return?orderNumber=${orderNumber}`);
      const form = page.getByTestId('apply-return');
      await expect(form).toBeVisible();
      // The whole order: every unit and the most that can be refunded are shown.
      await expect(page.getByTestId('apply-quantity')).toHaveValue('2');
      const max = (await page.getByTestId('apply-max').textContent())!;
      const maxAmount = Number(/\$([\d.]+)/.exec(max)![1]);

      await pick(page, 'apply-reason', text.reason);
      await page.getByTestId('apply-note').fill(`E2E ${locale}: ordered twice by mistake`);
      await page
        .getByTestId('apply-vouchers-input')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png([30, 160, 60]) });
      await expect(page.getByTestId('apply-vouchers')).toHaveAttribute('data-count', '1');
      // A phone without its area code is refused by the shared rule, in the buyer's language.
      await page.getByTestId('apply-phone').fill('12');
      await page.getByTestId('apply-submit').click();
      await expect(page.getByTestId('error-buyerMobile')).toHaveText(text.phoneWrong);
      await page.getByTestId('apply-phone').fill('13800138000');
      await page.getByTestId('apply-submit').click();

      await page.waitForURL(/\/return-detail\?refundSn=/);
      expect(page.url()).toContain(`${prefix}/return-detail?refundSn=`);
      const detail = page.getByTestId('return-detail');
      await expect(detail).toHaveAttribute('data-status', '1');
      await expect(page.getByTestId('refund-headline')).toHaveText(text.applied);
      await expect(page.getByTestId('refund-deadline')).toHaveAttribute('data-kind', 'sellerAnswer');
      await expect(page.getByTestId('refund-vouchers')).toHaveAttribute('data-count', '1');
      const refundSn = refundSnOf(page);

      const before = await balanceOf(request, token);
      const m = await merchantApi(request);
      expect((await m.post<{ status: number }>('orderRefund/agree', { refundSn, sellerMsg: 'Refunded, sorry' })).data.status).toBe(5);

      await page.reload();
      await expect(detail).toHaveAttribute('data-status', '5');
      await expect(page.getByTestId('refund-headline')).toHaveText(text.refunded);
      await expect(page.getByTestId('refund-payouts')).toContainText(text.balance);
      await expect(page.getByTestId('refund-timeline').getByTestId('refund-step')).toHaveCount(3);
      expect(await balanceOf(request, token)).toBe(before + Math.round(maxAmount * 100));

      // The order shows it: closed, refunded.
      await page.getByTestId('refund-order-link').click();
      await page.waitForURL(/\/order-detail\?orderNumber=/);
      await expect(page.getByTestId('order-refund-status')).toHaveAttribute('data-refund-status', 'full');
      await expect(page.getByTestId('order-refund-status')).toHaveText(text.full);
      await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', '6');
    });

    test('return and refund of a received order: the line from my orders, the return parcel, the seller receives it, refunded', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const text = TEXT[locale];
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const token = await tokenOf(page);
      const p = await pickProduct(request, 1, { skip: used });
      used.push(p.prodId);
      const orderNumber = await receivedOrder(request, token, p);

      await page.goto(`${prefix}/user-center/uc-order?tab=toReview`);
      const card = page.locator(`[data-testid="uc-order"][data-order-number="${orderNumber}"]`);
      await card.getByTestId('uc-order-apply-after-sales').click();
      await page.waitForURL(/\/user-center\/apply-return\?orderNumber=.*orderItemId=/);
      await expect(page.getByTestId('apply-return')).toBeVisible();
      await page.getByTestId('apply-cargo-yes').click();
      await page.getByTestId('apply-type-return').click();
      await pick(page, 'apply-reason', text.damaged);
      await page.getByTestId('apply-phone').fill('13800138000');
      await page.getByTestId('apply-submit').click();
      await page.waitForURL(/\/return-detail\?refundSn=/);
      const refundSn = refundSnOf(page);
      const detail = page.getByTestId('return-detail');
      await expect(detail).toHaveAttribute('data-status', '1');

      const m = await merchantApi(request);
      const agreed = await m.post<{ status: number }>('orderRefund/agree', {
        refundSn,
        returnAddress: { receiver: 'Returns desk', mobile: '+86 755 8888 0000', addr: 'No. 8 Harbour Road, Shenzhen', postCode: '518000' },
      });
      expect(agreed.data.status).toBe(2);

      await page.reload();
      await expect(detail).toHaveAttribute('data-status', '2');
      await expect(page.getByTestId('refund-headline')).toHaveText(text.accepted);
      await expect(page.getByTestId('return-address')).toContainText('No. 8 Harbour Road, Shenzhen');
      await expect(page.getByTestId('refund-deadline')).toHaveAttribute('data-kind', 'buyerShip');
      // Company and number are required (spec 5), said in the buyer's language.
      await page.getByTestId('express-submit').click();
      await expect(page.getByTestId('error-expressName')).toHaveText(text.companyRequired);
      await page.getByTestId('express-name').locator('input').fill('DHL');
      await page.keyboard.press('Escape');
      await page.getByTestId('express-no').fill(`JD${Date.now()}`);
      await page
        .getByTestId('express-photos-input')
        .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: png([90, 90, 200]) });
      await expect(page.getByTestId('express-photos')).toHaveAttribute('data-count', '1');
      await page.getByTestId('express-submit').click();
      await expect(detail).toHaveAttribute('data-status', '3');
      await expect(page.getByTestId('refund-headline')).toHaveText(text.shippedBack);
      await expect(page.getByTestId('refund-parcel')).toContainText('DHL');

      expect((await m.post<{ status: number }>('orderRefund/receive', { refundSn })).data.status).toBe(5);
      await page.reload();
      await expect(detail).toHaveAttribute('data-status', '5');
      const actions = await page.getByTestId('refund-step').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
      expect(actions).toEqual(['refunded', 'refund', 'receive', 'ship', 'agreeReturn', 'apply']);

      // The list's "Refunded" tab has it.
      await page.goto(`${prefix}/user-center/uc-return?tab=refunded`);
      await expect(page.locator(`[data-testid="uc-return"][data-refund-sn="${refundSn}"]`)).toHaveAttribute('data-status', '5');
    });

    test('a rejection taken to the platform: the buyer applies for intervention with a voucher, the platform agrees, refunded', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const text = TEXT[locale];
      await page.goto(`${prefix}/`);
      await signInWithDialog(page);
      const token = await tokenOf(page);
      const orderNumber = await paidOrder(request, token);
      const { refundSn, maxAmount } = await refundFirstLine(request, token, orderNumber);
      const m = await merchantApi(request);
      expect((await m.post<{ status: number }>('orderRefund/reject', { refundSn, reason: 'Already packed' })).data.status).toBe(7);

      await page.goto(`${prefix}/user-center/uc-return?tab=rejected`);
      const card = page.locator(`[data-testid="uc-return"][data-refund-sn="${refundSn}"]`);
      await expect(card).toHaveAttribute('data-status', '7');
      await card.getByTestId('uc-return-intervene').click();
      await page.waitForURL(/\/return-detail\?refundSn=/);
      const detail = page.getByTestId('return-detail');
      await expect(page.getByTestId('refund-headline')).toHaveText(text.rejected);
      await expect(page.getByTestId('refund-reject-reason')).toContainText('Already packed');

      await page.getByTestId('intervene-submit').click();
      await expect(page.getByTestId('error-reason')).toHaveText(text.reasonRequired);
      await page.getByTestId('intervene-reason').fill(`E2E ${locale}: nothing was shipped, please refund`);
      await page
        .getByTestId('intervene-photos-input')
        .setInputFiles({ name: 'chat.png', mimeType: 'image/png', buffer: png([200, 200, 30]) });
      await expect(page.getByTestId('intervene-photos')).toHaveAttribute('data-count', '1');
      await page.getByTestId('intervene-submit').click();
      await expect(page.getByTestId('refund-intervention')).toHaveText(text.intervening);
      await expect(page.getByTestId('intervention-form')).toHaveCount(0);

      const before = await balanceOf(request, token);
      const decided = await apiJson<{ status: number }>(
        request.post('/api/admin/orderRefund/decide', {
          headers: { 'x-admin-token': process.env.E2E_ADMIN_TOKEN! },
          data: { refundSn, result: 'agree', remark: 'Nothing was shipped' },
        }),
      );
      expect(decided.data.status).toBe(5);
      await page.reload();
      await expect(detail).toHaveAttribute('data-status', '5');
      await expect(page.getByTestId('refund-intervention')).toHaveText(text.agreed);
      expect(await balanceOf(request, token)).toBe(before + maxAmount);
    });

    test("the screens without data: a new buyer has no requests, no order or request chosen, another buyer's order and request, an unpaid order", async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const text = TEXT[locale];
      const other = await anotherBuyersRefund(request);
      const fresh = await registerBuyer(request, `as${locale === 'en' ? 'e' : 'z'}`);
      await page.goto(`${prefix}/`);
      await signInWithDialog(page, fresh.userName, fresh.password);
      const token = await tokenOf(page);

      await page.goto(`${prefix}/user-center/uc-return`);
      await expect(page.getByTestId('uc-return-empty')).toContainText(text.empty);
      await page.getByTestId('uc-return-tab-rejected').click();
      await expect(page.getByTestId('uc-return-empty')).toContainText(text.empty);

      await page.goto(`${prefix}/user-center/apply-return`);
      await expect(page.getByTestId('apply-no-order')).toContainText(text.chooseOrder);
      // Another buyer's order and request answer exactly like ones that do not exist (A00013).
      await page.goto(`${prefix}/user-center/apply-return?orderNumber=${other.orderNumber}`);
      await expect(page.getByTestId('apply-order-not-found')).toContainText(text.orderNotFound);
      await expect(page.getByTestId('apply-return')).toHaveCount(0);

      await page.goto(`${prefix}/return-detail`);
      await expect(page.getByTestId('refund-none')).toContainText(text.noRefund);
      await page.goto(`${prefix}/return-detail?refundSn=${other.refundSn}`);
      await expect(page.getByTestId('refund-not-found')).toContainText(text.refundNotFound);
      await expect(page.getByTestId('return-detail')).toHaveCount(0);

      // An order not paid yet has nothing to refund: the form is not offered.
      await ensureAddress(request, token);
      const p = await pickProduct(request, 1, { skip: used });
      const submit = await apiJson<{ orderNumbers: string[] }>(
        request.post('/api/p/order/submit', {
          headers: { authorization: token },
          data: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, uuid: randomUUID(), tradingRulesAgreed: true },
        }),
      );
      expect(submit.code).toBe('00000');
      await page.goto(`${prefix}/user-center/apply-return?orderNumber=${submit.data.orderNumbers[0]}`);
      await expect(page.getByTestId('apply-closed')).toHaveAttribute('data-refusal', 'orderNotRefundable');
      await expect(page.getByTestId('apply-closed')).toContainText(text.notPaid);
      await page.goto(`${prefix}/order-detail?orderNumber=${submit.data.orderNumbers[0]}`);
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await expect(page.getByTestId('order-apply-after-sales')).toHaveCount(0);
    });
  });
}
