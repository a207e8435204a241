// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../config';
import { useLocaleStore } from '../../stores/locale';
import { useSessionStore } from '../../stores/session';
import { http } from '../client';

/**
 * The request client in the site server's process (no document): one first view after another,
 * for different buyers (shell/src/server.tsx sets the page's initial data, then the session store
 * from the request's token cookie). Each page's own answers reach its render.
 */
describe("initial data on the server, page after page (docs/architecture.md, 'Initial data')", () => {
  const url = 'https://api.example.com/api/p/shopCart/info';
  const page = (token: string, lines: number) => {
    (globalThis as Record<string, unknown>).__MALL_PRELOAD__ = {
      locale: 'en',
      personal: true,
      shared: [],
      responses: { [url]: { code: '00000', msg: null, data: { count: lines } } },
    };
    useSessionStore.setState({ userToken: token });
  };
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__MALL_PRELOAD__;
    useSessionStore.setState({ userToken: '' });
  });

  it("gives each buyer's page its own answers, even right after another buyer's page", () => {
    setConfig({ apiBase: 'https://api.example.com/api/' });
    useLocaleStore.setState({ locale: 'en' });
    page('tok-a', 1);
    expect(http.peekData('GET /p/shopCart/info')).toEqual({ count: 1 });
    // Another buyer's page: the token changes after the page's answers were set.
    page('tok-b', 2);
    expect(http.peekData('GET /p/shopCart/info')).toEqual({ count: 2 });
    // And the first buyer again.
    page('tok-a', 3);
    expect(http.peekData('GET /p/shopCart/info')).toEqual({ count: 3 });
  });
});
