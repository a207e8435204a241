import type { ApiModule } from '../types';
import { followReleaseChanges } from './release-notices';
import { registerBuildRoutes, registerReleaseRoutes } from './release-routes';

export const releaseModule: ApiModule = {
  name: 'release',
  register(api, ctx) {
    registerReleaseRoutes(api, ctx);
    followReleaseChanges(api, ctx);
  },
  registerSite: registerBuildRoutes,
};

export { syncArtifacts, scanArtifacts, type SyncResult, type SyncOptions } from './artifact-sync';
export { releaseServiceOf, ReleaseService, ReleaseRefused, setLiveIn, RELEASE_CACHE_MS } from './release-service';
export { overridesFromPageRequest, overridesOf, RELEASE_TOKEN_HEADER } from './release-routes';
export { releaseConfigOf, setReleaseConfig } from './release-config';
