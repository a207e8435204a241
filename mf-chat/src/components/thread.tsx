import { useQueryClient } from '@mall/shared/react-query';
import dayjs from 'dayjs';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, formatTime, resolveImage, useLocaleStore } from '@mall/shared';
import type { ChatAttachment, ChatConversation, ChatHistory, ChatMessageView } from '@mall/shared/contracts';
import { LocaleLink } from '@mall/shared/ui';
import { useHydrated } from '@mall/shared/ui/hydrated';
import { Button, Spin, Tag } from '@mall/shared/ui/lite';
import { chatKeys, markRead, useHistory } from '../api/chat';
import { chatConnection, consult, useLiveChat } from '../live/chat-live';
import { NAMESPACE } from '../namespace';
import { ConversationNotices, useConversationState } from './chat-status';
import { Composer } from './composer';
import { MessageBody, OrderCardView, ProductCardView } from './message-body';
import { useOutgoing, type PendingItem } from './use-outgoing';

/** The conversation's messages: the pages loaded over REST and what was heard live, once each, in id order. */
function useMessages(conversationId: number, firstPage?: ChatHistory | null) {
  const history = useHistory(conversationId, firstPage);
  const live = useLiveChat((s) => s.live[conversationId]);
  const messages = useMemo(() => {
    const byId = new Map<number, ChatMessageView>();
    for (const page of history.data?.pages ?? []) for (const m of page.records) byId.set(m.msgId, m);
    for (const m of live ?? []) byId.set(m.msgId, m);
    return [...byId.values()].sort((a, b) => a.msgId - b.msgId);
  }, [history.data, live]);
  return { history, messages };
}

/** Reads what the buyer sees: the other party's messages up to the newest, when the page is visible and holds the conversation. */
function useReadWhatIsShown(conversationId: number, messages: ChatMessageView[], readUpTo: number, expired: boolean) {
  const status = useLiveChat((s) => s.connection.status);
  const latest = messages.reduce((max, m) => (m.sender !== 'user' && m.msgId > max ? m.msgId : max), 0);
  const sent = useRef(0);
  useEffect(() => {
    if (!latest || latest <= readUpTo || expired) return;
    const read = () => {
      if (document.visibilityState !== 'visible' || sent.current >= latest) return;
      sent.current = latest;
      // Over the socket when it is open; otherwise (or when it closed a moment ago) over HTTP, so no read is dropped.
      const written = status === 'connected' && chatConnection().send({ type: 'read', conversationId, upToMsgId: latest });
      if (!written) void markRead(conversationId, latest).catch(() => (sent.current = 0));
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversationId, latest, readUpTo, expired, status]);
}

/** The party's name as the thread shows it: the shop, or mall customer service (the official sender). */
export function PartyName({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation(NAMESPACE);
  if (conversation.kind === 'service')
    return (
      <>
        {t('list.service')}{' '}
        <Tag color="red" className="chat-official">
          {t('list.official')}
        </Tag>
      </>
    );
  return <>{conversation.shop?.shopName}</>;
}

/** The buyer's calendar day of a time (any fixed format names the day). */
const dayKey = (iso: string) => formatDate(iso, 'en');

function dayLabel(iso: string, locale: string, t: (k: string) => string): string {
  const day = dayjs(iso).startOf('day');
  const today = dayjs().startOf('day');
  if (day.isSame(today)) return t('thread.today');
  if (day.isSame(today.subtract(1, 'day'))) return t('thread.yesterday');
  return formatDate(iso, locale);
}

function PendingBubble({ item, onResend }: { item: PendingItem; onResend: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const o = item.outgoing;
  const body =
    o.msgType === 'text' ? (
      <div className="chat-text">{o.content.text}</div>
    ) : o.msgType === 'image' ? (
      <img className="chat-image" src={'file' in o ? item.previewUrl : resolveImage(o.url)} alt={t('message.image')} width={180} />
    ) : o.card.msgType === 'product' ? (
      <ProductCardView card={o.card.content} />
    ) : (
      <OrderCardView card={o.card.content} />
    );
  return (
    <li className="chat-msg chat-msg-mine" data-testid="chat-pending" data-status={item.status}>
      <div className="chat-bubble">{body}</div>
      <div className="chat-msg-meta">
        {item.status === 'uploading' ? (
          <>
            <progress max={100} value={item.progress ?? 0} aria-label={t('thread.uploading', { percent: item.progress ?? 0 })} />{' '}
            {t('thread.uploading', { percent: item.progress ?? 0 })}
          </>
        ) : item.status === 'failed' ? (
          <span className="chat-error" role="alert">
            {t('thread.failed')}: {item.error}{' '}
            <Button size="small" type="link" onClick={onResend} data-testid="chat-resend">
              {t('thread.resend')}
            </Button>
          </span>
        ) : (
          <span>
            <span className="ml-spin" aria-hidden /> {t('thread.sending')}
          </span>
        )}
      </div>
    </li>
  );
}

interface MessageRowProps {
  message: ChatMessageView;
  conversation: ChatConversation;
  opensDay: boolean;
  hydrated: boolean;
  locale: string;
  /** The other party has read it (the buyer's own messages). */
  peerRead: boolean;
}

/**
 * One message (with the day heading it opens). Memoised: a frame heard live (typing, presence, a
 * read mark, the connection's state) renders the thread again, and only the rows it changed are
 * rendered again, not the whole list on the main thread at once.
 */
const MessageRow = memo(function MessageRow({ message: m, conversation, opensDay, hydrated, locale, peerRead }: MessageRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const mine = m.sender === 'user';
  return (
    <>
      {opensDay && (
        <li className="chat-day" data-testid="chat-day">
          <span>{hydrated ? dayLabel(m.sentAt, locale, t) : '\u00a0'}</span>
        </li>
      )}
      <li
        className={mine ? 'chat-msg chat-msg-mine' : 'chat-msg'}
        data-testid="chat-message"
        data-msg-id={m.msgId}
        data-sender={m.sender}
        data-type={m.msgType}
      >
        {!mine && (
          <div className="chat-sender">
            <PartyName conversation={conversation} />
          </div>
        )}
        <div className="chat-bubble">
          <MessageBody message={m} />
        </div>
        <div className="chat-msg-meta">
          <time dateTime={m.sentAt}>{hydrated ? formatTime(m.sentAt) : '\u00a0'}</time>
          {mine && (
            <span className={peerRead ? 'chat-read' : 'chat-unread'} data-testid="chat-read-mark">
              {peerRead ? t('thread.read') : t('thread.unread')}
            </span>
          )}
        </div>
      </li>
    </>
  );
});

export interface ThreadProps {
  conversation: ChatConversation;
  /** /chat2: the product or order the window was opened with. */
  attachment?: ChatAttachment | null;
  /** /chat2: the newest history page its window answer brought (the first view's messages). */
  firstPage?: ChatHistory | null;
}

/**
 * One conversation: its messages with day separators, read marks on the buyer's own, what is on
 * its way, the states of the conversation (expired, offline, store offline) and the composer.
 */
export function Thread({ conversation, attachment, firstPage }: ThreadProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const id = conversation.conversationId;
  const client = useQueryClient();
  const { history, messages } = useMessages(id, firstPage);
  // Days and times of day are the buyer's (their zone, their today): written once the page is the
  // browser's. The server renders in UTC, so the first view holds their places only (docs/chat.md).
  const hydrated = useHydrated();
  const marks = useLiveChat((s) => s.marks[id]);
  const status = useLiveChat((s) => s.connection.status);
  const generation = useLiveChat((s) => s.generation);
  const typingUntil = useLiveChat((s) => s.typingUntil[id] ?? 0);
  const [storeRefused, setStoreRefused] = useState(false);
  const { expired, storeOffline } = useConversationState(conversation, storeRefused);
  const { pending, send, resend, settle } = useOutgoing(id, () => setStoreRefused(true));
  const readUpTo = Math.max(conversation.readUpTo, marks?.readUpTo ?? 0);
  const peerReadUpTo = Math.max(conversation.peerReadUpTo, marks?.peerReadUpTo ?? 0);

  // This page holds the conversation (another page opening it expires it here); coming back to a
  // conversation that expired here takes it again, as "re-consult" does.
  useEffect(() => {
    consult(id);
    return () => chatConnection().release(id);
  }, [id]);
  // Connected again (or events were missed): the history is fetched anew; live frames cover the rest.
  const seenGeneration = useRef(generation);
  useEffect(() => {
    if (generation === seenGeneration.current) return;
    seenGeneration.current = generation;
    void client.invalidateQueries({ queryKey: chatKeys.history(id) });
  }, [client, generation, id]);
  useEffect(() => {
    const last = messages.at(-1);
    if (last) chatConnection().noteMessageId(last.msgId);
    settle(new Set(messages.map((m) => m.clientMsgId)));
  }, [messages, settle]);
  useReadWhatIsShown(id, messages, readUpTo, expired);

  // Typing shows for a few seconds: until the time the frame set, then a timer hides it.
  const [typingShownUntil, setTypingShownUntil] = useState(0);
  useEffect(() => {
    const left = typingUntil - Date.now();
    if (left <= 0) return;
    setTypingShownUntil(typingUntil);
    const timer = setTimeout(() => setTypingShownUntil(0), left);
    return () => clearTimeout(timer);
  }, [typingUntil]);
  const typing = typingShownUntil > 0 && typingShownUntil === typingUntil;

  // Stay at the bottom as messages come, unless the buyer scrolled up to read; keep the place when older ones load.
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const shownPending = pending.filter((p) => !messages.some((m) => m.clientMsgId === p.clientMsgId));
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, shownPending.length]);

  const disabled = expired || storeOffline || ['replaced', 'unauthorized', 'broken', 'tooMany', 'idle'].includes(status);
  return (
    <section className="chat-thread" data-testid="chat-thread" data-conversation-id={id} aria-labelledby={`chat-party-${id}`}>
      <header className="chat-thread-head">
        <h2 id={`chat-party-${id}`} className="chat-party" data-testid="chat-party">
          {conversation.shop ? (
            <LocaleLink to={`/shop/${conversation.shop.shopId}`}>
              <PartyName conversation={conversation} />
            </LocaleLink>
          ) : (
            <PartyName conversation={conversation} />
          )}
        </h2>
        {typing && (
          <span className="chat-typing" data-testid="chat-typing">
            {t('notice.typing')}
          </span>
        )}
      </header>
      <ConversationNotices conversation={conversation} storeRefused={storeRefused} />
      <div
        className="chat-scroll"
        ref={box}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        aria-label={t('thread.messages', { name: conversation.shop?.shopName ?? t('list.service') })}
      >
        {history.hasNextPage && (
          <div className="chat-earlier">
            <Button
              size="small"
              loading={history.isFetchingNextPage}
              onClick={() => {
                heightBeforeOlder.current = box.current?.scrollHeight ?? null;
                void history.fetchNextPage();
              }}
            >
              {t('thread.loadEarlier')}
            </Button>
          </div>
        )}
        {history.isPending ? (
          <Spin />
        ) : history.isError ? (
          <p className="chat-empty" role="alert">
            {t('thread.loadFailed')}{' '}
            <Button size="small" onClick={() => void history.refetch()}>
              {t('thread.retry')}
            </Button>
          </p>
        ) : (
          !messages.length && !shownPending.length && <p className="chat-empty">{t('thread.empty')}</p>
        )}
        <ol className="chat-messages" role="log" aria-live="polite" data-testid="chat-messages">
          {messages.map((m, i) => (
            <MessageRow
              key={m.msgId}
              message={m}
              conversation={conversation}
              // The first message always opens a day; where the next days start depends on the buyer's zone.
              opensDay={i === 0 || (hydrated && dayKey(messages[i - 1].sentAt) !== dayKey(m.sentAt))}
              hydrated={hydrated}
              locale={locale}
              peerRead={m.sender === 'user' && m.msgId <= peerReadUpTo}
            />
          ))}
          {shownPending.map((p) => (
            <PendingBubble key={p.clientMsgId} item={p} onResend={() => resend(p.clientMsgId)} />
          ))}
        </ol>
      </div>
      <Composer
        disabled={disabled}
        attachment={attachment}
        send={(o) => {
          atBottom.current = true;
          send(o);
        }}
        onTyping={() => chatConnection().send({ type: 'typing', conversationId: id })}
      />
    </section>
  );
}
