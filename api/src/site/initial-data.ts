import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@mall/shared';
import { isTimeZone } from '@mall/shared/schemas';
import { ok } from '../http/envelope';

/**
 * Initial data: the first API answers a page needs, written into its HTML so the page renders
 * without waiting for them (a phone on a slow network saves a round trip per call). They are the
 * exact answers of the GET endpoints, fetched in-process with the page's locale: the shell's
 * start-up answers with no session (they are everyone's), the page's own calls with the session of
 * the browser's token cookie when it sends one (a signed-in buyer's pages, their cart, their
 * orders, render from their own answers; see docs/architecture.md, "Initial data"). The client
 * takes each once, and a page answer only under the session it was made for (see the request client).
 */
export interface InitialData {
  locale: Locale;
  /** Full request URL as the client builds it (apiBase + path + query) -> envelope. */
  responses: Record<string, unknown>;
  /** URLs whose answers are the same for every visitor (ALWAYS_PRELOADED): signed-in buyers take them too. */
  shared: string[];
  /**
   * The page answers were made with the session of the token cookie: taken only while the browser
   * holds that same token (they are never another buyer's, and not a signed-out visitor's).
   */
  personal?: true;
}

/**
 * Calls the shell makes at start on every page (currency list before mount; web config, units,
 * languages and the sales switch right after): answered in the HTML, a phone neither waits for
 * them nor spends start-up script on four more fetches.
 */
export const ALWAYS_PRELOADED = [
  '/currency/list',
  '/webConfig/getPcWebConfig',
  '/dict/data/list?dictType=UNITS_OF_MEASUREMENT',
  '/lang/default',
  '/pconfig/getInfo/HIDE_SALES',
];

/**
 * Calls the shell makes for a signed-in buyer on every page: their user info (the header greets
 * them by name). Made as the buyer with the token cookie, so the server's header already shows the
 * name and the browser's first render starts from the same answer (shell/src/server.tsx, bootstrap).
 */
export const SIGNED_IN_PRELOADED = ['/p/user/userInfo'];

/**
 * The answers of ALWAYS_PRELOADED and the page's `paths` (relative to the API prefix), fetched
 * in-process; only successful envelopes are kept. `given` are answers a domain already computed
 * for the page without a session (path -> data). With the browser's `token` the page's calls are
 * made as that buyer (`given` too: a signed-in answer may differ, e.g. whether they collected the
 * product), and so are SIGNED_IN_PRELOADED, in the buyer's `timeZone` (the `tz` cookie, see
 * timeZoneOfCookie; everyone's answers in UTC). An expired or revoked token gets what the API answers it: a public call's answer,
 * and no private one (a refusal is not kept; the page asks and the client signs the buyer out).
 */
export async function collectInitialData(
  request: FastifyRequest,
  apiPrefix: string,
  locale: Locale,
  paths: readonly string[],
  given: Record<string, unknown> = {},
  token?: string,
  timeZone = 'UTC',
): Promise<InitialData> {
  const base = apiPrefix.replace(/\/+$/, '');
  const responses: Record<string, unknown> = {};
  const session = token ? { authorization: token } : undefined;
  if (!session) for (const [p, data] of Object.entries(given)) responses[base + p] = ok(data);
  const calls = new Map<string, boolean>();
  // path -> made as the buyer (the start-up answers are everyone's, made without a session)
  for (const p of session ? [...paths, ...Object.keys(given), ...SIGNED_IN_PRELOADED] : paths)
    calls.set(p, Boolean(session) && !ALWAYS_PRELOADED.includes(p));
  await Promise.all(
    [...calls].map(async ([p, asBuyer]) => {
      const url = base + p;
      try {
        const res = await request.server.inject({
          method: 'GET',
          url,
          headers: { locale, ...(asBuyer ? { ...session, 'time-zone': timeZone } : { 'time-zone': 'UTC' }) },
        });
        if (res.statusCode !== 200) return;
        const body = res.json<{ code?: string }>();
        if (body?.code === '00000') responses[url] = body;
      } catch (err) {
        request.log.warn({ err, url }, 'initial data skipped');
      }
    }),
  );
  const shared = ALWAYS_PRELOADED.map((p) => base + p).filter((url) => url in responses);
  return { locale, responses, shared, ...(session ? { personal: true as const } : {}) };
}

/**
 * The browser's zone from its `tz` cookie (the request client writes it), when it is an IANA zone
 * this runtime knows; anything else is ignored (UTC).
 */
export function timeZoneOfCookie(value: string | undefined): string {
  return value && isTimeZone(value) ? value : 'UTC';
}

/** Sends an HTML page compressed when the browser accepts it (the page now carries data). */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accept = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (html.length < 1024) return reply.send(html);
  if (/\bbr\b/.test(accept))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}
