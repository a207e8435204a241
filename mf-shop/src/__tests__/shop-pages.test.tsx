import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, useSessionStore } from '@mall/shared';
import { answerApi, startApiServer } from '@mall/shared/testing/api-server';
import ShopAboutUsPage from '../pages/shop-about-us-page';
import ShopContactUsPage from '../pages/shop-contact-us-page';
import ShopHomePage from '../pages/shop-home-page';
import ShopQualificationCertificatePage from '../pages/shop-qualification-certificate-page';
import ShopVrFactoryPage from '../pages/shop-vr-factory-page';
import { detail, head, initI18n, renderAt } from './test-utils';

const emptyPage = { records: [], total: 0, pages: 0, current: 1, size: 8 };

beforeAll(() => initI18n());
startApiServer();
afterEach(() => {
  act(() => useSessionStore.setState({ userToken: '' }));
  // What a signed-out click kept for after the sign-in (after-sign-in.ts) is this test's only.
  sessionStorage.clear();
});

describe('shop pages', () => {
  it('frame every page with the shop header: name, follow, search, categories and the seven tabs', async () => {
    answerApi({ '/shop/headInfo': head(), '/shop/detail': detail() });
    renderAt('/shop/7/about-us', '/shop/:shopId/about-us', <ShopAboutUsPage />);
    expect(await screen.findByTestId('shop-name')).toHaveProperty('textContent', 'Ningbo Bright Lights');
    expect(screen.getByTestId('shop-follow').textContent).toBe('Follow');
    expect(screen.getByTestId('shop-tab-shopProducts').getAttribute('href')).toBe('/shop/7/product-infomation');
    expect(screen.getByTestId('shop-tab-shopHome').getAttribute('href')).toBe('/shop/7');
    await screen.findByText('Ningbo Bright Lights Co., Ltd.');
    expect(screen.getByTestId('factory-info').textContent).toContain('5000 m²');
    expect(screen.getByTestId('trade-info').textContent).toContain('FOB, CIF');
  });

  it('asks for the login dialog when a signed-out buyer follows, and follows once they are signed in (issue 40)', async () => {
    let followed = false;
    const calls = answerApi({
      '/shop/headInfo': head(),
      '/shop/prodPage': emptyPage,
      '/p/shop/isFollow': () => followed,
      '/p/shop/follow': () => ({ followed: (followed = !followed), followCount: 13 }),
    });
    const seen: unknown[] = [];
    const listener = (e: unknown) => seen.push(e);
    bus.on('show-login', listener);
    const first = renderAt('/shop/7', '/shop/:shopId', <ShopHomePage />);
    fireEvent.click(await screen.findByTestId('shop-follow'));
    expect(seen).toHaveLength(1);
    expect(calls.some((c) => c.url.pathname === '/api/p/shop/follow')).toBe(false);
    bus.off('show-login', listener);
    // Signing in reloads the page: the shop is followed then, once.
    first.unmount();
    act(() => useSessionStore.setState({ userToken: 'token-1' }));
    renderAt('/shop/7', '/shop/:shopId', <ShopHomePage />);
    await waitFor(() => expect(screen.getByTestId('shop-follow').getAttribute('data-followed')).toBe('true'));
    expect(calls.filter((c) => c.url.pathname === '/api/p/shop/follow')).toHaveLength(1);
  });

  it('toggles follow for a signed-in buyer', async () => {
    act(() => useSessionStore.setState({ userToken: 'token-1' }));
    let followed = false;
    const calls = answerApi({
      '/shop/headInfo': head(),
      '/shop/prodPage': emptyPage,
      '/p/shop/isFollow': () => followed,
      '/p/shop/follow': () => ({ followed: (followed = !followed), followCount: 13 }),
    });
    renderAt('/shop/7', '/shop/:shopId', <ShopHomePage />);
    await waitFor(() => expect(screen.getByTestId('shop-follow').getAttribute('aria-busy')).toBeNull());
    expect(screen.getByTestId('shop-follow').getAttribute('data-followed')).toBe('false');
    fireEvent.click(screen.getByTestId('shop-follow'));
    await waitFor(() => expect(screen.getByTestId('shop-follow').getAttribute('data-followed')).toBe('true'));
    expect(screen.getByTestId('shop-follow').textContent).toBe('Unfollow');
    const post = calls.find((c) => c.url.pathname === '/api/p/shop/follow')!;
    expect(post.body).toEqual({ shopId: 7 });
  });

  it('shows the status page of a paused shop instead of the shop', async () => {
    answerApi({ '/shop/headInfo': head({ shopStatus: 5, statusKey: 'paused', categories: [] }) });
    renderAt('/shop/7/product-infomation', '/shop/:shopId/product-infomation', <ShopHomePage />);
    const page = await screen.findByTestId('shop-status-page');
    expect(page.getAttribute('data-status')).toBe('paused');
    expect(screen.getByTestId('shop-status-title').textContent).toBe('This shop is paused');
    expect(screen.queryByTestId('shop-follow')).toBeNull();
  });

  it('shows the status page in Chinese too', async () => {
    await initI18n('zh_CN');
    answerApi({ '/shop/headInfo': head({ shopStatus: 0, statusKey: 'notOpen', categories: [] }) });
    renderAt('/shop/7', '/shop/:shopId', <ShopHomePage />);
    expect((await screen.findByTestId('shop-status-title')).textContent).toBe('店铺未开业');
    await initI18n('en');
  });

  it('shows certificates and every business licence field, with no fixed term', async () => {
    answerApi({ '/shop/headInfo': head(), '/shop/detail': detail() });
    renderAt('/shop/7/qualification-certificate', '/shop/:shopId/qualification-certificate', <ShopQualificationCertificatePage />);
    const licence = await screen.findByTestId('shop-licence');
    for (const text of [
      '91330200MA00000007',
      'No. 1 Industrial Road, Ningbo',
      'Kevin Wang',
      'CNY 3,000,000',
      'Mar 12, 2015',
      'Lamps and lighting.',
    ]) {
      expect(licence.textContent).toContain(text);
    }
    expect(screen.getByTestId('licence-term').textContent).toBe('No fixed term');
    expect(screen.getByTestId('shop-certificates').textContent).toContain('ISO 9001');
  });

  it("links the shop's own VR tour (opened on its site, not framed), and says so when there is none", async () => {
    answerApi({ '/shop/headInfo': head(), '/shop/detail': detail({ vrUrl: 'https://tours.factory.example/7' }) });
    const { unmount } = renderAt('/shop/7/vr-factory', '/shop/:shopId/vr-factory', <ShopVrFactoryPage />);
    const link = await screen.findByTestId('shop-vr-link');
    expect(link.getAttribute('href')).toBe('https://tours.factory.example/7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByTestId('shop-vr-frame')).toBeNull();
    unmount();
    answerApi({ '/shop/headInfo': head(), '/shop/detail': detail({ vrUrl: 'javascript:alert(1)' }) });
    renderAt('/shop/7/vr-factory', '/shop/:shopId/vr-factory', <ShopVrFactoryPage />);
    await screen.findByTestId('shop-no-vr');
  });

  it('starts a chat by going to the chat remote with the shop id', async () => {
    answerApi({ '/shop/headInfo': head(), '/shop/detail': detail() });
    renderAt('/shop/7/contact-us', '/shop/:shopId/contact-us', <ShopContactUsPage />);
    expect((await screen.findByTestId('shop-contacts')).textContent).toContain('Lily Chen');
    fireEvent.click(screen.getByTestId('shop-chat'));
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)!.textContent).toBe('/chat?shopId=7'));
  });

  it('answers an unknown shop with a not-found page', async () => {
    answerApi({});
    renderAt('/shop/999', '/shop/:shopId', <ShopHomePage />);
    await screen.findByTestId('shop-not-found');
  });
});
