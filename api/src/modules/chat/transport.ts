import type { ChatMessageView, ChatSender } from '@mall/shared/contracts';
import { clusterBus, MAX_MESSAGE_BYTES } from '../../cluster';
import type { AppContext } from '../../context';

/**
 * What one API process tells every other (and itself) about the chat. Each process delivers an
 * event to its own sockets (hub.ts). Rooms: a buyer's sockets (`userId`), a shop's merchant
 * sockets (`shopId`); customer service has no sockets (agents use the admin REST API).
 */
export type ChatEvent =
  /** A stored message: to every socket of the buyer and of the shop (the sending socket too: the ack says stored, this carries what was stored). */
  | { t: 'message'; userId: string; shopId: number | null; message: ChatMessageView }
  /** The same, for a message too large for one notice: receivers read it from the database. */
  | { t: 'messageRef'; userId: string; shopId: number | null; msgId: number }
  /** A read mark moved: both parties (the reader's other tabs update their unread, the other side its read marks). */
  | { t: 'read'; userId: string; shopId: number | null; conversationId: number; reader: ChatSender; upToMsgId: number; unread: number }
  /** Someone is typing: to the other party only. */
  | { t: 'typing'; userId: string; shopId: number | null; conversationId: number; from: ChatSender }
  /** A page of `subject` took a conversation: that subject's other pages holding it see it expire. */
  | { t: 'open'; subject: string; conversationId: number; socket: string }
  /** A newer session of `subject` holds the chat: sockets of other sessions close ("logged in elsewhere"). */
  | { t: 'kick'; subject: string; keepSession: string }
  /** A shop's merchant (or customer service, shopId null) went online or offline. */
  | { t: 'presence'; shopId: number | null; online: boolean };

/**
 * The fan-out between API processes: the adapter boundary. The default carries events over
 * PostgreSQL LISTEN/NOTIFY (src/cluster; in process on PGlite). Another transport (Redis pub/sub
 * for many replicas) implements the same three calls; it must deliver an event published inside a
 * db.tx only after that transaction commits (publish after commit), so nobody hears of a message
 * before it can be read.
 */
export interface ChatTransport {
  /** Sends to every process, this one included; inside db.tx, when the transaction commits. */
  publish(event: ChatEvent): Promise<void>;
  /** Resolves once listening. */
  subscribe(handler: (event: ChatEvent) => void): Promise<() => Promise<void>>;
  /** This process was cut off and is back: events in between were lost (sockets must resync). */
  onMissed(handler: () => void): () => void;
}

const CHANNEL = 'chat';

/** The default transport: the cluster bus of the app's database. */
export function clusterTransport(ctx: AppContext): ChatTransport {
  const bus = clusterBus(ctx);
  return {
    async publish(event) {
      // A notice holds at most MAX_MESSAGE_BYTES: a long message travels as its id instead.
      if (event.t === 'message' && Buffer.byteLength(JSON.stringify(event)) > MAX_MESSAGE_BYTES - 100) {
        const { message, ...rest } = event;
        return bus.publish(CHANNEL, { ...rest, t: 'messageRef', msgId: message.msgId } satisfies ChatEvent);
      }
      return bus.publish(CHANNEL, event);
    },
    subscribe: (handler) => bus.subscribe<ChatEvent>(CHANNEL, handler),
    onMissed: (handler) => bus.onMissed(handler),
  };
}
