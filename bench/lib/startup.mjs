// Start-up time and memory of the API process, run two ways: compiled (node api/dist/main.js, what
// `npm start` runs) and from TypeScript through tsx (what it ran before). Both on an already
// migrated and seeded database, so the figure is the process's own start, not the seed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRss } from './server.mjs';
import { ROOT } from './paths.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const API_DIR = path.join(ROOT, 'api');

export const START_MODES = {
  compiled: ['dist/main.js'],
  tsx: ['--import', 'tsx', 'src/main.ts'],
};

/** Starts the API once in `mode`, waits until /api/health answers, makes some requests, reads the RSS. */
async function startOnce(mode, { port, env }) {
  const child = spawn(process.execPath, START_MODES[mode], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const started = performance.now();
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (exited) throw new Error(`${mode} server exited during start-up`);
      if (performance.now() - started > 10 * 60_000) throw new Error(`${mode} server did not start`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await sleep(50);
    }
    const startupMs = performance.now() - started;
    const rssAtStart = apiRss(child.pid);
    // Light use: the pages a few visitors open.
    for (let i = 0; i < 100; i++) {
      for (const p of [
        `/api/prod/prodInfo?prodId=${1 + (i % 40)}`,
        '/api/index/home',
        `/api/search/page?keyword=lamp&current=${1 + (i % 5)}`,
      ]) {
        await fetch(base + p).then((r) => r.arrayBuffer());
      }
    }
    return { startupMs, rssAtStart, rssAfterUse: apiRss(child.pid) };
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    for (let i = 0; i < 40 && !exited; i++) await sleep(250);
    if (!exited) process.kill(-child.pid, 'SIGKILL');
  }
}

/**
 * Each mode `runs` times, alternating, on one database: PGlite (a data folder seeded by a first
 * start) or PostgreSQL (databaseUrl, already seeded). Answers the median start-up and RSS per mode.
 */
export async function measureStartup({ port, databaseUrl, runs = 3, log = () => undefined }) {
  // The compiled run measures the current sources.
  if (spawnSync(process.execPath, [path.join(API_DIR, 'scripts/build.mjs')], { stdio: 'ignore' }).status !== 0)
    throw new Error('api build failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-startup-'));
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.join(dataDir, 'pglite') };
  try {
    log(`startup: seeding (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
    await startOnce('compiled', { port, env });
    const results = { compiled: [], tsx: [] };
    for (let i = 0; i < runs; i++) {
      for (const mode of ['tsx', 'compiled']) {
        log(`startup: ${mode} run ${i + 1}/${runs}`);
        results[mode].push(await startOnce(mode, { port, env }));
      }
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return Object.fromEntries(
      Object.entries(results).map(([mode, rs]) => [
        mode,
        {
          startupMs: median(rs.map((r) => r.startupMs)),
          rssAtStartBytes: median(rs.map((r) => r.rssAtStart ?? 0)),
          rssAfterUseBytes: median(rs.map((r) => r.rssAfterUse ?? 0)),
        },
      ]),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
