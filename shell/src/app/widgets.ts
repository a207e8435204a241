import type { ReleaseSet } from '@mall/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';

/**
 * Widgets a remote contributes to every page (ARCHITECTURE.md: slots). They load at idle time,
 * after the page's main content, and a failure costs nothing but the widget.
 * A widget module's default export is `{ init(): void }`.
 */
export const WIDGETS: { remote: string; module: string }[] = [
  // Consumes `cart-add` from any remote and keeps the header badge current via `cart-changed`.
  { remote: 'mf-checkout', module: 'cart-service' },
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
    whenIdle(() => {
      loadRemote<WidgetModule>(`${remote.mfName}/${w.module}`)
        .then((m) => (m?.default?.init ?? m?.init)?.())
        .catch((err) => console.warn(`[widgets] ${w.remote}/${w.module} unavailable`, err));
    });
  }
}
