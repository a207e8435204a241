import dayjs from 'dayjs';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, formatTime, resolveImage, useLocaleStore } from '@mall/shared';
import { Badge, Tag } from '@mall/shared/ui/lite';
import type { ChatConversation, ChatMessageView } from '@mall/shared/contracts';
import { presenceKey, useLiveChat } from '../live/chat-live';
import { NAMESPACE } from '../namespace';
import { messagePreview } from './message-body';
import { useHydrated } from '@mall/shared/ui/hydrated';

/** The latest message of a conversation: from the list, or newer heard live. */
function latestOf(c: ChatConversation, live: ChatMessageView[] | undefined): ChatMessageView | null {
  const heard = live?.at(-1);
  return heard && (!c.lastMessage || heard.msgId > c.lastMessage.msgId) ? heard : c.lastMessage;
}

/** Conversations sorted by their latest message, with live unread counts and last messages. */
export function useLiveConversations(list: ChatConversation[]) {
  const live = useLiveChat((s) => s.live);
  const unread = useLiveChat((s) => s.unread);
  const presence = useLiveChat((s) => s.presence);
  return list
    .map((c) => ({
      ...c,
      lastMessage: latestOf(c, live[c.conversationId]),
      unread: unread[c.conversationId] ?? 0,
      online: presence[presenceKey(c.shop?.shopId ?? null)] ?? c.online,
    }))
    .sort(
      (a, b) =>
        (b.lastMessage?.msgId ?? Number.MAX_SAFE_INTEGER) - (a.lastMessage?.msgId ?? Number.MAX_SAFE_INTEGER) ||
        b.conversationId - a.conversationId,
    );
}

/** Today's time of day, or the day: in the buyer's time zone, so only in the browser (after hydration). */
function when(iso: string, locale: string): string {
  return dayjs(iso).isSame(dayjs(), 'day') ? formatTime(iso) : formatDate(iso, locale);
}

/** The message box's list: each conversation with its party, last message and unread count. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
  onService,
}: {
  conversations: ChatConversation[];
  selected: number | null;
  onSelect: (conversationId: number) => void;
  /** Opens (or makes) the conversation with mall customer service. */
  onService: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const rows = useLiveConversations(conversations);
  const hydrated = useHydrated();
  const hasService = rows.some((c) => c.kind === 'service');
  return (
    <nav className="chat-list" aria-label={t('list.title')} data-testid="chat-conversations">
      <h2 className="chat-list-title">{t('list.title')}</h2>
      <ul>
        {rows.map((c) => {
          const name = c.kind === 'service' ? t('list.service') : (c.shop?.shopName ?? '');
          return (
            <li key={c.conversationId}>
              <button
                type="button"
                className={c.conversationId === selected ? 'chat-list-item chat-list-item-on' : 'chat-list-item'}
                aria-current={c.conversationId === selected ? 'true' : undefined}
                data-testid="chat-conversation"
                data-conversation-id={c.conversationId}
                data-unread={c.unread}
                onClick={() => onSelect(c.conversationId)}
              >
                <span data-testid="chat-conversation-unread">
                  <Badge count={c.unread} size="small">
                    {c.kind === 'service' ? (
                      <span className="chat-avatar chat-avatar-service" aria-hidden>
                        {t('list.service').slice(0, 1)}
                      </span>
                    ) : (
                      <img className="chat-avatar" src={resolveImage(c.shop?.logo)} alt="" width={40} height={40} />
                    )}
                  </Badge>
                </span>
                <span className="chat-list-text">
                  <span className="chat-list-name">
                    {name}
                    {c.kind === 'service' && (
                      <Tag color="red" className="chat-official">
                        {t('list.official')}
                      </Tag>
                    )}
                    {c.unread > 0 && <span className="chat-sr">{t('list.unread', { count: c.unread })}</span>}
                  </span>
                  <span className="chat-list-last">{c.lastMessage ? messagePreview(c.lastMessage, t) : t('list.noMessages')}</span>
                </span>
                <span className="chat-list-when">{c.lastMessage && hydrated ? when(c.lastMessage.sentAt, locale) : ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {!rows.length && <p className="chat-empty">{t('list.empty')}</p>}
      {!hasService && (
        <button type="button" className="chat-list-item chat-list-service" data-testid="chat-open-service" onClick={onService}>
          <span className="chat-avatar chat-avatar-service" aria-hidden>
            {t('list.service').slice(0, 1)}
          </span>
          <span className="chat-list-text">
            <span className="chat-list-name">
              {t('list.service')}
              <Tag color="red" className="chat-official">
                {t('list.official')}
              </Tag>
            </span>
          </span>
        </button>
      )}
    </nav>
  );
}
