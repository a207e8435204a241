import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { addNamespace, useCurrencyStore, useLocaleStore } from '@mall/shared';
import { answerApi, startApiServer, type ApiCall } from '@mall/shared/testing/api-server';
import { resources } from '../i18n';
import HomePage from '../pages/home-page';

const card = (prodId: number, price: number, prodName: string) => ({
  prodId,
  prodName,
  shopId: 1,
  shopName: 'Shenzhen Everwin',
  pic: 'catalog/p/1.svg',
  price,
  oriPrice: price + 100,
  pointsPrice: null,
  prodType: 'normal',
  soldNum: 12,
  unit: 'piece',
  region: 'Guangdong',
  score: 4.5,
  totalStocks: 10,
  brief: null,
});

const home = {
  banners: [{ bannerId: 1, title: 'Global sourcing', pic: 'catalog/b/0.svg', link: '/categories' }],
  categories: [
    {
      categoryId: 7,
      parentId: 0,
      categoryName: 'Machinery',
      children: [{ categoryId: 70, parentId: 7, categoryName: 'Pumps', children: [] }],
    },
  ],
  featured: [{ topicId: 1, title: 'Best sellers this week', intro: null, pic: null, prods: [card(1, 1250, 'Premium Water Pump A1')] }],
  premium: [card(2, 999, 'Classic Tea Set B2')],
  suppliers: [],
  exhibitions: [
    {
      exhibitionId: 1,
      title: 'Canton Fair',
      intro: null,
      city: 'Guangzhou',
      venue: null,
      pic: null,
      startTime: '2026-01-01T00:00:00Z',
      endTime: '2026-01-05T00:00:00Z',
      state: 1,
      categoryId: null,
    },
  ],
  belts: [],
  videos: [],
  news: [{ newsId: 1, title: 'Shipping rates ease', summary: null, pic: null, createdAt: '2026-01-01T00:00:00Z' }],
  hotSearch: [{ title: 'earphones' }],
};

startApiServer();
let calls: ApiCall[] = [];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'catalog', resources);
});

beforeEach(() => {
  calls = answerApi({ '/index/home': home });
  useLocaleStore.setState({ locale: 'en' });
  useCurrencyStore.getState().init([
    { currencyCode: 'USD', symbol: '$', exchangeRate: 1, status: 1, defaultCurrency: 1 },
    { currencyCode: 'CNY', symbol: '¥', exchangeRate: 7.2, status: 1, defaultCurrency: 0 },
  ]);
  useCurrencyStore.getState().select('USD');
});

const renderHome = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('catalog home', () => {
  it('renders every section from one aggregated call, prices converted on currency switch', async () => {
    renderHome();
    screen.getByTestId('catalog-home');
    await screen.findByText('Machinery');
    screen.getByRole('heading', { name: 'Best sellers this week' });
    screen.getByText('Canton Fair');
    screen.getByText('Shipping rates ease');
    expect(calls.map((c) => c.path)).toEqual(['/index/home']);

    const prices = () => screen.getAllByTestId('sample-price').map((e) => e.textContent);
    expect(prices()).toEqual(['$12.50', '$9.99']);
    act(() => useCurrencyStore.getState().select('CNY'));
    await waitFor(() => expect(prices()).toEqual(['CN¥90.00', 'CN¥71.93']));
  });

  it('reserves image boxes and lazy-loads below the fold', async () => {
    renderHome();
    await screen.findByText('Machinery');
    const imgs = Array.from(document.querySelectorAll('img'));
    expect(imgs.length).toBeGreaterThan(2);
    for (const img of imgs) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
    }
    expect(imgs.filter((i) => i.getAttribute('loading') === 'lazy').length).toBeGreaterThan(0);
  });
});
