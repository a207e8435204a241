import { defineMallApp } from '@mall/shared/federation';
import { routes } from './src/route-table';

export default defineMallApp({
  dir: import.meta.dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  server: './src/server.tsx',
  routes,
  port: 3001,
});
