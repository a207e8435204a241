import { bus, http, useIsLoggedIn } from '@mall/shared';
import { Badge, VisuallyHidden } from '@mall/shared/ui/lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocation } from '@mall/shared/router';
import { LocaleLink } from './locale-link';

/** How often the badge asks again while a page stays open. */
const REFRESH_MS = 60_000;

/**
 * The unread-messages badge of a signed-in buyer: asked on each page change and every minute, and
 * set at once when the user centre reads messages (`notifications-changed`).
 */
export function NotificationBadge() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    if (!loggedIn) return setUnread(0);
    let live = true;
    const ask = () =>
      http.data('GET /p/notification/unreadCount').then(
        (c) => live && setUnread(c.total),
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => void ask(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [loggedIn, pathname]);

  useEffect(() => {
    const on = ({ unread: n }: { unread: number }) => setUnread(n);
    bus.on('notifications-changed', on);
    return () => bus.off('notifications-changed', on);
  }, []);

  if (!loggedIn) return null;
  return (
    <LocaleLink to="/user-center/uc-notification" className="header-link" data-testid="notification-badge" data-unread={unread}>
      {/* Named by its content (no aria-label, which would not hold the visible count). */}
      <VisuallyHidden>{t('header.notificationsUnread', { count: unread })}</VisuallyHidden>
      <Badge count={unread} size="small" offset={[4, -2]} decorative>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
      </Badge>
    </LocaleLink>
  );
}
