import { RELOAD_GUARD_MS } from '@mall/shared';
import type { BuildMeta, BuildStamp } from '@mall/shared/contracts';

/** Poll period for builds/latest.json (and on tab focus). */
export const BUILD_POLL_MS = 60_000;

/** The server may set a shorter period (BUILD_POLL_MS, e.g. for end-to-end tests) in __MALL_CONFIG__. */
export function buildPollMs(): number {
  const configured = Number((window.__MALL_CONFIG__ as { buildPollMs?: unknown } | undefined)?.buildPollMs);
  return Number.isFinite(configured) && configured >= 500 ? configured : BUILD_POLL_MS;
}
const RELOAD_STAMP = 'mall:lastReloadAt';

/** The build files of spec section 7 (contracts/release.ts) are plain JSON at the site root, not API envelopes. */
export async function fetchLatestBuild(): Promise<BuildStamp | null> {
  try {
    const res = await fetch('/builds/latest.json', { cache: 'no-store' });
    return res.ok ? ((await res.json()) as BuildStamp) : null;
  } catch {
    return null;
  }
}

export async function fetchBuildMeta(id: string): Promise<BuildMeta | null> {
  try {
    const res = await fetch(`/builds/meta/${encodeURIComponent(id)}.json`, { cache: 'no-store' });
    return res.ok ? ((await res.json()) as BuildMeta) : null;
  } catch {
    return null;
  }
}

/** True when a reload happened less than the guard ago: don't loop reloading. */
export function reloadGuarded(now = Date.now(), storage: Storage = sessionStorage): boolean {
  const last = Number(storage.getItem(RELOAD_STAMP) ?? 0);
  return now - last < RELOAD_GUARD_MS;
}

export function reloadForNewBuild(storage: Storage = sessionStorage): void {
  if (reloadGuarded(Date.now(), storage)) return;
  storage.setItem(RELOAD_STAMP, String(Date.now()));
  location.reload();
}

/**
 * Watches for a new release set: polls periodically and when the tab regains focus; calls
 * onNewBuild once per new id. Returns a stop function.
 */
export function watchBuilds(currentId: string, onNewBuild: (stamp: BuildStamp) => void, periodMs = buildPollMs()): () => void {
  let known = currentId;
  let stopped = false;
  const check = async () => {
    // Within the reload guard a new id is not taken yet, so it is still offered once the guard ends.
    if (stopped || reloadGuarded()) return;
    const latest = await fetchLatestBuild();
    if (latest && latest.id !== known) {
      known = latest.id;
      onNewBuild(latest);
    }
  };
  const timer = setInterval(check, periodMs);
  const onVisible = () => document.visibilityState === 'visible' && void check();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}
