import { bus, useIsLoggedIn } from '@mall/shared';
import { Badge, VisuallyHidden } from '@mall/shared/ui/lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from './locale-link';

/** The messages badge slot: the unread count follows `chat-unread` from mf-chat's widget (live over its socket). */
export function ChatBadge() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const on = ({ count: n }: { count: number }) => setCount(n);
    bus.on('chat-unread', on);
    return () => bus.off('chat-unread', on);
  }, []);
  if (!loggedIn) return null;
  return (
    <LocaleLink to="/chat" className="header-link" data-testid="chat-badge" data-unread={count}>
      {/* Named by its content (no aria-label): the name holds the visible word, then the count in words. */}
      <Badge count={count} size="small" offset={[4, -2]} decorative>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
        </svg>
      </Badge>
      <span style={{ marginLeft: 6 }}>{t('header.messages')}</span>
      {count ? <VisuallyHidden>{t('header.unreadSuffix', { count })}</VisuallyHidden> : null}
    </LocaleLink>
  );
}
