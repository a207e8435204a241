import { http, useSessionStore } from '@mall/shared';

/**
 * The header's session call (contracts/accounts.ts), apart from auth.ts so the page's first
 * bundle does not carry the sign-in code (and its cipher).
 */

/** Ends the session on the server (the shell clears it locally whatever the answer). */
export const logOut = () => http.data('POST /logOut');

/**
 * The signed-in buyer's user info the server put into the page (api/src/site/initial-data.ts,
 * SIGNED_IN_PRELOADED), into the session before the first render: the server's header greeted them
 * by name from the same answer, so hydration changes nothing. False when the page has none (signed
 * out, an expired token, a token saved but not sent): the shell asks after the first render.
 */
export function takePageUserInfo(): boolean {
  const session = useSessionStore.getState();
  const info = session.userToken ? http.peekData('GET /p/user/userInfo') : undefined;
  if (info) session.setUserInfo(info);
  return Boolean(info);
}
