import mitt from 'mitt';
import type { Locale } from './constants';
import { pageSingleton } from './singleton';

/**
 * The cross-remote event contract, versioned like an API (semver): add events (a minor version);
 * never change a payload in place — publish a new event name instead, because remotes of different
 * ages share this bus. A remote's build records the version it was built against and the release
 * registry refuses it under a shell whose bus is older (docs/releases.md).
 */
export const BUS_VERSION = '1.3.0';
// A type, not an interface: mitt takes it as a record without an index signature, so an event name
// that is not listed here, or a wrong payload, is a type error.
export type BusEvents = {
  /** Ask the shell to open the login dialog. */
  'show-login': { reason?: string } | undefined;
  'locale-change': { locale: Locale };
  /** Number of lines in the buyer's cart after a change. */
  'cart-changed': { count: number };
  /** A product SKU should go into the cart. */
  'cart-add': { prodId: number; skuId: number; shopId: number; count: number };
  /** The cart's answer to a `cart-add` (the page says "Added" only then; a refusal was shown by the request client). */
  'cart-add-done': { prodId: number; skuId: number; added: boolean };
  'session-changed': { loggedIn: boolean };
  /** The buyer's unread messages after reading some (the header's badge follows it). */
  'notifications-changed': { unread: number };
  /** Open the quick-quote form (a short sourcing request), prefilled with what the page knows. */
  'quick-quote': QuickQuotePrefill | undefined;
  /** Open the inquiry form to a supplier ("Contact supplier"), about one of its products or the shop. */
  'contact-supplier': ContactSupplier;
  /** The buyer's unread chat messages in all (mf-chat's widget; the header badge shows it). */
  'chat-unread': { count: number };
  /** The page changed (the shell's router): widgets that depend on the page follow it. */
  'route-changed': { pathname: string; search: string };
  /**
   * (1.1) A remote failed on this page: its code did not load (after the retries) or one of its
   * pages threw while rendering. Emitted by the shell's federation telemetry for every failure
   * (docs/releases.md, "Telemetry"); the release console's beacons consume it.
   */
  'remote-error': RemoteErrorReport;
};

/** One failure of a remote on a page, named `remote@version`. */
export interface RemoteErrorReport {
  /** The remote's package name ('mf-chat'). */
  remote: string;
  /** The version this page ran: the live one, a canary's pin, or `override` (a developer's local remote). */
  version: string;
  /** `load`: its manifest, entry or a module did not arrive; `render`: a page of it threw. */
  kind: 'load' | 'render';
  /** What was asked for ('mf_chat/routes', a page key), when known. */
  module?: string;
  /** The error's message (no stack: it may name the buyer's data). */
  message: string;
  /** The region showed the remote's fallback instead (the page itself kept working). */
  fallback: boolean;
  /** When, ms since epoch. */
  at: number;
}

/** What a page knows when it offers a quick quote (a product page: the product and its category). */
export interface QuickQuotePrefill {
  productName?: string;
  categoryId?: number;
  quantity?: number;
  /** A unit dictionary label ('piece'). */
  unit?: string;
  /** The supplier the buyer came from (shown in the form; the request itself is public). */
  shopId?: number;
}

/** Who the inquiry goes to, and about what. */
export interface ContactSupplier {
  shopId: number;
  shopName?: string;
  prodId?: number;
  skuId?: number;
  productName?: string;
  skuName?: string;
  pic?: string | null;
  quantity?: number;
  unit?: string;
}

type Bus = ReturnType<typeof mitt<BusEvents>>;
export const bus: Bus = pageSingleton('bus', () => mitt<BusEvents>());
