import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addNamespace, commonResources, useSessionStore } from '@mall/shared';
import { answerApi, startApiServer } from '@mall/shared/testing/api-server';
import type { RefundDetail } from '@mall/shared/contracts';
import { resources } from '../../../i18n';
import ReturnDetailPage from '../../../pages/return-detail-page';

const SN = 'R1795000000000001';
const detail = (over: Partial<RefundDetail> = {}): RefundDetail => ({
  refundSn: SN,
  orderNumber: '176000000000012345678',
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
  deadline: { kind: 'buyerShip', at: new Date(Date.now() + 3 * 86_400_000 + 5000).toISOString() },
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
  isReceiver: true,
  buyerReason: 'damaged',
  buyerDesc: 'Left earbud is silent',
  buyerMobile: '+86 13800138000',
  buyerMail: null,
  photoFiles: [],
  chargesAmount: 0,
  orderAmount: 3600,
  orderStatus: 4,
  interventionReason: null,
  interventionFiles: [],
  interventionRemark: null,
  sellerMsg: null,
  rejectReason: null,
  returnAddress: { receiver: 'Returns desk', mobile: '+86 755 1234567', addr: 'No. 9 Harbour Road, Shenzhen', postCode: '518000' },
  expressName: null,
  expressNo: null,
  expressRemark: null,
  expressFiles: [],
  handledTime: '2026-11-22T11:00:00Z',
  shippedTime: null,
  receivedTime: null,
  refundedTime: null,
  closedTime: null,
  payouts: [],
  progress: [
    { actor: 'buyer', action: 'apply', status: 1, note: 'Left earbud is silent', files: [], time: '2026-11-22T10:00:00Z' },
    { actor: 'seller', action: 'agreeReturn', status: 2, note: null, files: [], time: '2026-11-22T11:00:00Z' },
  ],
  serverTime: new Date().toISOString(),
  ...over,
});

const renderAt = (at: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/return-detail" element={<ReturnDetailPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'checkout', resources);
  addNamespace(i18next, 'common', commonResources);
});
startApiServer();
beforeEach(() => act(() => useSessionStore.setState({ userToken: 'token-1' })));
afterEach(async () => {
  act(() => useSessionStore.setState({ userToken: '' }));
  await i18next.changeLanguage('en');
});

describe('after-sales details', () => {
  it('an accepted return: the address, the countdown, the parcel form checked with the shared rules, then sent', async () => {
    // The 3-day deadline is set when the server answers (a slow first render on a loaded machine ate the margin).
    let current: ReturnType<typeof detail> | null = null;
    const calls = answerApi({
      '/p/orderRefund/info': () => current ?? detail(),
      '/p/orderRefund/submitExpress': () => {
        current = detail({ status: 3, deadline: null, expressName: 'DHL', expressNo: 'JD01' });
        return null;
      },
    });
    renderAt(`/return-detail?refundSn=${SN}`);
    expect((await screen.findByTestId('refund-headline')).textContent).toBe('Accepted, waiting for your return');
    expect(screen.getByTestId('return-address').textContent).toContain('No. 9 Harbour Road, Shenzhen');
    expect(screen.getByTestId('refund-deadline').textContent).toMatch(/^Ship the return within 3 d \d\d:\d\d:\d\d, or the request closes$/);
    expect(screen.getAllByTestId('refund-step').map((s) => s.getAttribute('data-action'))).toEqual(['agreeReturn', 'apply']);

    fireEvent.click(screen.getByTestId('express-submit'));
    expect((await screen.findByTestId('error-expressName')).textContent).toBe('Please choose the logistics company');
    expect(screen.getByTestId('error-expressNo').textContent).toBe('Please enter the logistics number');
    expect(calls.some((c) => c.path === '/p/orderRefund/submitExpress')).toBe(false);

    fireEvent.change(screen.getByTestId('express-name').querySelector('input')!, { target: { value: 'DHL' } });
    fireEvent.change(screen.getByTestId('express-no'), { target: { value: 'JD01' } });
    fireEvent.click(screen.getByTestId('express-submit'));
    await waitFor(() => expect(screen.getByTestId('return-detail').getAttribute('data-status')).toBe('3'));
    expect(calls.find((c) => c.path === '/p/orderRefund/submitExpress')!.body).toMatchObject({
      refundSn: SN,
      expressName: 'DHL',
      expressNo: 'JD01',
    });
    expect(screen.getByTestId('refund-parcel').textContent).toContain('DHL JD01');
  });

  it('a rejection: the reason, and the intervention form (reason required) in Chinese', async () => {
    answerApi({ '/p/orderRefund/info': detail({ status: 7, rejectReason: 'Used item', deadline: null }) });
    await act(() => i18next.changeLanguage('zh_CN'));
    renderAt(`/return-detail?refundSn=${SN}`);
    expect((await screen.findByTestId('refund-headline')).textContent).toBe('商家已拒绝');
    expect(screen.getByTestId('refund-reject-reason').textContent).toContain('Used item');
    expect(screen.queryByTestId('refund-withdraw')).toBeNull();
    fireEvent.click(screen.getByTestId('intervene-submit'));
    expect((await screen.findByTestId('error-reason')).textContent).toBe('请说明需要平台介入的原因');
  });

  it('refunded: money back per method, no actions left', async () => {
    answerApi({
      '/p/orderRefund/info': detail({
        status: 5,
        refundResult: 'success',
        deadline: null,
        payouts: [{ payType: 9, amount: 2400, status: 'done', refundNo: null }],
      }),
    });
    renderAt(`/return-detail?refundSn=${SN}`);
    expect((await screen.findByTestId('refund-payouts')).textContent).toContain('Balance');
    expect(screen.getByTestId('payout-status').textContent).toBe('Paid back');
    expect(screen.queryByTestId('refund-withdraw')).toBeNull();
    expect(screen.queryByTestId('return-shipment')).toBeNull();
  });

  it('someone else’s request is not found; no request given says so', async () => {
    answerApi({ '/p/orderRefund/info': { code: 'A00013', msg: 'After-sales request not found', data: null } });
    const view = renderAt(`/return-detail?refundSn=${SN}`);
    expect((await screen.findByTestId('refund-not-found')).textContent).toContain('After-sales request not found');
    view.unmount();
    renderAt('/return-detail');
    expect(screen.getByTestId('refund-none').textContent).toContain('No after-sales request was given.');
  });
});
