import { bus, useSessionStore } from '@mall/shared';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';

const LoginDialog = lazy(() => import('./login-dialog'));

/**
 * Listens for `show-login` from the first render and loads the dialog (antd's Modal and Form) only
 * when it is first asked for, so pages that never sign in never download it. The stored session
 * is cleared as the dialog opens (spec section 2).
 */
export function LoginDialogHost() {
  const [shows, setShows] = useState(0);
  // A layout effect: it subscribes before any page's passive effects can emit show-login.
  useLayoutEffect(() => {
    const onShow = () => {
      useSessionStore.getState().clear();
      setShows((n) => n + 1);
    };
    bus.on('show-login', onShow);
    return () => bus.off('show-login', onShow);
  }, []);
  if (!shows) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog shows={shows} />
    </Suspense>
  );
}
