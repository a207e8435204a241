import { alreadyShown, bus, errorText, http, isLoggedIn, useSessionStore, type BusEvents } from '@mall/shared';

/**
 * The cart widget the shell starts at idle on every page (`mf_checkout/cart-service`). It takes
 * `cart-add` from any remote, puts the line in the server cart (or asks for a login), and keeps
 * the header badge current with `cart-changed`. Deliberately tiny: the shared client and bus only
 * (the contract's calls without ./api/cart.ts, which brings TanStack Query).
 */
let started = false;

async function refreshCount(): Promise<void> {
  if (!isLoggedIn()) {
    bus.emit('cart-changed', { count: 0 });
    return;
  }
  try {
    bus.emit('cart-changed', { count: await http.data('GET /p/shopCart/prodCount') });
  } catch {
    /* not signed in any more (the client already asked for a login) or offline */
  }
}

async function add(item: BusEvents['cart-add']): Promise<void> {
  const done = (added: boolean) => bus.emit('cart-add-done', { prodId: item.prodId, skuId: item.skuId, added });
  // Signed out: the page asked for the login itself (signInThen) and adds once signed in.
  if (!isLoggedIn()) return done(false);
  try {
    bus.emit('cart-changed', { count: (await http.data('POST /p/shopCart/changeItem', { body: item })).prodCount });
    done(true);
  } catch (err) {
    // A00001 / A00004 / A00005 and network failures were shown by the shared client.
    if (!alreadyShown(err)) console.warn('[cart] not added:', errorText(err));
    done(false);
  }
}

function init(): void {
  if (started) return;
  started = true;
  bus.on('cart-add', (item) => void add(item));
  bus.on('session-changed', () => void refreshCount());
  useSessionStore.subscribe((s, prev) => {
    if (s.userToken !== prev.userToken) void refreshCount();
  });
  void refreshCount();
  // Lets tests (and the curious) see that the widget is listening.
  if (typeof document !== 'undefined') document.documentElement.dataset.cartService = 'ready';
}

/** Lets pages of this remote announce a change they made themselves. */
export const announceCartCount = (count: number) => bus.emit('cart-changed', { count });

const cartService = { init, refresh: refreshCount };
export default cartService;
