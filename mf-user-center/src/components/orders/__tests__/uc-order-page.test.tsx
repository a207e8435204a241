import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { addNamespace } from '@mall/shared';
import { answerApi, startApiServer, type ApiCall } from '@mall/shared/testing/api-server';
import type { PayStage } from '@mall/shared/contracts';
import { resources } from '../../../i18n';
import MyOrdersPage from '../../../pages/uc-order-page';
import { renderPage } from '../../../__tests__/render-page';
import { OrderCard } from '../order-card';

const ORDER = {
  orderNumber: '176000000000012345678',
  shopId: 1,
  shopName: 'Shenzhen Tech Factory',
  status: 2,
  subStatus: 'awaitingShipment',
  orderType: 'normal',
  actualTotal: 12345,
  productNums: 1,
  createTime: '2026-11-21T10:00:00Z',
  payDeadline: '2026-11-21T10:30:00Z',
  payStage: null as PayStage | null,
  receiveTime: null as string | null,
  refundStatus: null as 'inProgress' | 'partial' | 'full' | null,
  orderItems: [
    {
      orderItemId: 1,
      prodId: 7,
      prodName: 'Wireless earbuds',
      skuName: 'Black',
      pic: null,
      price: 12345,
      count: 1,
      giftOf: null,
      refundedCount: 0,
      openRefundSn: null,
    },
  ],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'userCenter', resources);
});
startApiServer();

describe('my orders', () => {
  it('lists orders of the chosen buyer state with counts and links to the order detail', async () => {
    const calls = answerApi({
      '/p/myOrder/orderCount': { unPay: 1, payed: 1, consignment: 0, toReview: 0, success: 0, close: 0, allCount: 2 },
      '/p/myOrder/myOrder': { records: [ORDER], total: 1, pages: 1, current: 1, size: 10 },
    });
    renderPage(<MyOrdersPage />, '/user-center/uc-order?tab=toShip');
    const card = await screen.findByTestId('uc-order');
    expect(card.getAttribute('data-status')).toBe('2');
    screen.getByText('Wireless earbuds');
    expect((await screen.findByTestId('uc-order-tab-toShip')).textContent).toBe('To be shipped (1)');
    expect(screen.getByTestId('uc-order-detail').getAttribute('href')).toBe(`/order-detail?orderNumber=${ORDER.orderNumber}`);
    expect(calls.some((c) => c.path === '/p/myOrder/myOrder' && c.url.searchParams.get('status') === '2')).toBe(true);
  });

  it('shows a chosen tab at once, then lists its state from page 1 with the tab kept in the URL', async () => {
    const calls = answerApi({
      '/p/myOrder/orderCount': { unPay: 1, payed: 24, consignment: 0, toReview: 0, success: 0, close: 0, allCount: 25 },
      '/p/myOrder/myOrder': ({ url }: ApiCall) => {
        const status = Number(url.searchParams.get('status'));
        const current = Number(url.searchParams.get('current'));
        const order = { ...ORDER, status: status || 2, orderNumber: `${ORDER.orderNumber.slice(0, -3)}${status}${current}0` };
        return { records: [order], total: status === 1 ? 1 : 25, pages: status === 1 ? 1 : 3, current, size: 10 };
      },
    });
    const asked = (status: number, current: number) =>
      calls.some((c) => c.path === '/p/myOrder/myOrder' && c.url.search.startsWith(`?status=${status}&current=${current}&`));
    renderPage(<MyOrdersPage />, '/user-center/uc-order?tab=all');
    await screen.findByTestId('uc-order');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked(0, 2)).toBe(true));
    const tab = (key: string) => screen.getByTestId(`uc-order-tab-${key}`).closest('[role="tab"]')!;
    fireEvent.click(screen.getByTestId('uc-order-tab-unpaid'));
    // The tab is chosen on the click itself; the URL and the list follow after the next paint.
    expect(tab('unpaid').getAttribute('aria-selected')).toBe('true');
    expect(tab('all').getAttribute('aria-selected')).toBe('false');
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=unpaid'));
    await waitFor(() => expect(screen.getByTestId('uc-order').getAttribute('data-status')).toBe('1'));
    expect(asked(1, 1)).toBe(true);
    // Back on "All", the list starts again at page 1.
    fireEvent.click(screen.getByTestId('uc-order-tab-all'));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=all'));
    await waitFor(() => expect(screen.getByTestId('uc-order').getAttribute('data-order-number')).toMatch(/010$/));
    expect(tab('all').getAttribute('aria-selected')).toBe('true');
  });

  const card = (order: typeof ORDER) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemoryRouter>
            <OrderCard order={order} />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );

  it('offers Pay for what is due: the order, its advance, or a final payment the merchant has confirmed', () => {
    const cases: [number, PayStage | null, string | null][] = [
      [1, null, 'Pay'],
      [1, 'awaitingAdvance', 'Pay advance'],
      [2, 'advancePaid', null],
      [2, 'finalDue', 'Pay final payment'],
      [3, 'finalDue', 'Pay final payment'],
      [3, 'settled', null],
      [5, null, null],
    ];
    for (const [status, payStage, label] of cases) {
      const view = card({ ...ORDER, status, payStage });
      const pay = screen.queryByTestId('uc-order-pay');
      expect(pay?.textContent ?? null, `${status} ${payStage}`).toBe(label);
      if (pay) expect(pay.getAttribute('href')).toBe(`/payment?orderNumbers=${ORDER.orderNumber}`);
      view.unmount();
    }
  });

  it('lets completed and canceled orders be deleted, after a confirmation', async () => {
    for (const status of [1, 2, 3, 4]) {
      const view = card({ ...ORDER, status });
      expect(screen.queryByTestId('uc-order-delete'), String(status)).toBeNull();
      view.unmount();
    }
    const calls = answerApi({ [`/p/myOrder/${ORDER.orderNumber}`]: null });
    for (const status of [5, 6]) {
      const view = card({ ...ORDER, status });
      screen.getByTestId('uc-order-delete').click();
      (await screen.findByTestId('uc-order-delete-ok')).click();
      await vi.waitFor(() => expect(calls.some((c) => c.path === `/p/myOrder/${ORDER.orderNumber}` && c.method === 'DELETE')).toBe(true));
      calls.length = 0;
      view.unmount();
    }
  });
});
