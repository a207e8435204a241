import { SESSION_ID_KEY, SESSION_IDLE_RENEW_MS, SESSION_STAMP_KEY, RELOAD_GUARD_MS } from '@mall/shared';
import { reloadGuarded } from '../build-watcher';
import { paramsValid } from '../routed-page';
import { touchSessionId } from '../session-id';
import { zhPath } from '../router';

describe('rule validation per route', () => {
  it('accepts params that match their rule and refuses the rest', () => {
    const rules = { prodId: '^\\d+$' };
    expect(paramsValid(rules, { prodId: '123' })).toBe(true);
    expect(paramsValid(rules, { prodId: '12a' })).toBe(false);
    expect(paramsValid(rules, {})).toBe(false);
    expect(paramsValid(undefined, { anything: 'x' })).toBe(true);
  });
});

describe('session id initialiser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the id while the buyer is active and renews it after 30 minutes idle', () => {
    const t0 = 1_700_000_000_000;
    const first = touchSessionId(t0);
    expect(touchSessionId(t0 + SESSION_IDLE_RENEW_MS - 1)).toBe(first);
    // Each touch moves the stamp, so idle time counts from the last navigation.
    const later = t0 + 2 * SESSION_IDLE_RENEW_MS - 2;
    expect(touchSessionId(later)).toBe(first);
    const renewed = touchSessionId(later + SESSION_IDLE_RENEW_MS + 1);
    expect(renewed).not.toBe(first);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(renewed);
    expect(localStorage.getItem(SESSION_STAMP_KEY)).toBe(String(later + SESSION_IDLE_RENEW_MS + 1));
  });
});

describe('reload guard', () => {
  it('guards for 10 seconds after a reload', () => {
    sessionStorage.setItem('mall:lastReloadAt', String(1000));
    expect(reloadGuarded(1000 + RELOAD_GUARD_MS - 1)).toBe(true);
    expect(reloadGuarded(1000 + RELOAD_GUARD_MS + 1)).toBe(false);
  });
});

describe('locale routing', () => {
  it('mounts every path under /zh_CN too', () => {
    expect(zhPath('/')).toBe('/zh_CN');
    expect(zhPath('/products/detail/:prodId')).toBe('/zh_CN/products/detail/:prodId');
  });
});
