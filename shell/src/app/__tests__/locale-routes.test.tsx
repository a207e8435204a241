import type { ReleaseSet } from '@mall/shared';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { addLocalesOnDemand, ensureLocaleRoutes } from '../locale-routes';
import { buildRoutes, localeRoutes } from '../router';

// The frame and the pages are stand-ins: what is tested is which routes the router has.
vi.mock('../root', () => ({ Root: () => <Outlet /> }));
vi.mock('../routed-page', () => ({
  RoutedPage: ({ pageKey }: { pageKey: string }) => <p data-testid="page">{pageKey}</p>,
  ShellPage: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../../layouts/layouts', () => {
  const Layout = ({ children }: { children?: ReactNode }) => <main>{children ?? <Outlet />}</main>;
  return {
    ChatLayout: Layout,
    DefaultLayout: Layout,
    HomeLayout: Layout,
    LoginLayout: Layout,
    ShopLayout: Layout,
    UserCenterLayout: Layout,
  };
});
vi.mock('../../pages/not-found', () => ({ NotFoundPage: () => <p data-testid="not-found">not found</p> }));

const release: ReleaseSet = {
  buildId: 'b',
  remotes: [
    {
      name: 'mf-checkout',
      mfName: 'mf_checkout',
      version: '1',
      entry: '/x',
      routes: [
        { path: '/cart', pageKey: 'cart', layout: 'default', title: { en: 'Cart', zh_CN: '购物车' } },
        { path: '/basket', redirect: '/cart', layout: 'default', title: { en: 'Cart', zh_CN: '购物车' } },
      ],
    },
  ],
};

const paths = (routes: { path?: string; children?: unknown[] }[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths((r.children ?? []) as typeof routes)]);
const lastRouteId = (router: { state: { matches: { route: { id: string } }[] } }) => router.state.matches.at(-1)?.route.id;

function startIn(locale: 'en' | 'zh_CN', url: string) {
  const router = createMemoryRouter(buildRoutes(release, [locale]), { initialEntries: [url] });
  addLocalesOnDemand(router, locale, (other) => localeRoutes(release, other));
  return router;
}

describe('route table per language', () => {
  it('has both languages unless told, and only the page language when told', () => {
    expect(paths(buildRoutes(release))).toEqual(expect.arrayContaining(['/cart', '/zh_CN/cart', '/login', '/zh_CN/login', '*']));
    const en = paths(buildRoutes(release, ['en']));
    expect(en).toContain('/cart');
    expect(en.filter((p) => p.startsWith('/zh_CN'))).toEqual([]);
    expect(paths(buildRoutes(release, ['zh_CN'])).filter((p) => p !== '*' && !p.startsWith('/zh_CN'))).toEqual([]);
  });

  it('adds the other language when the language switch asks, once', async () => {
    const router = startIn('en', '/cart');
    expect(lastRouteId(router)).toBe('en:/cart');
    expect(ensureLocaleRoutes('zh_CN')).toBe(true);
    expect(ensureLocaleRoutes('zh_CN')).toBe(false);
    expect(ensureLocaleRoutes('en')).toBe(false);
    await act(() => router.navigate('/zh_CN/cart'));
    expect(lastRouteId(router)).toBe('zh_CN:/cart');
    await act(() => router.navigate('/zh_CN/basket'));
    expect(router.state.matches.at(-1)?.route.path).toBe('/zh_CN/basket');
  });

  it('shows a page of the other language reached any other way (a link), not the 404', async () => {
    const router = startIn('zh_CN', '/zh_CN/cart');
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('page').textContent).toBe('cart');
    await act(() => router.navigate('/cart?from=link'));
    await waitFor(() => expect(lastRouteId(router)).toBe('en:/cart'));
    expect(screen.getByTestId('page').textContent).toBe('cart');
    expect(router.state.location.search).toBe('?from=link');
    expect(screen.queryByTestId('not-found')).toBeNull();
    // A path no language has is still the 404.
    await act(() => router.navigate('/nowhere'));
    await screen.findByTestId('not-found');
  });
});
