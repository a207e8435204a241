import type { LiveRemote, ReleaseSet } from '@mall/shared';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { mallRetryPlugin } from '../federation/retry-plugin';

declare global {
  interface Window {
    __MALL_RELEASE__?: ReleaseSet;
  }
}

/** The live release set: injected into the HTML by the server (no request), else one fetch. */
export async function loadReleaseSet(apiBase: string): Promise<ReleaseSet> {
  if (window.__MALL_RELEASE__) return window.__MALL_RELEASE__;
  const res = await fetch(apiBase.replace(/\/$/, '') + '/release/current', { cache: 'no-store' });
  const body = (await res.json()) as { data: ReleaseSet };
  return body.data;
}

let pluginsRegistered = false;

/**
 * Registers every live remote with the federation runtime (nothing is downloaded yet: the server
 * already preloads the current page's manifest with the HTML), plus retry with backoff.
 */
export function registerLiveRemotes(release: ReleaseSet): void {
  if (!pluginsRegistered) {
    registerPlugins([mallRetryPlugin()]);
    pluginsRegistered = true;
  }
  registerRemotes(
    release.remotes.map((r) => ({ name: r.mfName, entry: r.entry })),
    { force: true },
  );
}

/** Remotes this browser runs at a canary-override version (set by a release manager). */
export function overriddenRemotes(release: ReleaseSet): LiveRemote[] {
  return release.remotes.filter((r) => r.override);
}

export function remoteByName(release: ReleaseSet, name: string): LiveRemote | undefined {
  return release.remotes.find((r) => r.name === name);
}
