import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale, type Locale } from '@mall/shared';
// A subpath each part bundles (not the shared singleton a shell of an older release may provide).
import { CHAT_HISTORY_PAGE } from '@mall/shared/constants';
import type { ChatConversation, ChatHistory, ChatOpenBody } from '@mall/shared/contracts';
import { windowQueryOf } from '../widget/chat-context';

/**
 * The buyer's chat over REST (API module `chat`, contracts/chat.ts): conversations, history,
 * unread, opening a chat from a shop, product or order. Live frames come over the socket
 * (src/live); they patch these caches. Fetchers, query options with their keys, hooks (docs/api.md).
 */

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (locale: Locale) => [...chatKeys.all, 'conversations', locale] as const,
  history: (conversationId: number) => [...chatKeys.all, 'history', conversationId] as const,
  opened: (body: ChatOpenBody, locale: Locale) => [...chatKeys.all, 'open', body, locale] as const,
  window: (body: ChatOpenBody, locale: Locale) => [...chatKeys.all, 'window', body, locale] as const,
};

/** Conversations shown at once: a buyer talks to a few shops; the list is one page. */
export const CONVERSATION_PAGE = 50;
const HISTORY_PAGE = CHAT_HISTORY_PAGE;

const conversationsPage = { current: 1, size: CONVERSATION_PAGE };
export const getConversations = () => http.data('GET /p/chat/conversations', { query: conversationsPage });
/** A page of a conversation's history: the newest, or the one before the message `before`. */
const historyPage = (conversationId: number, before?: number) => ({ conversationId, before, size: HISTORY_PAGE });
export const getHistory = (conversationId: number, before?: number) =>
  http.data('GET /p/chat/messages', { query: historyPage(conversationId, before) });

/** The conversation `?conversationId=` selects: a positive whole number, or none (src/server.tsx and the page read it alike). */
export function selectedConversationId(params: URLSearchParams): number | null {
  const id = Number(params.get('conversationId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The message box's first calls (src/server.tsx): the conversation list and, with a conversation
 * open, its newest history page. The site server makes them as the signed-in buyer and writes the
 * answers into the HTML; the list and the thread read them as initial data (docs/chat.md).
 */
export const chatFirstCalls = (conversationId: number | null = null) => [
  http.callPath('GET /p/chat/conversations', { query: conversationsPage }),
  ...(conversationId === null ? [] : [http.callPath('GET /p/chat/messages', { query: historyPage(conversationId) })]),
];

/**
 * /chat2's first call (src/server.tsx): the buyer's existing conversation with that shop and its
 * newest history page, read only (none yet: null; `POST /p/chat/open` then makes it).
 */
export const getChatWindow = (body: ChatOpenBody) => http.data('GET /p/chat/window', { query: windowQueryOf(body) });
export const chatWindowFirstCalls = (body: ChatOpenBody | null) =>
  body === null ? [] : [http.callPath('GET /p/chat/window', { query: windowQueryOf(body) })];
export const getUnread = () => http.data('GET /p/chat/unread');
export const openChat = (body: ChatOpenBody) => http.data('POST /p/chat/open', { body });
export const markRead = (conversationId: number, upToMsgId: number) =>
  http.data('POST /p/chat/read', { body: { conversationId, upToMsgId } });

export const conversationsQuery = (locale: Locale) => queryOptions({ queryKey: chatKeys.conversations(locale), queryFn: getConversations });

/** Pages of history, newest first: each page's `records` are oldest first; `before` walks back. */
export const historyQuery = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.history(conversationId),
    queryFn: ({ pageParam }) => getHistory(conversationId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.records.length ? last.records[0].msgId : undefined),
  });

/** The /chat2 window as it is (nothing made): read once per page, as served or fetched after a client-side navigation. */
export const windowQuery = (body: ChatOpenBody, locale: Locale) =>
  queryOptions({ queryKey: chatKeys.window(body, locale), queryFn: () => getChatWindow(body), retry: false, staleTime: Infinity });

/** The conversation of /chat2 (made on first use) and the product or order to attach. */
export const openQuery = (body: ChatOpenBody, locale: Locale) =>
  queryOptions({ queryKey: chatKeys.opened(body, locale), queryFn: () => openChat(body), retry: false, staleTime: Infinity });

export const useConversations = (enabled = true) =>
  useQuery({
    ...conversationsQuery(useLocale()),
    enabled,
    initialData: () => http.peekData('GET /p/chat/conversations', { query: conversationsPage }),
  });
/** `firstPage`: the newest page as /chat2's window answer brought it (it is the thread's first page then). */
export const useHistory = (conversationId: number | null, firstPage?: ChatHistory | null) =>
  useInfiniteQuery({
    ...historyQuery(conversationId ?? 0),
    enabled: conversationId !== null,
    // The newest page the server wrote into the HTML (the first view of /chat?conversationId=, or of /chat2 in its window answer).
    initialData: () => {
      const page =
        conversationId === null ? undefined : (firstPage ?? http.peekData('GET /p/chat/messages', { query: historyPage(conversationId) }));
      return page && { pages: [page], pageParams: [undefined] };
    },
  });
export const useChatWindow = (body: ChatOpenBody | null) =>
  useQuery({
    ...windowQuery(body ?? {}, useLocale()),
    enabled: body !== null,
    // The answer the server wrote into the HTML (the first view of /chat2).
    initialData: () => (body === null ? undefined : http.peekData('GET /p/chat/window', { query: windowQueryOf(body) })),
  });
export const useOpenChat = (body: ChatOpenBody | null) => useQuery({ ...openQuery(body ?? {}, useLocale()), enabled: body !== null });

/** Opens a conversation from the list's "customer service" entry or a ?shopId link, then refreshes the list. */
export function useOpenConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openChat,
    onSuccess: (opened) => {
      // The list may have been read before this chat existed (the page asks for both at once): it
      // holds the opened conversation at once, so the page can show it, and is then read again.
      const id = opened.conversation.conversationId;
      client.setQueriesData<{ records: ChatConversation[] }>({ queryKey: [...chatKeys.all, 'conversations'] }, (list) =>
        list && !list.records.some((c) => c.conversationId === id) ? { ...list, records: [opened.conversation, ...list.records] } : list,
      );
      return client.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
    },
  });
}
