import { fetchWithBackoff, mallRetryPlugin, remoteOfUrl } from '../retry-plugin';

const answer = (status: number) => new Response(status === 200 ? '{"metaData":{}}' : 'nope', { status });

describe('manifest fetch with exponential backoff', () => {
  it('retries network errors and 5xx with doubling delays, then returns the answer', async () => {
    const calls: number[] = [];
    const started = Date.now();
    const replies = [
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve(answer(503)),
      () => Promise.resolve(answer(200)),
    ];
    const fake = (() => {
      calls.push(Date.now() - started);
      return replies[calls.length - 1]!();
    }) as typeof fetch;
    const res = await fetchWithBackoff('/remotes/mf-chat/1.0.0/mf-manifest.json', {}, { retries: 2, baseDelayMs: 20 }, fake);
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(3);
    // 20 ms, then 40 ms.
    expect(calls[1]!).toBeGreaterThanOrEqual(18);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(38);
  });

  it('does not retry a 404 (a version that is not there will not appear) and gives up after the retries', async () => {
    let n = 0;
    const notFound = (() => (n++, Promise.resolve(answer(404)))) as typeof fetch;
    expect((await fetchWithBackoff('/x', {}, { retries: 3, baseDelayMs: 1 }, notFound)).status).toBe(404);
    expect(n).toBe(1);
    n = 0;
    const down = (() => (n++, Promise.reject(new TypeError('offline')))) as typeof fetch;
    await expect(fetchWithBackoff('/x', {}, { retries: 2, baseDelayMs: 1 }, down)).rejects.toThrow('offline');
    expect(n).toBe(3);
  });

  it('the plugin only handles manifests, and rejects a failed one so the runtime fetches it again on retry', async () => {
    const plugin = mallRetryPlugin({ retries: 0, baseDelayMs: 1 });
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    expect(fetchHook('/remotes/mf-chat/1.0.0/static/js/a.js', {})).toBeUndefined();
    const original = globalThis.fetch;
    globalThis.fetch = (() => Promise.resolve(answer(404))) as typeof fetch;
    try {
      await expect(fetchHook('/remotes/mf-chat/1.0.0/mf-manifest.json', {})).rejects.toThrow('HTTP 404');
    } finally {
      globalThis.fetch = original;
    }
  });

  it('names the remote and version of an artifact URL', () => {
    expect(remoteOfUrl('https://cdn.example/remotes/mf-chat/1.2.0-abc/mf-manifest.json')).toEqual({
      name: 'mf-chat',
      version: '1.2.0-abc',
    });
    expect(remoteOfUrl('mf_chat/routes')).toBeNull();
  });
});
