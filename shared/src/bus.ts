import mitt from 'mitt';
import type { Locale } from './constants';
import { pageSingleton } from './singleton';

/**
 * The cross-remote event contract, version 1. Add events; never change a payload in place —
 * publish a new event name instead, because remotes of different ages share this bus.
 */
export const BUS_VERSION = 1;
export interface BusEvents {
  /** Ask the shell to open the login dialog. */
  'show-login': { reason?: string } | undefined;
  'locale-change': { locale: Locale };
  /** Number of lines in the buyer's cart after a change. */
  'cart-changed': { count: number };
  /** A product SKU should go into the cart. */
  'cart-add': { prodId: number; skuId: number; shopId: number; count: number };
  'session-changed': { loggedIn: boolean };
  /** The buyer's unread messages after reading some (the header's badge follows it). */
  'notifications-changed': { unread: number };
  [key: string | symbol]: unknown;
}

type Bus = ReturnType<typeof mitt<BusEvents>>;
export const bus: Bus = pageSingleton('bus', () => mitt<BusEvents>());
