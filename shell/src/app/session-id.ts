import { SESSION_ID_KEY, SESSION_IDLE_RENEW_MS, SESSION_STAMP_KEY } from '@mall/shared';

/**
 * The session/analytics id (spec section 2, global route checks): renewed after 30 minutes idle,
 * judged by a local storage stamp refreshed on every navigation.
 */
export function touchSessionId(now = Date.now(), storage: Storage = localStorage): string {
  let id = storage.getItem(SESSION_ID_KEY);
  const stamp = Number(storage.getItem(SESSION_STAMP_KEY) ?? 0);
  if (!id || !stamp || now - stamp > SESSION_IDLE_RENEW_MS) {
    id = crypto.randomUUID ? crypto.randomUUID() : `${now.toString(36)}-${Math.random().toString(36).slice(2)}`;
    storage.setItem(SESSION_ID_KEY, id);
  }
  storage.setItem(SESSION_STAMP_KEY, String(now));
  return id;
}
