import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

/**
 * One server per worker, on ports E2E_PORT, E2E_PORT + 1, ... (E2E_WORKERS of them, default 1):
 * worker n talks only to server n, with its own data folder, so journeys that change the shared
 * demo accounts (balances, stock, the buyer's cart) never race across workers. A worker that
 * replaces a failed one keeps its parallel index, and so its server.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8091);
const WORKERS = process.env.E2E_BASE_URL ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
// Set in worker processes only (this file is loaded by the runner and again by every worker).
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${BASE_PORT + SLOT}`;
// A release token for this run only (a server refuses a token that appears in the repository); the
// workers inherit it from this process's environment.
process.env.E2E_RELEASE_TOKEN ??= randomBytes(24).toString('base64url');
// The platform's admin token for this run only (after-sales intervention decisions); workers inherit it.
process.env.E2E_ADMIN_TOKEN ??= randomBytes(24).toString('base64url');

/** Journeys in Debian's Chromium against the production builds, served as `npm start` serves them. */
export default defineConfig({
  testDir: './tests',
  // The release journeys need a scratch artifacts folder; `npm test` runs them in a second pass.
  testIgnore: process.env.ARTIFACTS_DIR ? [] : ['**/releases.spec.ts'],
  // One output folder per server port, so parallel runs never clean each other's traces.
  outputDir: `test-results/${BASE_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests, not files, are handed to the next free worker: a long file no longer holds the tail.
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // The summary (flaky tests, time per file) is what `npm test` reads for its report.
  reporter: [['list'], ['./summary-reporter.ts', { file: `test-results/summary-${BASE_PORT}.json` }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace cost about half again the CPU of a passing journey (measured on two spec
    // files: 29 vs 19 CPU-seconds), so CI records one only for a retry: a failure then leaves its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL ? undefined : Array.from({ length: WORKERS }, (_, n) => server(BASE_PORT + n)),
});

/**
 * A server's data folder. `npm test` names their parent (E2E_DATA_ROOT): it may have filled each
 * with a copy of one seeded database (seeding 10,000 products once, not once per server), and it
 * checks them after the run.
 */
function dataDir(port: number): string {
  const root = process.env.E2E_DATA_ROOT;
  return root ? path.join(root, `server-${port}`) : path.join(os.tmpdir(), `mall-e2e-${port}-${Date.now()}`);
}

/** `npm start`'s server for the production builds on `port`, with a data folder of its own. */
function server(port: number) {
  return {
    command: 'node ../scripts/start.mjs --no-install --no-build',
    url: `http://127.0.0.1:${port}/api/currency/list`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir(port),
      NODE_ENV: 'production',
      PROMOTE_ON_START: '1',
      MAIL_DEV_INBOX: '1',
      // Every journey comes from one address; the per-IP code limit is tested in the API suite.
      CODE_SENDS_PER_IP_HOUR: '1000',
      // Same for the general rate limit and the failed sign-ins per address (both have API tests).
      RATE_LIMIT_PER_MINUTE: '20000',
      LOGIN_FAILURES_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      RELEASE_TOKEN: process.env.E2E_RELEASE_TOKEN!,
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN!,
      DATABASE_URL: '',
      // A first view's deadline (3 s by default) counts a worker's cold load of a server entry; on a
      // machine running several journeys at once that alone passed it (first-view-isolation.test.ts
      // covers the deadline itself).
      FIRST_VIEW_DEADLINE_MS: '20000',
      // Checkout: unpaid orders expire after 30 s here so the expiry journey runs in one test.
      ORDER_PAY_TIMEOUT_MS: '30000',
      ORDER_SWEEP_INTERVAL_MS: '2000',
    },
  };
}
