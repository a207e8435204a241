import { defineMallApp } from '@mall/shared/federation';
import { routes } from './src/route-table';

export default defineMallApp({
  dir: import.meta.dirname,
  kind: 'remote',
  server: './src/server.tsx',
  exposes: { './routes': './src/routes.tsx', './sourcing-dialogs': './src/sourcing-dialogs.tsx' },
  routes,
  port: 3004,
});
