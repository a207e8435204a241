import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    // Form pages with antd render slowly on a busy 2-core machine.
    testTimeout: 30_000,
    setupFiles: ['./src/test-setup.ts'],
    // The VR page embeds an external tour; tests never fetch it.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
