import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    // The VR page embeds an external tour; tests never fetch it.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
