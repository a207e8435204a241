import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toasts } from '@mall/shared/ui/lite';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  addNamespace,
  bus,
  COMMON_NS,
  commonResources,
  useCurrencyStore,
  useLocaleStore,
  useSessionStore,
  useSiteStore,
  type BusEvents,
} from '@mall/shared';
import type { ProductInfo } from '../api/catalog';
import { resources } from '../i18n';
import ProductDetailPage from '../pages/product-detail-page';

const product = (patch: Partial<ProductInfo>): ProductInfo => ({
  prodId: 42,
  shopId: 3,
  categoryId: 30,
  prodName: 'Premium Wireless Earphones A100',
  brief: 'Good sound',
  content: '<p>Safe <strong>content</strong></p>',
  pic: 'catalog/p/1.svg',
  imgs: ['catalog/p/1.svg', 'catalog/p/2.svg'],
  video: null,
  price: 1000,
  oriPrice: 1500,
  pointsPrice: null,
  currency: 'USD',
  totalStocks: 15,
  soldNum: 321,
  status: 1,
  prodType: 'normal',
  brand: 'Sunrise',
  unit: 'pair',
  region: 'Guangdong',
  score: 4.5,
  reviewCount: 0,
  seckillStart: null,
  seckillEnd: null,
  seckillState: null,
  presaleShipDate: null,
  parameters: [{ name: 'Brand', value: 'Sunrise' }],
  moq: 1,
  priceTiers: [],
  skuList: [
    {
      skuId: 7,
      prodId: 42,
      skuName: 'Black',
      properties: 'Colour:Black',
      price: 1000,
      oriPrice: 1500,
      stocks: 5,
      pic: 'catalog/p/3.svg',
      status: 1,
      priceTiers: [],
    },
    {
      skuId: 8,
      prodId: 42,
      skuName: 'White',
      properties: 'Colour:White',
      price: 1100,
      oriPrice: 1600,
      stocks: 10,
      pic: 'catalog/p/4.svg',
      status: 1,
      priceTiers: [],
    },
  ],
  shop: {
    shopId: 3,
    shopName: 'Suzhou Everwin',
    logo: null,
    region: 'Jiangsu',
    shopStatus: 1,
    selfOperated: false,
    responseRate: 95,
    responseHours: 4,
    yearsInBusiness: 8,
    score: 4.6,
    productCount: 30,
  },
  categoryPath: [
    { categoryId: 1, parentId: 0, categoryName: 'Consumer Electronics', pic: null, grade: 1 },
    { categoryId: 9, parentId: 1, categoryName: 'Audio', pic: null, grade: 2 },
    { categoryId: 30, parentId: 9, categoryName: 'Wireless Earphones', pic: null, grade: 3 },
  ],
  ...patch,
});

let answer: { code: string; msg: string | null; data: unknown } = { code: '00000', msg: null, data: product({}) };
let reviews: unknown[] = [];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'catalog', resources);
  addNamespace(i18next, COMMON_NS, commonResources);
});

/** The cart's answer to cart-add, as mf-checkout's cart service gives it once the line is in. */
const cartTakes = (item: BusEvents['cart-add']) => bus.emit('cart-add-done', { prodId: item.prodId, skuId: item.skuId, added: true });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
      if (path === '/prod/prodInfo') return new Response(JSON.stringify(answer));
      if (path === '/prodComm/prodCommData')
        return new Response(
          JSON.stringify({
            code: '00000',
            msg: null,
            data: { number: 0, praiseNumber: 0, secondaryNumber: 0, negativeNumber: 0, picNumber: 0, positiveRating: 100, score: null },
          }),
        );
      return new Response(
        JSON.stringify({ code: '00000', msg: null, data: { records: reviews, total: reviews.length, pages: 1, current: 1, size: 10 } }),
      );
    }),
  );
  useLocaleStore.setState({ locale: 'en' });
  useCurrencyStore.getState().init([{ currencyCode: 'USD', symbol: '$', exchangeRate: 1, status: 1, defaultCurrency: 1 }]);
  useSiteStore.setState({ units: [{ dictLabel: 'pair', dictValue: 'pair/pairs' }], hideSales: false });
  useSessionStore.setState({ userToken: 'token-1' });
  sessionStorage.clear();
  // A fresh toast queue: an earlier test's notices would still be on screen for 3 s.
  delete (globalThis as Record<string, unknown>).__MALL_LITE_TOASTS__;
});
afterEach(() => vi.unstubAllGlobals());

const renderDetail = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/products/detail/42']}>
        <Routes>
          <Route path="/products/detail/:prodId" element={<ProductDetailPage />} />
          <Route path="/submit-order" element={<div data-testid="submit-order" />} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );

describe('product detail', () => {
  it('shows breadcrumbs, price, stock per SKU and units, and emits cart-add for the chosen SKU', async () => {
    answer = { code: '00000', msg: null, data: product({}) };
    const added = vi.fn(cartTakes);
    bus.on('cart-add', added);
    renderDetail();
    await screen.findByTestId('product-name');
    screen.getByText('Wireless Earphones', { selector: 'a' });
    expect(screen.getByTestId('product-price').textContent).toBe('$10.00');
    expect(screen.getByTestId('product-stock').textContent).toContain('5 pairs');
    fireEvent.click(screen.getAllByTestId('sku-option').find((b) => b.getAttribute('data-value') === 'White')!);
    await waitFor(() => expect(screen.getByTestId('product-price').textContent).toBe('$11.00'));
    expect(screen.getByTestId('quantity-unit').textContent).toBe('pair');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(added).toHaveBeenCalledWith({ prodId: 42, skuId: 8, shopId: 3, count: 1 });
    await screen.findByText('Added to the cart');
    bus.off('cart-add', added);
  });

  it('signed out: asks for the login and says nothing is added; signed in again, adds what was asked (issue 40)', async () => {
    useSessionStore.setState({ userToken: '' });
    answer = { code: '00000', msg: null, data: product({}) };
    const added = vi.fn(cartTakes);
    const login = vi.fn();
    bus.on('cart-add', added);
    bus.on('show-login', login);
    const first = renderDetail();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    expect(login).toHaveBeenCalledWith({ reason: 'cart-add' });
    expect(added).not.toHaveBeenCalled();
    expect(screen.queryByText('Added to the cart')).toBeNull();
    first.unmount();
    // The login reloads the page, signed in: the line the buyer asked for goes in, once.
    useSessionStore.setState({ userToken: 'token-1' });
    renderDetail();
    await screen.findByText('Added to the cart');
    expect(added).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledWith({ prodId: 42, skuId: 7, shopId: 3, count: 1 });
    bus.off('cart-add', added);
    bus.off('show-login', login);
  });

  it('starts the quantity at the minimum order and says so when less is typed', async () => {
    answer = { code: '00000', msg: null, data: product({ moq: 5 }) };
    renderDetail();
    const field = (await screen.findByTestId('quantity')) as HTMLInputElement;
    expect(field.value).toBe('5');
    expect(screen.getByTestId('product-moq').textContent).toBe('Minimum order: 5 pairs');
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.blur(field);
    // Said next to the field, and nothing below the minimum can be ordered.
    expect((await screen.findByTestId('below-moq')).textContent).toBe('Enter the correct quantity: the minimum order is 5');
    expect((screen.getByTestId('add-to-cart') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('buy-now') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses presale in the cart with the spec message and does not emit', async () => {
    answer = { code: '00000', msg: null, data: product({ prodType: 'presale', presaleShipDate: '2026-03-01' }) };
    const added = vi.fn();
    bus.on('cart-add', added);
    renderDetail();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await screen.findByText('Presale, combo and seckill items cannot be added to the cart');
    expect(added).not.toHaveBeenCalled();
    expect(screen.getByTestId('presale-note').textContent).toContain('Mar 1, 2026');
    bus.off('cart-add', added);
  });

  it('sells a seckill that has not started at the retail price, with a note', async () => {
    answer = {
      code: '00000',
      msg: null,
      data: product({
        prodType: 'seckill',
        seckillState: 'notStarted',
        seckillStart: '2030-01-01T00:00:00Z',
        seckillEnd: '2030-01-02T00:00:00Z',
      }),
    };
    renderDetail();
    await screen.findByTestId('seckill-note');
    expect(screen.getByTestId('product-price').textContent).toBe('$15.00');
  });

  it('shows off-shelf and not-found states', async () => {
    answer = { code: '00000', msg: null, data: product({ status: 0 }) };
    const { unmount } = renderDetail();
    await screen.findByTestId('off-shelf');
    expect((screen.getByTestId('buy-now') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    answer = { code: 'A00013', msg: 'The product does not exist or has been removed', data: null };
    renderDetail();
    await screen.findByText('The product does not exist or has been removed');
  });

  it("shows the seller's reply under a review", async () => {
    answer = { code: '00000', msg: null, data: product({}) };
    reviews = [
      {
        prodCommId: 1,
        nickName: 'A***',
        score: 2,
        evaluate: 2,
        content: 'Arrived with a dent',
        pics: [],
        skuName: 'Black',
        recTime: '2026-11-20T10:00:00Z',
        replyContent: 'Sorry: a replacement is on its way',
      },
      {
        prodCommId: 2,
        nickName: 'B***',
        score: 5,
        evaluate: 0,
        content: 'Great',
        pics: [],
        skuName: null,
        recTime: '2026-11-21T10:00:00Z',
        replyContent: null,
      },
    ];
    renderDetail();
    await screen.findByTestId('product-name');
    fireEvent.click(screen.getByRole('tab', { name: /Reviews/ }));
    const replies = await screen.findAllByTestId('review-reply');
    expect(replies.map((r) => r.textContent)).toEqual(["Seller's reply: Sorry: a replacement is on its way"]);
    reviews = [];
  });
});
