import type { RemoteServerEntry } from '@mall/shared';
import { chatFirstCalls } from './api/chat';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import ChatMessagesPage from './pages/chat-messages-page';

/**
 * mf-chat's server entry (shared/src/ssr.ts): the message box (/chat), rendered by the site server
 * for the signed-in buyer with their own conversation list (the site server makes its first call
 * with the browser's token cookie). What the browser alone can do comes after hydration: the chat
 * socket, opening a `?shopId=` chat (a POST), times of day (docs/chat.md, "First view").
 */
const entry: RemoteServerEntry = {
  namespace: NAMESPACE,
  i18n: resources,
  pages: {
    chat: { Page: ChatMessagesPage, data: () => chatFirstCalls() },
  },
};
export default entry;
