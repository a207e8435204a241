import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addNamespace, commonResources, useSessionStore } from '@mall/shared';
import { answerApi, startApiServer, type ApiCall } from '@mall/shared/testing/api-server';
import { resources } from '../../../i18n';
import WriteCommentsPage from '../../../pages/write-comments-page';

const ORDER = '176000000000012345678';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const order = (status = 4) => ({
  orderNumber: ORDER,
  status,
  shopName: 'Shenzhen Tech Factory',
  createTime: '2026-11-20T10:00:00Z',
  transactionTime: '2026-11-20T10:05:00Z',
  items: [{ orderItemId: 11, prodId: 7, prodName: 'Wireless earbuds', skuName: 'Black', pic: null, price: 1999, count: 1, review: null }],
});

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[`/write-comments?orderNumber=${ORDER}`]}>
          <Routes>
            <Route path="/write-comments" element={<WriteCommentsPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
const content = () => screen.getByTestId('review-11-content') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(content(), { target: { value: text } });
const submits = (calls: ApiCall[]) => calls.filter((c) => c.path === '/p/prodComm/submit');

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

describe('write comments form', () => {
  it('shows the item with its specification and order number, and checks the text with the shared rules before sending', async () => {
    const calls = answerApi({ '/p/prodComm/orderItems': order() });
    renderPage();
    await screen.findByTestId('review-item');
    screen.getByText('Wireless earbuds');
    screen.getByText(/Specification: Black/);
    expect(screen.getAllByText(new RegExp(ORDER)).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('review-submit'));
    expect((await screen.findByTestId('review-11-content-error')).textContent).toBe('Evaluation cannot be empty');
    type('   ');
    fireEvent.click(screen.getByTestId('review-submit'));
    expect((await screen.findByTestId('review-11-content-error')).textContent).toBe('Evaluation cannot be empty');

    type('x'.repeat(151));
    screen.getByText('151 / 150');
    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(screen.getByTestId('review-11-content-error').textContent).toBe('A review has at most 150 characters'));
    expect(submits(calls)).toHaveLength(0);
  });

  it('sends 150 characters with the rating, pictures and anonymous flag, then offers the order and my reviews', async () => {
    let keys = 0;
    const calls = answerApi({
      '/p/prodComm/orderItems': order(),
      '/p/file/uploadUrl': () => ({
        uploadUrl: `http://localhost/api/file/put/comment-image/k${++keys}?token=t`,
        fileKey: `comment-image/k${keys}`,
      }),
      '/p/prodComm/submit': { prodCommIds: [5], orderStatus: 5 },
    });
    renderPage();
    await screen.findByTestId('review-item');
    // Not a picture (by its bytes, whatever the name says): refused in the browser, never uploaded.
    fireEvent.change(screen.getByTestId('review-11-file'), { target: { files: [new File(['MZ'], 'a.png', { type: 'image/png' })] } });
    await screen.findByText('Wrong file format');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    fireEvent.change(screen.getByTestId('review-11-file'), { target: { files: [new File([big], 'big.png', { type: 'image/png' })] } });
    await screen.findByText('The file is too large');
    expect(calls.some((c) => c.path === '/p/file/uploadUrl')).toBe(false);
    // Ten at once: nine fit, the rest is refused ('upper limit reached').
    const ten = Array.from({ length: 10 }, (_, i) => new File([PNG], `p${i}.png`, { type: 'image/png' }));
    fireEvent.change(screen.getByTestId('review-11-file'), { target: { files: ten } });
    await screen.findByText('Upper limit reached');
    await waitFor(() => expect(screen.getByTestId('review-11-images').getAttribute('data-count')).toBe('9'));
    expect(screen.queryByTestId('review-11-add-image')).toBeNull();
    // Remove eight, keep one.
    for (let i = 0; i < 8; i++) fireEvent.click(screen.getAllByTestId('review-11-image-remove')[0]!);
    expect(screen.getByTestId('review-11-images').getAttribute('data-count')).toBe('1');

    type(`  ${'好'.repeat(150)}  `);
    fireEvent.click(screen.getByTestId('review-11-anonymous'));
    fireEvent.click(screen.getByTestId('review-submit'));
    const success = await screen.findByTestId('review-success');
    expect(success.getAttribute('data-order-status')).toBe('5');
    screen.getByText('Every item is reviewed: the order is completed.');
    expect(screen.getByTestId('review-back-order').getAttribute('href')).toBe(`/order-detail?orderNumber=${ORDER}`);
    expect(screen.getByTestId('review-my-reviews').getAttribute('href')).toBe('/user-center/uc-comments');
    const sent = submits(calls)[0]!.body as Record<string, unknown>;
    expect(sent).toEqual({
      orderNumber: ORDER,
      comments: [{ orderItemId: 11, score: 5, content: `  ${'好'.repeat(150)}  `, pics: ['comment-image/k9'], isAnonymous: true }],
    });
  });

  it('names what the anonymous box does and each star of the rating, in both languages', async () => {
    answerApi({ '/p/prodComm/orderItems': order() });
    const view = renderPage();
    await screen.findByTestId('review-item');
    const box = screen.getByRole('checkbox', { name: 'Post anonymously' });
    const stars = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    fireEvent.click(within(stars).getByRole('radio', { name: '3 stars' }));
    expect(within(stars).getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(within(stars).getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    view.unmount();

    await i18next.changeLanguage('zh_CN');
    answerApi({ '/p/prodComm/orderItems': order() });
    renderPage();
    await screen.findByTestId('review-item');
    screen.getByRole('checkbox', { name: '匿名评价' });
    const zhStars = screen.getByRole('radiogroup', { name: '商品评分' });
    within(zhStars).getByRole('radio', { name: '3 星' });
  });

  it("names a written review's stars by its score", async () => {
    const written = order(5);
    written.items[0]!.review = { score: 4, content: 'Good', pics: [], isAnonymous: true, recTime: '2026-11-21T10:00:00Z' } as never;
    answerApi({ '/p/prodComm/orderItems': written });
    renderPage();
    const card = await screen.findByTestId('review-written');
    within(card).getByRole('img', { name: '4 / 5' });
    expect(within(card).queryAllByRole('radio')).toHaveLength(0);
  });

  it("speaks the buyer's language (zh_CN) and offers no submit before the order is received", async () => {
    await i18next.changeLanguage('zh_CN');
    answerApi({ '/p/prodComm/orderItems': order(4) });
    const view = renderPage();
    await screen.findByTestId('review-item');
    fireEvent.click(screen.getByTestId('review-submit'));
    expect((await screen.findByTestId('review-11-content-error')).textContent).toBe('评价不能为空');
    view.unmount();

    answerApi({ '/p/prodComm/orderItems': order(3) });
    renderPage();
    await screen.findByTestId('review-not-yet');
    expect(screen.queryByTestId('review-submit')).toBeNull();
  });
});
