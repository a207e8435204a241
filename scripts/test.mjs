// `npm test`: lint, type checks, unit tests, API tests (PGlite; PostgreSQL too when DATABASE_URL is
// set), then the Playwright journeys against production builds in Debian's Chromium.
// Flags: --no-install, --no-e2e, --no-build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensurePnpm, has, installDeps, log, REMOTES, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const started = Date.now();
const pnpm = await ensurePnpm();
const step = async (name, fn) => {
  const t = Date.now();
  log(`── ${name}`);
  await fn();
  log(`── ${name} done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

async function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  if (!has('apt-get', ['--version'])) throw new Error('Chromium is missing and apt-get is not available: install chromium');
  log('installing Chromium from Debian');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']);
}

try {
  if (!args.includes('--no-install')) await step('install', () => installDeps(pnpm));
  await step('lint', () => run(pnpm, ['run', 'lint']));
  await step('type check', () => run(pnpm, ['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
  // One Vitest run over the root projects config (vitest.config.ts): every front-end package at once.
  const unitProjects = ['shared', 'shell', ...REMOTES];
  await step('unit tests', () => run(pnpm, ['exec', 'vitest', 'run', ...unitProjects.flatMap((p) => ['--project', p])]));
  const apiTests = ['exec', 'vitest', 'run', '--project', 'api'];
  await step('API tests (PGlite)', () => run(pnpm, apiTests, { env: { DATABASE_URL: '' } }));
  if (process.env.DATABASE_URL) await step('API tests (PostgreSQL)', () => run(pnpm, apiTests));
  if (!args.includes('--no-e2e')) {
    if (!args.includes('--no-build')) await step('production build', () => buildAll(pnpm));
    await step('Chromium', ensureChromium);
    // The journeys' server keeps its data in a folder of ours, held to the money invariants once it has stopped.
    const e2eData = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-')), 'pglite');
    await step('e2e (Playwright, Chromium)', () =>
      run(pnpm, ['--filter', '@mall/e2e', 'run', 'test'], { env: { DATABASE_URL: '', E2E_DATA_DIR: e2eData } }),
    );
    await step('money invariants of the e2e data (pnpm money:check)', () =>
      run(pnpm, ['run', 'money:check'], { env: { DATABASE_URL: '', DATA_DIR: e2eData } }),
    );
    // Release journeys publish, promote and break versions, so they get a scratch artifacts folder.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-release-e2e-'));
    await step('e2e releases (Playwright, Chromium)', () =>
      run(pnpm, ['--filter', '@mall/e2e', 'run', 'test', 'tests/releases.spec.ts'], {
        env: { DATABASE_URL: '', ARTIFACTS_DIR: scratch, BUILD_POLL_MS: '1000', E2E_PORT: process.env.E2E_RELEASE_PORT ?? '8095' },
      }),
    );
  }
  log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (err) {
  console.error(`\n✗ ${err.message}`);
  process.exit(1);
}
