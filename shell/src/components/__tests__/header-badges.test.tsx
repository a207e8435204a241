import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { bus, http, useLocaleStore, useSessionStore, type Locale } from '@mall/shared';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../i18n';
import { ChatBadge } from '../chat-badge';
import { NotificationBadge } from '../notification-badge';

async function renderBadges(locale: Locale) {
  await i18next.changeLanguage(locale);
  useLocaleStore.setState({ locale });
  return render(
    <MemoryRouter>
      <ChatBadge />
      <NotificationBadge />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useSessionStore.setState({ userToken: 'token', userInfo: null, quickQuote: null });
  vi.spyOn(http, 'data').mockResolvedValue({ total: 0 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('header badges of a signed-in buyer', () => {
  it.each([
    ['en', 'Messages', 'Messages, 3 unread', 'Notifications: 5 unread'],
    ['zh_CN', '消息', '消息，3 条未读', '通知：5 条未读'],
  ] as const)('are worded in %s, counts filled in, no placeholder shown', async (locale, label, chatUnread, bellUnread) => {
    const { container } = await renderBadges(locale);
    act(() => {
      bus.emit('chat-unread', { count: 3 });
      bus.emit('notifications-changed', { unread: 5 });
    });
    const chat = screen.getByTestId('chat-badge');
    expect(chat.textContent).toContain(label);
    // Named by their content, which holds the visible word (axe's label-content-name-mismatch: issue 40).
    // (jsdom-style name computing puts a space between the word and the hidden count; browsers do not.)
    expect(screen.getByRole('link', { name: (name) => name.replace(/\s+(?=[,，])/, '') === chatUnread })).toBe(chat);
    expect(chat.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('link', { name: bellUnread })).toBe(screen.getByTestId('notification-badge'));
    expect(container.innerHTML).not.toContain('{{');
  });
});
