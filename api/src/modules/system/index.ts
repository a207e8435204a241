import type { ApiModule } from '../types';
import { cacheSystemRoutes } from './system-cache';
import { registerSystemRoutes } from './system-routes';

export const systemModule: ApiModule = {
  name: 'system',
  register(api, ctx) {
    registerSystemRoutes(api, ctx);
    cacheSystemRoutes(ctx);
  },
};
