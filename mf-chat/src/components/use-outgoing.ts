import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, uploadFor } from '@mall/shared';
import type { ChatAttachment } from '@mall/shared/contracts';
import { CHAT_IMAGE_PURPOSE } from '../api/pictures';
import { ChatRefusal } from '../live/connection';
import { chatConnection } from '../live/chat-live';

/** What the composer asks to send. */
export type Outgoing =
  | { msgType: 'text'; content: { text: string } }
  | { msgType: 'image'; file: File }
  | { msgType: 'image'; pictureId: number; url: string }
  | { msgType: 'product'; content: { prodId: number }; card: ChatAttachment }
  | { msgType: 'order'; content: { orderNumber: string }; card: ChatAttachment };

/** A message on its way: uploading its picture, waiting for the ack (also while reconnecting), or refused. */
export interface PendingItem {
  clientMsgId: string;
  outgoing: Outgoing;
  status: 'uploading' | 'sending' | 'sent' | 'failed';
  /** Upload progress in percent, 0..100 (the shared client's onProgress). */
  progress?: number;
  error?: string;
  /** A picture from the device, shown while it uploads. */
  previewUrl?: string;
  fileKey?: string;
  createdAt: number;
}

/** A sender's own message id (the server stores a message once per clientMsgId). */
export function newClientMsgId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/**
 * The page's outgoing messages in one conversation. Each keeps its clientMsgId through uploads,
 * reconnects and resends, so the buyer can press "resend" without a second copy being stored.
 */
export function useOutgoing(conversationId: number, onStoreOffline: () => void) {
  const [pending, setPending] = useState<PendingItem[]>([]);
  const items = useRef(new Map<string, PendingItem>());

  const update = useCallback((clientMsgId: string, patch: Partial<PendingItem>) => {
    const next = { ...items.current.get(clientMsgId)!, ...patch };
    items.current.set(clientMsgId, next);
    setPending((list) => list.map((x) => (x.clientMsgId === clientMsgId ? next : x)));
  }, []);

  const attempt = useCallback(
    async (clientMsgId: string) => {
      const item = items.current.get(clientMsgId);
      if (!item) return;
      const o = item.outgoing;
      try {
        let content: Record<string, unknown>;
        if (o.msgType === 'image' && 'file' in o) {
          let fileKey = item.fileKey;
          if (!fileKey) {
            update(clientMsgId, { status: 'uploading', progress: 0, error: undefined });
            fileKey = await uploadFor(o.file, CHAT_IMAGE_PURPOSE, { onProgress: (progress) => update(clientMsgId, { progress }) });
          }
          update(clientMsgId, { fileKey, status: 'sending' });
          content = { fileKey };
        } else {
          update(clientMsgId, { status: 'sending', error: undefined });
          content = o.msgType === 'image' ? { pictureId: o.pictureId } : o.content;
        }
        await chatConnection().sendMessage({ clientMsgId, conversationId, msgType: o.msgType, content } as never);
        update(clientMsgId, { status: 'sent' });
      } catch (err) {
        if (err instanceof ChatRefusal && err.code === 'A00001' && (err.data as { statusKey?: string } | undefined)?.statusKey)
          onStoreOffline();
        update(clientMsgId, { status: 'failed', error: err instanceof ChatRefusal ? err.message : errorText(err) });
      }
    },
    [conversationId, onStoreOffline, update],
  );

  const send = useCallback(
    (outgoing: Outgoing) => {
      const item: PendingItem = {
        clientMsgId: newClientMsgId(),
        outgoing,
        status: 'sending',
        previewUrl: outgoing.msgType === 'image' && 'file' in outgoing ? URL.createObjectURL(outgoing.file) : undefined,
        createdAt: Date.now(),
      };
      items.current.set(item.clientMsgId, item);
      setPending((list) => [...list, item]);
      void attempt(item.clientMsgId);
    },
    [attempt],
  );

  /** Forgets the ones the conversation now shows (stored and heard back). */
  const settle = useCallback((shown: Set<string>) => {
    const done = [...items.current.values()].filter((x) => shown.has(x.clientMsgId));
    if (!done.length) return;
    for (const x of done) {
      items.current.delete(x.clientMsgId);
      if (x.previewUrl) URL.revokeObjectURL(x.previewUrl);
    }
    setPending((list) => list.filter((x) => !shown.has(x.clientMsgId)));
  }, []);

  useEffect(
    () => () => {
      for (const x of items.current.values()) if (x.previewUrl) URL.revokeObjectURL(x.previewUrl);
    },
    [],
  );

  return { pending, send, resend: (clientMsgId: string) => void attempt(clientMsgId), settle };
}
