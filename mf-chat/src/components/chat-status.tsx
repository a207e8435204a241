import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { bus } from '@mall/shared';
import { Alert, Button } from '@mall/shared/ui/lite';
import type { ChatConversation } from '@mall/shared/contracts';
import { chatConnection, consult, presenceKey, useLiveChat } from '../live/chat-live';
import { NAMESPACE } from '../namespace';

/** Seconds until the next reconnect attempt, ticking. */
function useCountdown(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The connection states of spec section 4, in the buyer's language: connected, disconnected with
 * automatic reconnect, connection broken (refresh), logged in elsewhere (refresh), too many pages
 * holding the chat (close one, refresh), account offline (log in again).
 */
export function ConnectionBanner() {
  const { t } = useTranslation(NAMESPACE);
  const { status, attempt, retryAt } = useLiveChat((s) => s.connection);
  const seconds = useCountdown(status === 'reconnecting' ? retryAt : null);
  const common = { 'data-testid': 'chat-status', 'data-status': status, 'data-attempt': attempt, showIcon: true } as const;
  const refresh = (
    <Button size="small" data-testid="chat-refresh" onClick={() => window.location.reload()}>
      {t('status.refresh')}
    </Button>
  );
  switch (status) {
    case 'connected':
      return (
        <p className="chat-connected" role="status" data-testid="chat-status" data-status={status}>
          <span className="chat-dot" aria-hidden /> {t('status.connected')}
        </p>
      );
    case 'idle':
    case 'connecting':
      return <Alert {...common} type="info" title={t(`status.${status}`)} />;
    case 'reconnecting':
      return (
        <Alert
          {...common}
          type="warning"
          title={retryAt && seconds > 0 ? t('status.reconnectingIn', { seconds, attempt }) : t('status.reconnecting')}
          action={
            <Button size="small" data-testid="chat-retry" onClick={() => chatConnection().retryNow()}>
              {t('status.retryNow')}
            </Button>
          }
        />
      );
    case 'broken':
    case 'replaced':
    case 'tooMany':
      return <Alert {...common} type="error" title={t(`status.${status}`)} action={refresh} />;
    case 'unauthorized':
      return (
        <Alert
          {...common}
          type="error"
          title={t('status.unauthorized')}
          action={
            <Button size="small" type="primary" onClick={() => bus.emit('show-login', { reason: 'chat' })}>
              {t('status.logIn')}
            </Button>
          }
        />
      );
  }
}

/** What holds for one conversation: expired here (re-consult), the other party offline, the store offline. */
export function useConversationState(conversation: ChatConversation, storeRefused: boolean) {
  const expired = useLiveChat((s) => s.expired[conversation.conversationId] ?? false);
  const live = useLiveChat((s) => s.presence[presenceKey(conversation.shop?.shopId ?? null)]);
  const online = live ?? conversation.online ?? false;
  const storeOffline = storeRefused || (conversation.shop !== null && conversation.shop.status !== 1);
  return { expired, online, storeOffline };
}

export function ConversationNotices({ conversation, storeRefused }: { conversation: ChatConversation; storeRefused: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { expired, online, storeOffline } = useConversationState(conversation, storeRefused);
  return (
    <>
      {expired && (
        <Alert
          data-testid="chat-expired"
          type="warning"
          showIcon
          title={t('notice.expired')}
          action={
            <Button size="small" type="primary" data-testid="chat-reconsult" onClick={() => consult(conversation.conversationId)}>
              {t('notice.reconsult')}
            </Button>
          }
        />
      )}
      {storeOffline ? (
        <Alert data-testid="chat-store-offline" type="error" showIcon title={t('notice.storeOffline')} />
      ) : (
        !online && (
          <Alert
            data-testid="chat-peer-offline"
            type="info"
            showIcon
            title={t(conversation.kind === 'service' ? 'notice.serviceOffline' : 'notice.merchantOffline')}
          />
        )
      )}
    </>
  );
}
