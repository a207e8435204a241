import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteDef } from '@mall/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { publishFakeRemote, tempDir, writeFakeShell } from '../../test/fixtures';
import { setReleaseConfig, syncArtifacts } from '../../modules/release';
import { firstViewsOf } from '../first-view';

/**
 * Remote server entries are other teams' code: they run in the first-view worker pool, without
 * the API's secrets, several at once, each within a deadline (api/src/site/first-view.ts).
 */
const DEADLINE_MS = 1500;
const route = (path: string, pageKey: string): RouteDef => ({ path, pageKey, layout: 'default', title: { en: pageKey, zh_CN: pageKey } });

/** The shell's entry with the real contract (shared/src/ssr.ts), rendering the owner's page (pages may be async). */
const SHELL_ENTRY = `
exports.default = {
  async renderFirstView(input) {
    const [name, entry] = Object.entries(input.remotes)[0] || [];
    const key = Object.keys((entry && entry.pages) || {}).find((k) => input.url.startsWith('/' + k));
    if (!key) return null;
    return { html: await entry.pages[key].Page(input), rendered: [name + ':' + key] };
  },
};`;
/** A remote entry whose one page renders `body` (JavaScript of a function of input). */
const remoteEntry = (pageKey: string, body: string) => `
exports.default = { namespace: 'x', i18n: { en: {}, zh_CN: {} }, pages: { ${JSON.stringify(pageKey)}: { Page: ${body} } } };`;

describe('first views of remote server entries run isolated, in a worker pool', () => {
  let t: TestApp;
  const artifacts = tempDir();
  const shell = tempDir();
  const warnings: { msg: string; remote?: string }[] = [];
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</div>', html.indexOf('<div id="root"')) + 6);
  const pool = () => firstViewsOf(t.ctx, t.app.log);
  const timed = async (url: string) => {
    const started = Date.now();
    const res = await page(url);
    return { res, ms: Date.now() - started };
  };

  beforeAll(async () => {
    // A secret in this process's environment, as the API has its own: no render may see it.
    process.env.MALL_TEST_SECRET = 'do-not-leak';
    const publish = (remote: string, pageKey: string, body: string) =>
      publishFakeRemote(artifacts.dir, remote, '1.0.0', {
        routes: [route(`/${pageKey}`, pageKey)],
        files: { 'server/index.cjs': remoteEntry(pageKey, body) },
      });
    publish('mf-catalog', 'hang', '() => { for (;;) {} }');
    publish('mf-shop', 'boom', "() => { throw new Error('the shop page broke'); }");
    // Says which thread rendered it, and when it started and ended.
    publish(
      'mf-chat',
      'slow',
      "(input) => { const start = Date.now(); return new Promise((r) => setTimeout(() => r('<p>slow ' + input.url + ' ' + require('node:worker_threads').threadId + ' ' + start + ' ' + Date.now() + '</p>'), 600)); }",
    );
    publish(
      'mf-checkout',
      'env',
      "() => '<p>env ' + Object.keys(process.env).sort().join(',') + ' secret=' + (process.env.MALL_TEST_SECRET || 'none') + '</p>'",
    );
    writeFakeShell(shell.dir);
    mkdirSync(path.join(shell.dir, 'server'), { recursive: true });
    writeFileSync(path.join(shell.dir, 'server', 'index.cjs'), SHELL_ENTRY);
    t = await createTestApp({ artifactsDir: artifacts.dir, shellDist: shell.dir, firstViewWorkers: 2, firstViewDeadlineMs: DEADLINE_MS });
    setReleaseConfig(t.ctx, { promoteOnStart: false, remoteOrigins: {} });
    await syncArtifacts(t.ctx);
    const log = t.app.log as unknown as { warn: (o: object, msg?: string) => void };
    const warn = log.warn.bind(log);
    log.warn = (o: object, msg?: string) => {
      warnings.push({ msg: msg ?? '', remote: (o as { remote?: string }).remote });
      warn(o, msg);
    };
  });
  afterAll(async () => {
    delete process.env.MALL_TEST_SECRET;
    await t.close();
    artifacts.cleanup();
    shell.cleanup();
  });

  it('renders in a thread whose environment holds none of the API process’s secrets', async () => {
    const root = rootOf((await page('/env')).body);
    expect(root).toContain('data-ssr-pages="mf-checkout:env"');
    // Only what a render may need: the mode, the zone and the language of the process.
    expect(root).toMatch(/<p>env (LANG,)?NODE_ENV(,TZ)? secret=none<\/p>/);
  });

  it('renders several pages at once', async () => {
    const results = await Promise.all([page('/slow?a'), page('/slow?b')]);
    const [a, b] = results.map((res) => /<p>slow \/slow\?\w (\d+) (\d+) (\d+)<\/p>/.exec(rootOf(res.body))!.slice(1).map(Number));
    // Two 600 ms renders side by side in two threads, not one after the other.
    expect(a![0]).not.toBe(b![0]);
    expect(Math.max(a![1]!, b![1]!)).toBeLessThan(Math.min(a![2]!, b![2]!));
  });

  it('serves a page whose render never ends within its deadline, without a first view, logged with remote@version, and replaces the stuck worker', async () => {
    const before = pool().threadIds();
    expect(before).toHaveLength(2);
    const { res, ms } = await timed('/hang');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(ms).toBeLessThan(DEADLINE_MS + 1500);
    expect(warnings).toContainEqual({
      msg: 'first view of mf-catalog@1.0.0 failed: the page renders in the browser',
      remote: 'mf-catalog@1.0.0',
    });
    // The stuck thread was terminated and another started in its place.
    await vi.waitFor(() => expect(pool().threadIds()).toHaveLength(2), { timeout: 5000 });
    const after = pool().threadIds();
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
    // Every other page is served as before: the next first views render.
    expect(rootOf((await page('/env')).body)).toContain('data-ssr-pages="mf-checkout:env"');
  });

  it('serves a page whose render throws without a first view, logged with remote@version, and goes on rendering others', async () => {
    const { res, ms } = await timed('/boom');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(ms).toBeLessThan(DEADLINE_MS);
    expect(warnings.filter((w) => w.remote === 'mf-shop@1.0.0')).toHaveLength(1);
    // Two hanging pages at once occupy both threads; the pages after them still get their first views.
    const hung = await Promise.all([timed('/hang'), timed('/hang')]);
    for (const h of hung) expect(h.res.body).toContain('<div id="root"></div>');
    expect(rootOf((await page('/slow?c')).body)).toContain('<p>slow /slow?c ');
  });
});
