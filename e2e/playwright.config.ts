import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
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
  outputDir: `test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
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
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/start.mjs --no-install --no-build',
        url: `${BASE_URL}/api/currency/list`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(PORT),
          // E2E_DATA_DIR: a folder the caller names, to hold it to `pnpm money:check` after the run (scripts/test.mjs).
          DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `mall-e2e-${Date.now()}`),
          NODE_ENV: 'production',
          PROMOTE_ON_START: '1',
          MAIL_DEV_INBOX: '1',
          // Every journey comes from one address; the per-IP code limit is tested in the API suite.
          CODE_SENDS_PER_IP_HOUR: '1000',
          // Same for the general rate limit and the failed sign-ins per address (both have API tests).
          RATE_LIMIT_PER_MINUTE: '20000',
          LOGIN_FAILURES_PER_IP: '1000',
          LOG_LEVEL: 'warn',
          RELEASE_TOKEN: process.env.E2E_RELEASE_TOKEN,
          ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
          DATABASE_URL: '',
          // Checkout: unpaid orders expire after 30 s here so the expiry journey runs in one test.
          ORDER_PAY_TIMEOUT_MS: '30000',
          ORDER_SWEEP_INTERVAL_MS: '2000',
        },
      },
});
