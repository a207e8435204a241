import { defineMallApp } from '@mall/shared/federation';

export default defineMallApp({
  dir: import.meta.dirname,
  kind: 'host',
  server: './src/server.tsx',
  port: 3000,
  overrides: {
    html: { template: './index.html' },
    server: {
      // Development: the API (and remote artifacts) run on 8080.
      proxy: {
        '/api': 'http://localhost:8080',
        '/builds': 'http://localhost:8080',
        '/remotes': 'http://localhost:8080',
        '/static': 'http://localhost:8080',
      },
    },
  },
});
