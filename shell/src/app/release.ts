import type { LiveRemote, ReleaseSet } from '@mall/shared';
import { startFederation } from '../federation/runtime';

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

/**
 * Registers every live remote with Module Federation's runtime, and the shell's runtime plugins
 * (nothing is downloaded yet: the server already preloads the current page's manifest with the HTML).
 */
export function registerLiveRemotes(release: ReleaseSet): void {
  startFederation(release);
}

/** Remotes this browser runs at a canary-override version (set by a release manager). */
export function overriddenRemotes(release: ReleaseSet): LiveRemote[] {
  return release.remotes.filter((r) => r.override);
}

export function remoteByName(release: ReleaseSet, name: string): LiveRemote | undefined {
  return release.remotes.find((r) => r.name === name);
}
