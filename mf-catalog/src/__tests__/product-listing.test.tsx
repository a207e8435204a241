import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { addNamespace, useCurrencyStore, useLocaleStore } from '@mall/shared';
import { answerApi, startApiServer, type ApiCall } from '@mall/shared/testing/api-server';
import { resources } from '../i18n';
import { ProductListing, useListQuery } from '../components/product-listing';

const card = (prodId: number) => ({
  prodId,
  prodName: `Desk lamp ${prodId}`,
  shopId: 1,
  shopName: 'Shenzhen Everwin',
  pic: 'catalog/p/1.svg',
  price: 1250,
  oriPrice: 1350,
  pointsPrice: null,
  prodType: 'normal',
  soldNum: 12,
  unit: 'piece',
  region: 'Guangdong',
  score: 4.5,
  totalStocks: 10,
  brief: null,
});

const requests: URL[] = [];
beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'catalog', resources);
});
beforeEach(() => {
  requests.length = 0;
  answerApi({
    '*': ({ url }: ApiCall) => {
      requests.push(url);
      const current = Number(url.searchParams.get('current') ?? 1);
      // Sorted by price, the page holds other products.
      const first = (url.searchParams.get('sort') === 'priceAsc' ? 100 : 0) + current * 10;
      return {
        records: [card(first + 1), card(first + 2)],
        total: 10_000,
        pages: 500,
        current,
        size: 20,
        totalCapped: true,
        nextCursor: `after-${current}`,
      };
    },
  });
  useCurrencyStore.getState().init([{ currencyCode: 'USD', symbol: '$', exchangeRate: 1, status: 1, defaultCurrency: 1 }]);
});
startApiServer();

function Listing() {
  const [query, update] = useListQuery();
  return (
    <>
      <ProductListing query={query} update={update} />
      <output data-testid="search">{useLocation().search}</output>
    </>
  );
}
const renderListing = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/search?keyword=lamp']}>
        <Listing />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('product listing at scale', () => {
  it('says "10,000+" when the total is capped, in English and Chinese', async () => {
    useLocaleStore.setState({ locale: 'en' });
    await act(() => i18next.changeLanguage('en'));
    const { unmount } = renderListing();
    expect((await screen.findByTestId('result-total')).textContent).toBe('10,000+ results');
    unmount();
    useLocaleStore.setState({ locale: 'zh_CN' });
    await act(() => i18next.changeLanguage('zh_CN'));
    renderListing();
    expect((await screen.findByTestId('result-total')).textContent).toBe('共 10,000+ 件商品');
  });

  it('asks for the next page after the last row (cursor), and for another page by number', async () => {
    useLocaleStore.setState({ locale: 'en' });
    await act(() => i18next.changeLanguage('en'));
    renderListing();
    const shows = (text: string) => waitFor(() => expect(document.body.textContent).toContain(text));
    await shows('Desk lamp 11');
    // The page numbers are real links to the page's address (crawlers follow them); a click pages in place.
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('?keyword=lamp&current=2');
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await shows('Desk lamp 21');
    const second = requests.at(-1)!;
    expect(second.searchParams.get('current')).toBe('2');
    expect(second.searchParams.get('cursor')).toBe('after-1');
    // The cursor belongs to one page only: the links leave it out.
    expect(screen.getByRole('link', { name: 'Page 500' }).getAttribute('href')).toBe('?keyword=lamp&current=500');
    fireEvent.click(screen.getByRole('link', { name: 'Page 500' }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('current')).toBe('500'));
    expect(requests.at(-1)!.searchParams.get('cursor')).toBeNull();
  });

  it('marks a chosen sort at once, keeps the results until the sorted page is there, and keeps the sort in the URL', async () => {
    useLocaleStore.setState({ locale: 'en' });
    await act(() => i18next.changeLanguage('en'));
    renderListing();
    const shows = (text: string) => waitFor(() => expect(document.body.textContent).toContain(text));
    await shows('Desk lamp 11');
    const choice = screen.getByTestId('sort-priceAsc') as HTMLInputElement;
    fireEvent.click(choice);
    // The choice shows on the click itself; the URL and the sorted page follow after the next paint.
    expect(choice.checked).toBe(true);
    expect((screen.getByTestId('sort-default') as HTMLInputElement).checked).toBe(false);
    const shown = (prodId: number) => document.querySelector(`[data-testid="product-card"][data-prod-id="${prodId}"]`) !== null;
    expect(shown(11)).toBe(true);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?keyword=lamp&sort=priceAsc'));
    await waitFor(() => expect(shown(111)).toBe(true));
    expect(shown(11)).toBe(false);
    expect(requests.at(-1)!.searchParams.get('sort')).toBe('priceAsc');
    expect(choice.checked).toBe(true);
  });

  it('keeps both of two changes made before the page shows the first', async () => {
    useLocaleStore.setState({ locale: 'en' });
    await act(() => i18next.changeLanguage('en'));
    renderListing();
    await waitFor(() => expect(document.body.textContent).toContain('Desk lamp 11'));
    fireEvent.click(screen.getByTestId('sort-priceAsc'));
    fireEvent.click(screen.getByRole('link', { name: 'Page 500' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?keyword=lamp&sort=priceAsc&current=500'));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('current')).toBe('500'));
    expect(requests.at(-1)!.searchParams.get('sort')).toBe('priceAsc');
  });
});
