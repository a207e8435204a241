export { cacheStatus, cached, followChanges, readCache } from './app-cache';
export { ReadCache, type Loaded } from './read-cache';
export { tag, tagsOfData, tagsOfNotice, type ChangeNotice } from './invalidation';
export {
  cachedRoute,
  etagOf,
  installHttpCache,
  isCachedRoute,
  isWarmRequest,
  localeAndQuery,
  matchesEtag,
  memoryKeyOf,
  warmRequestHeaders,
  type CachedRoutePolicy,
} from './http-cache';
