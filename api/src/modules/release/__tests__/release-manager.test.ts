import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReleaseSet, RouteDef } from '@mall/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { publishFakeRemote, tempDir, writeFakeShell, type FakeRemoteOptions } from '../../../test/fixtures';
import { REPO_ROOT } from '../../../config';
import { setReleaseConfig, syncArtifacts } from '..';

const TOKEN = 'test-release-token';
const chatRoutes: RouteDef[] = [{ path: '/chat', pageKey: 'chat', layout: 'chat', title: { en: 'Messages', zh_CN: '消息中心' } }];
const homeRoutes: RouteDef[] = [{ path: '/', pageKey: 'home', layout: 'home', title: { en: 'Home', zh_CN: '首页' } }];
const fine = [
  { name: 'react', requiredVersion: '^19.0.0' },
  { name: 'react-dom/client', requiredVersion: '^19.0.0' },
  { name: '@mall/shared', requiredVersion: '^1.0.0' },
];

/** Pulls `window.NAME=<json>` out of a served page. */
function injected<T>(html: string, name: string): T {
  const match = html.match(new RegExp(`<script[^>]*>window\\.${name}=(.*?)</script>`));
  if (!match) throw new Error(`${name} not injected`);
  return JSON.parse(match[1]!) as T;
}

describe('release manager endpoints', () => {
  let t: TestApp;
  const artifacts = tempDir();
  const shell = tempDir();
  const minute = 60_000;
  let publishedAt = Date.now() - 100 * minute;
  const publish = (remote: string, version: string, shared: FakeRemoteOptions['shared'] = fine, routes = chatRoutes) =>
    publishFakeRemote(artifacts.dir, remote, version, { routes, shared, publishedAt: new Date((publishedAt += minute)) });
  const as = (headers: Record<string, string> = {}) => ({ 'x-release-token': TOKEN, 'x-release-actor': 'alice@laptop', ...headers });
  const get = (url: string, headers: Record<string, string> = as()) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = as()) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const liveOf = async (remote: string) =>
    (await t.db.one<{ version: string }>('SELECT version FROM release_live WHERE remote = $1', [remote]))?.version;

  beforeAll(async () => {
    publish('mf-chat', '1.0.0');
    publish('mf-catalog', '1.0.0', fine, homeRoutes);
    writeFakeShell(shell.dir);
    // What the shell build writes (pluginShellManifest): the versions it provides to remotes.
    writeFileSync(
      path.join(shell.dir, 'shell-manifest.json'),
      JSON.stringify({
        name: 'shell',
        shared: {
          react: '19.2.1',
          'react-dom': '19.2.1',
          'react-router': '7.18.5',
          antd: '6.6.8',
          '@mall/shared': '1.0.0',
          '@module-federation/runtime': '2.9.2',
          '@mall/shared/bus': '1.1.0',
        },
        checked: ['react', 'react-dom', 'react-router', 'antd', 'zustand', 'i18next', 'react-i18next', '@mall/shared'],
      }),
    );
    t = await createTestApp({ artifactsDir: artifacts.dir, shellDist: shell.dir }, { secrets: { RELEASE_TOKEN: TOKEN } });
    setReleaseConfig(t.ctx, { promoteOnStart: false, remoteOrigins: {} });
    await syncArtifacts(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    artifacts.cleanup();
    shell.cleanup();
  });

  it('refuses every release-manager call without the token', async () => {
    const calls = [
      () => get('/api/release/list', {}),
      () => get('/api/release/list', { 'x-release-token': 'wrong' }),
      () => get('/api/release/history/mf-chat', {}),
      () => get('/api/release/versions/mf-chat', {}),
      () => post('/api/release/promote', { remote: 'mf-chat', version: '1.0.0' }, {}),
      () => post('/api/release/rollback', { remote: 'mf-chat' }, { 'x-release-token': TOKEN.slice(1) }),
      () => post('/api/release/sync', {}, {}),
      () => get('/api/release/override?remote=mf-chat&version=1.0.0&token=nope', {}),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('A00004');
    }
    expect((await get('/api/release/list')).statusCode).toBe(200);
    // Buyers' read of the live set stays public.
    expect((await get('/api/release/current', {})).statusCode).toBe(200);
  });

  it('sync registers a new version without making it live; list shows it with its requirements', async () => {
    publish('mf-chat', '1.1.0');
    const res = await post('/api/release/sync', {});
    expect(res.json().data).toEqual({ added: ['mf-chat@1.1.0'], madeLive: [] });
    expect(await liveOf('mf-chat')).toBe('1.0.0');
    const chat = (
      (await get('/api/release/list')).json().data as {
        remote: string;
        live: string;
        versions: { version: string; live: boolean; sharedRequirements: object; incompatible: string[] }[];
      }[]
    ).find((r) => r.remote === 'mf-chat')!;
    expect(chat.live).toBe('1.0.0');
    expect(chat.versions.map((v) => [v.version, v.live])).toEqual([
      ['1.1.0', false],
      ['1.0.0', true],
    ]);
    expect(chat.versions[0]!.sharedRequirements).toEqual({ react: '^19.0.0', 'react-dom/client': '^19.0.0', '@mall/shared': '^1.0.0' });
    expect(chat.versions[0]!.incompatible).toEqual([]);
  });

  it('refuses a version built for react 18 or for another @mall/shared major', async () => {
    publish('mf-chat', '0.9.0-react18', [
      { name: 'react', requiredVersion: '^18.2.0' },
      { name: 'react-dom', requiredVersion: '^18.2.0' },
    ]);
    publish('mf-chat', '1.2.0-shared2', [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: '@mall/shared', requiredVersion: '^2.0.0' },
    ]);
    await post('/api/release/sync', {});

    const react18 = await post('/api/release/promote', { remote: 'mf-chat', version: '0.9.0-react18' });
    expect(react18.statusCode).toBe(409);
    expect(react18.json().data.incompatibilities).toEqual([
      { package: 'react', required: '^18.2.0', provided: '19.2.1' },
      { package: 'react-dom', required: '^18.2.0', provided: '19.2.1' },
    ]);
    expect(react18.json().msg).toContain('react ^18.2.0 is required, the live shell provides 19.2.1');

    const shared2 = await post('/api/release/promote', { remote: 'mf-chat', version: '1.2.0-shared2' });
    expect(shared2.statusCode).toBe(409);
    expect(shared2.json().data.incompatibilities).toEqual([{ package: '@mall/shared', required: '^2.0.0', provided: '1.0.0' }]);
    expect(await liveOf('mf-chat')).toBe('1.0.0');

    const list = (await get('/api/release/versions/mf-chat')).json().data as { versions: { version: string; incompatible: string[] }[] };
    expect(list.versions.find((v) => v.version === '1.2.0-shared2')!.incompatible).toEqual([
      '@mall/shared ^2.0.0 is required, the live shell provides 1.0.0',
    ]);
  });

  it("does not hold a module shared by version (the light kit's sheet) against the shell: the remote brings its own when needed", async () => {
    publish('mf-chat', '1.2.1-sheet9', [
      ...fine,
      { name: '@mall/shared/ui/lite/styles', singleton: false, requiredVersion: '^9.0.0', version: '9.0.0' },
    ]);
    await post('/api/release/sync', {});
    const list = (await get('/api/release/versions/mf-chat')).json().data as {
      versions: { version: string; sharedRequirements: object; incompatible: string[] }[];
    };
    const sheet9 = list.versions.find((v) => v.version === '1.2.1-sheet9')!;
    expect(sheet9.sharedRequirements).toEqual({ react: '^19.0.0', 'react-dom/client': '^19.0.0', '@mall/shared': '^1.0.0' });
    expect(sheet9.incompatible).toEqual([]);
  });

  it('refuses a version built against a newer @mall/shared, bus or federation runtime than the live shell provides, naming both versions', async () => {
    // What a remote build records (mf-manifest.json shared ranges, routes.json requires) when it
    // was built on shared 1.3.0, a bus with events of 1.4.0 and Module Federation 2.10.
    publishFakeRemote(artifacts.dir, 'mf-chat', '1.5.0-newer', {
      shared: [...fine.filter((s) => s.name !== '@mall/shared'), { name: '@mall/shared', requiredVersion: '^1.3.0' }],
      requires: { '@module-federation/runtime': '~2.10.1', '@mall/shared/bus': '^1.4.0' },
      routes: chatRoutes,
      publishedAt: new Date((publishedAt += minute)),
    });
    await post('/api/release/sync', {});
    const res = await post('/api/release/promote', { remote: 'mf-chat', version: '1.5.0-newer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.incompatibilities).toEqual([
      { package: '@mall/shared', required: '^1.3.0', provided: '1.0.0' },
      { package: '@mall/shared/bus', required: '^1.4.0', provided: '1.1.0' },
      { package: '@module-federation/runtime', required: '~2.10.1', provided: '2.9.2' },
    ]);
    expect(res.json().msg).toBe(
      '@mall/shared ^1.3.0 is required, the live shell provides 1.0.0; ' +
        '@mall/shared/bus ^1.4.0 is required, the live shell provides 1.1.0; ' +
        '@module-federation/runtime ~2.10.1 is required, the live shell provides 2.9.2',
    );
    expect(await liveOf('mf-chat')).toBe('1.0.0');

    // The same build against what the shell provides would be promoted.
    publishFakeRemote(artifacts.dir, 'mf-chat', '1.5.1-same', {
      shared: fine,
      requires: { '@module-federation/runtime': '~2.9.0', '@mall/shared/bus': '^1.1.0' },
      routes: chatRoutes,
      publishedAt: new Date((publishedAt += minute)),
    });
    await post('/api/release/sync', {});
    const list = (await get('/api/release/versions/mf-chat')).json().data as { versions: { version: string; incompatible: string[] }[] };
    expect(list.versions.find((v) => v.version === '1.5.1-same')!.incompatible).toEqual([]);
    expect(list.versions.find((v) => v.version === '1.5.0-newer')!.incompatible).toHaveLength(3);
  });

  it("refuses a webpack container built for the shell's former hand-written loader", async () => {
    publishFakeRemote(artifacts.dir, 'mf-chat', '1.6.0-container', {
      shared: fine,
      requires: { '@mall/federation-handover': '^3.0.0' },
      routes: chatRoutes,
      publishedAt: new Date((publishedAt += minute)),
    });
    const file = path.join(artifacts.dir, 'remotes/mf-chat/1.6.0-container/mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
    // What that build wrote: Module Federation's layout with the container's kind in it.
    writeFileSync(file, JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, container: 'webpack-container@1' } }));
    await post('/api/release/sync', {});
    const res = await post('/api/release/promote', { remote: 'mf-chat', version: '1.6.0-container' });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.problems).toEqual([
      '@mall/federation-handover ^3.0.0 is required, the live shell provides none',
      "manifest /remotes/mf-chat/1.6.0-container/mf-manifest.json describes a webpack-container@1, which the shell's Module Federation runtime does not load",
    ]);
    expect(await liveOf('mf-chat')).toBe('1.0.0');
  });

  it('refuses a version whose manifest cannot be fetched, and an unpublished one', async () => {
    publish('mf-chat', '1.3.0-broken');
    await post('/api/release/sync', {});
    const dir = path.join(artifacts.dir, 'remotes/mf-chat/1.3.0-broken');
    renameSync(dir, dir + '-gone');
    const res = await post('/api/release/promote', { remote: 'mf-chat', version: '1.3.0-broken' });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.problems).toEqual(['manifest /remotes/mf-chat/1.3.0-broken/mf-manifest.json answered HTTP 404']);
    renameSync(dir + '-gone', dir);

    const unknown = await post('/api/release/promote', { remote: 'mf-chat', version: '9.9.9' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().msg).toBe('mf-chat@9.9.9 is not published');
  });

  it("checks an entry on the remote's own origin (REMOTE_ORIGINS) over HTTP", async () => {
    let status = 500;
    const server: Server = createServer((req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [], shared: [] }) : 'boom');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    setReleaseConfig(t.ctx, { remoteOrigins: { 'mf-chat': origin } });
    try {
      const refused = await post('/api/release/promote', { remote: 'mf-chat', version: '1.1.0' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().data.problems).toEqual([`manifest ${origin}/remotes/mf-chat/1.1.0/mf-manifest.json answered HTTP 500`]);
      status = 200;
      expect((await post('/api/release/promote', { remote: 'mf-chat', version: '1.1.0', reason: 'on its own origin' })).statusCode).toBe(
        200,
      );
      const current = (await get('/api/release/current')).json().data as ReleaseSet;
      expect(current.remotes.find((r) => r.name === 'mf-chat')!.entry).toBe(`${origin}/remotes/mf-chat/1.1.0/mf-manifest.json`);
      expect(current.remotes.find((r) => r.name === 'mf-catalog')!.entry).toBe('/remotes/mf-catalog/1.0.0/mf-manifest.json');
    } finally {
      setReleaseConfig(t.ctx, { remoteOrigins: {} });
      server.close();
    }
    // Back to 1.0.0 for the next story.
    await t.db.query(`DELETE FROM release_history WHERE remote = 'mf-chat' AND to_version = '1.1.0'`);
    await t.db.query(`UPDATE release_live SET version = '1.0.0' WHERE remote = 'mf-chat'`);
  });

  it('promotes and rolls back step by step, recording who, when, from, to and why; builds/latest.json follows', async () => {
    const id = async () => (await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id as string;
    const { releaseServiceOf } = await import('..');
    releaseServiceOf(t.ctx).invalidate();
    const atV1 = await id();

    const promoted = await post('/api/release/promote', { remote: 'mf-chat', version: '1.1.0', reason: 'new inbox' });
    expect(promoted.json().data).toEqual({ from: '1.0.0', to: '1.1.0', changed: true });
    const atV11 = await id();
    expect(atV11).not.toBe(atV1);
    publish('mf-chat', '1.4.0');
    await post('/api/release/sync', {});
    await post('/api/release/promote', { remote: 'mf-chat', version: '1.4.0', reason: 'faster' });
    expect(await liveOf('mf-chat')).toBe('1.4.0');

    const back1 = await post('/api/release/rollback', { remote: 'mf-chat', reason: 'errors in 1.4' });
    expect(back1.json().data).toEqual({ from: '1.4.0', to: '1.1.0', changed: true });
    expect(await id()).toBe(atV11);
    const back2 = await post('/api/release/rollback', { remote: 'mf-chat' });
    expect(back2.json().data).toMatchObject({ from: '1.1.0', to: '1.0.0' });
    expect(await id()).toBe(atV1);
    const none = await post('/api/release/rollback', { remote: 'mf-chat' });
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe('mf-chat has no earlier live version to roll back to');

    const history = (await get('/api/release/history/mf-chat')).json().data as {
      from: string | null;
      to: string;
      actor: string;
      reason: string | null;
      action: string;
      at: string;
    }[];
    expect(history.map(({ from, to, actor, reason, action }) => ({ from, to, actor, reason, action }))).toEqual([
      { from: '1.1.0', to: '1.0.0', actor: 'alice@laptop', reason: 'rollback', action: 'rollback' },
      { from: '1.4.0', to: '1.1.0', actor: 'alice@laptop', reason: 'errors in 1.4', action: 'rollback' },
      { from: '1.1.0', to: '1.4.0', actor: 'alice@laptop', reason: 'faster', action: 'promote' },
      { from: '1.0.0', to: '1.1.0', actor: 'alice@laptop', reason: 'new inbox', action: 'promote' },
      { from: null, to: '1.0.0', actor: 'system', reason: 'first publish', action: 'publish' },
    ]);
    expect(new Date(history[0]!.at).getTime()).toBeGreaterThan(Date.now() - minute);
  });

  it('PROMOTE_ON_START makes versions first seen at start live, unless incompatible', async () => {
    publish('mf-catalog', '1.1.0', fine, homeRoutes);
    publish('mf-chat', '2.0.0-react18', [{ name: 'react', requiredVersion: '^18.0.0' }]);
    setReleaseConfig(t.ctx, { promoteOnStart: true });
    try {
      const result = await syncArtifacts(t.ctx);
      expect(result).toEqual({ added: ['mf-catalog@1.1.0', 'mf-chat@2.0.0-react18'], madeLive: ['mf-catalog@1.1.0'] });
    } finally {
      setReleaseConfig(t.ctx, { promoteOnStart: false });
    }
    expect(await liveOf('mf-catalog')).toBe('1.1.0');
    expect(await liveOf('mf-chat')).toBe('1.0.0');
    const last = (await get('/api/release/history/mf-catalog')).json().data[0];
    expect(last).toMatchObject({ from: '1.0.0', to: '1.1.0', actor: 'start', action: 'start' });
  });

  it('artifacts are immutable: a re-synced version keeps what was registered first', async () => {
    const dir = path.join(artifacts.dir, 'remotes/mf-chat/1.0.0');
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: {} }, shared: [{ name: 'react', requiredVersion: '^18.0.0' }] }),
    );
    expect((await post('/api/release/sync', {})).json().data).toEqual({ added: [], madeLive: [] });
    const row = await t.db.one<{ shared_requirements: object }>(
      `SELECT shared_requirements FROM release_version WHERE remote = 'mf-chat' AND version = '1.0.0'`,
    );
    expect(row!.shared_requirements).toEqual({ react: '^19.0.0', 'react-dom/client': '^19.0.0', '@mall/shared': '^1.0.0' });
  });

  it('publishing the same version twice never overwrites it (scripts/lib/publish.mjs)', async () => {
    const work = tempDir('mall-publish-');
    try {
      const mod = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/lib/publish.mjs')).href)) as {
        publishRemote(
          remote: string,
          opts: { distDir: string; artifactsDir: string; version: string },
        ): { version: string; created: boolean };
      };
      const dist = path.join(work.dir, 'dist');
      mkdirSync(path.join(dist, 'static/js'), { recursive: true });
      writeFileSync(path.join(dist, 'mf-manifest.json'), '{"v":1}');
      writeFileSync(path.join(dist, 'static/js/main.1234abcd.js'), 'one');
      const opts = { distDir: dist, artifactsDir: path.join(work.dir, 'artifacts'), version: '1.0.0-abc1234' };
      expect(mod.publishRemote('mf-x', opts)).toEqual({ remote: 'mf-x', version: '1.0.0-abc1234', created: true });
      // Same content: nothing to do.
      expect(mod.publishRemote('mf-x', opts)).toEqual({ remote: 'mf-x', version: '1.0.0-abc1234', created: false });
      // A rebuild whose build statistics alone differ (they vary between builds of one tree) is the same version.
      writeFileSync(path.join(dist, 'mf-stats.json'), '{"usedIn":["src/a.ts"]}');
      expect(mod.publishRemote('mf-x', opts)).toEqual({ remote: 'mf-x', version: '1.0.0-abc1234', created: false });
      // Different content under the same commit: a new, suffixed version; the first stays as it was.
      writeFileSync(path.join(dist, 'static/js/main.1234abcd.js'), 'two');
      const second = mod.publishRemote('mf-x', opts);
      expect(second.created).toBe(true);
      expect(second.version).toMatch(/^1\.0\.0-abc1234\.[0-9a-f]{8}$/);
      const { readFileSync } = await import('node:fs');
      expect(readFileSync(path.join(opts.artifactsDir, 'remotes/mf-x/1.0.0-abc1234/static/js/main.1234abcd.js'), 'utf8')).toBe('one');
    } finally {
      work.cleanup();
    }
  });

  describe('canary override', () => {
    const cookieOf = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat()[0]!.split(';')[0]!;

    it('pins a published version in one browser only, with a signed cookie', async () => {
      const denied = await get('/api/release/override?remote=mf-chat&version=1.4.0&token=wrong', {});
      expect(denied.statusCode).toBe(401);
      expect((await get(`/api/release/override?remote=mf-chat&version=7.7.7&token=${TOKEN}`, {})).statusCode).toBe(404);

      const res = await get(`/api/release/override?remote=mf-chat&version=1.4.0&token=${TOKEN}`, {});
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
      const cookie = cookieOf(res.headers['set-cookie']);

      const canary = injected<ReleaseSet>((await page('/chat', cookie)).body, '__MALL_RELEASE__');
      expect(canary.remotes.find((r) => r.name === 'mf-chat')).toMatchObject({
        version: '1.4.0',
        override: true,
        entry: '/remotes/mf-chat/1.4.0/mf-manifest.json',
      });
      const buyer = injected<ReleaseSet>((await page('/chat')).body, '__MALL_RELEASE__');
      expect(buyer.remotes.find((r) => r.name === 'mf-chat')).toMatchObject({ version: '1.0.0' });
      expect(buyer.remotes.find((r) => r.name === 'mf-chat')!.override).toBeUndefined();
      expect(canary.buildId).not.toBe(buyer.buildId);

      // The canary browser's build id is the one its poll sees, so it is not offered a reload.
      const polled = await t.app.inject({ method: 'GET', url: '/builds/latest.json', headers: { cookie } });
      expect(polled.json().id).toBe(canary.buildId);
      expect((await t.app.inject({ method: 'GET', url: `/builds/meta/${canary.buildId}.json`, headers: { cookie } })).statusCode).toBe(200);

      // A forged cookie (another version, same signature) is ignored.
      const forged = cookie.replace('1.4.0', '1.1.0');
      expect(
        injected<ReleaseSet>((await page('/chat', forged)).body, '__MALL_RELEASE__').remotes.find((r) => r.name === 'mf-chat')!.version,
      ).toBe('1.0.0');

      const cleared = await t.app.inject({ method: 'GET', url: '/api/release/override/clear', headers: { cookie, accept: 'text/html' } });
      expect(cleared.statusCode).toBe(302);
      expect(String(cleared.headers['set-cookie'])).toMatch(/mf_override=;/);
    });

    it('a signed ?mf_override= link works on any page and sets the cookie', async () => {
      const link = (await get('/api/release/override?remote=mf-chat&version=1.1.0&format=json')).json().data as {
        link: string;
        signed: string;
      };
      expect(link.link).toBe(`/?mf_override=${encodeURIComponent(link.signed)}`);
      const res = await page(`/chat?mf_override=${encodeURIComponent(link.signed)}`);
      expect(injected<ReleaseSet>(res.body, '__MALL_RELEASE__').remotes.find((r) => r.name === 'mf-chat')).toMatchObject({
        version: '1.1.0',
        override: true,
      });
      expect(decodeURIComponent(cookieOf(res.headers['set-cookie']))).toBe(`mf_override=${link.signed}`);
      const bad = await page(`/chat?mf_override=${encodeURIComponent(link.signed.slice(0, -2) + 'xx')}`);
      expect(injected<ReleaseSet>(bad.body, '__MALL_RELEASE__').remotes.find((r) => r.name === 'mf-chat')!.version).toBe('1.0.0');
      expect(bad.headers['set-cookie']).toBeUndefined();
    });
  });

  it('preloads the manifest of the remote that owns the requested page', async () => {
    const chat = (await page('/zh_CN/chat')).body;
    expect(chat).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-chat/1.0.0/mf-manifest.json">');
    // The remote entry follows (no crossorigin: the runtime's script element has none either).
    expect(chat).toContain('<link rel="preload" as="script" href="/remotes/mf-chat/1.0.0/remoteEntry.js">');
    const home = (await page('/')).body;
    expect(home).toContain('href="/remotes/mf-catalog/1.1.0/mf-manifest.json"');
    expect((await page('/no/such/page')).body).not.toContain('rel="preload" as="fetch"');
  });

  it('preloads no remote for a shell that links its pages itself (loadsRemotes: false)', async () => {
    const file = path.join(shell.dir, 'shell-manifest.json');
    const manifest = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(manifest), loadsRemotes: false }));
    try {
      const chat = (await page('/zh_CN/chat')).body;
      expect(chat).not.toContain('rel="preload" as="fetch"');
      expect(chat).not.toContain('<link rel="preload" as="script" href="/remotes/');
      // The release set is still the page's (a first view and its data come from the live remotes).
      expect(injected<ReleaseSet>(chat, '__MALL_RELEASE__').remotes.map((r) => r.name)).toContain('mf-chat');
    } finally {
      writeFileSync(file, manifest);
    }
    expect((await page('/zh_CN/chat')).body).toContain('href="/remotes/mf-chat/1.0.0/mf-manifest.json"');
  });
});
