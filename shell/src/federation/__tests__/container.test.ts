import { CONTAINER_MANIFEST } from '@mall/shared/federation/provided';
import { entryOfManifest, fetchWithBackoff, loadRemote, registerRemotes } from '../container';

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

const manifestOf = (globalName: string, extra: object = {}) => ({
  metaData: { globalName, container: CONTAINER_MANIFEST, remoteEntry: { name: 'remoteEntry.js', path: '' }, ...extra },
});

describe("a manifest's container entry", () => {
  it('is resolved beside the manifest, on its own origin', () => {
    expect(entryOfManifest('https://cdn.example/remotes/mf-chat/1.2.0/mf-manifest.json', manifestOf('mf_chat'))).toEqual({
      url: 'https://cdn.example/remotes/mf-chat/1.2.0/remoteEntry.js',
      globalName: 'mf_chat',
    });
    const nested = manifestOf('mf_chat', { remoteEntry: { name: 'remoteEntry.js', path: 'static' } });
    expect(entryOfManifest('/remotes/mf-chat/1.2.0/mf-manifest.json', nested).url).toBe(
      'http://localhost:3000/remotes/mf-chat/1.2.0/static/remoteEntry.js',
    );
  });

  it("refuses a manifest of another kind (Module Federation 2's, which needs its runtime)", () => {
    const mf2 = { metaData: { globalName: 'mf_chat', remoteEntry: { name: 'remoteEntry.js', path: '' }, pluginVersion: '2.9.2' } };
    expect(() => entryOfManifest('/remotes/mf-chat/1/mf-manifest.json', mf2)).toThrow(`does not describe a ${CONTAINER_MANIFEST}`);
    expect(() => entryOfManifest('/x', null)).toThrow();
  });
});

describe('loadRemote', () => {
  /** Scripts the page was asked to run; each answers with what `behave` says for its URL. */
  let scripts: string[];
  let fetched: string[];
  let scopesGiven: unknown[];
  const behave = new Map<string, () => 'fail' | Record<string, unknown>>();
  const scope = { react: {} };
  const g = globalThis as unknown as Record<string, unknown>;

  beforeEach(() => {
    scripts = [];
    fetched = [];
    scopesGiven = [];
    g.__webpack_init_sharing__ = vi.fn(async () => undefined);
    g.__webpack_share_scopes__ = { default: scope };
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      scripts.push(script.src);
      const outcome = behave.get(new URL(script.src).pathname)?.() ?? 'fail';
      setTimeout(() => {
        if (outcome === 'fail') return script.onerror?.(new Event('error'));
        Object.assign(g, outcome);
        script.onload?.(new Event('load'));
      });
      return node;
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      fetched.push(url);
      const name = /remotes\/([^/]+)\//.exec(url)?.[1] ?? '';
      if (url.includes('/gone/')) return new Response('not found', { status: 404 });
      return new Response(JSON.stringify(manifestOf(name.replace(/-/g, '_'))), { status: 200 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const containerFor = (exposes: Record<string, unknown>) => ({
    init: vi.fn((s: unknown) => void scopesGiven.push(s)),
    get: vi.fn(async (expose: string) => {
      if (!(expose in exposes)) throw new Error(`no ${expose}`);
      return () => exposes[expose];
    }),
  });

  it('runs the entry once, hands it the page share scope, and gives each expose', async () => {
    const container = containerFor({ './routes': { pages: 1 }, './widget': { init: 2 } });
    behave.set('/remotes/mf-a/1.0.0/remoteEntry.js', () => ({ mf_a: container }));
    registerRemotes([{ name: 'mf_a', entry: '/remotes/mf-a/1.0.0/mf-manifest.json' }]);
    const [routes, widget] = await Promise.all([loadRemote('mf_a/routes'), loadRemote('mf_a/widget')]);
    expect(routes).toEqual({ pages: 1 });
    expect(widget).toEqual({ init: 2 });
    expect(scripts).toEqual(['http://localhost:3000/remotes/mf-a/1.0.0/remoteEntry.js']);
    expect(fetched).toHaveLength(1);
    expect(g.__webpack_init_sharing__).toHaveBeenCalledWith('default');
    expect(scopesGiven).toEqual([scope]);
    // The page's global is the shell's to hold, not left for another script to overwrite.
    expect(g.mf_a).toBeUndefined();
    await expect(loadRemote('mf_a/nothing')).rejects.toThrow('no ./nothing');
  });

  it('tries an entry script again with backoff before giving up, and a later call starts over', async () => {
    let attempts = 0;
    const container = containerFor({ './routes': 'ok' });
    // (Published as a promise of the container, as Rspack's entry does when its start-up is asynchronous.)
    behave.set('/remotes/mf-b/1.0.0/remoteEntry.js', () => (++attempts < 3 ? 'fail' : { mf_b: Promise.resolve(container) }));
    registerRemotes([{ name: 'mf_b', entry: '/remotes/mf-b/1.0.0/mf-manifest.json' }]);
    await expect(loadRemote('mf_b/routes', { retries: 2, baseDelayMs: 1 })).resolves.toBe('ok');
    expect(attempts).toBe(3);

    attempts = -10;
    behave.set('/remotes/mf-c/1.0.0/remoteEntry.js', () => (++attempts < 0 ? 'fail' : { mf_c: containerFor({ './routes': 'c' }) }));
    registerRemotes([{ name: 'mf_c', entry: '/remotes/mf-c/1.0.0/mf-manifest.json' }]);
    await expect(loadRemote('mf_c/routes', { retries: 1, baseDelayMs: 1 })).rejects.toThrow('could not be loaded');
    attempts = 0;
    await expect(loadRemote('mf_c/routes', { retries: 0, baseDelayMs: 1 })).resolves.toBe('c');
  });

  it('a missing version fails without retrying; the next release set is loaded afresh', async () => {
    registerRemotes([{ name: 'mf_d', entry: '/remotes/mf-d/gone/mf-manifest.json' }]);
    await expect(loadRemote('mf_d/routes', { retries: 3, baseDelayMs: 1 })).rejects.toThrow('HTTP 404');
    expect(fetched).toHaveLength(1);
    expect(scripts).toHaveLength(0);
    behave.set('/remotes/mf-d/2.0.0/remoteEntry.js', () => ({ mf_d: containerFor({ './routes': 'v2' }) }));
    registerRemotes([{ name: 'mf_d', entry: '/remotes/mf-d/2.0.0/mf-manifest.json' }]);
    await expect(loadRemote('mf_d/routes')).resolves.toBe('v2');
  });

  it('an entry that sets no container, or a name that is not live, is an error', async () => {
    behave.set('/remotes/mf-e/1.0.0/remoteEntry.js', () => ({}));
    registerRemotes([{ name: 'mf_e', entry: '/remotes/mf-e/1.0.0/mf-manifest.json' }]);
    await expect(loadRemote('mf_e/routes', { retries: 0, baseDelayMs: 1 })).rejects.toThrow('set no container "mf_e"');
    await expect(loadRemote('mf_nobody/routes')).rejects.toThrow('mf_nobody is not a live remote');
    await expect(loadRemote('routes')).rejects.toThrow('names no expose');
  });
});
