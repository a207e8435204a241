import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/*.test.ts'],
    environment: 'node',
    globals: true,
    // PGlite boots a WASM PostgreSQL per test file (3-10 s on a busy 2-core machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
