import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

/**
 * A team's own build in the live site (docs/teams.md, "Try your remote in the real site"): a
 * second build of mf-catalog, served on a port of its own, is what a developer's browser runs once
 * an override points at it (the Module Federation DevTools' `__MF_DEVTOOLS__` overrides, or
 * `?remote_override=`), with a badge saying so; a site without REMOTE_OVERRIDES=on ignores it.
 * The journey server (`npm start`'s settings) allows overrides.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ARTIFACTS = path.resolve(ROOT, process.env.ARTIFACTS_DIR || 'artifacts');
const LIVE_TEXT = 'Featured products';
const LOCAL_TEXT = 'Featured products, from my laptop';

/**
 * Two more ports of the journey server's block (E2E_PORT + 7 and + 8; each engineer's block is
 * nine ports): the second build's own server, and a second site server with overrides off.
 */
const LOCAL_PORT = Number(process.env.E2E_PORT ?? 8091) + 7;
const OFF_PORT = LOCAL_PORT + 1;

// Both tests in one worker: the second build's server holds a fixed port (npm test runs journeys
// on several workers, tests handed out one by one).
test.describe.configure({ mode: 'default' });

let local: Server;
let localManifest = '';

test.beforeAll(async ({ request }) => {
  // The second build: the live one with a sentence of the home page changed in its browser code.
  const live = (await (await request.get('/api/release/current')).json()).data.remotes.find(
    (r: { name: string }) => r.name === 'mf-catalog',
  ).version as string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-catalog-local-'));
  fs.cpSync(path.join(ARTIFACTS, 'remotes/mf-catalog', live), dir, { recursive: true });
  const patched = fs
    .readdirSync(path.join(dir, 'static'), { recursive: true })
    .map((f) => path.join(dir, 'static', String(f)))
    .filter((f) => f.endsWith('.js') && fs.readFileSync(f, 'utf8').includes(`"${LIVE_TEXT}"`));
  expect(patched.length).toBeGreaterThan(0);
  for (const f of patched) {
    fs.writeFileSync(f, fs.readFileSync(f, 'utf8').replaceAll(`"${LIVE_TEXT}"`, `"${LOCAL_TEXT}"`));
    fs.rmSync(f + '.gz', { force: true });
    fs.rmSync(f + '.br', { force: true });
  }
  // Served as a remote's dev server serves it: its own origin, CORS open.
  local = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return res.writeHead(404).end();
    res.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
    });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((r) => local.listen(LOCAL_PORT, '127.0.0.1', r));
  localManifest = `http://127.0.0.1:${LOCAL_PORT}/mf-manifest.json`;
});
test.afterAll(() => local?.close());

/** The home page's "featured" heading, once the app has taken the page over. */
const featured = (page: Page) =>
  page
    .getByTestId('catalog-home')
    .getByText(/^Featured products/)
    .first();

test('an override points the live site at a second build of mf-catalog on another port, with a badge; cleared, the live one is back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(featured(page)).toHaveText(LIVE_TEXT);
  await expect(page.getByTestId('override-badge')).toHaveCount(0);

  // What a developer opens (or what the DevTools' proxy panel writes into localStorage).
  await page.goto(`/?remote_override=${encodeURIComponent(`mf-catalog=${localManifest}`)}`);
  await expect(featured(page)).toHaveText(LOCAL_TEXT);
  await expect(page.getByTestId('override-badge')).toContainText(`Local remote: mf-catalog → ${localManifest}`);
  // Kept where the Module Federation DevTools keep theirs, and the address is clean again.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('__MF_DEVTOOLS__') ?? '{}'))).toEqual({
    overrides: { 'mf-catalog': localManifest },
  });
  expect(page.url()).not.toContain('remote_override');

  // Every page of the remote, in both languages, until it is cleared.
  await page.goto('/zh_CN');
  await expect(page.getByTestId('override-badge')).toContainText(`本地远程模块：mf-catalog → ${localManifest}`);
  await page.goto('/');
  await expect(featured(page)).toHaveText(LOCAL_TEXT);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('override-clear').click()]);
  await expect(featured(page)).toHaveText(LIVE_TEXT);
  await expect(page.getByTestId('override-badge')).toHaveCount(0);
});

/**
 * The second site's data folder: a copy of the seeded database `npm test` keeps for its servers
 * (E2E_DATA_ROOT/seeded), else an empty one the server seeds itself (minutes on a busy machine).
 */
function offDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-overrides-off-'));
  const seeded = process.env.E2E_DATA_ROOT && path.join(process.env.E2E_DATA_ROOT, 'seeded');
  if (seeded && fs.existsSync(seeded)) fs.cpSync(seeded, dir, { recursive: true });
  return dir;
}

test('a site without REMOTE_OVERRIDES=on ignores the same override (production, docker-compose)', async ({ browser }) => {
  test.setTimeout(240_000);
  const base = `http://127.0.0.1:${OFF_PORT}`;
  const dataDir = offDataDir();
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(OFF_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PROMOTE_ON_START: '1',
      REMOTE_OVERRIDES: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '20000',
      DATABASE_URL: '',
      RELEASE_TOKEN: process.env.E2E_RELEASE_TOKEN,
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
    },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${base}/api/currency/list`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 180_000, intervals: [1000] },
      )
      .toBe(true);
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.addInitScript((manifest) => {
      localStorage.setItem('__MF_DEVTOOLS__', JSON.stringify({ overrides: { mf_catalog: manifest } }));
    }, localManifest);
    await page.goto(`/?remote_override=${encodeURIComponent(`mf-catalog=${localManifest}`)}`);
    await expect(featured(page)).toHaveText(LIVE_TEXT);
    await expect(page.getByTestId('catalog-home')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(featured(page)).toHaveText(LIVE_TEXT);
    await expect(page.getByTestId('override-badge')).toHaveCount(0);
    // Nor does its page admit another origin's scripts.
    const csp = (await page.request.get('/', { headers: { accept: 'text/html' } })).headers()['content-security-policy'];
    expect(csp).not.toContain('127.0.0.1');
    await context.close();
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
