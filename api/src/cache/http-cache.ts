import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { localeOf } from '../http/envelope';
import { tagsOfData } from './invalidation';
import { countRouteRequest, readCache } from './app-cache';

/** How one public GET route is cached: in this process's memory, and by browsers and CDNs. */
export interface CachedRoutePolicy {
  /** The inputs that shape the answer (query values, locale), or null to answer this request without memory. */
  key(request: FastifyRequest): string | null;
  /** Tags besides the products and shops found in the data (lists: tag.productSet; tables: tag.table(...)). */
  tags?(request: FastifyRequest, data: unknown): string[];
  /** Time-dependent answers (a flash sale that starts later) expire at their next change of state. */
  ttlMs?(data: unknown): number | undefined;
  /**
   * Requests whose handler must run every time (a signed-in buyer's product visit records a
   * footprint): answered by the handler, marked private; their ETag still allows a 304.
   */
  personal?(request: FastifyRequest): boolean;
  /** Seconds a CDN may serve the answer (s-maxage) and then serve it stale while it revalidates. */
  cdn: { maxAge: number; staleWhileRevalidate: number };
  /** false: only ETag, 304 and Cache-Control (answers that are cheap to make or too varied to keep). */
  store?: boolean;
  /** Told of every successful answer: its data when the handler made it, undefined when it came from memory. */
  observe?(request: FastifyRequest, data: unknown): void;
}

/**
 * The usual key: the request's locale, path parameters and every query value, sorted. Unknown
 * values only make another key (never a wrong answer); an overlong URL is not kept.
 */
export function localeAndQuery(request: FastifyRequest): string | null {
  if (request.url.length > 600) return null;
  const at = request.url.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
  query.sort();
  const params = request.params as Record<string, string> | undefined;
  const path = params && Object.keys(params).length ? JSON.stringify(params) : '';
  return `${localeOf(request)}${path}?${query.toString()}`;
}

/**
 * Requests this process sends itself to load a kept answer again (a warmer): never answered from
 * memory nor counted in the hit rate, and not rate-limited. The token is per process and never leaves it.
 */
const WARM_HEADER = 'x-cache-warm';
const WARM_TOKEN = randomBytes(16).toString('hex');
export const warmRequestHeaders = (): Record<string, string> => ({ [WARM_HEADER]: WARM_TOKEN });
export const isWarmRequest = (request: FastifyRequest): boolean => request.headers[WARM_HEADER] === WARM_TOKEN;

/** Where a route's answer is kept in the read cache, by the route's URL (with API_PREFIX) and its policy's key. */
export const memoryKeyOf = (routeUrl: string, key: string): string => `http:${routeUrl}?${key}`;

interface Body {
  body: string;
  etag: string;
  /** The body compressed, made on the first request that accepts each encoding and kept with it. */
  encoded?: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Public answers go out compressed when the client accepts it (the country list is 169 kB of JSON,
 * about 40 kB gzip): a kept answer is compressed once per encoding and kept beside its text, so a
 * hit costs no compression; an answer not kept is compressed as it goes. Below 1 kB it is not worth it.
 */
type Encoding = 'br' | 'gzip';
const COMPRESS_FROM = 1024;
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compress = (text: string, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } })
    : gzipAsync(text, { level: 6 });

/** The encoding to answer request with, or null (plain text). */
function encodingFor(request: FastifyRequest, length: number): Encoding | null {
  const accept = request.headers['accept-encoding'];
  if (length < COMPRESS_FROM || !accept) return null;
  return encodings.negotiate(Array.isArray(accept) ? accept.join(',') : accept) as Encoding | null;
}

/** The body of an answer in the encoding request accepts (compressed once for a kept entry). */
async function encodedBody(request: FastifyRequest, reply: FastifyReply, entry: Body): Promise<string | Buffer> {
  const encoding = encodingFor(request, entry.body.length);
  if (!encoding) return entry.body;
  const encoded = (entry.encoded ??= {});
  let body = encoded[encoding];
  if (!body) {
    body = encoded[encoding] = compress(entry.body, encoding);
    body.catch(() => delete encoded[encoding]);
  }
  reply.header('content-encoding', encoding);
  return body;
}

interface Pending {
  key: string | null;
  policy: CachedRoutePolicy;
  position: number;
  personal: boolean;
}

const routes = new WeakMap<AppContext, Map<string, CachedRoutePolicy>>();
const pending = new WeakMap<FastifyRequest, Pending>();
const answered = new WeakSet<FastifyRequest>();

/** Declares how the GET route at path (under API_PREFIX) is cached. The handler stays as it is. */
export function cachedRoute(ctx: AppContext, path: string, policy: CachedRoutePolicy): void {
  let map = routes.get(ctx);
  if (!map) routes.set(ctx, (map = new Map()));
  map.set(`${ctx.config.apiPrefix}${path}`, policy);
}

/** Whether request goes to a route declared with cachedRoute (a public read). */
export function isCachedRoute(ctx: AppContext, request: FastifyRequest): boolean {
  return routes.get(ctx)?.has(request.routeOptions.url ?? '') ?? false;
}

/** The envelope's timestamp differs on every answer; the ETag is of everything else. */
const TIMESTAMP = /,"timestamp":\d+\}$/;
export const etagOf = (body: string): string =>
  `W/"${createHash('sha1').update(body.replace(TIMESTAMP, '}')).digest('base64url').slice(0, 22)}"`;

/** If-None-Match holds etag (weak comparison, lists, or *). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return value.split(',').some((v) => v.trim().replace(/^W\//, '') === bare);
}

const cacheControl = (policy: CachedRoutePolicy, personal: boolean) =>
  personal ? 'private, no-cache' : `public, max-age=0, must-revalidate, s-maxage=${policy.cdn.maxAge}`;

/**
 * stale-while-revalidate in Cache-Control applies to the browser too: Chromium then shows the old
 * answer once more after a change (a shop's follower count stayed 0 after Follow). Browsers must
 * ask every time (the ETag makes that a 304); only a CDN may serve stale while it revalidates,
 * which it reads from the targeted CDN-Cache-Control (RFC 9213).
 */
const cdnCacheControl = (policy: CachedRoutePolicy) =>
  `max-age=${policy.cdn.maxAge}, stale-while-revalidate=${policy.cdn.staleWhileRevalidate}`;

function setCacheHeaders(reply: FastifyReply, etag: string, policy: CachedRoutePolicy, personal: boolean): void {
  // A weak ETag names the content whatever its encoding (RFC 9110 8.8.1), so a 304 fits either.
  reply.header('etag', etag).header('cache-control', cacheControl(policy, personal)).header('vary', 'Locale, Accept-Encoding');
  if (!personal) reply.header('cdn-cache-control', cdnCacheControl(policy));
}

async function answerFromMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Body,
  policy: CachedRoutePolicy,
): Promise<FastifyReply> {
  answered.add(request);
  setCacheHeaders(reply, entry.etag, policy, false);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(await encodedBody(request, reply, entry));
}

/**
 * Hooks on the root app (before the modules register, so every route inherits them): a request
 * to a cached route is answered from memory before its handler (and the route's own preHandlers)
 * when possible; otherwise the
 * handler's answer gets its ETag and Cache-Control, is kept (unless personal), and becomes a 304
 * when the client already holds it.
 */
export function installHttpCache(app: FastifyInstance, ctx: AppContext): void {
  const cache = readCache(ctx);
  // preHandler, not onRequest: rate limits, input guards and schema validation (earlier hooks)
  // apply to answers from memory too.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const policy = routes.get(ctx)?.get(request.routeOptions.url ?? '');
    if (!policy) return;
    const personal = policy.personal?.(request) ?? false;
    const key = policy.store === false || personal ? null : policy.key(request);
    const url = request.routeOptions.url ?? '';
    const memoryKey = key === null ? null : memoryKeyOf(url, key);
    if (memoryKey !== null && !isWarmRequest(request)) {
      const entry = cache.peek<Body>(memoryKey);
      countRouteRequest(ctx, url, entry !== undefined);
      if (entry) {
        policy.observe?.(request, undefined);
        return answerFromMemory(request, reply, entry, policy);
      }
    }
    pending.set(request, { key: memoryKey, policy, position: cache.position, personal });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const p = pending.get(request);
    if (answered.has(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // Input the route's schema refused never reached the preHandler: not kept or shared either.
    if (!p) {
      const cached = routes.get(ctx)?.has(request.routeOptions.url ?? '');
      if (cached && !payload.startsWith('{"code":"00000"')) reply.header('cache-control', 'no-cache');
      return payload;
    }
    // Only successful envelopes: refusals (A00013 not found...) are not kept or shared.
    if (!payload.startsWith('{"code":"00000"')) {
      reply.header('cache-control', 'no-cache');
      return payload;
    }
    const etag = etagOf(payload);
    setCacheHeaders(reply, etag, p.policy, p.personal);
    const observe = isWarmRequest(request) ? undefined : p.policy.observe;
    const data = p.key !== null || observe ? (JSON.parse(payload) as { data: unknown }).data : undefined;
    observe?.(request, data);
    const entry: Body = { body: payload, etag };
    if (p.key !== null) {
      const tags = tagsOfData(data);
      for (const t of p.policy.tags?.(request, data) ?? []) tags.add(t);
      // The text as UTF-16, and room for its compressed forms (about a tenth of the text each).
      const size = payload.length * 2 + Math.ceil(payload.length / 5);
      cache.keep<Body>(p.key, { value: entry, tags: [...tags], ttlMs: p.policy.ttlMs?.(data), size }, p.position);
    }
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return encodedBody(request, reply, entry);
  });
}
