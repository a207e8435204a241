import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { bus, buildUrl, pageRequest, useLocaleStore, useSessionStore, type Locale } from '@mall/shared';
import { takePageUserInfo } from '../../api/session';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '../../i18n';
import { UserMenu } from '../user-menu';

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}

function renderMenu(path: string, locale: Locale) {
  useLocaleStore.setState({ locale });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <UserMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const shows: unknown[] = [];
const onShow = (e: unknown) => shows.push(e);

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  shows.length = 0;
  useSessionStore.setState({ userToken: '', userInfo: null, quickQuote: null });
  bus.on('show-login', onShow);
});
afterEach(() => {
  bus.off('show-login', onShow);
  cleanup();
});

describe('header sign-in', () => {
  it('is a link to the sign-in page in the buyer language, coming back to the page (what a click before hydration follows)', async () => {
    await i18next.changeLanguage('en');
    renderMenu('/search?keyword=bolt', 'en');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2Fsearch%3Fkeyword%3Dbolt');
    cleanup();

    await i18next.changeLanguage('zh_CN');
    renderMenu('/zh_CN', 'zh_CN');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/zh_CN/login');
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('once live, a click opens the login dialog on the page instead of leaving it', () => {
    renderMenu('/product/7', 'en');
    const link = screen.getByTestId('header-sign-in');
    // fireEvent answers false when a handler called preventDefault: the browser would not navigate.
    expect(fireEvent.click(link)).toBe(false);
    expect(shows).toEqual([undefined]);
    expect(screen.getByTestId('where').textContent).toBe('/product/7');
  });

  it('a click for a new tab or window (modifier key, middle button) stays a link and opens no dialog', () => {
    renderMenu('/product/7', 'en');
    const link = screen.getByTestId('header-sign-in');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(shows).toEqual([]);
  });
});

describe("the header's name from the page (the server's user info for the token the page was requested with)", () => {
  const preload = (personal: boolean) => {
    useLocaleStore.setState({ locale: 'en' });
    (globalThis as Record<string, unknown>).__MALL_PRELOAD__ = {
      locale: 'en',
      responses: { [buildUrl('/p/user/userInfo')]: { code: '00000', msg: null, data: { nickName: 'Ann', userName: 'ann' } } },
      shared: [],
      ...(personal ? { personal: true } : {}),
    };
  };
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__MALL_PRELOAD__;
    delete pageRequest.token;
  });

  it('greets the buyer at the first render, with no request', () => {
    // The token as the page starts with it (a later change of token drops the page's answers).
    useSessionStore.setState({ userToken: 'tok-ann' });
    pageRequest.token = 'tok-ann';
    preload(true);
    expect(takePageUserInfo()).toBe(true);
    renderMenu('/user-center/uc-home', 'en');
    expect(screen.getByTestId('user-menu').textContent).toContain('Hi, Ann');
  });

  it("never another token's answer, and nothing signed out", () => {
    useSessionStore.setState({ userToken: 'tok-bob' });
    pageRequest.token = 'tok-ann';
    preload(true);
    expect(takePageUserInfo()).toBe(false);
    expect(useSessionStore.getState().userInfo).toBeNull();
    useSessionStore.setState({ userToken: '' });
    expect(takePageUserInfo()).toBe(false);
    renderMenu('/', 'en');
    screen.getByTestId('header-sign-in');
  });
});
