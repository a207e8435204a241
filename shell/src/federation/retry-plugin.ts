import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { logRemoteFailure } from './load-remote';

/**
 * Retries a remote's manifest and entry with exponential backoff before its region shows the
 * fallback. @module-federation/retry-plugin 0.17 was tried first: it runs under runtime 2.9, but
 * its fetch retry ignores `retryDelay` (fixed 1 s, no backoff), retries every fetch (404s
 * included), and its types import '@module-federation/runtime/types', which the shell cannot
 * resolve. This is the part we need, in ~60 lines.
 */
export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** First delay; each further one doubles. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, baseDelayMs: 300 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 5xx, 408 and 429 may pass; anything else (404 of a version that is gone) will not. */
const transient = (status: number) => status >= 500 || status === 408 || status === 429;

/** fetch with exponential backoff on network errors and transient statuses; the last answer is returned. */
export async function fetchWithBackoff(
  url: string,
  init: RequestInit | undefined,
  opts: RetryOptions = DEFAULT_RETRY,
  doFetch: typeof fetch = fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await doFetch(url, init);
      if (!transient(res.status) || attempt >= opts.retries) return res;
    } catch (err) {
      if (attempt >= opts.retries) throw err;
    }
    await sleep(opts.baseDelayMs * 2 ** attempt);
  }
}

/** 'https://x/remotes/mf-chat/1.2.0-abc/mf-manifest.json' -> { name: 'mf-chat', version: '1.2.0-abc' }. */
export function remoteOfUrl(url: string): { name: string; version: string } | null {
  const m = /\/remotes\/([^/]+)\/([^/]+)\//.exec(url);
  return m ? { name: m[1]!, version: m[2]! } : null;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

function retryEntry(opts: RetryOptions): LoadEntryError {
  const hook = async ({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryError>[0]) => {
    for (let attempt = 0; attempt < opts.retries; attempt++) {
      await sleep(opts.baseDelayMs * 2 ** attempt);
      // The failed load is still memoised under this key; drop it so the script is requested again.
      delete globalLoading[uniqueKey];
      try {
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (exports) return exports;
      } catch {
        /* next attempt */
      }
    }
    return undefined;
  };
  // The runtime's typing wraps the answer in one Promise too many; it awaits whatever we return.
  return hook as unknown as LoadEntryError;
}

export function mallRetryPlugin(opts: RetryOptions = DEFAULT_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-retry',
    // Manifests only: chunk loading has its own retry (the region's Retry button).
    fetch(url, init) {
      if (!url.endsWith('mf-manifest.json')) return undefined;
      return fetchWithBackoff(url, init, opts).then((res) => {
        // Reject rather than hand over an error page: the runtime forgets a failed fetch (so the
        // region's Retry fetches again) but would keep a 404 JSON body as a broken manifest forever.
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        return res;
      });
    },
    // The remote entry script failed to load: try again with backoff before giving up.
    loadEntryError: retryEntry(opts),
    // Nothing to fall back to here (the region shows its own fallback); log it once with its version.
    errorLoadRemote({ id, error }) {
      // A manifest that failed validation stays memoised by URL; forget it so a retry refetches.
      const loading = (globalThis as { __FEDERATION__?: { __MANIFEST_LOADING__?: Record<string, unknown> } }).__FEDERATION__
        ?.__MANIFEST_LOADING__;
      if (loading && String(id) in loading) delete loading[String(id)];
      const remote = remoteOfUrl(String(id));
      if (remote) logRemoteFailure(remote, error);
      return undefined;
    },
  };
}
