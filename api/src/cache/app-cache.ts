import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clusterBus, PROCESS_ID, type Unsubscribe } from '../cluster';
import type { AppContext } from '../context';
import { tagsOfNotice, type ChangeNotice } from './invalidation';
import { ReadCache, type Loaded } from './read-cache';

/**
 * CACHE=off          no read cache (every read goes to the database; ETags and 304s stay)
 * CACHE_MAX_MB       memory for cached values per process (default 128)
 * CACHE_TTL_MS       life of a value no change notice removed (default 10 minutes; a safety net)
 */
const envSchema = z.object({
  CACHE: z.enum(['on', 'off']).default('on'),
  CACHE_MAX_MB: z.coerce.number().int().min(1).default(128),
  CACHE_TTL_MS: z.coerce.number().int().min(1000).default(600_000),
});

interface State {
  cache: ReadCache;
  enabled: boolean;
  listening: boolean;
  unsubscribe: Unsubscribe | null;
  /** Markers this process sent after its own writes and has not heard back yet (id -> sent at). */
  syncing: Map<string, number>;
  /** Requests of each kept route answered from memory (hits) and by the handler (misses), since start. */
  routes: Map<string, { hits: number; misses: number }>;
}

/** Tables whose writes the database announces (migration 0111): only those can make memory stale. */
const ANNOUNCED_TABLES = new Set([
  'product',
  'sku',
  'shop',
  'shop_follow',
  'prod_comment',
  'category',
  'banner',
  'featured_topic',
  'featured_product',
  'premium_product',
  'exhibition',
  'exhibition_news',
  'industry_belt',
  'industry_belt_category',
  'news',
  'video',
  'hot_search',
  'shop_detail',
  'dict_data',
  'web_config',
  'currency',
  'language',
  'sys_config',
  'release_version',
  'release_live',
]);

/** A marker not back after this long means notices are not arriving: stop trusting memory until they do. */
const SYNC_TIMEOUT_MS = 5000;
let markers = 0;
const states = new WeakMap<AppContext, State>();

function stateOf(ctx: AppContext): State {
  let s = states.get(ctx);
  if (!s) {
    const env = envSchema.parse(process.env);
    const bus = clusterBus(ctx);
    const state: State = {
      enabled: env.CACHE === 'on',
      listening: false,
      unsubscribe: null,
      cache: null as unknown as ReadCache,
      syncing: new Map(),
      routes: new Map(),
    };
    // Only while this process hears every change notice, and has heard those of its own writes,
    // may it answer from memory.
    state.cache = new ReadCache({
      maxBytes: env.CACHE_MAX_MB * 2 ** 20,
      ttlMs: env.CACHE_TTL_MS,
      trusted: () => state.enabled && state.listening && bus.connected && inSync(state),
    });
    states.set(ctx, (s = state));
  }
  return s;
}

function inSync(state: State): boolean {
  if (state.syncing.size === 0) return true;
  const oldest = Math.min(...state.syncing.values());
  if (Date.now() - oldest > SYNC_TIMEOUT_MS) {
    state.syncing.clear();
    state.cache.clear();
  }
  return false;
}

/** The app's read cache (one per process). */
export function readCache(ctx: AppContext): ReadCache {
  return stateOf(ctx).cache;
}

/** A value through the read cache (a plain load while the cache is off or not yet listening). */
export function cached<T>(ctx: AppContext, key: string, load: () => Promise<Loaded<T>>): Promise<T> {
  return readCache(ctx).get(key, load);
}

/**
 * Starts following the database's change notices when the app is ready; every notice drops the
 * values it names in this process, and a loss of the listening connection drops everything.
 */
export function followChanges(app: FastifyInstance, ctx: AppContext): void {
  const state = stateOf(ctx);
  if (!state.enabled) return;
  const bus = clusterBus(ctx);
  app.addHook('onReady', async () => {
    state.unsubscribe = await bus.subscribe<ChangeNotice>('changes', (notice) => {
      if (notice.sync) {
        state.syncing.delete(notice.sync);
        return;
      }
      const tags = tagsOfNotice(notice);
      if (tags === null) state.cache.clear();
      else if (tags.length) state.cache.invalidate(tags);
    });
    bus.onMissed(() => {
      state.syncing.clear();
      state.cache.clear();
    });
    state.listening = true;
  });
  // Read-your-writes: on PostgreSQL the notice of this process's own write arrives a moment after
  // the COMMIT returns. Until a marker sent right after it comes back (notices arrive in commit
  // order), this process answers from the database. PGlite delivers notices at COMMIT already.
  if (ctx.db.kind === 'postgres') {
    ctx.db.onWrite((tables) => {
      if (!state.listening || ![...tables].some((t) => ANNOUNCED_TABLES.has(t))) return;
      const id = `${PROCESS_ID}:${++markers}`;
      state.syncing.set(id, Date.now());
      bus.publish('changes', { sync: id }).catch(() => {
        state.syncing.delete(id);
        state.cache.clear();
      });
    });
  }
  app.addHook('onClose', async () => {
    state.listening = false;
    await state.unsubscribe?.().catch(() => undefined);
  });
}

/** Counts a request to a kept route (http-cache.ts): answered from memory or not. */
export function countRouteRequest(ctx: AppContext, route: string, hit: boolean): void {
  const routes = stateOf(ctx).routes;
  let r = routes.get(route);
  if (!r) routes.set(route, (r = { hits: 0, misses: 0 }));
  if (hit) r.hits++;
  else r.misses++;
}

/** For /api/ready and tests: whether answers may come from memory, and how the cache is doing (per route too). */
export function cacheStatus(ctx: AppContext) {
  const s = stateOf(ctx);
  return {
    enabled: s.enabled,
    listening: s.listening && clusterBus(ctx).connected,
    maxBytes: s.cache.maxBytes,
    ...s.cache.size,
    ...s.cache.stats,
    routes: Object.fromEntries(s.routes),
  };
}
