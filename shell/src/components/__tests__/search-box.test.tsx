import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocaleStore } from '@mall/shared';
import { answerApi, startApiServer, type ApiCall } from '@mall/shared/testing/api-server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '../../i18n';
import { SearchBox } from '../search-box';

interface Call {
  keyword: string;
  type: string;
  signal: AbortSignal;
  resolve: (data: unknown[]) => void;
}
let calls: Call[] = [];

/** The API as the browser sees it: each suggest request stays open until the test answers it. */
function stubApi(): void {
  calls = [];
  answerApi({
    '*': ({ url }: ApiCall, request: Request) =>
      new Promise((resolve) => {
        calls.push({
          keyword: url.searchParams.get('keyword') ?? '',
          type: url.searchParams.get('type') ?? '',
          signal: request.signal,
          resolve,
        });
      }),
  });
}

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}

function renderBox(path = '/') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search keyword' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const key = (k: string) => fireEvent.keyDown(input(), { key: k });
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
const options = () => screen.queryAllByTestId('search-suggestion');
const where = () => screen.getByTestId('where').textContent;

const EARPHONES = [
  { type: 'category', text: 'Earphones', id: 7 },
  { type: 'product', text: 'Wireless Earphones K12', id: 31 },
  { type: 'product', text: 'Sport earphones <b>X9</b>', id: 44 },
];

beforeAll(async () => {
  await initI18n('en');
});
startApiServer();
beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  stubApi();
});
afterEach(() => {
  cleanup();
});

describe('header search suggestions', () => {
  it('asks once per pause in typing, not per key, and only for a non-blank keyword', async () => {
    renderBox();
    input().focus();
    type('e');
    type('ea');
    type('ear');
    await sleep(120);
    expect(calls).toHaveLength(0);
    await sleep(150);
    expect(calls.map((c) => [c.keyword, c.type])).toEqual([['ear', 'product']]);

    type('   ');
    await sleep(260);
    expect(calls).toHaveLength(1);
  });

  it('aborts a slower request for an older keyword, so its late answer never shows', async () => {
    renderBox();
    input().focus();
    type('ea');
    await sleep(230);
    expect(calls).toHaveLength(1);
    type('earp');
    expect(calls[0]!.signal.aborted).toBe(true);
    await sleep(230);
    expect(calls.map((c) => c.keyword)).toEqual(['ea', 'earp']);
    calls[0]!.resolve([{ type: 'product', text: 'Stale beans', id: 1 }]);
    await act(async () => calls[1]!.resolve(EARPHONES));
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(screen.queryByText('Stale beans')).toBeNull();
  });

  it('moves with the arrows, wraps, opens the highlighted one on Enter; Escape closes the list', async () => {
    renderBox();
    input().focus();
    type('ear');
    await sleep(230);
    await act(async () => calls[0]!.resolve(EARPHONES));
    await waitFor(() => expect(options()).toHaveLength(3));
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(list.id);
    expect(input().getAttribute('aria-activedescendant')).toBeNull();

    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    key('ArrowDown');
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    // Past the last one: back to the typed text, then round to the first.
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    key('ArrowUp');
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');

    key('Escape');
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().value).toBe('ear');
    // The arrow opens it again; Enter opens the highlighted suggestion's results.
    key('ArrowDown');
    expect(options()).toHaveLength(3);
    key('ArrowDown');
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(where()).toBe(`/search?type=product&keyword=${encodeURIComponent('Wireless Earphones K12')}`);
    expect(input().value).toBe('Wireless Earphones K12');
    expect(options()).toHaveLength(0);
  });

  it('Enter with nothing highlighted searches the typed text; a blank search is refused', async () => {
    renderBox('/zh_CN/');
    useLocaleStore.setState({ locale: 'zh_CN' });
    input().focus();
    type('耳机');
    await sleep(230);
    await act(async () => calls[0]!.resolve([{ type: 'product', text: '无线耳机 K12', id: 3 }]));
    await waitFor(() => expect(options()).toHaveLength(1));
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(where()).toBe(`/zh_CN/search?type=product&keyword=${encodeURIComponent('耳机')}`));

    fireEvent.keyUp(input(), { key: 'Enter' });
    type('  ');
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await sleep(50);
    expect(where()).toBe(`/zh_CN/search?type=product&keyword=${encodeURIComponent('耳机')}`);
  });

  it('a click opens a suggestion, in suppliers mode too; the match is marked and user text stays text', async () => {
    renderBox('/search?type=supplier&keyword=');
    input().focus();
    type('<b>sh');
    await sleep(230);
    expect(calls[0]!.type).toBe('supplier');
    await act(async () =>
      calls[0]!.resolve([
        { type: 'supplier', text: 'Shenzhen Bright <b>Shop</b>', id: 9 },
        { type: 'supplier', text: 'Shanghai Star Trading', id: 10 },
      ]),
    );
    await waitFor(() => expect(options()).toHaveLength(2));
    const first = options()[0]!;
    expect(first.querySelector('b')).toBeNull();
    expect(first.textContent).toContain('Shenzhen Bright <b>Shop</b>');
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['<b>Sh']);
    expect(first.textContent).toContain('Supplier');

    fireEvent.mouseDown(options()[1]!);
    fireEvent.click(options()[1]!);
    expect(where()).toBe(`/search?type=supplier&keyword=${encodeURIComponent('Shanghai Star Trading')}`);
  });
});
