import { bus, type BusEvents, type ContactSupplier } from './bus';
import { isLoggedIn } from './stores/session';
import { AFTER_SIGN_IN_STORAGE_KEY, AFTER_SIGN_IN_TTL_MS } from './constants';

/**
 * What a signed-out buyer asked for when the login dialog came instead: done once they are signed
 * in. Signing in reloads the page (spec section 4), so the wish waits in this tab's session storage
 * with the page it was made on; the control that offered it takes it back on that page, once
 * signed in, and does it (the product page's add to cart, buy now and collect, the shop's follow,
 * the inquiry dialog's message). Closing the dialog without signing in drops it.
 */
export interface SignInIntents {
  'cart-add': BusEvents['cart-add'];
  'buy-now': { prodId: number; skuId: number; count: number };
  collect: { prodId: number };
  follow: { shopId: number };
  /** The inquiry to a supplier, with what the buyer typed before being asked to sign in. */
  'contact-supplier': { to: ContactSupplier; message: string; quantity: string };
}
export type SignInIntentKind = keyof SignInIntents;

interface Stored {
  kind: SignInIntentKind;
  payload: unknown;
  path: string;
  at: number;
}

const read = (): Stored | null => {
  try {
    const raw = globalThis.sessionStorage?.getItem(AFTER_SIGN_IN_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
};

const write = (value: Stored | null): void => {
  try {
    if (value) globalThis.sessionStorage?.setItem(AFTER_SIGN_IN_STORAGE_KEY, JSON.stringify(value));
    else globalThis.sessionStorage?.removeItem(AFTER_SIGN_IN_STORAGE_KEY);
  } catch {
    /* storage unavailable (private mode): the buyer does it again after signing in */
  }
};

const here = () => globalThis.location?.pathname ?? '';

/** Keeps the wish and opens the login dialog (nothing is done or announced until they are signed in). */
export function signInThen<K extends SignInIntentKind>(kind: K, payload: SignInIntents[K]): void {
  write({ kind, payload, path: here(), at: Date.now() });
  bus.emit('show-login', { reason: kind });
}

/** The kept wish of this kind made on this page, if the buyer is now signed in (without taking it). */
export function peekSignInIntent<K extends SignInIntentKind>(kind: K): SignInIntents[K] | null {
  const kept = read();
  if (!kept || kept.kind !== kind || kept.path !== here() || !isLoggedIn()) return null;
  if (Date.now() - kept.at > AFTER_SIGN_IN_TTL_MS) {
    write(null);
    return null;
  }
  return kept.payload as SignInIntents[K];
}

/** Takes the kept wish of this kind made on this page (once), if the buyer is now signed in and `matches` it. */
export function takeSignInIntent<K extends SignInIntentKind>(
  kind: K,
  matches: (p: SignInIntents[K]) => boolean = () => true,
): SignInIntents[K] | null {
  const payload = peekSignInIntent(kind);
  if (payload === null || !matches(payload)) return null;
  write(null);
  return payload;
}

/** The login dialog was closed without signing in: the wish is dropped. */
export function forgetSignInIntent(): void {
  write(null);
}
