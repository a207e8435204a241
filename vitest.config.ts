// One Vitest configuration for the workspace: a project per package (`vitest run --project shell`).
// `npm test` runs the front-end projects as the unit step and `api` as the API step (PGlite, then
// PostgreSQL when DATABASE_URL is set); each package's `test` script runs its own project.
import { defineConfig } from 'vitest/config';

const TESTS = ['src/**/__tests__/**/*.test.{ts,tsx}'];

/** A React package's project: happy-dom, tests beside the code, Testing Library's waits lengthened. */
const web = (name: string, test: Record<string, unknown> = {}) => ({
  extends: true as const,
  test: {
    name,
    root: `${import.meta.dirname}/${name}`,
    environment: 'happy-dom',
    include: TESTS,
    setupFiles: [`${import.meta.dirname}/shared/src/testing/dom-setup.ts`],
    // The setup file unmounts after each test, once what is under way has settled inside act().
    env: { RTL_SKIP_AUTO_CLEANUP: 'true' },
    ...test,
  },
});

export default defineConfig({
  // Package scripts run from their own folder with --config ..; projects resolve from here.
  root: import.meta.dirname,
  test: {
    globals: true,
    // Pages with antd render slowly on a busy 2-core machine (the default 5 s timed out there).
    testTimeout: 30_000,
    // After-each hooks in the order they were registered (Vitest's default is the reverse): the React
    // projects' unmount (their setup file) runs before a test file's own hooks, so their language or
    // session reset re-renders no page outside act(). A root-only option; the API's hooks do not mind.
    sequence: { hooks: 'list' },
    projects: [
      web('shared', {
        // A real origin so document.cookie and localStorage behave as in a browser.
        environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
        restoreMocks: true,
        unstubGlobals: true,
      }),
      web('shell'),
      web('mf-catalog'),
      web('mf-checkout'),
      web('mf-user-center'),
      web('mf-chat'),
      web('mf-shop'),
      {
        extends: true,
        test: {
          name: 'api',
          root: `${import.meta.dirname}/api`,
          environment: 'node',
          include: ['src/**/__tests__/*.test.ts'],
          // PGlite boots a WASM PostgreSQL per test file (3-10 s on a busy 2-core machine).
          hookTimeout: 60_000,
          // The run's folder of migrated, seeded PGlite templates (src/test/harness.ts).
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
    ],
  },
});
