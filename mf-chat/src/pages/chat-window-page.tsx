import { useEffect } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useChatWindow, useOpenChat } from '../api/chat';
import { ChatPage } from '../components/chat-page';
import { ConnectionBanner } from '../components/chat-status';
import { Thread } from '../components/thread';
import { chatConnection } from '../live/chat-live';
import { NAMESPACE } from '../namespace';
import { contextOfChat2 } from '../widget/chat2-address';

/**
 * /chat2, the compact chat window for one conversation, opened from a product, shop or order page
 * (`?prodId=`, `?shopId=`, `?orderNumber=`, or `?service=1`) with the product or order ready to send.
 * Its first view (src/server.tsx) is the window as it is: the buyer's existing conversation with
 * that shop and its newest messages (`GET /p/chat/window`, read only). With none yet, the page
 * opens it after hydration (`POST /p/chat/open` makes it), as the window always did: the buyer
 * finds the chat in their message box and the shop sees who is asking (docs/chat.md).
 */
export default function ChatWindowPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const body = contextOfChat2(params);
  const found = useChatWindow(body);
  const none = found.data !== undefined && found.data.conversation === null;
  const opened = useOpenChat(none ? body : null);
  useEffect(() => void chatConnection(), []);
  return (
    <ChatPage pageKey="chat2">
      <ConnectionBanner />
      {!body ? (
        <p className="chat-empty" data-testid="chat-no-thread">
          {t('thread.choose')} <LocaleLink to="/chat">{t('titles.chat')}</LocaleLink>
        </p>
      ) : (
        <QueryStatus query={found} rows={6}>
          {found.data?.conversation ? (
            <div className="chat-box">
              <Thread
                key={found.data.conversation.conversationId}
                conversation={found.data.conversation}
                attachment={found.data.attachment}
                firstPage={found.data.history}
              />
            </div>
          ) : (
            <QueryStatus query={opened} rows={6}>
              {opened.data && (
                <div className="chat-box">
                  <Thread
                    key={opened.data.conversation.conversationId}
                    conversation={opened.data.conversation}
                    attachment={opened.data.attachment}
                  />
                </div>
              )}
            </QueryStatus>
          )}
        </QueryStatus>
      )}
    </ChatPage>
  );
}
