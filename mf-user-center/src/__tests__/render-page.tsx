import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** The page's query string as the router has it, for tests that check what a control put in the URL. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/**
 * Renders a user-centre page at `url` (its route is the URL's path) with what the shell gives a
 * page: a query client (no retries), antd's App context and a router; the URL's query string is
 * shown in the `search` test id.
 */
export function renderPage(page: ReactElement, url: string) {
  const path = url.split('?')[0];
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  {page}
                  <Search />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
