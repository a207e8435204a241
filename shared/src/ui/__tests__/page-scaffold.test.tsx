// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addNamespace, useLocaleStore, type RouteDef } from '@mall/shared';
import { LocaleLink, PageScaffold, ScaffoldPage, routeTitles } from '..';

const routes: RouteDef[] = [
  { path: '/shop/:shopId', pageKey: 'shopHome', layout: 'shop', title: { en: 'Shop Home', zh_CN: '店铺首页' } },
  { path: '/shop/:shopId/about-us', pageKey: 'shopAboutUs', layout: 'shop', title: { en: 'About Us', zh_CN: '关于我们' } },
];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'shop', { en: { titles: routeTitles(routes, 'en') }, zh_CN: { titles: routeTitles(routes, 'zh_CN') } });
});

afterEach(async () => {
  cleanup();
  useLocaleStore.setState({ locale: 'en' });
  await i18next.changeLanguage('en');
});

describe('PageScaffold and LocaleLink', () => {
  it('shows Home > crumbs > title with plain links in English', () => {
    render(
      <MemoryRouter>
        <PageScaffold title="Cart" crumbs={[{ title: 'Orders', to: '/order-detail' }]} testId="page-cart" />
      </MemoryRouter>,
    );
    screen.getByTestId('page-cart');
    screen.getByRole('heading', { name: 'Cart' });
    expect(screen.getByText('Home').closest('a')!.getAttribute('href')).toBe('/');
    expect(screen.getByText('Orders').closest('a')!.getAttribute('href')).toBe('/order-detail');
  });

  it('keeps the /zh_CN prefix and translates when the locale is Chinese', async () => {
    await act(async () => {
      useLocaleStore.setState({ locale: 'zh_CN' });
      await i18next.changeLanguage('zh_CN');
    });
    render(
      <MemoryRouter initialEntries={['/zh_CN/shop/42/about-us']}>
        <Routes>
          <Route path="/zh_CN/shop/:shopId/about-us" element={<ScaffoldPage routes={routes} ns="shop" pageKey="shopAboutUs" />} />
        </Routes>
        <LocaleLink to="/cart?x=1">cart</LocaleLink>
      </MemoryRouter>,
    );
    screen.getByTestId('page-shopAboutUs');
    screen.getByRole('heading', { name: '关于我们' });
    expect(screen.getByText('首页').closest('a')!.getAttribute('href')).toBe('/zh_CN');
    expect(screen.getByText('店铺首页').closest('a')!.getAttribute('href')).toBe('/zh_CN/shop/42');
    expect(screen.getByText('cart').getAttribute('href')).toBe('/zh_CN/cart?x=1');
  });
});
