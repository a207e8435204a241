import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addNamespace } from '@mall/shared';
import { answerApi, startApiServer } from '@mall/shared/testing/api-server';
import { resources } from '../../../i18n';
import MyReviewsPage from '../../../pages/uc-comments-page';
import { OrderCard } from '../../orders/order-card';

const REVIEW = {
  prodCommId: 31,
  prodId: 7,
  orderNumber: '176000000000012345678',
  orderItemId: 11,
  prodName: 'Wireless earbuds',
  skuName: 'Black',
  pic: null,
  score: 4,
  content: 'Clear sound <b>and</b> long battery',
  pics: ['comment-image/k1'],
  isAnonymous: true,
  recTime: '2026-11-22T10:00:00Z',
  transactionTime: '2026-11-20T10:05:00Z',
  replyContent: null,
};

const wrap = (node: React.ReactNode, at: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="*" element={node} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'userCenter', resources);
});
startApiServer();

describe('my reviews', () => {
  it('lists my reviews, opens one with its order and transaction time, and goes back to the list', async () => {
    const calls = answerApi({
      '/p/prodComm/prodCommInfo': REVIEW,
      '/p/prodComm/prodCommPageByUser': { records: [REVIEW], total: 1, pages: 1, current: 1, size: 10 },
    });
    wrap(<MyReviewsPage />, '/user-center/uc-comments');
    const row = await screen.findByTestId('uc-comment');
    expect(row.textContent).toContain('Wireless earbuds');
    // User text is shown as text, never as markup.
    expect(row.textContent).toContain('Clear sound <b>and</b> long battery');
    expect(row.querySelector('b')).toBeNull();
    screen.getByText('Anonymous');
    // The stars are named by the score, in the list and the detail (not five unnamed radios).
    within(row).getByRole('img', { name: '4 / 5' });
    expect(within(row).queryAllByRole('radio')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('uc-comment-open'));
    const detail = await screen.findByTestId('uc-comment-detail');
    within(detail).getByRole('img', { name: '4 / 5' });
    expect(detail.textContent).toContain(REVIEW.orderNumber);
    expect(detail.textContent).toContain('Transaction time');
    expect(calls.some((c) => c.path === '/p/prodComm/prodCommInfo' && c.url.searchParams.get('prodCommId') === '31')).toBe(true);
    fireEvent.click(screen.getByTestId('uc-comment-back'));
    await screen.findByTestId('uc-comment');
    expect(screen.queryByTestId('uc-comment-detail')).toBeNull();
  });

  it('an order waiting for evaluation offers "Evaluate" to the write-comments page', () => {
    const order = {
      orderNumber: REVIEW.orderNumber,
      shopId: 1,
      shopName: 'Shop',
      subStatus: 'buyerCompleted',
      orderType: 'normal',
      actualTotal: 100,
      productNums: 1,
      createTime: '2026-11-20T10:00:00Z',
      payDeadline: '2026-11-20T10:30:00Z',
      payStage: null,
      receiveTime: null,
      refundStatus: null,
      orderItems: [],
    };
    const view = wrap(<OrderCard order={{ ...order, status: 4 }} />, '/user-center/uc-order');
    expect(screen.getByTestId('uc-order-evaluate').getAttribute('href')).toBe(`/write-comments?orderNumber=${REVIEW.orderNumber}`);
    view.unmount();
    wrap(<OrderCard order={{ ...order, status: 5 }} />, '/user-center/uc-order');
    expect(screen.queryByTestId('uc-order-evaluate')).toBeNull();
  });
});
