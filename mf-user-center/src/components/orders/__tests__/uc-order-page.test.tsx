import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addNamespace } from '@mall/shared';
import { resources } from '../../../i18n';
import MyOrdersPage from '../../../pages/uc-order-page';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '00000', msg: null, data }), { headers: { 'content-type': 'application/json' } });
const ORDER = {
  orderNumber: '176000000000012345678',
  shopId: 1,
  shopName: 'Shenzhen Tech Factory',
  status: 2,
  subStatus: 'awaitingShipment',
  actualTotal: 12345,
  productNums: 1,
  createTime: '2026-11-21T10:00:00Z',
  payDeadline: '2026-11-21T10:30:00Z',
  orderItems: [{ orderItemId: 1, prodId: 7, prodName: 'Wireless earbuds', skuName: 'Black', pic: null, price: 12345, count: 1 }],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'userCenter', resources);
});
afterEach(() => vi.restoreAllMocks());

describe('my orders', () => {
  it('lists orders of the chosen buyer state with counts and links to the order detail', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).includes('orderCount')
          ? envelope({ unPay: 1, payed: 1, consignment: 0, toReview: 0, success: 0, close: 0, allCount: 2 })
          : envelope({ records: [ORDER], total: 1, pages: 1, current: 1, size: 10 }),
      );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <MemoryRouter initialEntries={['/user-center/uc-order?tab=toShip']}>
            <Routes>
              <Route path="/user-center/uc-order" element={<MyOrdersPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId('uc-order');
    expect(card.getAttribute('data-status')).toBe('2');
    expect(screen.getByText('Wireless earbuds')).toBeTruthy();
    expect((await screen.findByTestId('uc-order-tab-toShip')).textContent).toBe('To be shipped (1)');
    expect(screen.getByTestId('uc-order-detail').getAttribute('href')).toBe(`/order-detail?orderNumber=${ORDER.orderNumber}`);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/p/myOrder/myOrder?status=2'))).toBe(true);
  });
});
