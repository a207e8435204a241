import type { RemoteServerEntry } from '@mall/shared';
import { chatFirstCalls, selectedConversationId } from './api/chat';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import ChatMessagesPage from './pages/chat-messages-page';
import ChatWindowPage from './pages/chat-window-page';

/**
 * mf-chat's server entry (shared/src/ssr.ts): the message box (/chat), rendered by the site server
 * for the signed-in buyer with their own conversation list and, for `?conversationId=`, that
 * conversation's newest messages (the site server makes the first calls with the browser's token
 * cookie; a conversation that is not the buyer's is not in their list and shows "not found").
 * What the browser alone can do comes after hydration: the chat socket, opening a `?shopId=` chat
 * (a POST), times of day and day headings (docs/chat.md, "First view").
 * /chat2 (a page of its own, the compact window) has its frame only: its conversation comes from
 * a POST (it is made on first use), asked for after hydration; both sides render it loading.
 */
const entry: RemoteServerEntry = {
  namespace: NAMESPACE,
  i18n: resources,
  pages: {
    chat: { Page: ChatMessagesPage, data: (_params, search) => chatFirstCalls(selectedConversationId(search)) },
    chat2: { Page: ChatWindowPage },
  },
};
export default entry;
