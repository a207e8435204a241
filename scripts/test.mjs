// `npm test`: lint, type checks, unit tests, API tests (PGlite; PostgreSQL too when DATABASE_URL is
// set), the production build and the Playwright journeys against it in Debian's Chromium.
// Flags: --no-install, --no-e2e, --no-build.
//
// The steps run in two lanes so both cores stay busy: the journeys (build, then E2E_WORKERS
// Playwright workers, each with a server of its own; the release journeys beside them on their own
// server) and, at a lower CPU priority so the browsers keep their pace, the checks that need only
// the sources (lint, type check, unit tests, API suites). Each step writes test-results/ci/<step>.log,
// printed when the step ends; the end prints the time per step and the flaky count (journeys that
// passed only on their retry: each is a bug to fix), both also written to test-results/ci/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensurePnpm, has, installDeps, log, REMOTES, ROOT } from './lib/run.mjs';

const args = process.argv.slice(2);
const started = Date.now();
const pnpm = await ensurePnpm();
const OUT = path.join(ROOT, 'test-results/ci');
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });

// Journeys: E2E_WORKERS servers on E2E_PORT, E2E_PORT + 1, ...; the release journeys on the next port.
const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
const RELEASE_PORT = Number(process.env.E2E_RELEASE_PORT ?? E2E_PORT + E2E_WORKERS);
// The servers' data folders, kept after the run for the checks that read them (moneyCheck).
const E2E_DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-data-'));

/** @type {{ name: string; lane: string; startS: number; seconds: number; ok: boolean; load: string }[]} */
const phases = [];
// The machine's load while each step ran (1-minute average, sampled): times mean little without it.
const loadSamples = [];
const sampler = setInterval(() => loadSamples.push([Date.now(), os.loadavg()[0]]), 10_000).unref();
const meanLoad = (from, to) => {
  const inside = loadSamples.filter(([t]) => t >= from && t <= to).map(([, l]) => l);
  return inside.length ? (inside.reduce((a, b) => a + b, 0) / inside.length).toFixed(1) : os.loadavg()[0].toFixed(1);
};

/**
 * Runs one step of a lane: its output goes to test-results/ci/<slug>.log and is printed in one block
 * when it ends (lanes run at once, so their lines would interleave). `fn` gets the log's stream.
 */
async function step(lane, name, fn) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const file = path.join(OUT, `${slug}.log`);
  const out = fs.createWriteStream(file);
  const t = Date.now();
  log(`── ${name} started (${lane})`);
  let ok = false;
  try {
    await fn(out);
    ok = true;
  } finally {
    await new Promise((resolve) => out.end(resolve));
    const seconds = (Date.now() - t) / 1000;
    phases.push({ name, lane, startS: (t - started) / 1000, seconds, ok, load: meanLoad(t, Date.now()) });
    process.stdout.write(`\n${'─'.repeat(100)}\n── ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s (${file})\n`);
    process.stdout.write(fs.readFileSync(file));
  }
}

/** A command of a step, its output to the step's log; `nice` lowers its CPU priority. */
function sh(out, cmd, cmdArgs, { env = {}, nice = false } = {}) {
  const [bin, argv] = nice && has('nice') ? ['nice', ['-n', '10', cmd, ...cmdArgs]] : [cmd, cmdArgs];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, argv, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

async function ensureChromium(out) {
  if (fs.existsSync('/usr/bin/chromium')) return out.write('Chromium is installed\n');
  if (!has('apt-get', ['--version'])) throw new Error('Chromium is missing and apt-get is not available: install chromium');
  await sh(out, 'apt-get', ['update', '-qq']);
  await sh(out, 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']);
}

/** `pnpm money:check` (docs/money.md) on each journey server's database: the journeys moved real money through it. */
async function moneyCheck(out, dataDirs) {
  for (const dir of dataDirs) {
    out.write(`── money:check on ${dir}\n`);
    await sh(out, pnpm, ['run', 'money:check'], { env: { DATA_DIR: dir, DATABASE_URL: '' } });
  }
}

const e2eEnv = (port, extra = {}) => ({ DATABASE_URL: '', E2E_PORT: String(port), E2E_DATA_ROOT: E2E_DATA, ...extra });
const serverPorts = [...Array.from({ length: E2E_WORKERS }, (_, n) => E2E_PORT + n), RELEASE_PORT];
const serverDir = (port) => path.join(E2E_DATA, `server-${port}`);
// Written by e2e/summary-reporter.ts (playwright.config.ts names it after the first port of a pass).
const summaryFile = (port) => path.join(ROOT, `e2e/test-results/summary-${port}.json`);

/**
 * The journeys: the build and one seeded database (10,000 products, seeded once and copied for
 * every server: each starts on its own copy, as a restarted `npm start` does), then the main pass on
 * E2E_WORKERS servers beside the release journeys on one more.
 */
async function journeys() {
  for (const port of [E2E_PORT, RELEASE_PORT]) fs.rmSync(summaryFile(port), { force: true });
  const template = path.join(E2E_DATA, 'seeded');
  await settled([
    args.includes('--no-build') ? null : step('e2e', 'production build', (out) => sh(out, process.execPath, ['scripts/build.mjs'])),
    step('e2e', 'seed the journeys’ database', (out) =>
      sh(out, pnpm, ['--filter', '@mall/api', 'run', 'seed'], { env: { DATA_DIR: template, NODE_ENV: 'production', DATABASE_URL: '' } }),
    ),
    step('e2e', 'Chromium', ensureChromium),
  ]);
  for (const port of serverPorts) fs.cpSync(template, serverDir(port), { recursive: true });
  // Release journeys publish, promote and break versions, so they get a scratch artifacts folder
  // (and a server of their own: they never touch the main pass's).
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-release-e2e-'));
  await settled([
    step('e2e', `e2e (Playwright, ${E2E_WORKERS} workers)`, (out) =>
      sh(out, pnpm, ['--filter', '@mall/e2e', 'run', 'test'], { env: e2eEnv(E2E_PORT, { E2E_WORKERS: String(E2E_WORKERS) }) }),
    ),
    step('e2e', 'e2e releases (Playwright)', (out) =>
      sh(out, pnpm, ['--filter', '@mall/e2e', 'run', 'test', 'tests/releases.spec.ts'], {
        env: e2eEnv(RELEASE_PORT, { ARTIFACTS_DIR: scratch, BUILD_POLL_MS: '1000', E2E_WORKERS: '1' }),
      }),
    ),
  ]);
  await step('e2e', 'money check (journey databases)', (out) => moneyCheck(out, serverPorts.map(serverDir)));
}

/** Waits for every step given (nulls skipped), then fails with the first failure. */
async function settled(steps) {
  const results = await Promise.allSettled(steps.filter(Boolean));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/** The checks that need only the sources, at a lower priority than the journeys. */
async function checks() {
  const nice = !args.includes('--no-e2e');
  await step('checks', 'lint', (out) => sh(out, pnpm, ['run', 'lint'], { nice }));
  await step('checks', 'type check', (out) => sh(out, pnpm, ['-r', '--workspace-concurrency=2', 'run', 'typecheck'], { nice }));
  // One Vitest run over the root projects config (vitest.config.ts): every front-end package at once.
  const unitProjects = ['shared', 'shell', ...REMOTES];
  await step('checks', 'unit tests', (out) =>
    sh(out, pnpm, ['exec', 'vitest', 'run', ...unitProjects.flatMap((p) => ['--project', p])], { nice }),
  );
  // The two API suites side by side: each is one Vitest worker, and PostgreSQL works in its own processes.
  const apiTests = ['exec', 'vitest', 'run', '--project', 'api'];
  await settled([
    step('checks', 'API tests (PGlite)', (out) => sh(out, pnpm, apiTests, { env: { DATABASE_URL: '' }, nice })),
    process.env.DATABASE_URL ? step('checks', 'API tests (PostgreSQL)', (out) => sh(out, pnpm, apiTests, { nice })) : null,
  ]);
}

/** Flaky journeys (passed only on their retry) and failed ones, from what e2e/summary-reporter.ts wrote. */
function journeyOutcomes() {
  const outcome = { flaky: [], failed: [] };
  for (const port of [E2E_PORT, RELEASE_PORT]) {
    if (!fs.existsSync(summaryFile(port))) continue;
    const summary = JSON.parse(fs.readFileSync(summaryFile(port), 'utf8'));
    outcome.flaky.push(...summary.flaky);
    outcome.failed.push(...summary.failed);
  }
  return outcome;
}

function report(failed) {
  const total = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const rows = phases.map((p) => [p.name, p.lane, `${p.startS.toFixed(0)} s`, `${p.seconds.toFixed(1)} s`, p.load, p.ok ? 'ok' : 'FAILED']);
  rows.push(['total', '', '', `${total.toFixed(1)} s`, meanLoad(started, Date.now()), failed ? 'FAILED' : 'ok']);
  const head = ['step', 'lane', 'started at', 'took', 'load', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  const { flaky, failed: failedJourneys } = args.includes('--no-e2e') ? { flaky: [], failed: [] } : journeyOutcomes();
  const list = (names) => names.map((n) => `\n  ${n}`).join('');
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const text = [
    line(head),
    ...rows.map(line),
    '',
    `flaky journeys (passed only on retry): ${flaky.length}${list(flaky)}`,
    ...(failedJourneys.length ? [`failed journeys: ${failedJourneys.length}${list(failedJourneys)}`] : []),
    `load: mean 1-minute load average while each step ran; ${os.cpus().length} cores; at the end ${load}`,
  ].join('\n');
  console.log(`\n${'─'.repeat(100)}\n${text}`);
  fs.writeFileSync(path.join(OUT, 'summary.txt'), `${text}\n`);
  fs.writeFileSync(path.join(OUT, 'flaky.txt'), `${flaky.length}\n${flaky.map((f) => `${f}\n`).join('')}`);
}

let failed = false;
try {
  if (!args.includes('--no-install')) await step('setup', 'install', () => installDeps(pnpm));
  const lanes = await Promise.allSettled([checks(), args.includes('--no-e2e') ? Promise.resolve() : journeys()]);
  for (const l of lanes) {
    if (l.status === 'rejected') {
      failed = true;
      console.error(`\n✗ ${l.reason.message}`);
    }
  }
} catch (err) {
  failed = true;
  console.error(`\n✗ ${err.message}`);
}
report(failed);
if (failed) {
  if (fs.readdirSync(E2E_DATA).length) console.error(`the journey servers' data folders are kept in ${E2E_DATA}`);
  process.exit(1);
}
fs.rmSync(E2E_DATA, { recursive: true, force: true });
log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
