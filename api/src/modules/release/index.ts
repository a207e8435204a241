import type { ApiModule } from '../types';
import { registerBuildRoutes, registerReleaseRoutes } from './release-routes';

export const releaseModule: ApiModule = {
  name: 'release',
  register: registerReleaseRoutes,
  registerSite: registerBuildRoutes,
};

export { syncArtifacts, scanArtifacts, type SyncResult, type SyncOptions } from './artifact-sync';
export { releaseServiceOf, ReleaseService, ReleaseRefused, setLiveIn, RELEASE_CACHE_MS } from './release-service';
export { overridesFromPageRequest, overridesOf, RELEASE_TOKEN_HEADER } from './release-routes';
export { releaseConfigOf, setReleaseConfig } from './release-config';
