import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useOpenChat } from '../api/chat';
import { ChatPage } from '../components/chat-page';
import { ConnectionBanner } from '../components/chat-status';
import { Thread } from '../components/thread';
import { chatConnection } from '../live/chat-live';
import { NAMESPACE } from '../namespace';
import { contextOfChat2 } from '../widget/chat-context';

/**
 * /chat2, the compact chat window for one conversation, opened from a product, shop or order page
 * (`?prodId=`, `?shopId=`, `?orderNumber=`, or `?service=1`) with the product or order ready to send.
 */
export default function ChatWindowPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const body = contextOfChat2(params);
  const opened = useOpenChat(body);
  useEffect(() => void chatConnection(), []);
  return (
    <ChatPage pageKey="chat2">
      <ConnectionBanner />
      {!body ? (
        <p className="chat-empty" data-testid="chat-no-thread">
          {t('thread.choose')} <LocaleLink to="/chat">{t('titles.chat')}</LocaleLink>
        </p>
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
    </ChatPage>
  );
}
