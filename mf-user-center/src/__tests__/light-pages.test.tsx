import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { addNamespace, buildUrl, formatDateTime, useSessionStore } from '@mall/shared';
import { answerApi, startApiServer, type ApiCall } from '@mall/shared/testing/api-server';
import { Toasts } from '@mall/shared/ui/lite';
import type { CenterOverview } from '@mall/shared/contracts';
import { resources } from '../i18n';
import UserCenterHomePage from '../pages/uc-home-page';
import MyOrdersPage from '../pages/uc-order-page';

/**
 * The overview and my orders are light pages (route table `light: true`, issue 19): they must not
 * load antd. Any import of it from these modules fails the test.
 */
vi.mock('antd', () => {
  throw new Error('antd imported by a light page');
});

/** An answer with a refusal code, as the API sends it. */
const refusal = (code: string, msg: string) => ({ code, msg, data: null });

/** A page with what the shell gives a light page: a query client, a router and the toast host. */
const renderLight = (page: ReactElement, url: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );

const OVERVIEW: CenterOverview = {
  user: { userId: 'u1', userName: 'ann', nickName: 'Ann', pic: null },
  progress: { level: 2, name: 'Silver', growth: 150, growthMin: 100, next: { level: 3, name: 'Gold', growthMin: 200 } },
  membership: { paid: false, planId: null, planName: null, discountPct: 0, freeShipping: false, expiresAt: null },
  balance: 12345,
  points: 40,
  couponCount: 2,
  orderCounts: { unPay: 3, payed: 0, consignment: 1, toReview: 0, success: 0, close: 0, allCount: 4 },
  latestOrders: [
    {
      orderNumber: '176000000000000000042',
      status: 1,
      shopName: 'Shenzhen Tech Factory',
      actualTotal: 9900,
      createTime: '2026-11-21T10:00:00Z',
      pic: null,
      prodName: 'Wireless earbuds',
      itemCount: 2,
    },
  ],
  unread: 0,
  latestNotifications: [],
  signedInToday: false,
};

const ORDER = {
  orderNumber: '176000000000012345678',
  shopId: 1,
  shopName: 'Shenzhen Tech Factory',
  status: 1,
  subStatus: 'awaitingPayment',
  actualTotal: 12345,
  productNums: 1,
  createTime: '2026-11-21T10:00:00Z',
  payDeadline: '2026-11-21T10:30:00Z',
  payStage: null,
  receiveTime: null,
  refundStatus: null,
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
const COUNTS = { unPay: 1, payed: 0, consignment: 1, toReview: 0, success: 0, close: 0, allCount: 2 };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'userCenter', resources);
});
startApiServer();

describe('user-centre overview (light)', () => {
  it('greets the buyer and shows level growth, figures, order counts linking to their tab, the latest order and empty messages', async () => {
    answerApi({ '/p/user/center/overview': OVERVIEW });
    renderLight(<UserCenterHomePage />, '/user-center/uc-home');
    expect((await screen.findByTestId('uc-home-greeting')).textContent).toBe('Hello, Ann');
    expect(screen.getByTestId('uc-home-level').textContent).toBe('Level 2 · Silver');
    expect(screen.getByRole('progressbar', { name: 'Growth to the next level' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('uc-home-points').textContent).toBe('Points40');
    expect(screen.getByTestId('uc-home-points').getAttribute('href')).toBe('/user-center/uc-points');
    const unpaid = screen.getByTestId('uc-home-count-unpaid');
    expect(unpaid.getAttribute('href')).toBe('/user-center/uc-order?tab=unpaid');
    expect(unpaid.textContent).toBe('Unpaid3');
    // A state without orders shows no count.
    expect(within(screen.getByTestId('uc-home-count-toShip')).queryByTestId('badge-count')).toBeNull();
    const latest = screen.getByTestId('uc-home-order');
    expect(latest.textContent).toContain('Wireless earbuds');
    expect(latest.textContent).toContain('2 items');
    expect(within(latest).getByRole('link', { name: 'Order details' }).getAttribute('href')).toBe(
      '/order-detail?orderNumber=176000000000000000042',
    );
    screen.getByText('No unread messages');
    expect(screen.queryByTestId('uc-home-unread')).toBeNull();
  });

  it('says when the buyer has no orders yet, and counts unread messages', async () => {
    const notice = { notificationId: 1, kind: 'system', text: 'Welcome', link: null, read: false, createTime: '2026-11-21T10:00:00Z' };
    answerApi({ '/p/user/center/overview': { ...OVERVIEW, latestOrders: [], unread: 1, latestNotifications: [notice] } });
    renderLight(<UserCenterHomePage />, '/user-center/uc-home');
    await screen.findByText('No orders yet. Find something you like!');
    expect(screen.getByTestId('uc-home-unread').textContent).toBe('1');
    screen.getByText('Welcome');
  });
});

describe('my orders (light)', () => {
  it('cancels an unpaid order only after the confirmation, and words a refusal as a notice', async () => {
    const calls = answerApi({
      '/p/myOrder/orderCount': COUNTS,
      '/p/myOrder/myOrder': { records: [ORDER], total: 1, pages: 1, current: 1, size: 10 },
      [`/p/myOrder/cancel/${ORDER.orderNumber}`]: refusal('A00014', 'This order can no longer be canceled'),
    });
    const cancels = () => calls.filter((c) => c.path.startsWith('/p/myOrder/cancel/') && c.method === 'PUT');
    renderLight(<MyOrdersPage />, '/user-center/uc-order?tab=unpaid');
    const card = await screen.findByTestId('uc-order');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Unpaid (1)');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancels()).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(cancels()).toHaveLength(1));
    expect(cancels()[0]!.path).toContain(ORDER.orderNumber);
    expect((await screen.findByTestId('toasts')).textContent).toContain('This order can no longer be canceled');
  });

  it('confirms receipt of a shipped order after asking', async () => {
    const shipped = { ...ORDER, status: 3 };
    const calls = answerApi({
      '/p/myOrder/orderCount': COUNTS,
      '/p/myOrder/myOrder': { records: [shipped], total: 1, pages: 1, current: 1, size: 10 },
      [`/p/myOrder/receipt/${ORDER.orderNumber}`]: null,
    });
    renderLight(<MyOrdersPage />, '/user-center/uc-order?tab=shipped');
    const card = await screen.findByTestId('uc-order');
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm that you received the goods?' })).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(calls.some((c) => c.path === `/p/myOrder/receipt/${ORDER.orderNumber}` && c.method === 'PUT')).toBe(true));
  });

  it('offers a retry when the list cannot be read, then shows the empty state of a state without orders', async () => {
    let fail = true;
    answerApi({
      '/p/myOrder/orderCount': COUNTS,
      '/p/myOrder/myOrder': () => (fail ? refusal('A00014', 'Broken') : { records: [], total: 0, pages: 0, current: 1, size: 10 }),
    });
    renderLight(<MyOrdersPage />, '/user-center/uc-order?tab=closed');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByTestId('uc-order')).toBeNull();
    fail = false;
    fireEvent.click(retry);
    expect((await screen.findByTestId('uc-order-empty')).textContent).toBe('No orders');
  });
});

/**
 * The server renders both pages with the buyer's answers (src/server.tsx) and the browser hydrates
 * that markup: the first render reads the same answers (initialData) and writes no time of day
 * (the server renders in UTC, the buyer may not be), so nothing differs; the time follows.
 */
describe('first view (rendered on the server, hydrated in the browser)', () => {
  const tree = (page: ReactElement, url: string) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </QueryClientProvider>
  );
  const preload = (responses: Record<string, unknown>) =>
    ((globalThis as Record<string, unknown>).__MALL_PRELOAD__ = {
      locale: 'en',
      responses: Object.fromEntries(Object.entries(responses).map(([url, data]) => [buildUrl(url), { code: '00000', msg: null, data }])),
    });
  afterEach(() => delete (globalThis as Record<string, unknown>).__MALL_PRELOAD__);

  async function serverThenHydrate(page: ReactElement, url: string, responses: Record<string, unknown>) {
    useSessionStore.setState({ userToken: '' });
    // The server's answers for these calls (a refetch after an action reads `byUrl` again).
    const byUrl = new Map(Object.entries(responses).map(([u, data]) => [buildUrl(u), data]));
    const calls = answerApi({
      '*': ({ method, url }: ApiCall) => {
        const asked = url.pathname + url.search;
        return method === 'PUT' ? null : byUrl.has(asked) ? byUrl.get(asked) : refusal('A00014', 'not expected');
      },
    });
    const asked = () => calls.map((c) => `${c.method} ${c.url.pathname + c.url.search}`);
    preload(responses);
    const html = renderToString(tree(page, url));
    preload(responses);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(page, url), { onRecoverableError: (e) => mismatches.push(e) });
    });
    return { html, container, mismatches, asked, byUrl };
  }

  it('the overview: the buyer and their latest order in the markup, hydrated as is, then the order time', async () => {
    const time = formatDateTime(OVERVIEW.latestOrders[0]!.createTime, 'en');
    const { html, container, mismatches, asked } = await serverThenHydrate(<UserCenterHomePage />, '/user-center/uc-home', {
      '/p/user/center/overview': OVERVIEW,
    });
    expect(html).toContain('Hello, Ann');
    expect(html).toContain('Wireless earbuds');
    expect(html).not.toContain(time);
    await waitFor(() => expect(container.querySelector('[data-testid="uc-home-order"]')!.textContent).toContain(time));
    expect(mismatches).toEqual([]);
    expect(asked()).not.toContain(`GET ${buildUrl('/p/user/center/overview')}`);
    container.remove();
  });

  it('my orders: the chosen tab with its counts and its orders in the markup, hydrated as is, then the order time', async () => {
    const time = formatDateTime(ORDER.createTime, 'en');
    const { html, container, mismatches, asked, byUrl } = await serverThenHydrate(<MyOrdersPage />, '/user-center/uc-order?tab=unpaid', {
      '/p/myOrder/myOrder?status=1&current=1&size=10': { records: [ORDER], total: 1, pages: 1, current: 1, size: 10 },
      '/p/myOrder/orderCount': COUNTS,
    });
    expect(html).toContain(ORDER.orderNumber);
    expect(html).toMatch(/Unpaid(<!-- -->)? \(1\)/);
    expect(html).not.toContain(time);
    await waitFor(() => expect(container.querySelector('[data-testid="uc-order"]')!.textContent).toContain(time));
    expect(mismatches).toEqual([]);
    // The server answered these a moment ago: hydration does not ask them again.
    expect(asked()).toEqual([]);
    // After a change the list is the server's current one (the shown answer is given to no fetch).
    byUrl.set(buildUrl('/p/myOrder/myOrder?status=1&current=1&size=10'), { records: [], total: 0, pages: 0, current: 1, size: 10 });
    byUrl.set(buildUrl('/p/myOrder/orderCount'), { ...COUNTS, unPay: 0 });
    const card = container.querySelector<HTMLElement>('[data-testid="uc-order"]')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(card).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(container.querySelector('[data-testid="uc-order"]')).toBeNull());
    expect(asked()).toEqual(
      expect.arrayContaining([
        `PUT ${buildUrl(`/p/myOrder/cancel/${ORDER.orderNumber}`)}`,
        `GET ${buildUrl('/p/myOrder/myOrder?status=1&current=1&size=10')}`,
      ]),
    );
    container.remove();
  });
});
