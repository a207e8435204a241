import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toasts } from '@mall/shared/ui/lite';
import { answerApi, startApiServer, type ApiCall } from '@mall/shared/testing/api-server';
import ShopHomePage from '../pages/shop-home-page';
import ShopListPage from '../pages/shop-list-page';
import { head, initI18n } from './test-api';

// The shop home and the shop list are light pages (route table `light`): antd must not be in
// their module graph, or the shell's first view would load it. Importing it here fails the file.
vi.mock('antd', () => {
  throw new Error('antd imported by a light shop page');
});

const card = (shopId: number, over: Record<string, unknown> = {}) => ({
  shopId,
  shopName: `Supplier ${shopId}`,
  logo: 'catalog/l/1.svg',
  region: 'Zhejiang',
  mainCategory: 'Lamps',
  selfOperated: false,
  responseRate: 90,
  responseHours: 4,
  yearsInBusiness: 6,
  score: 4.2,
  prodCount: 20,
  followCount: 3,
  certificates: ['CE'],
  mainProducts: [{ prodId: 100 + shopId, prodName: `Lamp ${shopId}`, pic: 'catalog/p/1.jpg', price: 1250 }],
  ...over,
});
const filters = {
  categories: [
    { categoryId: 1, categoryName: 'Lighting' },
    { categoryId: 2, categoryName: 'Furniture' },
  ],
  regions: [
    { value: 'Zhejiang', label: 'Zhejiang' },
    { value: 'Guangdong', label: 'Guangdong' },
  ],
  sorts: ['default', 'sales', 'response', 'years', 'newest'],
};

function Where() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname + loc.search}</div>;
}

/** The page as the shell gives it (query client, router, the toast host), without antd's App. */
function renderLight(path: string, pattern: string, element: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
}
const location = () => screen.getByTestId('location').textContent;

beforeAll(() => initI18n());
startApiServer();

describe('shop list (light)', () => {
  it('keeps search, category, region, sort and page in the URL, and pages by links', async () => {
    const calls = answerApi({
      '/shop/filters': filters,
      '/shop/page': ({ url }: ApiCall) => {
        if (url.searchParams.get('keyword') === 'nothing') return { records: [], total: 0, pages: 0, current: 1, size: 10 };
        const current = Number(url.searchParams.get('current') ?? 1);
        return { records: Array.from({ length: 10 }, (_, i) => card((current - 1) * 10 + i + 1)), total: 35, pages: 4, current, size: 10 };
      },
    });
    renderLight('/shop-list?sort=sales&current=2', '/shop-list', <ShopListPage />);
    expect(await screen.findAllByTestId('shop-card')).toHaveLength(10);
    expect(screen.getAllByTestId('shop-card')[0]!.getAttribute('data-shop-id')).toBe('11');
    expect(screen.getByRole('radio', { name: 'Sales' }).getAttribute('aria-checked')).toBe('true');

    // Page numbers are links to their page on the same query; a click pages in place.
    const pager = screen.getByTestId('shop-list-pagination');
    const page3 = within(pager).getByRole('link', { name: 'Page 3' });
    expect(page3.getAttribute('href')).toBe('?sort=sales&current=3');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('?sort=sales');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(page3);
    await waitFor(() => expect(location()).toBe('/shop-list?sort=sales&current=3'));
    await waitFor(() => expect(screen.getAllByTestId('shop-card')[0]!.getAttribute('data-shop-id')).toBe('21'));

    // A filter or sort starts again at page 1.
    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(within(region).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(region, { target: { value: 'Guangdong' } });
    await waitFor(() => expect(location()).toBe('/shop-list?sort=sales&region=Guangdong'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '2' } });
    await waitFor(() => expect(location()).toBe('/shop-list?sort=sales&region=Guangdong&categoryId=2'));
    fireEvent.click(screen.getByRole('radio', { name: 'Years in business' }));
    await waitFor(() => expect(location()).toBe('/shop-list?sort=years&region=Guangdong&categoryId=2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: '' } });
    await waitFor(() => expect(location()).toBe('/shop-list?sort=years&categoryId=2'));
    const last = calls.at(-1)!.url.searchParams;
    expect([last.get('categoryId'), last.get('sort'), last.get('region')]).toEqual(['2', 'years', null]);

    // The keyword search; nothing found says so.
    const search = screen.getByRole('searchbox', { name: 'Search suppliers' });
    fireEvent.change(search, { target: { value: ' nothing ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(location()).toBe('/shop-list?sort=years&categoryId=2&keyword=nothing'));
    await screen.findByText('No suppliers match these filters');
    expect(screen.queryByTestId('shop-list-pagination')).toBeNull();
  });

  it('reads its state from the URL in Chinese too', async () => {
    await initI18n('zh_CN');
    try {
      answerApi({ '/shop/filters': filters, '/shop/page': { records: [card(1)], total: 1, pages: 1, current: 1, size: 10 } });
      renderLight('/shop-list?categoryId=1&region=Zhejiang', '/shop-list', <ShopListPage />);
      const category = await screen.findByRole('combobox', { name: '类目' });
      await waitFor(() => expect((category as HTMLSelectElement).value).toBe('1'));
      expect((screen.getByRole('combobox', { name: '地区' }) as HTMLSelectElement).value).toBe('Zhejiang');
      screen.getByRole('radiogroup', { name: '排序方式' });
      screen.getByRole('option', { name: '全部地区' });
    } finally {
      await initI18n('en');
    }
  });
});

describe('shop home (light)', () => {
  it('shows the shop, its categories menu, tabs as links and its best sellers', async () => {
    answerApi({
      '/shop/headInfo': head({ categories: [{ categoryId: 41, categoryName: 'Desk lamps', prodCount: 12 }] }),
      '/shop/prodPage': {
        records: [{ prodId: 5, prodName: 'Brass desk lamp', pic: 'catalog/p/5.jpg', price: 3000, soldNum: 7 }],
        total: 1,
        pages: 1,
        current: 1,
        size: 8,
      },
    });
    renderLight('/shop/7', '/shop/:shopId', <ShopHomePage />);
    expect((await screen.findByTestId('shop-intro')).textContent).toBe('Lamps for every room.');
    expect((await screen.findByTestId('shop-product')).textContent).toContain('Brass desk lamp');
    expect(screen.getByTestId('shop-product').getAttribute('href')).toBe('/products/detail/5');

    const tabs = screen.getByRole('navigation', { name: 'Shop pages' });
    expect(within(tabs).getAllByRole('link')).toHaveLength(7);
    expect(screen.getByTestId('shop-tab-shopHome').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('shop-tab-shopAboutUs').getAttribute('aria-current')).toBeNull();

    const categories = screen.getByTestId('shop-categories');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(categories);
    const link = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Desk lamps (12)' });
    expect(link.getAttribute('href')).toBe('/shop/7/product-infomation?categoryId=41');
    fireEvent.click(link);
    await waitFor(() => expect(location()).toBe('/shop/7/product-infomation?categoryId=41'));
  });

  it('searches in the shop, and warns instead of searching for nothing', async () => {
    answerApi({ '/shop/headInfo': head(), '/shop/prodPage': { records: [], total: 0, pages: 0, current: 1, size: 8 } });
    renderLight('/shop/7', '/shop/:shopId', <ShopHomePage />);
    const field = await screen.findByRole('searchbox', { name: 'Search in this shop' });
    await screen.findByText('No products found');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toContain('Search content cannot be empty'));
    expect(location()).toBe('/shop/7');
    fireEvent.change(field, { target: { value: 'lamp' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(location()).toBe('/shop/7/product-infomation?keyword=lamp'));
  });

  it('shows a closed shop its status page, with ways back', async () => {
    answerApi({ '/shop/headInfo': head({ statusKey: 'offline', shopStatus: 4 }) });
    renderLight('/shop/7', '/shop/:shopId', <ShopHomePage />);
    const status = await screen.findByTestId('shop-status-page');
    expect(status.getAttribute('data-status')).toBe('offline');
    expect(within(status).getByRole('link', { name: 'Browse other suppliers' }).getAttribute('href')).toBe('/shop-list');
    expect(within(status).getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('shop-follow')).toBeNull();
  });

  it('offers a retry when the shop cannot be loaded', async () => {
    let fail = true;
    answerApi({
      '/shop/headInfo': () => (fail ? { code: 'A00005', msg: 'Server error', data: null } : head()),
      '/shop/prodPage': { records: [], total: 0, pages: 0, current: 1, size: 8 },
    });
    renderLight('/shop/7', '/shop/:shopId', <ShopHomePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The shop could not be loaded');
    fail = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await screen.findByTestId('shop-name');
  });
});
