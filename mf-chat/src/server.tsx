import type { RemoteServerEntry } from '@mall/shared';
import { chatFirstCalls, chatWindowFirstCalls, selectedConversationId } from './api/chat';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import ChatMessagesPage from './pages/chat-messages-page';
import ChatWindowPage from './pages/chat-window-page';
import { contextOfChat2 } from './widget/chat2-address';

/**
 * mf-chat's server entry (shared/src/ssr.ts): the message box (/chat), rendered by the site server
 * for the signed-in buyer with their own conversation list and, for `?conversationId=`, that
 * conversation's newest messages (the site server makes the first calls with the browser's token
 * cookie; a conversation that is not the buyer's is not in their list and shows "not found").
 * What the browser alone can do comes after hydration: the chat socket, opening a `?shopId=` chat
 * (a POST), times of day and day headings (docs/chat.md, "First view").
 * /chat2 (a page of its own, the compact window) is rendered with the window as it is: the buyer's
 * existing conversation with that shop and its newest messages (`GET /p/chat/window`, read only);
 * with none yet, its conversation is made by a POST after hydration (both sides render it loading).
 */
const entry: RemoteServerEntry = {
  namespace: NAMESPACE,
  i18n: resources,
  pages: {
    chat: { Page: ChatMessagesPage, data: (_params, search) => chatFirstCalls(selectedConversationId(search)) },
    chat2: { Page: ChatWindowPage, data: (_params, search) => chatWindowFirstCalls(contextOfChat2(search)) },
  },
};
export default entry;
