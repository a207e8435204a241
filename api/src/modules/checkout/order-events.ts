import type { Db } from '../../db';

/**
 * What other modules hear about an order's life, inside the transaction that changed it (so a
 * listener's writes commit or roll back with the order's): `received` when the buyer confirms
 * receipt (the order is completed for the buyer), `closed` when an unpaid order is cancelled,
 * expires or is rejected and its stock goes back.
 */
export interface OrderEvent {
  kind: 'received' | 'closed';
  orderNumber: string;
  reason?: 'cancelled' | 'expired' | 'rejected';
}
export type OrderListener = (t: Db, event: OrderEvent) => Promise<void>;

const listeners = new Set<OrderListener>();

/** Adds a listener (a module's register() does this once; adding the same function again is a no-op). */
export function onOrderEvent(listener: OrderListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function emitOrderEvent(t: Db, event: OrderEvent): Promise<void> {
  for (const listener of listeners) await listener(t, event);
}
