import { bus, isLoggedIn, peekSignInIntent, useSessionStore, type BusEvents, type ReleaseSet } from '@mall/shared';
import { loadRemote } from '../federation/runtime';

type BusEventName = keyof BusEvents & string;

/**
 * Widgets a remote contributes to every page (ARCHITECTURE.md: slots). They load at idle time,
 * after the page's main content, and a failure costs nothing but the widget. A widget module's
 * default export is `{ init(): void }`. Events a widget consumes are held until it listens, and
 * the first one loads it at once, so nothing emitted early is lost.
 */
export const WIDGETS: {
  remote: string;
  module: string;
  consumes: BusEventName[];
  signedInOnly?: boolean;
  /** Loaded only by its first event, or at idle when `resume()` says it has unfinished work (nothing at start otherwise). */
  onDemand?: boolean;
  resume?: () => boolean;
}[] = [
  // Consumes `cart-add` from any remote and keeps the header badge current via `cart-changed`.
  // A signed-out visitor's cart is empty, so it loads for them on their first cart-add or sign-in.
  { remote: 'mf-checkout', module: 'cart-service', consumes: ['cart-add'], signedInOnly: true },
  // The quick-quote and "Contact supplier" dialogs any page opens; a quick quote or an inquiry left
  // for the login dialog (the session's quickQuote, the kept sign-in wish) is reopened after the reload.
  {
    remote: 'mf-user-center',
    module: 'sourcing-dialogs',
    consumes: ['quick-quote', 'contact-supplier'],
    onDemand: true,
    resume: () => isLoggedIn() && (Boolean(useSessionStore.getState().quickQuote) || peekSignInIntent('contact-supplier') !== null),
  },
  // One chat socket per page for a signed-in buyer: the header's unread badge live, and the chat
  // launcher on product, shop and order pages.
  { remote: 'mf-chat', module: 'chat-service', consumes: [], signedInOnly: true },
];

interface WidgetModule {
  init?: () => void;
  default?: { init?: () => void };
}

const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1500);

export function loadWidgetsWhenIdle(release: ReleaseSet): void {
  for (const w of WIDGETS) {
    const remote = release.remotes.find((r) => r.name === w.remote);
    if (!remote) continue;

    const held: [BusEventName, unknown][] = [];
    const holders = w.consumes.map((name) => {
      const hold = (payload: unknown) => {
        held.push([name, payload]);
        void load();
      };
      bus.on(name, hold);
      return () => bus.off(name, hold);
    });

    let loading: Promise<void> | null = null;
    const load = () =>
      (loading ??= loadRemote<WidgetModule>(`${remote.mfName}/${w.module}`)
        .then((m) => {
          const before = new Map(w.consumes.map((name) => [name, [...(bus.all.get(name) ?? [])]]));
          (m?.default?.init ?? m?.init)?.();
          holders.forEach((release) => release());
          // Replayed to the widget's own handlers only: everyone else heard them when they happened.
          for (const [name, payload] of held.splice(0)) {
            const added = (bus.all.get(name) ?? []).filter((h) => !before.get(name)?.includes(h));
            for (const handler of added) (handler as (p: unknown) => void)(payload);
          }
        })
        .catch((err) => {
          holders.forEach((release) => release());
          console.warn(`[widgets] ${w.remote}/${w.module} unavailable`, err);
        }));
    if (w.onDemand) {
      if (w.resume?.()) whenIdle(() => void load());
      continue;
    }
    if (!w.signedInOnly || isLoggedIn()) {
      whenIdle(() => void load());
      continue;
    }
    const stop = useSessionStore.subscribe((s) => {
      if (!s.userToken) return;
      stop();
      whenIdle(() => void load());
    });
  }
}
