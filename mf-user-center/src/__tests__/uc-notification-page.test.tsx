import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { addNamespace } from '@mall/shared';
import { resources } from '../i18n';
import MessageNotificationsPage from '../pages/uc-notification-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'userCenter', resources);
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('message notifications', () => {
  it('shows the message list and subscriptions as tabs kept in the URL, under User Center', () => {
    render(
      <MemoryRouter initialEntries={['/user-center/uc-notification']}>
        <Routes>
          <Route
            path="/user-center/uc-notification"
            element={
              <>
                <MessageNotificationsPage />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('page-ucNotification')).toBeTruthy();
    expect(screen.getByText('User Center').closest('a')!.getAttribute('href')).toBe('/user-center');
    expect(screen.getByRole('tab', { name: 'Message list', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    expect(screen.getByTestId('search').textContent).toBe('?tab=subscribe');
    expect(screen.getByRole('tab', { name: 'Subscriptions', selected: true })).toBeTruthy();
  });
});
