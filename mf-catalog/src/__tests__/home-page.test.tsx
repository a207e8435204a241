import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { addNamespace, useCurrencyStore, useLocaleStore } from '@mall/shared';
import { resources } from '../i18n';
import HomePage from '../pages/home-page';

const answers: Record<string, unknown> = {
  '/webConfig/getPcWebConfig': {
    pcTitleContent: 'Test Mall',
    pcLogoImg: '',
    seoConfigList: [{ type: 'home', title: 't', keywords: 'k', description: 'Buy from the world' }],
  },
  '/dict/data/list': [
    { dictLabel: 'piece', dictValue: 'piece/pieces' },
    { dictLabel: 'kilogram', dictValue: 'kilogram/kilograms' },
  ],
  '/category/categoryInfo': [{ categoryId: 7, parentId: 0, categoryName: 'Machinery' }],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'catalog', resources);
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
      return new Response(JSON.stringify({ code: '00000', msg: null, data: answers[path] ?? null }));
    }),
  );
  useLocaleStore.setState({ locale: 'en' });
  useCurrencyStore.getState().init([
    { currencyCode: 'USD', symbol: '$', exchangeRate: 1, status: 1, defaultCurrency: 1 },
    { currencyCode: 'CNY', symbol: '¥', exchangeRate: 7.2, status: 1, defaultCurrency: 0 },
  ]);
  useCurrencyStore.getState().select('USD');
});

afterEach(() => vi.unstubAllGlobals());

const renderHome = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('catalog home', () => {
  it('shows the site title, categories and unit prices from the API, converted on currency switch', async () => {
    renderHome();
    expect(screen.getByTestId('catalog-home')).toBeTruthy();
    expect(await screen.findByText('Test Mall')).toBeTruthy();
    expect(await screen.findByText('Machinery')).toBeTruthy();
    expect(await screen.findByText('$12.50 / 1 piece')).toBeTruthy();
    expect(screen.getByText('$125.00 / 10 pieces')).toBeTruthy();

    act(() => useCurrencyStore.getState().select('CNY'));
    await waitFor(() => expect(screen.getByText('¥90.00 / 1 piece')).toBeTruthy());
    expect(screen.getByTestId('catalog-home-currency').textContent).toBe('CNY');
  });
});
