import { defineMallApp } from '@mall/shared/federation';
import { routes } from './src/route-table';

export default defineMallApp({
  dir: import.meta.dirname,
  kind: 'remote',
  server: './src/server.tsx',
  exposes: { './routes': './src/routes.tsx', './cart-service': './src/cart-service.ts' },
  routes,
  port: 3003,
});
