import { create } from 'zustand';
import { bus, http, useSessionStore } from '@mall/shared';
import type { ChatMessageView, ChatServerFrame, ChatUnread } from '@mall/shared/contracts';
import { ChatConnection, type ConnectionState } from './connection';

/**
 * What the page knows live, from the one socket: connection state, unread counts (the header
 * badge), messages heard since the page loaded, read marks, typing, consultations that expired
 * here, and who is online. Pages merge it with what they loaded over REST.
 */
export interface LiveChat {
  connection: ConnectionState;
  /** Unread messages per conversation, and in all. */
  unread: Record<number, number>;
  total: number;
  /** Messages heard live, per conversation (pages add them to the history they loaded). */
  live: Record<number, ChatMessageView[]>;
  /** Read marks heard live: the buyer's own (readUpTo) and the other party's (peerReadUpTo). */
  marks: Record<number, { readUpTo?: number; peerReadUpTo?: number }>;
  typingUntil: Record<number, number>;
  expired: Record<number, boolean>;
  /** Online status heard live: 'shop:<id>' or 'service'. */
  presence: Record<string, boolean>;
  /** Goes up whenever the page must reload what it shows (connected again, or events were missed). */
  generation: number;
}

const initial = (): Omit<LiveChat, 'connection'> => ({
  unread: {},
  total: 0,
  live: {},
  marks: {},
  typingUntil: {},
  expired: {},
  presence: {},
  generation: 0,
});

export const useLiveChat = create<LiveChat>()(() => ({ connection: { status: 'idle', attempt: 0, retryAt: null }, ...initial() }));

export const presenceKey = (shopId: number | null) => (shopId === null ? 'service' : `shop:${shopId}`);
/** How long "typing…" shows after a typing frame. */
const TYPING_MS = 4000;

let connection: ChatConnection | null = null;

const sumOf = (unread: Record<number, number>) => Object.values(unread).reduce((a, b) => a + b, 0);

/** Counts of the server's answers asked for, and of counts moved by frames (a stale answer must not undo a frame). */
let unreadAsked = 0;
let unreadMoved = 0;

function setUnread(unread: Record<number, number>, fromFrame = true): void {
  if (fromFrame) unreadMoved++;
  const total = sumOf(unread);
  const was = useLiveChat.getState().total;
  useLiveChat.setState({ unread, total });
  if (total !== was) bus.emit('chat-unread', { count: total });
}

/**
 * The server's counts: after every connect and after a resume (messages replayed by a resume may
 * have been read meanwhile on another page, whose read mark this socket did not hear). Only the
 * newest answer counts, and one overtaken by a frame is asked for again.
 */
export async function refreshUnread(): Promise<void> {
  const asked = ++unreadAsked;
  const moved = unreadMoved;
  try {
    const u: ChatUnread = await http.data('GET /p/chat/unread');
    if (asked !== unreadAsked) return;
    if (moved !== unreadMoved) return void refreshUnread();
    setUnread(Object.fromEntries(u.conversations.map((c) => [c.conversationId, c.unread])), false);
  } catch {
    /* signed out or offline: the badge keeps its last count */
  }
}

/**
 * A message heard live may already be in the server's count: an answer to `refreshUnread` can be
 * made after the message was stored and arrive before its frame (a resume's "synced", then the
 * new message). Counting the frame on top would show one unread too many until the next refresh,
 * so a message counted from a frame is followed, shortly after, by the server's count.
 */
let settle: ReturnType<typeof setTimeout> | undefined;
const SETTLE_MS = 400;
function settleUnreadSoon(): void {
  clearTimeout(settle);
  settle = setTimeout(() => void refreshUnread(), SETTLE_MS);
}

function onFrame(f: ChatServerFrame): void {
  const s = useLiveChat.getState();
  switch (f.type) {
    case 'ready':
      useLiveChat.setState({ generation: s.generation + 1 });
      void refreshUnread();
      return;
    case 'synced':
      if (f.more) useLiveChat.setState({ generation: s.generation + 1 });
      void refreshUnread();
      return;
    case 'message': {
      const m = f.message;
      const list = s.live[m.conversationId] ?? [];
      if (list.some((x) => x.msgId === m.msgId)) return;
      useLiveChat.setState({ live: { ...s.live, [m.conversationId]: [...list, m] } });
      // Mine from another tab: not unread. The other party's: unread until read (the page reads what it shows).
      if (m.sender !== 'user' && m.msgId > (s.marks[m.conversationId]?.readUpTo ?? 0)) {
        setUnread({ ...s.unread, [m.conversationId]: (s.unread[m.conversationId] ?? 0) + 1 });
        settleUnreadSoon();
      }
      return;
    }
    case 'read': {
      const mark = s.marks[f.conversationId] ?? {};
      if (f.reader === 'user') {
        useLiveChat.setState({
          marks: { ...s.marks, [f.conversationId]: { ...mark, readUpTo: Math.max(mark.readUpTo ?? 0, f.upToMsgId) } },
        });
        setUnread({ ...s.unread, [f.conversationId]: f.unread });
      } else {
        useLiveChat.setState({
          marks: { ...s.marks, [f.conversationId]: { ...mark, peerReadUpTo: Math.max(mark.peerReadUpTo ?? 0, f.upToMsgId) } },
        });
      }
      return;
    }
    case 'typing':
      if (f.from !== 'user') useLiveChat.setState({ typingUntil: { ...s.typingUntil, [f.conversationId]: Date.now() + TYPING_MS } });
      return;
    case 'expired':
      useLiveChat.setState({ expired: { ...s.expired, [f.conversationId]: true } });
      return;
    case 'presence':
      useLiveChat.setState({ presence: { ...s.presence, [presenceKey(f.shopId)]: f.online } });
      return;
  }
}

/**
 * The page's chat connection, started once (by the widget at idle or by a chat page, whichever
 * comes first) and following the session: a new token reconnects, signing out closes it.
 */
export function chatConnection(): ChatConnection {
  if (connection) return connection;
  const c = new ChatConnection({ token: () => useSessionStore.getState().userToken });
  connection = c;
  c.onState((state) => useLiveChat.setState({ connection: state }));
  c.onFrame(onFrame);
  useSessionStore.subscribe((now, before) => {
    if (now.userToken === before.userToken) return;
    c.stop();
    useLiveChat.setState({ ...initial() });
    setUnread({}, false);
    if (now.userToken) c.start();
  });
  if (typeof window !== 'undefined') window.addEventListener('online', () => c.retryNow());
  c.start();
  return c;
}

/**
 * This page takes the conversation (a consultation): when a thread opens it, and when the buyer
 * re-consults after it expired here. Its "expired" mark goes; the account's other pages holding
 * it get `expired`.
 */
export function consult(conversationId: number): void {
  const s = useLiveChat.getState();
  useLiveChat.setState({ expired: { ...s.expired, [conversationId]: false } });
  chatConnection().send({ type: 'open', conversationId });
}
