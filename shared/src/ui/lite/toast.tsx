import { useEffect, useState } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
interface Item {
  id: number;
  kind: ToastKind;
  text: string;
}

/**
 * Short notices at the top of the page (antd's message, without antd). One queue per page: the
 * queue lives on globalThis so every remote's copy of the kit shows through the one <Toasts/> host.
 */
interface Queue {
  items: Item[];
  next: number;
  listeners: Set<(items: Item[]) => void>;
}
const KEY = '__MALL_LITE_TOASTS__';
const queue = (): Queue => ((globalThis as Record<string, unknown>)[KEY] ??= { items: [], next: 1, listeners: new Set() }) as Queue;
const publish = () => queue().listeners.forEach((l) => l([...queue().items]));

function show(kind: ToastKind, text: string, seconds = 3): void {
  const q = queue();
  const id = q.next++;
  q.items.push({ id, kind, text });
  publish();
  setTimeout(() => {
    q.items = q.items.filter((i) => i.id !== id);
    publish();
  }, seconds * 1000);
}

export const toast = {
  success: (text: string, seconds?: number) => show('success', text, seconds),
  info: (text: string, seconds?: number) => show('info', text, seconds),
  warning: (text: string, seconds?: number) => show('warning', text, seconds),
  error: (text: string, seconds?: number) => show('error', text, seconds),
};

/** The same shape as antd's `App.useApp().message`, for pages moving off antd. */
export const useToast = () => toast;

const ICONS: Record<ToastKind, string> = { success: '✓', info: 'ℹ', warning: '!', error: '✕' };

/** Renders the queue; the shell mounts one per page. */
export function Toasts() {
  ensureLiteStyles();
  const [items, setItems] = useState<Item[]>(() => [...queue().items]);
  useEffect(() => {
    const q = queue();
    q.listeners.add(setItems);
    return () => void q.listeners.delete(setItems);
  }, []);
  return (
    <div className="ml-toasts" role="status" aria-live="polite" data-testid="toasts">
      {items.map((i) => (
        <div key={i.id} className={`ml-toast ml-toast-${i.kind}`}>
          <span className="ml-toast-icon" aria-hidden>
            {ICONS[i.kind]}
          </span>
          {i.text}
        </div>
      ))}
    </div>
  );
}
