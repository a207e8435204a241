import type { UserInfo as ContractUserInfo } from '../contracts/accounts';
import Cookies from 'js-cookie';
import { createPageStore } from './page-store';
import { pageSingleton } from '../singleton';
import { bus } from '../bus';
import { QUICK_QUOTE_STORAGE_KEY, TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '../constants';

/** The signed-in buyer's info as the session keeps it (GET /p/user/userInfo, contracts/accounts.ts; parts may be missing). */
export type UserInfo = Partial<ContractUserInfo>;

export interface SessionState {
  userToken: string;
  userInfo: UserInfo | null;
  /**
   * A quick-quote draft kept while the buyer signs in: the login dialog clears the session and
   * the page reloads after it, so the draft is kept in this tab's session storage too.
   */
  quickQuote: unknown;
  setToken(token: string): void;
  setUserInfo(info: UserInfo | null): void;
  setQuickQuote(q: unknown): void;
  /** Empties token, user info and quickQuote (spec section 4). */
  clear(): void;
}

/**
 * The token cookie this page was requested with, read at start before the saved token is written
 * back into it: the server made the page's personal answers for it (request client).
 */
export const pageRequest: { token?: string } = {};

function readToken(): string {
  try {
    const stored = globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY);
    const cookie = Cookies.get(TOKEN_COOKIE);
    pageRequest.token = cookie;
    // The cookie is a session cookie; the saved token outlives it. Sent again, the server renders
    // the next page for this buyer (api/src/site/initial-data.ts).
    if (stored && stored !== cookie) Cookies.set(TOKEN_COOKIE, stored, { sameSite: 'Lax', path: '/' });
    return stored || cookie || '';
  } catch {
    return '';
  }
}

function writeToken(token: string): void {
  try {
    if (token) {
      globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
      Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax', path: '/' });
    } else {
      globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
      Cookies.remove(TOKEN_COOKIE, { path: '/' });
    }
  } catch {
    /* storage unavailable (private mode): the in-memory state still works */
  }
}

function readQuickQuote(): unknown {
  try {
    const raw = globalThis.sessionStorage?.getItem(QUICK_QUOTE_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeQuickQuote(q: unknown): void {
  try {
    if (q == null) globalThis.sessionStorage?.removeItem(QUICK_QUOTE_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(QUICK_QUOTE_STORAGE_KEY, JSON.stringify(q));
  } catch {
    /* storage unavailable: the draft lives in memory only */
  }
}

export const useSessionStore = pageSingleton('session-store', () =>
  createPageStore<SessionState>((set, get) => ({
    userToken: readToken(),
    userInfo: null,
    quickQuote: readQuickQuote(),
    setToken(token) {
      const was = isLoggedIn(get());
      writeToken(token);
      set({ userToken: token });
      if (was !== Boolean(token)) bus.emit('session-changed', { loggedIn: Boolean(token) });
    },
    setUserInfo(info) {
      set({ userInfo: info });
    },
    setQuickQuote(q) {
      writeQuickQuote(q);
      set({ quickQuote: q ?? null });
    },
    clear() {
      const was = isLoggedIn(get());
      writeToken('');
      writeQuickQuote(null);
      set({ userToken: '', userInfo: null, quickQuote: null });
      if (was) bus.emit('session-changed', { loggedIn: false });
    },
  })),
);

/** Logged in exactly when the token is non-empty (spec section 4). */
export function isLoggedIn(state: Pick<SessionState, 'userToken'> = useSessionStore.getState()): boolean {
  return state.userToken !== '';
}

export const useIsLoggedIn = (): boolean => useSessionStore((s) => s.userToken !== '');
