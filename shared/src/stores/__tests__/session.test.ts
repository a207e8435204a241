import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../../bus';
import { isLoggedIn, useSessionStore } from '../session';
import { deleteCookie, readCookie } from './cookies';

const sessionChanged = vi.fn();

beforeEach(() => {
  localStorage.clear();
  deleteCookie('userToken');
  useSessionStore.setState({ userToken: '', userInfo: null, quickQuote: null });
  sessionChanged.mockReset();
  bus.on('session-changed', sessionChanged);
});

afterEach(() => {
  bus.off('session-changed', sessionChanged);
});

describe('session store', () => {
  it('is logged in exactly when the token is non-empty', () => {
    expect(isLoggedIn()).toBe(false);
    expect(isLoggedIn({ userToken: '' })).toBe(false);
    expect(isLoggedIn({ userToken: 'x' })).toBe(true);
    useSessionStore.getState().setToken('abc');
    expect(isLoggedIn()).toBe(true);
  });

  it('setToken keeps the token in local storage and in a cookie', () => {
    useSessionStore.getState().setToken('tok-1');
    expect(useSessionStore.getState().userToken).toBe('tok-1');
    expect(localStorage.getItem('userToken')).toBe('tok-1');
    expect(readCookie('userToken')).toBe('tok-1');
  });

  it('setToken emits session-changed {loggedIn:true} once', () => {
    useSessionStore.getState().setToken('tok-1');
    expect(sessionChanged).toHaveBeenCalledTimes(1);
    expect(sessionChanged).toHaveBeenCalledWith({ loggedIn: true });
    // A renewed token while already signed in is not a session change.
    useSessionStore.getState().setToken('tok-2');
    expect(sessionChanged).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('userToken')).toBe('tok-2');
  });

  it('clear() empties token, user info and quickQuote, storage and cookie, and emits session-changed', () => {
    const s = useSessionStore.getState();
    s.setToken('tok-1');
    s.setUserInfo({ nickName: 'Ann', userId: 'u1' });
    s.setQuickQuote({ prodName: 'Bolts' });
    expect(useSessionStore.getState().userInfo).toEqual({ nickName: 'Ann', userId: 'u1' });
    sessionChanged.mockReset();

    useSessionStore.getState().clear();
    const after = useSessionStore.getState();
    expect(after.userToken).toBe('');
    expect(after.userInfo).toBeNull();
    expect(after.quickQuote).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(readCookie('userToken')).toBeUndefined();
    expect(sessionChanged).toHaveBeenCalledTimes(1);
    expect(sessionChanged).toHaveBeenCalledWith({ loggedIn: false });
  });

  it('keeps a quick-quote draft in session storage until the session is cleared', () => {
    useSessionStore.getState().setQuickQuote({ productName: 'Bolts', quantity: '500' });
    expect(JSON.parse(sessionStorage.getItem('quickQuote') ?? 'null')).toEqual({ productName: 'Bolts', quantity: '500' });
    useSessionStore.getState().clear();
    expect(sessionStorage.getItem('quickQuote')).toBeNull();
    useSessionStore.getState().setQuickQuote({ productName: 'Nuts' });
    useSessionStore.getState().setQuickQuote(null);
    expect(sessionStorage.getItem('quickQuote')).toBeNull();
  });

  it('clear() when already signed out emits nothing', () => {
    useSessionStore.getState().clear();
    expect(sessionChanged).not.toHaveBeenCalled();
  });

  it('setToken("") signs out like clear() for the token', () => {
    useSessionStore.getState().setToken('tok-1');
    sessionChanged.mockReset();
    useSessionStore.getState().setToken('');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(readCookie('userToken')).toBeUndefined();
    expect(sessionChanged).toHaveBeenCalledWith({ loggedIn: false });
  });

  it('a fresh page reads the token back from local storage', async () => {
    localStorage.setItem('userToken', 'stored-tok');
    const g = globalThis as unknown as { __MALL_SINGLETONS__?: Record<string, unknown> };
    const saved = g.__MALL_SINGLETONS__?.['session-store'];
    delete g.__MALL_SINGLETONS__?.['session-store'];
    try {
      vi.resetModules();
      const fresh = await import('../session');
      expect(fresh.useSessionStore.getState().userToken).toBe('stored-tok');
      expect(fresh.isLoggedIn(fresh.useSessionStore.getState())).toBe(true);
      // The cookie (gone with the browser) is written again, so the server renders the next page for this buyer;
      // this page was requested without it (its answers are nobody's).
      expect(readCookie('userToken')).toBe('stored-tok');
      expect(fresh.pageRequest.token).toBeUndefined();
    } finally {
      g.__MALL_SINGLETONS__!['session-store'] = saved;
    }
  });
});
