import type { ApiModule } from '../types';
import { registerBuildRoutes, registerReleaseRoutes } from './release-routes';

export const releaseModule: ApiModule = {
  name: 'release',
  register: registerReleaseRoutes,
  registerSite: registerBuildRoutes,
};

export { syncArtifacts, scanArtifacts, type SyncResult } from './artifact-sync';
export { releaseServiceOf, ReleaseService, setLiveIn, RELEASE_CACHE_MS } from './release-service';
