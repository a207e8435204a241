import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Retries a remote's manifest and entry script with exponential backoff before its region falls
 * back. @module-federation/retry-plugin (0.17, the newest) retries with a fixed delay, retries
 * every answer (a 404 of a version that is gone included) and depends on an SDK of another line
 * than the runtime 2.9 the shell provides; this is the part we need.
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
      // The failed load is still memoised under this key; dropped, the script is requested again.
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

export function retryPlugin(opts: RetryOptions = DEFAULT_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-retry',
    // Manifests only (the runtime asks this hook for nothing else); chunks have the region's Retry.
    fetch(url, init) {
      return fetchWithBackoff(url, init, opts).then((res) => {
        // Rejected rather than handed over: the runtime forgets a failed fetch (the region's Retry
        // fetches again), and an error page is no manifest.
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        return res;
      });
    },
    loadEntryError: retryEntry(opts),
  };
}
