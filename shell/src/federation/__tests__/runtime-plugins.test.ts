import { createServer, type Server } from 'node:http';
import { bus, type ReleaseSet, type RemoteErrorReport } from '@mall/shared';
import { createInstance } from '@module-federation/enhanced/runtime';
import { isUnavailable, regionFallbackPlugin } from '../fallback-plugin';
import { DEVTOOLS_STORAGE_KEY, readOverrides, remoteOverridePlugin, takeOverrideParam, writeOverrides } from '../override-plugin';
import { fetchWithBackoff, retryPlugin } from '../retry-plugin';
import { onRemoteError, setTelemetryRelease, telemetryPlugin } from '../telemetry';

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
});

describe("the shell's runtime plugins on Module Federation's runtime", () => {
  let server: Server;
  const hits: string[] = [];
  let manifestStatus = 404;
  const release: ReleaseSet = {
    buildId: 'b',
    remotes: [{ name: 'mf-gone', mfName: 'mf_gone', version: '1.2.3-abc', entry: '', routes: [] }],
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      // The page's origin is another: the DOM's fetch asks first.
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      hits.push(req.url ?? '');
      res.writeHead(manifestStatus, { ...cors, 'content-type': 'text/plain' }).end('not here');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    release.remotes[0]!.entry = `${origin}/remotes/mf-gone/1.2.3-abc/mf-manifest.json`;
    setTelemetryRelease(release);
  });
  afterAll(() => server.close());

  const page = () => Promise.resolve({ default: () => null });
  const instance = (name: string, retries = 0) =>
    createInstance({
      name,
      remotes: [{ name: 'mf_gone', entry: release.remotes[0]!.entry }],
      plugins: [retryPlugin({ retries, baseDelayMs: 5 }), regionFallbackPlugin(() => page), telemetryPlugin()],
    });

  it("a remote whose routes do not load answers with its region's fallback, reported as remote@version", async () => {
    const reports: RemoteErrorReport[] = [];
    const stop = onRemoteError((r) => reports.push(r), { replay: false });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hits.length = 0;
    manifestStatus = 503;
    const mod = await instance('shell_a', 2).loadRemote('mf_gone/routes');
    // The manifest was asked three times (two retries on a 503) before the fallback stood in.
    expect(hits).toEqual(Array(3).fill('/remotes/mf-gone/1.2.3-abc/mf-manifest.json'));
    expect(isUnavailable(mod)).toBe(true);
    expect((mod as { pages: Record<string, unknown> }).pages.productDetail).toBe(page);
    expect(reports).toEqual([
      expect.objectContaining({ remote: 'mf-gone', version: '1.2.3-abc', kind: 'load', module: 'mf_gone/routes', fallback: true }),
    ]);

    // Nothing is kept: the next ask loads again (the region's Retry); a 404 is not retried.
    hits.length = 0;
    manifestStatus = 404;
    // A widget gets no stand-in: its caller lives without it.
    await expect(instance('shell_b', 2).loadRemote('mf_gone/cart-service')).rejects.toThrow();
    expect(hits).toHaveLength(1);
    expect(reports.map((r) => [r.module, r.fallback])).toEqual([
      ['mf_gone/routes', true],
      ['mf_gone/cart-service', false],
    ]);
    // One console line per remote@version in a page's life.
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('[federation] remote mf-gone@1.2.3-abc'))).toHaveLength(1);
    stop();
  });

  it('replays what happened before a consumer listened (the release console starts late)', () => {
    const seen: RemoteErrorReport[] = [];
    const stop = onRemoteError((r) => seen.push(r));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    bus.emit('remote-error', { remote: 'x', version: '1', kind: 'render', message: 'm', fallback: true, at: 1 });
    expect(seen.at(-1)).toMatchObject({ remote: 'x', kind: 'render' });
    stop();
  });
});

describe('remote overrides (a developer build in the live site), in the Module Federation DevTools format', () => {
  beforeEach(() => localStorage.clear());

  it("reads and writes the DevTools' `{ overrides }` under __MF_DEVTOOLS__, keeping their other settings", () => {
    localStorage.setItem(
      DEVTOOLS_STORAGE_KEY,
      JSON.stringify({ overrides: { mf_catalog: 'http://localhost:3001/mf-manifest.json' }, enableHMR: true }),
    );
    expect(readOverrides()).toEqual({ mf_catalog: 'http://localhost:3001/mf-manifest.json' });
    writeOverrides({ mf_shop: '1.2.0-abc' });
    expect(JSON.parse(localStorage.getItem(DEVTOOLS_STORAGE_KEY)!)).toEqual({ overrides: { mf_shop: '1.2.0-abc' }, enableHMR: true });
    writeOverrides({});
    expect(JSON.parse(localStorage.getItem(DEVTOOLS_STORAGE_KEY)!)).toEqual({ enableHMR: true });
    // The flat form the DevTools also read.
    localStorage.setItem(DEVTOOLS_STORAGE_KEY, JSON.stringify({ mf_chat: 'http://localhost:3005/mf-manifest.json' }));
    expect(readOverrides()).toEqual({ mf_chat: 'http://localhost:3005/mf-manifest.json' });
    localStorage.setItem(DEVTOOLS_STORAGE_KEY, 'not json');
    expect(readOverrides()).toEqual({});
  });

  it('takes ?remote_override= into storage and out of the address; =off clears', () => {
    history.replaceState(null, '', '/search?keyword=a&remote_override=mf-catalog=http://localhost:8234/mf-manifest.json');
    expect(takeOverrideParam()).toBe(true);
    expect(location.pathname + location.search).toBe('/search?keyword=a');
    expect(readOverrides()).toEqual({ 'mf-catalog': 'http://localhost:8234/mf-manifest.json' });
    history.replaceState(null, '', '/?remote_override=off');
    expect(takeOverrideParam()).toBe(true);
    expect(readOverrides()).toEqual({});
    expect(takeOverrideParam()).toBe(false);
  });

  it('points a registered remote at the URL, or at another published version of its artifact', () => {
    const plugin = remoteOverridePlugin({ mf_catalog: 'http://localhost:3001/mf-manifest.json', 'mf-shop': '2.0.0-dev' });
    const hook = plugin.beforeRegisterRemote as unknown as (a: { remote: { name: string; entry: string } }) => {
      remote: { entry: string };
    };
    const args = (name: string, entry: string) => ({ remote: { name, entry } });
    expect(hook(args('mf_catalog', '/remotes/mf-catalog/1.0.0/mf-manifest.json')).remote.entry).toBe(
      'http://localhost:3001/mf-manifest.json',
    );
    expect(hook(args('mf_shop', '/remotes/mf-shop/1.0.0-abc/mf-manifest.json')).remote.entry).toBe(
      '/remotes/mf-shop/2.0.0-dev/mf-manifest.json',
    );
    expect(hook(args('mf_chat', '/remotes/mf-chat/1.0.0/mf-manifest.json')).remote.entry).toBe('/remotes/mf-chat/1.0.0/mf-manifest.json');
  });
});
