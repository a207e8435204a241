import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIR } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { assertNoPublicSecrets, fileStore, loadSecrets, SECRET_NAMES, tableStore } from '../secrets';

/**
 * Finding 3 (release control with a well-known token) and the rule behind findings 1 and 4: no
 * secret has a working default; each comes from the environment or is generated once and kept.
 */

/** Starts the real server (`tsx src/main.ts`) and collects its output until it exits or `until` matches. */
function startServer(env: Record<string, string>, until?: RegExp, timeoutMs = 90_000) {
  return new Promise<{ code: number | null; out: string; killed: boolean }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let killed = false;
    const stop = () => {
      killed = true;
      child.kill('SIGTERM');
    };
    const timer = setTimeout(stop, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (until?.test(out)) stop();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, killed });
    });
  });
}

describe('finding 3: release control with a well-known token', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A small catalogue: production's default (10,000 products) took a minute to seed and tells nothing here.
    t = await createTestApp({ nodeEnv: 'production', production: true, catalogProducts: 40, catalogShops: 10 });
  });
  afterAll(() => t.close());

  it('a server with no RELEASE_TOKEN in its environment refuses dev-release-token', async () => {
    for (const url of ['/api/release/list', '/api/release/history/mf-chat']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-release-token': 'dev-release-token' } });
      expect(res.statusCode).toBe(401);
    }
    const sync = await t.app.inject({ method: 'POST', url: '/api/release/sync', headers: { 'x-release-token': 'dev-release-token' } });
    expect(sync.statusCode).toBe(401);
    const canary = await t.app.inject({ method: 'GET', url: '/api/release/override?remote=mf-chat&version=1.0.0&token=dev-release-token' });
    expect(canary.statusCode).toBe(401);
  });

  it('the platform audit refuses dev-admin-token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/shopApply/page', headers: { 'x-admin-token': 'dev-admin-token' } });
    expect(res.json().code).toBe('A00004');
  });

  it('every secret is its own random value', () => {
    const values = SECRET_NAMES.map((n) => t.ctx.secrets[n]);
    expect(new Set(values).size).toBe(SECRET_NAMES.length);
    for (const v of values) expect(v).toMatch(/^[\w-]{43}$/);
  });

  it('production refuses to start with RELEASE_TOKEN=dev-release-token, naming the variable', async () => {
    const run = await startServer({ NODE_ENV: 'production', RELEASE_TOKEN: 'dev-release-token', DATA_DIR: 'memory://' }, undefined, 60_000);
    expect(run.killed).toBe(false);
    expect(run.code).not.toBe(0);
    expect(run.out).toContain('RELEASE_TOKEN');
    expect(run.out).not.toContain('is running');
  });
});

describe('where secrets come from', () => {
  const FROM_THE_DOCS = 'this-value-is-printed-in-a-test-file';

  it('production refuses a value that appears in a repository file (this test file), short values everywhere', () => {
    expect(() => assertNoPublicSecrets({ SANDBOX_GATEWAY_SECRET: FROM_THE_DOCS }, true)).toThrow(
      /SANDBOX_GATEWAY_SECRET appears in the repository/,
    );
    expect(() => assertNoPublicSecrets({ SANDBOX_GATEWAY_SECRET: FROM_THE_DOCS }, false)).not.toThrow();
    expect(() => assertNoPublicSecrets({ ADMIN_TOKEN: 'short' }, false)).toThrow(/ADMIN_TOKEN needs at least 16/);
    expect(() => assertNoPublicSecrets({ ADMIN_TOKEN: 'dev-admin-token' }, true)).toThrow(/ADMIN_TOKEN/);
    // A fresh random value passes, and the message never shows a value.
    expect(() => assertNoPublicSecrets({ RELEASE_TOKEN: `r${Date.now()}${Math.random()}` }, true)).not.toThrow();
    try {
      assertNoPublicSecrets({ ORDER_DOCUMENT_SECRET: FROM_THE_DOCS }, true);
    } catch (err) {
      expect(String(err)).not.toContain(FROM_THE_DOCS);
    }
  });

  it('the environment wins; otherwise generated once into a 0600 file in the data folder and reused', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mall-secrets-'));
    try {
      const file = path.join(dir, 'pglite.secrets.json');
      const first = await loadSecrets({ env: {}, production: true, store: fileStore(file) });
      expect(Object.values(first.sources)).toEqual(SECRET_NAMES.map(() => 'generated'));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = await loadSecrets({ env: {}, production: true, store: fileStore(file) });
      expect(again.secrets).toEqual(first.secrets);
      expect(Object.values(again.sources)).toEqual(SECRET_NAMES.map(() => 'stored'));
      const fromEnv = `env-${Date.now()}-${Math.random()}`;
      const withEnv = await loadSecrets({ env: { RELEASE_TOKEN: fromEnv }, production: true, store: fileStore(file) });
      expect(withEnv.secrets.RELEASE_TOKEN).toBe(fromEnv);
      expect(withEnv.sources.RELEASE_TOKEN).toBe('env');
      expect(JSON.parse(readFileSync(file, 'utf8')).RELEASE_TOKEN).toBe(first.secrets.RELEASE_TOKEN);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with a database store, processes starting together agree on one value per secret', async () => {
    const t = await createTestApp({}, { seed: false });
    try {
      const loads = await Promise.all([1, 2, 3].map(() => loadSecrets({ env: {}, production: false, store: tableStore(t.db) })));
      for (const l of loads) expect(l.secrets).toEqual(loads[0]!.secrets);
      expect(loads.flatMap((l) => Object.values(l.sources)).filter((s) => s === 'generated')).toHaveLength(SECRET_NAMES.length);
      const rows = await t.db.query<{ name: string }>('SELECT name FROM app_secret ORDER BY name');
      expect(rows.map((r) => r.name)).toEqual([...SECRET_NAMES].sort());
    } finally {
      await t.close();
    }
  });

  it('npm start prints the generated release-manager token once and keeps it in the data folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mall-start-'));
    try {
      const dataDir = path.join(dir, 'pglite');
      const run = await startServer(
        { NODE_ENV: 'development', DATA_DIR: dataDir, CATALOG_PRODUCTS: '20' },
        /is running[\s\S]*Secrets generated/,
        120_000,
      );
      const stored = JSON.parse(readFileSync(`${dataDir}.secrets.json`, 'utf8')) as Record<string, string>;
      expect(statSync(`${dataDir}.secrets.json`).mode & 0o777).toBe(0o600);
      expect(run.out).toContain(stored.RELEASE_TOKEN);
      expect(run.out.split(stored.RELEASE_TOKEN!).length - 1).toBe(1);
      // Other secrets are never printed.
      expect(run.out).not.toContain(stored.SANDBOX_GATEWAY_SECRET);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
