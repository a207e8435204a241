import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cacheStatus, memoryKeyOf, readCache, warmRequestHeaders } from '../../cache';
import type { AppContext } from '../../context';
import { localeOf } from '../../http/envelope';
import { listKey, normalKeyword, type ListQuery } from './list-cache';

/**
 * Which searches and listings buyers ask for (table search_query_stat, migration 0241), and the
 * first pages of the most asked kept warm in this process's read cache (docs/scaling.md,
 * "Searches and listings in memory"). Each process counts first pages in memory and adds its
 * counts to the table every few seconds (one statement); each process warms its own cache from
 * the shared table, since every process has its own memory.
 *
 * SEARCH_WARM_TOP  first pages kept warm per process (default 1000; 0: none)
 */
const envSchema = z.object({ SEARCH_WARM_TOP: z.coerce.number().int().min(0).default(1000) });

/** How often counts are written, the warm list re-read, and the cache looked over. */
const FLUSH_MS = 10_000;
const TOP_REFRESH_MS = 60_000;
const WARM_TICK_MS = 5_000;
/** A warm page with less life than this left is loaded again before it expires. */
const WARM_AHEAD_MS = 20_000;
/**
 * Loads per look, one after the other, and the time they may take: at most 20 a second and a fifth
 * of one connection, so warming never crowds out buyers (PGlite has one connection in all).
 */
const WARM_PER_TICK = 100;
const WARM_TICK_BUDGET_MS = 1_000;
/** Distinct first pages counted between two writes (the rest of a flood waits for the next period). */
const MAX_COUNTED = 20_000;
/** Rows one write adds or updates at most, most asked first: a flood of one-off queries cannot grow the table fast. */
const MAX_WRITTEN = 1_000;

export const LIST_ROUTES = ['/search/page', '/prod/pageProd'] as const;
type ListRoute = (typeof LIST_ROUTES)[number];

interface Counted {
  route: ListRoute;
  locale: string;
  cache_key: string;
  query: string;
  keyword: string | null;
  hits: number;
  /** Matches of the keyword as typed, when this process answered it (-1: from memory, not known). */
  results: number;
}

interface WarmEntry {
  route: ListRoute;
  locale: string;
  key: string;
  query: string;
}

interface State {
  counts: Map<string, Counted>;
  top: WarmEntry[];
  topReadAt: number;
  /** Keys a warm load did not keep (a refusal, a key of another release): not tried again until the list is re-read. */
  skipped: Set<string>;
  warming: Promise<number> | null;
}
const states = new WeakMap<AppContext, State>();
const stateOf = (ctx: AppContext): State => {
  let s = states.get(ctx);
  if (!s) states.set(ctx, (s = { counts: new Map(), top: [], topReadAt: 0, skipped: new Set(), warming: null }));
  return s;
};

/**
 * Counts one answer of a list route (catalog-cache.ts calls it for every answer, from memory or
 * not). Only first pages count: a query is asked for by its first page.
 */
export function countListAnswer(ctx: AppContext, route: ListRoute, request: FastifyRequest, data: unknown): void {
  const q = request.query as ListQuery;
  if (q.current !== 1 || q.cursor) return;
  const key = listKey(request);
  const counts = stateOf(ctx).counts;
  const id = `${route}|${key}`;
  let c = counts.get(id);
  if (!c) {
    if (counts.size >= MAX_COUNTED) return;
    const at = request.url.indexOf('?');
    c = {
      route,
      locale: localeOf(request),
      cache_key: key,
      query: at < 0 ? '' : request.url.slice(at + 1),
      keyword: q.keyword === undefined ? null : normalKeyword(q.keyword),
      hits: 0,
      results: -1,
    };
    counts.set(id, c);
  }
  c.hits++;
  // A corrected answer's total is the correction's: the keyword as typed found nothing.
  const page = data as { total?: number; didYouMean?: { applied: boolean } } | undefined;
  if (page?.total !== undefined) c.results = page.didYouMean?.applied ? 0 : page.total;
}

/** Adds this process's counts to the table (one statement) and starts counting afresh. */
export async function flushQueryStats(ctx: AppContext): Promise<number> {
  const s = stateOf(ctx);
  if (!s.counts.size) return 0;
  const rows = [...s.counts.values()].sort((a, b) => b.hits - a.hits).slice(0, MAX_WRITTEN);
  s.counts = new Map();
  await ctx.db.query(
    `/* catalog.countQueries */ INSERT INTO search_query_stat (route, locale, cache_key, query, keyword, hits, results, last_seen)
     SELECT r.route, r.locale, r.cache_key, r.query, r.keyword, r.hits, r.results, now()
       FROM jsonb_to_recordset($1::jsonb) AS r(route text, locale text, cache_key text, query text, keyword text, hits double precision, results int)
     ON CONFLICT (route, locale, cache_key) DO UPDATE
        SET hits = search_query_stat.hits + excluded.hits, last_seen = now(),
            results = CASE WHEN excluded.results >= 0 THEN excluded.results ELSE search_query_stat.results END`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}

/**
 * Loads the missing (or about to expire) first pages of the most asked queries into this
 * process's cache, through the routes themselves (app.inject), so what is kept is byte for byte
 * what a buyer's request keeps. Answers how many it loaded.
 */
export function warmTopQueries(app: FastifyInstance, ctx: AppContext, top = envSchema.parse(process.env).SEARCH_WARM_TOP): Promise<number> {
  const s = stateOf(ctx);
  s.warming ??= (async () => {
    if (!top || !cacheStatus(ctx).listening) return 0;
    if (Date.now() - s.topReadAt > TOP_REFRESH_MS) {
      s.top = (
        await ctx.db.query<{ route: ListRoute; locale: string; cache_key: string; query: string }>(
          `/* catalog.warmList */ SELECT route, locale, cache_key, query FROM search_query_stat ORDER BY hits DESC LIMIT $1`,
          [top],
        )
      ).map((r) => ({ route: r.route, locale: r.locale, key: r.cache_key, query: r.query }));
      s.topReadAt = Date.now();
      s.skipped.clear();
    }
    const cache = readCache(ctx);
    const started = Date.now();
    let loaded = 0;
    for (const e of s.top) {
      if (loaded >= WARM_PER_TICK || Date.now() - started > WARM_TICK_BUDGET_MS) break;
      const url = `${ctx.config.apiPrefix}${e.route}`;
      const memoryKey = memoryKeyOf(url, e.key);
      if (s.skipped.has(memoryKey) || cache.has(memoryKey, WARM_AHEAD_MS)) continue;
      await app.inject({ method: 'GET', url: `${url}?${e.query}`, headers: { locale: e.locale, ...warmRequestHeaders() } });
      loaded++;
      if (!cache.has(memoryKey)) s.skipped.add(memoryKey);
    }
    return loaded;
  })().finally(() => (s.warming = null));
  return s.warming;
}

/** Counting written every FLUSH_MS, warming every WARM_TICK_MS, from ready to close. */
export function scheduleQueryStats(app: FastifyInstance, ctx: AppContext): void {
  const timers: NodeJS.Timeout[] = [];
  const report = (what: string) => (err: unknown) => app.log.warn({ err }, `search ${what} failed`);
  app.addHook('onReady', async () => {
    timers.push(setInterval(() => void flushQueryStats(ctx).catch(report('counts')), FLUSH_MS).unref());
    timers.push(setInterval(() => void warmTopQueries(app, ctx).catch(report('warming')), WARM_TICK_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await flushQueryStats(ctx).catch(() => undefined);
  });
}
