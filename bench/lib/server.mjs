// Starts and stops the production server the way an operator does (scripts/start.mjs), each in a
// fresh data folder, and reads the API process's memory.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {object} o
 * @param {number} o.port
 * @param {string} o.label    shown in logs and the log file name
 * @param {Record<string,string|undefined>} [o.env]  extra environment (SHELL_DIST, DATABASE_URL, CATALOG_PRODUCTS)
 */
export async function startServer({ port, label, env = {}, timeoutMs = 15 * 60_000 }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mall-bench-${label}-`));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'pglite'),
    PROMOTE_ON_START: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The load generator is one client address: the per-IP limits would measure themselves.
    RATE_LIMIT_PER_MINUTE: '0',
    LOGIN_FAILURES_PER_IP: '100000',
    ...env,
  };
  // Only what the caller asked for reaches the server: a DATABASE_URL from the shell would
  // otherwise turn every "PGlite" server into a PostgreSQL one.
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-install', '--no-build'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', out, out],
    detached: true, // its own process group: stop() ends the server and the pnpm/tsx wrappers together
  });
  let exited = null;
  child.on('exit', (code, signal) => (exited = code ?? signal));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited !== null) throw new Error(`server ${label} exited (${exited}) during start-up; log: ${logFile}\n${tail(logFile)}`);
    if (Date.now() - started > timeoutMs) {
      stopGroup(child.pid);
      throw new Error(`server ${label} not up after ${timeoutMs / 1000} s; log: ${logFile}`);
    }
    try {
      const res = await fetch(`${base}/api/release/current`);
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  const startupMs = Date.now() - started;
  return {
    label,
    base,
    port,
    pid: child.pid,
    logFile,
    startupMs,
    rssBytes: () => apiRss(child.pid),
    async stop() {
      stopGroup(child.pid);
      for (let i = 0; i < 40 && exited === null; i++) await sleep(250);
      if (exited === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

function tail(file, n = 15) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-n).join('\n');
  } catch {
    return '';
  }
}

/** RSS of the process that runs src/main.ts (the largest in the group: the wrappers are small). */
export function apiRss(groupPid) {
  try {
    const ps = execFileSync('ps', ['-eo', 'pid=,pgid=,rss=,args='], { encoding: 'utf8' });
    let best = 0;
    for (const line of ps.split('\n')) {
      const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      if (!m || Number(m[2]) !== groupPid) continue;
      if (!m[4].includes('node')) continue;
      best = Math.max(best, Number(m[3]) * 1024);
    }
    return best || null;
  } catch {
    return null;
  }
}
