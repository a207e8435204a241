import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { addNamespace, commonResources, useSessionStore } from '@mall/shared';
import { answerApi, startApiServer, type ApiCall } from '@mall/shared/testing/api-server';
import type { RefundableOrder, RefundSummary } from '@mall/shared/contracts';
import { resources } from '../../../i18n';
import ApplyReturnPage, { limitsOf } from '../../../pages/apply-return-page';
import ReturnsPage from '../../../pages/uc-return-page';
import { OrderCard } from '../../orders/order-card';

const ORDER = '176000000000012345678';
const refundable = (over: Partial<RefundableOrder> = {}): RefundableOrder => ({
  orderNumber: ORDER,
  shopName: 'Shenzhen Tech Factory',
  status: 4,
  refundStatus: null,
  refusal: null,
  afterSalesUntil: '2026-12-05T10:00:00Z',
  anyShipped: true,
  paidAmount: 3600,
  refundedAmount: 0,
  wholeOrder: {
    maxAmount: 3000,
    maxQuantity: 3,
    goodsAmount: 3000,
    chargesAmount: 0,
    openRefundSn: null,
    available: true,
    returnable: true,
  },
  lines: [
    {
      orderItemId: 11,
      prodName: 'Wireless earbuds',
      skuName: 'Black',
      pic: null,
      price: 1000,
      count: 3,
      refundedCount: 0,
      maxQuantity: 3,
      returnableQuantity: 3,
      maxAmount: 3000,
      share: 3000,
      refundedAmount: 0,
      openRefundSn: null,
      available: true,
      gifts: [{ orderItemId: 12, prodName: 'Carry case', skuName: 'Grey', pic: null, price: 0, count: 3, giftAmount: 600, keepable: true }],
    },
  ],
  ...over,
});

function Where() {
  const l = useLocation();
  return <span data-testid="where">{l.pathname + l.search}</span>;
}
const wrap = (node: React.ReactNode, at: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="*" element={node} />
          </Routes>
          <Where />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'userCenter', resources);
  addNamespace(i18next, 'common', commonResources);
});
startApiServer();
beforeEach(() => act(() => useSessionStore.setState({ userToken: 'token-1' })));
afterEach(async () => {
  act(() => useSessionStore.setState({ userToken: '' }));
  await i18next.changeLanguage('en');
});

async function chooseReason(label: string) {
  fireEvent.mouseDown(screen.getByTestId('apply-reason').querySelector('.ant-select-selector') ?? screen.getByTestId('apply-reason'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('limits the apply form shows (the API checks the same)', () => {
  const r = refundable();
  it('the whole order; a line pro rata; kept gifts come off only with the last units', () => {
    expect(limitsOf(r, { scope: 'whole', applyType: 1, goodsNum: 3, keepGifts: [] })).toMatchObject({ maxAmount: 3000, maxQuantity: 3 });
    expect(limitsOf(r, { scope: 11, applyType: 1, goodsNum: 1, keepGifts: [12] })).toMatchObject({ maxAmount: 1000, maxQuantity: 3 });
    expect(limitsOf(r, { scope: 11, applyType: 1, goodsNum: 3, keepGifts: [12] })).toMatchObject({ maxAmount: 2400 });
    const noneShipped = refundable({ lines: [{ ...r.lines[0]!, returnableQuantity: 0 }] });
    expect(limitsOf(noneShipped, { scope: 11, applyType: 2, goodsNum: 1, keepGifts: [] }).maxQuantity).toBe(0);
  });
});

describe('apply for after-sales', () => {
  it('shows the maximum and checks the rules in the buyer’s language before sending anything', async () => {
    const calls = answerApi({ '/p/orderRefund/refundable': refundable(), '/p/orderRefund/apply': { refundSn: 'R1795000000000001' } });
    wrap(<ApplyReturnPage />, `/user-center/apply-return?orderNumber=${ORDER}&orderItemId=11`);
    expect((await screen.findByTestId('apply-max')).textContent).toBe('Refundable at most $30.00');
    expect((screen.getByTestId('apply-amount') as HTMLInputElement).value).toBe('30.00');

    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('error-buyerReason')).textContent).toBe('Please choose a reason');
    expect(screen.getByTestId('error-buyerMobile').textContent).toBe(
      'Please enter the phone number with its area code, e.g. +86 13800138000',
    );
    expect(calls.some((c) => c.path === '/p/orderRefund/apply')).toBe(false);
  });

  it('keeps a gift for its worth, refuses more than the maximum, then sends and opens the request', async () => {
    const calls = answerApi({ '/p/orderRefund/refundable': refundable(), '/p/orderRefund/apply': { refundSn: 'R1795000000000001' } });
    wrap(<ApplyReturnPage />, `/user-center/apply-return?orderNumber=${ORDER}&orderItemId=11`);
    await screen.findByTestId('apply-max');
    // Keeping the gift takes its worth off the maximum; a larger amount is refused.
    fireEvent.click(screen.getByTestId('apply-keep-gift-12'));
    expect(screen.getByTestId('apply-max').textContent).toBe('Refundable at most $24.00');
    fireEvent.change(screen.getByTestId('apply-amount'), { target: { value: '25' } });
    fireEvent.blur(screen.getByTestId('apply-amount'));
    await chooseReason('Arrived damaged');
    fireEvent.change(screen.getByTestId('apply-phone'), { target: { value: '138 0013 8000' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('error-refundAmount')).textContent).toBe('Please enter a correct refund amount');

    fireEvent.change(screen.getByTestId('apply-amount'), { target: { value: '24' } });
    fireEvent.blur(screen.getByTestId('apply-amount'));
    fireEvent.change(screen.getByTestId('apply-note'), { target: { value: 'Left earbud is silent' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/return-detail?refundSn=R1795000000000001'));
    const sent = calls.find((c) => c.path === '/p/orderRefund/apply')!.body;
    expect(sent).toMatchObject({
      orderNumber: ORDER,
      orderItemId: 11,
      refundType: 2,
      applyType: 1,
      isReceiver: true,
      buyerReason: 'damaged',
      refundAmount: 2400,
      goodsNum: 3,
      buyerMobile: '+86 138 0013 8000',
      buyerDesc: 'Left earbud is silent',
      keepGifts: [12],
    });
  });

  it('says why an order takes no request (deadline passed) and asks for an order when none is given', async () => {
    answerApi({ '/p/orderRefund/refundable': refundable({ refusal: 'refundDeadline' }) });
    const view = wrap(<ApplyReturnPage />, `/user-center/apply-return?orderNumber=${ORDER}`);
    expect((await screen.findByTestId('apply-closed')).textContent).toContain('Refund deadline exceeded');
    view.unmount();

    wrap(<ApplyReturnPage />, '/user-center/apply-return');
    expect(screen.getByTestId('apply-no-order').textContent).toContain('Choose the order');
  });

  it('an order of someone else is not found, in the buyer’s language', async () => {
    answerApi({ '/p/orderRefund/refundable': { code: 'A00013', msg: '订单不存在', data: null } });
    await act(() => i18next.changeLanguage('zh_CN'));
    wrap(<ApplyReturnPage />, `/user-center/apply-return?orderNumber=${ORDER}`);
    expect((await screen.findByTestId('apply-order-not-found')).textContent).toContain('订单不存在');
  });
});

const summary = (over: Partial<RefundSummary> = {}): RefundSummary => ({
  refundSn: 'R1795000000000001',
  orderNumber: ORDER,
  shopId: 1,
  shopName: 'Shenzhen Tech Factory',
  refundType: 2,
  applyType: 2,
  status: 2,
  closeReason: null,
  intervention: null,
  refundResult: null,
  refundAmount: 2400,
  goodsNum: 1,
  applyTime: '2026-11-22T10:00:00Z',
  deadline: { kind: 'buyerShip', at: '2026-11-29T10:00:00Z' },
  items: [
    {
      orderItemId: 11,
      prodId: 7,
      prodName: 'Wireless earbuds',
      skuName: 'Black',
      pic: null,
      price: 1000,
      count: 1,
      amount: 2400,
      gift: false,
    },
  ],
  ...over,
});

describe('my after-sales requests', () => {
  it('lists requests by tab with their state and what can be done; withdraws', async () => {
    const calls = answerApi({
      '/p/orderRefund/list': ({ url }: ApiCall) =>
        url.searchParams.get('status') === '7'
          ? {
              records: [summary({ refundSn: 'R1795000000000002', status: 7, applyType: 1, deadline: null })],
              total: 1,
              pages: 1,
              current: 1,
              size: 10,
            }
          : { records: [summary()], total: 1, pages: 1, current: 1, size: 10 },
      '/p/orderRefund/cancel': null,
    });
    wrap(<ReturnsPage />, '/user-center/uc-return');
    const card = await screen.findByTestId('uc-return');
    expect(card.getAttribute('data-status')).toBe('2');
    expect(within(card).getByTestId('uc-return-status').textContent).toBe('Seller processing');
    expect(within(card).getByTestId('uc-return-ship').getAttribute('href')).toBe('/return-detail?refundSn=R1795000000000001');
    fireEvent.click(within(card).getByTestId('uc-return-withdraw'));
    fireEvent.click(await screen.findByTestId('uc-return-withdraw-ok'));
    await waitFor(() => expect(calls.find((c) => c.path === '/p/orderRefund/cancel')?.body).toEqual({ refundSn: 'R1795000000000001' }));

    fireEvent.click(screen.getByTestId('uc-return-tab-rejected'));
    await waitFor(() => expect(screen.getByTestId('uc-return').getAttribute('data-status')).toBe('7'));
    screen.getByTestId('uc-return-intervene');
    expect(screen.queryByTestId('uc-return-withdraw')).toBeNull();
  });

  it('an empty tab says so, in Chinese too', async () => {
    answerApi({ '/p/orderRefund/list': { records: [], total: 0, pages: 0, current: 1, size: 10 } });
    await act(() => i18next.changeLanguage('zh_CN'));
    wrap(<ReturnsPage />, '/user-center/uc-return?tab=closed');
    expect((await screen.findByTestId('uc-return-empty')).textContent).toContain('暂无售后申请');
  });
});

describe('order list', () => {
  const order = {
    orderNumber: ORDER,
    shopId: 1,
    shopName: 'Shop',
    subStatus: 'buyerCompleted',
    orderType: 'normal',
    actualTotal: 100,
    productNums: 1,
    createTime: '2026-11-20T10:00:00Z',
    payDeadline: '2026-11-20T10:30:00Z',
    payStage: null,
    receiveTime: new Date().toISOString(),
    refundStatus: null,
    status: 4,
  };
  const line = {
    orderItemId: 11,
    prodId: 7,
    prodName: 'Earbuds',
    skuName: 'Black',
    pic: null,
    price: 100,
    count: 1,
    giftOf: null,
    refundedCount: 0,
    openRefundSn: null,
  };

  it('offers after-sales on eligible lines only: not on gifts, refunded lines, unpaid or late orders; an open request is linked', () => {
    const view = wrap(
      <OrderCard
        order={{ ...order, orderItems: [line, { ...line, orderItemId: 12, giftOf: 11 }, { ...line, orderItemId: 13, refundedCount: 1 }] }}
      />,
      '/user-center/uc-order',
    );
    const links = screen.getAllByTestId('uc-order-apply-after-sales');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`/user-center/apply-return?orderNumber=${ORDER}&orderItemId=11`]);
    view.unmount();
    const late = wrap(<OrderCard order={{ ...order, receiveTime: '2020-01-01T00:00:00Z', orderItems: [line] }} />, '/user-center/uc-order');
    expect(screen.queryByTestId('uc-order-apply-after-sales')).toBeNull();
    late.unmount();
    wrap(
      <OrderCard order={{ ...order, refundStatus: 'inProgress', orderItems: [{ ...line, openRefundSn: 'R1795000000000009' }] }} />,
      '/user-center/uc-order',
    );
    expect(screen.getByTestId('uc-order-view-after-sales').getAttribute('href')).toBe('/return-detail?refundSn=R1795000000000009');
    expect(screen.getByTestId('uc-order-refund-status').textContent).toBe('Refund in progress');
  });
});
