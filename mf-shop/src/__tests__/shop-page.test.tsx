import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addNamespace } from '@mall/shared';
import { resources } from '../i18n';
import ShopAboutUsPage from '../pages/shop-about-us-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'shop', resources);
});

describe('shop pages', () => {
  it('frame a shop child page under its shop home, for the shop in the URL', () => {
    render(
      <MemoryRouter initialEntries={['/shop/42/about-us']}>
        <Routes>
          <Route path="/shop/:shopId/about-us" element={<ShopAboutUsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('page-shopAboutUs')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeTruthy();
    expect(screen.getByText('Shop Home').closest('a')!.getAttribute('href')).toBe('/shop/42');
    expect(screen.getByTestId('shop-number').textContent).toBe('Shop No. 42');
  });
});
