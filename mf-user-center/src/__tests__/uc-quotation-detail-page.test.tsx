import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addNamespace, COMMON_NS, commonResources, useCurrencyStore } from '@mall/shared';
import type { QuotationDetail, QuotationView } from '@mall/shared/contracts';
import { answerApi, answerWithStatus, startApiServer } from '@mall/shared/testing/api-server';
import { resources } from '../i18n';
import QuotationDetailPage from '../pages/uc-quotation-detail-page';

/** What the quotation detail shows from the API: the comparison in the buyer's currency, and its failures. */

const supplier = (shopId: number, shopName: string) => ({
  shopId,
  shopName,
  logo: null,
  sender: 'Li Wei',
  companyName: `${shopName} Co., Ltd.`,
  companyType: 'Manufacturer',
  companyAddress: 'Ningbo, Zhejiang',
  email: 'sales@example.com',
  region: 'CN',
  selfOperated: false,
  yearsInBusiness: 8,
  responseRate: 96,
  responseHours: 5,
});
const quotation = (quotationId: number, shopId: number, shopName: string, unitPrice: number, currency: string): QuotationView => ({
  quotationId,
  status: 2,
  statusKey: 'read',
  rfqId: 5,
  rfqNumber: 'RFQ20261123000005',
  inquiryId: null,
  subject: 'Water bottle',
  prodId: 10 + shopId,
  skuId: 100 + shopId,
  prodName: `Bottle of ${shopName}`,
  skuName: '500 ml',
  pic: null,
  unitPrice,
  currency,
  moq: 100,
  unit: null,
  tradeTerm: 'FOB',
  deliveryPort: 'Ningbo',
  paymentMethod: 'tt',
  sampleOffered: true,
  validTo: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  note: '',
  attachments: [],
  supplier: supplier(shopId, shopName),
  revision: 1,
  createTime: '2026-11-20T10:00:00.000Z',
  updateTime: '2026-11-20T10:00:00.000Z',
  readAt: '2026-11-21T10:00:00.000Z',
  closedBy: null,
  orderNumber: null,
  confirmedQuantity: null,
  orderable: true,
});
// USD 2.80 against CNY 19.90: in euros the yuan offer is the cheaper one (2.58 against 2.54).
const usd = quotation(1, 1, 'North Shop', 280, 'USD');
const cny = quotation(2, 2, 'South Shop', 1990, 'CNY');
const DETAIL: QuotationDetail = {
  quotation: usd,
  history: [],
  request: {
    rfqId: 5,
    rfqNumber: 'RFQ20261123000005',
    inquiryId: null,
    status: 'inquiring',
    productName: 'Water bottle',
    quantity: 500,
    unit: null,
    currency: 'USD',
    price: 300,
    tradeTerm: 'FOB',
    destination: 'Hamburg',
    country: 'DE',
  },
  comparison: [usd, cny],
};

function show(at: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="*" element={<QuotationDetailPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, COMMON_NS, commonResources);
  addNamespace(i18next, 'userCenter', resources);
  useCurrencyStore.getState().init([
    { currencyCode: 'USD', symbol: '$', exchangeRate: 1, status: 1, defaultCurrency: 1 },
    { currencyCode: 'CNY', symbol: '¥', exchangeRate: 7.2, status: 1 },
    { currencyCode: 'EUR', symbol: '€', exchangeRate: 0.92, status: 1 },
  ]);
  useCurrencyStore.getState().select('EUR');
});
startApiServer();

describe('quotation detail', () => {
  it("compares every quotation of the request in the buyer's currency and marks the lowest", async () => {
    const calls = answerApi({ '/p/quotation/info': DETAIL });
    show('/user-center/uc-quotation/detail?quotationId=1');
    expect(await screen.findAllByTestId('compare-column')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/p/quotation/info' && c.url.searchParams.get('quotationId') === '1')).toBe(true);
    const prices = screen.getAllByTestId('compare-price').map((p) => p.textContent);
    expect(prices).toEqual(['€2.58', '€2.54']);
    const price = screen.getByTestId('compare-row-price');
    expect(price.textContent).toContain('USD 2.80');
    expect(price.textContent).toContain('CNY 19.90');
    const lowest = within(price).getAllByTestId('compare-lowest');
    expect(lowest).toHaveLength(1);
    expect(lowest[0]!.closest('td')!.textContent).toContain('€2.54');
    expect(screen.getByTestId('compare-row-company').textContent).toContain('South Shop Co., Ltd.');
  });

  it("an id the API will not show this buyer (A00013): the server's words and the way back, no retry", async () => {
    answerApi({ '/p/quotation/info': { code: 'A00013', msg: 'This quotation does not exist', data: null } });
    show('/user-center/uc-quotation/detail?quotationId=999');
    const missing = await screen.findByTestId('quotation-missing');
    expect(missing.textContent).toContain('This quotation does not exist');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/user-center/uc-quotation');
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
  });

  it('a server failure is not called "not found": it offers a retry', async () => {
    answerApi({ '/p/quotation/info': () => answerWithStatus(500, { code: 'A00005', msg: 'Server error', data: null }) });
    show('/user-center/uc-quotation/detail?quotationId=1');
    await screen.findByRole('button', { name: /retry/i });
    expect(screen.queryByTestId('quotation-missing')).toBeNull();
    expect(screen.queryByTestId('compare-column')).toBeNull();
  });
});
