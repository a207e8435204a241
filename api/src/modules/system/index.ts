import type { ApiModule } from '../types';
import { registerSystemRoutes } from './system-routes';

export const systemModule: ApiModule = {
  name: 'system',
  register: registerSystemRoutes,
};
