import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addNamespace, bus, http } from '@mall/shared';
import { resources } from '../i18n';
import MessageNotificationsPage from '../pages/uc-notification-page';
import { renderPage } from './render-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'userCenter', resources);
});

const byKind = { order: 1, refund: 0, quotation: 0, inquiry: 0, system: 0 };
const message = {
  notificationId: 7,
  kind: 'order' as const,
  text: 'Order 123 has been shipped.',
  link: '/order-detail?orderNumber=123',
  read: false,
  createTime: '2026-11-21T10:00:00.000Z',
};

/** The API as the page sees it: one unread order message until all are marked read. */
function fakeApi() {
  let unread = 1;
  return vi.spyOn(http, 'data').mockImplementation((async (route: string) => {
    if (route === 'GET /p/notification/page')
      return { records: [{ ...message, read: unread === 0 }], total: 1, pages: 1, current: 1, size: 10 };
    if (route === 'GET /p/notification/unreadCount') return { total: unread, byKind: { ...byKind, order: unread } };
    if (route === 'PUT /p/notification/readAll') {
      unread = 0;
      return { total: 0, byKind: { ...byKind, order: 0 } };
    }
    if (route === 'GET /p/notification/settings') return [{ kind: 'order', email: true }];
    throw new Error(`unexpected ${route}`);
  }) as typeof http.data);
}

function renderNotifications() {
  return renderPage(<MessageNotificationsPage />, '/user-center/uc-notification');
}

describe('message notifications', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the message list and subscriptions as tabs kept in the URL, under User Center', async () => {
    fakeApi();
    renderNotifications();
    screen.getByTestId('page-ucNotification');
    expect(screen.getByText('User Center').closest('a')!.getAttribute('href')).toBe('/user-center');
    screen.getByRole('tab', { name: 'Message list', selected: true });
    await screen.findByText('Order 123 has been shipped.');
    fireEvent.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    expect(screen.getByTestId('search').textContent).toBe('?tab=subscribe');
    screen.getByRole('tab', { name: 'Subscriptions', selected: true });
    await screen.findByTestId('subscribe-order');
  });

  it('marks everything read and tells the header badge', async () => {
    const api = fakeApi();
    const heard: number[] = [];
    const on = ({ unread }: { unread: number }) => heard.push(unread);
    bus.on('notifications-changed', on);
    renderNotifications();
    const item = await screen.findByTestId('notification');
    expect(item.getAttribute('data-read')).toBe('false');
    fireEvent.click(screen.getByTestId('notification-read-all'));
    await waitFor(() => expect(heard).toEqual([0]));
    expect(api).toHaveBeenCalledWith('PUT /p/notification/readAll', { body: { kind: undefined } });
    await waitFor(() => expect(screen.getByTestId('notification').getAttribute('data-read')).toBe('true'));
    bus.off('notifications-changed', on);
  });
});
