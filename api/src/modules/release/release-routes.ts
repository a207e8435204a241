import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RESPONSE_CODES } from '@mall/shared';
import { releaseContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { envelope, localeOf, ok, translate } from '../../http/envelope';
import { NO_CACHE } from '../../site/cache-policy';
import { syncArtifacts } from './artifact-sync';
import { OVERRIDE_COOKIE, OVERRIDE_MAX_AGE_S, OVERRIDE_QUERY, decodeOverride, encodeOverride, type OverridePins } from './canary-override';
import { releaseConfigOf } from './release-config';
import { ReleaseRefused, releaseServiceOf, type ManifestProbe } from './release-service';

/** Header the release CLI sends the release-manager token in. */
export const RELEASE_TOKEN_HEADER = 'x-release-token';
/** Who is acting, for the history (the CLI sends user@host). */
export const RELEASE_ACTOR_HEADER = 'x-release-actor';

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuseUnauthorized(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(401).send(envelope(RESPONSE_CODES.UNAUTHORIZED, translate('code.unauthorized', localeOf(request)), null));
}

/** The canary pins this browser carries (signed cookie), or null. */
export function overridesOf(request: FastifyRequest, ctx: AppContext): OverridePins | null {
  return decodeOverride(request.cookies?.[OVERRIDE_COOKIE], releaseConfigOf(ctx).overrideSecret);
}

export function setOverrideCookie(reply: FastifyReply, request: FastifyRequest, signed: string): void {
  reply.setCookie(OVERRIDE_COOKIE, signed, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: OVERRIDE_MAX_AGE_S,
  });
}

/**
 * `?mf_override=<signed>` on a page URL: a canary link a release manager shares. Valid values are
 * stored in the cookie for the following requests; the pins apply to this request at once.
 */
export function overridesFromPageRequest(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): OverridePins | null {
  const query = request.query as Record<string, unknown> | undefined;
  const given = typeof query?.[OVERRIDE_QUERY] === 'string' ? (query[OVERRIDE_QUERY] as string) : undefined;
  const fromQuery = given ? decodeOverride(given, releaseConfigOf(ctx).overrideSecret) : null;
  if (given && fromQuery) {
    setOverrideCookie(reply, request, given);
    return fromQuery;
  }
  return overridesOf(request, ctx);
}

/** Checks an entry the way a browser would get it: over HTTP, or through this server for a path. */
function manifestProbe(app: FastifyInstance): ManifestProbe {
  return async (url) => {
    if (/^https?:\/\//.test(url)) {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      return { status: res.status, body: await res.text() };
    }
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.body };
  };
}

/**
 * GET /api/release/current (public: the shell's fallback when the HTML had no release set), the
 * release-manager endpoints behind RELEASE_TOKEN, and the per-browser canary override. Bodies:
 * contracts/release.ts.
 */
export function registerReleaseRoutes(api: Api, ctx: AppContext): void {
  const releases = releaseServiceOf(ctx);
  const tags = ['release'];
  // Described rather than declared as a security scheme: the API docs declare only the buyer token.
  const needsToken = { tags, description: 'Needs the release-manager token in the x-release-token header.' };

  route(
    api,
    c.current,
    { tags, summary: "Live version, entry and routes of every remote (with this browser's canary override)" },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return ok(await releases.current(overridesOf(request, ctx)));
    },
  );

  api.register(async (guarded: Api) => {
    guarded.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      if (!tokenMatches(header(request, RELEASE_TOKEN_HEADER), ctx.secrets.RELEASE_TOKEN)) return refuseUnauthorized(request, reply);
    });
    const actorOf = (request: FastifyRequest) => (header(request, RELEASE_ACTOR_HEADER) ?? 'release-manager').slice(0, 64);
    const refused = (reply: FastifyReply, err: unknown) => {
      if (!(err instanceof ReleaseRefused)) throw err;
      return reply
        .status(409)
        .send(envelope(RESPONSE_CODES.SHOW_FAIL, err.message, { problems: err.problems, incompatibilities: err.incompatibilities }));
    };

    route(
      guarded,
      c.list,
      { ...needsToken, summary: 'Every remote: live version and published versions with their shared requirements' },
      async () => ok(await releases.list()),
    );

    route(guarded, c.versions, { ...needsToken, summary: 'Published versions of one remote' }, async (request, reply) => {
      const { remote } = request.params;
      const found = (await releases.list()).find((r) => r.remote === remote);
      if (!found) return reply.status(404).send(envelope(RESPONSE_CODES.NOT_FOUND, `${remote} has no published version`, null));
      return ok(found);
    });

    route(
      guarded,
      c.history,
      { ...needsToken, summary: 'Who changed the live version, when, from, to and why (newest first)' },
      async (request) => ok(await releases.history(request.params.remote, request.query.limit)),
    );

    route(
      guarded,
      c.promote,
      { ...needsToken, summary: 'Make a published version live (compatibility and manifest checked)' },
      async (request, reply) => {
        const body = request.body;
        try {
          return ok(await releases.promote(body.remote, body.version, actorOf(request), body.reason ?? null, manifestProbe(api)));
        } catch (err) {
          return refused(reply, err);
        }
      },
    );

    route(guarded, c.rollback, { ...needsToken, summary: 'Go back to the previously live version' }, async (request, reply) => {
      const body = request.body;
      try {
        return ok(await releases.rollback(body.remote, actorOf(request), body.reason ?? null, manifestProbe(api)));
      } catch (err) {
        return refused(reply, err);
      }
    });

    route(
      guarded,
      c.sync,
      { ...needsToken, summary: 'Register artifacts published into ARTIFACTS_DIR (never promotes)' },
      async (request) => ok(await syncArtifacts(ctx, (m) => request.log.info(m), { promote: false })),
    );
  });

  route(api, c.override, { tags, summary: 'Pin a remote to a published version in this browser only (canary)' }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const q = request.query;
    if (!tokenMatches(q.token ?? header(request, RELEASE_TOKEN_HEADER), ctx.secrets.RELEASE_TOKEN))
      return refuseUnauthorized(request, reply);
    const published = (await releases.list()).find((r) => r.remote === q.remote)?.versions.some((v) => v.version === q.version);
    if (!published) return reply.status(404).send(envelope(RESPONSE_CODES.NOT_FOUND, `${q.remote}@${q.version} is not published`, null));
    const pins = { ...overridesOf(request, ctx), [q.remote]: q.version };
    const signed = encodeOverride(pins, releaseConfigOf(ctx).overrideSecret);
    setOverrideCookie(reply, request, signed);
    if (q.format === 'json') return ok({ pins, signed, link: `/?${OVERRIDE_QUERY}=${encodeURIComponent(signed)}` });
    return reply.redirect('/', 302);
  });

  route(api, c.overrideClear, { tags, summary: "Remove this browser's canary override" }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    reply.clearCookie(OVERRIDE_COOKIE, { path: '/' });
    const accept = header(request, 'accept') ?? '';
    return accept.includes('text/html') ? reply.redirect('/', 302) : ok(null);
  });
}

/**
 * Build metadata of spec section 7, outside the API prefix: the shell polls builds/latest.json
 * to offer a reload when the live set changes, and reads route rules from builds/meta/<id>.json.
 */
export function registerBuildRoutes(app: FastifyInstance, ctx: AppContext): void {
  const releases = releaseServiceOf(ctx);
  const tags = ['release'];
  const site: Api = app.withTypeProvider<ZodTypeProvider>();

  route(site, c.latestBuild, { tags, summary: 'Id and time of the live build' }, async (request, reply) => {
    const { timestamp } = await releases.snapshot();
    const set = await releases.current(overridesOf(request, ctx));
    reply.header('cache-control', NO_CACHE);
    return { id: set.buildId, timestamp };
  });

  route(site, c.buildMeta, { tags, summary: 'Route rules (redirects) of a build: /builds/meta/<id>.json' }, async (request, reply) => {
    const id = request.params.id.replace(/\.json$/, '');
    const meta = request.params.id.endsWith('.json') ? await releases.buildMeta(id, overridesOf(request, ctx)) : null;
    reply.header('cache-control', NO_CACHE);
    if (!meta) return reply.status(404).send(envelope(RESPONSE_CODES.NOT_FOUND, translate('code.notFound', localeOf(request)), null));
    return meta;
  });
}

export type { OverridePins };
