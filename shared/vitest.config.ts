import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // A real origin so document.cookie and localStorage behave as in a browser.
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    globals: true,
    include: ['src/**/__tests__/**/*.test.ts', 'src/**/__tests__/**/*.test.tsx'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
