import { useQueryClient } from '@mall/shared/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { showError } from '@mall/shared';
import { useSearchParams } from '@mall/shared/router';
import { QueryStatus } from '@mall/shared/ui';
import { Button } from '@mall/shared/ui/lite';
import { chatKeys, selectedConversationId, useConversations, useOpenConversation } from '../api/chat';
import { ChatPage } from '../components/chat-page';
import { ConnectionBanner } from '../components/chat-status';
import { ConversationList } from '../components/conversation-list';
import { LazyPictureManager, preloadPictureManager } from '../components/picture-manager-lazy';
import { Thread } from '../components/thread';
import { chatConnection, useLiveChat } from '../live/chat-live';
import { NAMESPACE } from '../namespace';

/** `?shopId=` or `?service=1` (a "Chat now" link): what to open before showing the box. */
function openTarget(params: URLSearchParams) {
  const shopId = Number(params.get('shopId'));
  if (Number.isInteger(shopId) && shopId > 0) return { shopId };
  return params.get('service') === '1' ? { service: true as const } : null;
}

/**
 * Connected again, or a message of a conversation the list does not have yet (started on another
 * page): reloads the list. A component of its own, so a frame heard live renders it, not the page.
 */
function ListReloader() {
  const client = useQueryClient();
  const conversations = useConversations();
  const generation = useLiveChat((s) => s.generation);
  const live = useLiveChat((s) => s.live);
  const known = new Set((conversations.data?.records ?? []).map((c) => c.conversationId));
  const unknownHeard = conversations.isSuccess && Object.keys(live).some((id) => !known.has(Number(id)));
  useEffect(() => {
    if (generation > 1 || unknownHeard) void client.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
  }, [client, generation, unknownHeard]);
  return null;
}

/**
 * /chat, the message box (spec section 2): the buyer's conversations with unread counts and last
 * messages, the selected thread, and the picture manager. `?conversationId=` selects one;
 * `?shopId=` or `?service=1` opens (makes) one first.
 */
export default function ChatMessagesPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const conversations = useConversations();
  const open = useOpenConversation();
  const [managing, setManaging] = useState(false);
  const selectedId = selectedConversationId(params);
  const select = (conversationId: number) => setParams({ conversationId: String(conversationId) }, { replace: true });

  useEffect(() => void chatConnection(), []);
  // A "Chat now" link: open that chat once, then show it selected.
  const target = useRef(openTarget(params));
  useEffect(() => {
    const body = target.current;
    if (!body) return;
    target.current = null;
    open.mutate(body, { onSuccess: (r) => select(r.conversation.conversationId), onError: (err) => showError(err, () => undefined) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const list = conversations.data?.records ?? [];
  // The chat just opened shows even while the list is still being read again without it.
  const opened = open.data?.conversation;
  const selected = list.find((c) => c.conversationId === selectedId) ?? (opened && opened.conversationId === selectedId ? opened : null);
  return (
    <ChatPage pageKey="chat">
      <div className="chat-head-actions">
        <Button
          data-testid="chat-manage-pictures"
          onPointerEnter={preloadPictureManager}
          onFocus={preloadPictureManager}
          onClick={() => setManaging(true)}
        >
          {t('pictures.title')}
        </Button>
      </div>
      <ConnectionBanner />
      <ListReloader />
      <QueryStatus query={conversations} rows={6}>
        <div className="chat-box">
          <ConversationList
            conversations={list}
            selected={selectedId}
            onSelect={select}
            onService={() => open.mutate({ service: true }, { onSuccess: (r) => select(r.conversation.conversationId) })}
          />
          {selected ? (
            <Thread key={selected.conversationId} conversation={selected} />
          ) : (
            <div className="chat-thread chat-thread-none" data-testid="chat-no-thread">
              {selectedId && !open.isPending ? t('thread.notFound') : t('thread.choose')}
            </div>
          )}
        </div>
      </QueryStatus>
      <LazyPictureManager open={managing} mode="manage" onClose={() => setManaging(false)} />
    </ChatPage>
  );
}
