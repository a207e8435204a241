import type { ReleaseSet, RouteDef } from '@mall/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { publishFakeRemote, tempDir, writeFakeShell } from '../../../test/fixtures';
import { releaseServiceOf, syncArtifacts } from '..';

const catalogRoutes: RouteDef[] = [
  { path: '/', pageKey: 'home', layout: 'home', title: { en: 'Home', zh_CN: '首页' } },
  {
    path: '/products/detail/:prodId',
    pageKey: 'productDetail',
    layout: 'default',
    name: 'productDetail',
    detailsPage: true,
    title: { en: 'Product', zh_CN: '商品' },
  },
];
const userCenterRoutes: RouteDef[] = [
  {
    path: '/user-center',
    layout: 'user-center',
    redirect: '/user-center/uc-home',
    login: true,
    title: { en: 'User center', zh_CN: '用户中心' },
  },
  { path: '/user-center/uc-order', pageKey: 'ucOrder', layout: 'user-center', login: true, title: { en: 'Orders', zh_CN: '订单' } },
];

describe('release registry', () => {
  let t: TestApp;
  const artifacts = tempDir();
  const shell = tempDir();
  const day = 24 * 3600 * 1000;

  beforeAll(async () => {
    publishFakeRemote(artifacts.dir, 'mf-catalog', '1.0.0', { routes: catalogRoutes, publishedAt: new Date(Date.now() - 2 * day) });
    publishFakeRemote(artifacts.dir, 'mf-catalog', '1.1.0', {
      routes: catalogRoutes,
      publishedAt: new Date(Date.now() - day),
      shared: [
        { name: 'react', requiredVersion: '^19.0.0' },
        { name: '@mall/shared', requiredVersion: '^1.0.0' },
      ],
    });
    publishFakeRemote(artifacts.dir, 'mf-user-center', '0.3.0', { routes: userCenterRoutes });
    // A folder without mf-manifest.json is an unfinished upload, not a version.
    publishFakeRemote(artifacts.dir, 'mf-shop', 'tmp', {});
    const { rmSync } = await import('node:fs');
    rmSync(`${artifacts.dir}/remotes/mf-shop/tmp/mf-manifest.json`);
    writeFakeShell(shell.dir);

    t = await createTestApp({ artifactsDir: artifacts.dir, shellDist: shell.dir });
  });
  afterAll(async () => {
    await t.close();
    artifacts.cleanup();
    shell.cleanup();
  });

  it('registers published versions and makes the newest of each remote live, with history', async () => {
    const result = await syncArtifacts(t.ctx);
    expect(result.added.sort()).toEqual(['mf-catalog@1.0.0', 'mf-catalog@1.1.0', 'mf-user-center@0.3.0']);
    expect(result.madeLive.sort()).toEqual(['mf-catalog@1.1.0', 'mf-user-center@0.3.0']);

    const live = await t.db.query('SELECT remote, version FROM release_live ORDER BY remote');
    expect(live).toEqual([
      { remote: 'mf-catalog', version: '1.1.0' },
      { remote: 'mf-user-center', version: '0.3.0' },
    ]);
    const history = await t.db.query('SELECT remote, from_version, to_version, actor, reason FROM release_history ORDER BY remote');
    expect(history).toEqual([
      { remote: 'mf-catalog', from_version: null, to_version: '1.1.0', actor: 'system', reason: 'first publish' },
      { remote: 'mf-user-center', from_version: null, to_version: '0.3.0', actor: 'system', reason: 'first publish' },
    ]);
    const stored = await t.db.one<{ shared_requirements: unknown; routes: unknown }>(
      `SELECT shared_requirements, routes FROM release_version WHERE remote = 'mf-catalog' AND version = '1.1.0'`,
    );
    expect(stored?.shared_requirements).toEqual({ react: '^19.0.0', '@mall/shared': '^1.0.0' });
    expect(stored?.routes).toEqual(catalogRoutes);
  });

  it('a second sync changes nothing', async () => {
    expect(await syncArtifacts(t.ctx)).toEqual({ added: [], madeLive: [] });
    expect(await t.db.one('SELECT count(*) AS n FROM release_history')).toEqual({ n: 2 });
  });

  it('a newly published version is registered but does not go live by itself', async () => {
    publishFakeRemote(artifacts.dir, 'mf-catalog', '1.2.0', { routes: catalogRoutes });
    expect(await syncArtifacts(t.ctx)).toEqual({ added: ['mf-catalog@1.2.0'], madeLive: [] });
    expect(await t.db.one(`SELECT version FROM release_live WHERE remote = 'mf-catalog'`)).toEqual({ version: '1.1.0' });
  });

  it('GET /api/release/current answers the live set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/release/current' });
    expect(res.headers['cache-control']).toBe('no-cache');
    const { code, data } = res.json() as { code: string; data: ReleaseSet };
    expect(code).toBe('00000');
    expect(data.buildId).toMatch(/^[0-9a-f]{12}$/);
    expect(data.remotes).toEqual([
      {
        name: 'mf-catalog',
        mfName: 'mf_catalog',
        version: '1.1.0',
        entry: '/remotes/mf-catalog/1.1.0/mf-manifest.json',
        routes: catalogRoutes,
      },
      {
        name: 'mf-user-center',
        mfName: 'mf_user_center',
        version: '0.3.0',
        entry: '/remotes/mf-user-center/0.3.0/mf-manifest.json',
        routes: userCenterRoutes,
      },
    ]);
  });

  it('builds/latest.json changes when the live set changes', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/builds/latest.json' });
    expect(before.headers['cache-control']).toBe('no-cache');
    const first = before.json() as { id: string; timestamp: number };
    expect(first.id).toMatch(/^[0-9a-f]{12}$/);
    expect(first.timestamp).toBeGreaterThan(0);

    // Served from the cache while nothing changed.
    expect((await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id).toBe(first.id);

    expect(await releaseServiceOf(t.ctx).setLive('mf-catalog', '1.2.0', 'alice', 'new search page')).toBe(true);
    const after = (await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json() as { id: string; timestamp: number };
    expect(after.id).not.toBe(first.id);
    expect(after.timestamp).toBeGreaterThanOrEqual(first.timestamp);
    const current = (await t.app.inject({ method: 'GET', url: '/api/release/current' })).json().data as ReleaseSet;
    expect(current.buildId).toBe(after.id);
    expect(current.remotes.find((r) => r.name === 'mf-catalog')?.version).toBe('1.2.0');

    const last = await t.db.one(`SELECT from_version, to_version, actor, reason FROM release_history ORDER BY id DESC LIMIT 1`);
    expect(last).toEqual({ from_version: '1.1.0', to_version: '1.2.0', actor: 'alice', reason: 'new search page' });

    // Rolling back restores the earlier id: the id depends only on what is live.
    await releaseServiceOf(t.ctx).setLive('mf-catalog', '1.1.0', 'alice', 'rollback');
    expect((await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id).toBe(first.id);
  });

  it('a live change made by another process shows within the cache time', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id;
    await t.db.query(`UPDATE release_live SET version = '1.0.0', updated_at = now() WHERE remote = 'mf-catalog'`);
    await new Promise((r) => setTimeout(r, 2100));
    const after = (await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id;
    expect(after).not.toBe(before);
    await releaseServiceOf(t.ctx).setLive('mf-catalog', '1.1.0', 'test', 'restore');
  });

  it('a new shell build changes the build id', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id;
    writeFakeShell(shell.dir, 'GlobalTrade Mall (rebuilt)');
    releaseServiceOf(t.ctx).invalidate();
    const after = (await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json().id;
    expect(after).not.toBe(before);
  });

  it('refuses to make an unpublished version live', async () => {
    await expect(releaseServiceOf(t.ctx).setLive('mf-catalog', '9.9.9', 'bob', null)).rejects.toThrow(/not published/);
  });

  it('builds/meta/<id>.json lists redirects in both languages', async () => {
    const { id } = (await t.app.inject({ method: 'GET', url: '/builds/latest.json' })).json() as { id: string };
    const res = await t.app.inject({ method: 'GET', url: `/builds/meta/${id}.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const meta = res.json();
    expect(meta).toMatchObject({ id, matcher: { static: {}, wildcard: {} }, prerendered: [] });
    expect(typeof meta.timestamp).toBe('number');
    expect(meta.redirects).toEqual(
      expect.arrayContaining([
        { from: '/user-center', to: '/user-center/uc-home' },
        { from: '/zh_CN/user-center', to: '/zh_CN/user-center/uc-home' },
      ]),
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/builds/meta/000000000000.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('A00013');
  });
});
