import { bus, useSessionStore } from '@mall/shared';
import { lazy, startTransition, Suspense, useLayoutEffect, useState } from 'react';

const LoginDialog = lazy(() => import('./login-dialog'));

/** Requests that came before the host was mounted (start-up calls answered A00004, early pages). */
let early = 0;
let notifyHost: (() => void) | null = null;

/**
 * Called once at start-up, before any request: every `show-login` clears the stored session (spec
 * section 2) and reaches the host, or waits for it if the app has not rendered yet.
 */
export function captureLoginRequests(): void {
  bus.on('show-login', () => {
    // Nothing to clear for a visitor with no session (and no store update to render).
    const session = useSessionStore.getState();
    if (session.userToken || session.userInfo || session.quickQuote) session.clear();
    // The dialog (downloaded on first use) renders in a transition: the click is answered at once
    // and the page stays responsive while it loads.
    if (notifyHost) startTransition(notifyHost);
    else early++;
  });
}

/**
 * Listens for `show-login` from the first render and loads the dialog (light kit, no antd) only
 * when it is first asked for, so pages that never sign in never download it.
 */
export function LoginDialogHost() {
  const [shows, setShows] = useState(0);
  // A layout effect: it takes over before any page's passive effects can emit show-login.
  useLayoutEffect(() => {
    notifyHost = () => setShows((n) => n + 1);
    // Read now: the updater runs later, after `early` is reset.
    const pending = early;
    early = 0;
    if (pending) setShows((n) => n + pending);
    return () => {
      notifyHost = null;
    };
  }, []);
  if (!shows) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog shows={shows} />
    </Suspense>
  );
}
