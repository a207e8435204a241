import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { followChanges, installHttpCache, isCachedRoute, isWarmRequest } from './cache';
import { setClusterLogger } from './cluster';
import type { AppContext } from './context';
import { installContract } from './http/contract';
import { clientErrorEnvelope, installErrorHandling } from './http/error-handler';
import { localeOf } from './http/envelope';
import { installInputGuard } from './http/input-guard';
import { installBaselineHeaders } from './site/security-headers';
import { registerHealth } from './http/health';
import { installRequestLogging } from './http/request-log';
import { modules } from './modules';
import { registerSite } from './site';

/**
 * The whole server: API modules under API_PREFIX on one shared scope, build metadata, static
 * files, remotes and the shell. Nothing here touches the database at build time, so tests can add
 * routes before the first inject.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request, sampled for hot public reads (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a load balancer the client address and protocol come from X-Forwarded-*.
    trustProxy: ctx.config.trustProxy,
    // Refusals Fastify makes before any route (a malformed URL, an over-long parameter) in the envelope too.
    frameworkErrors: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void (reply as FastifyReply).status(status).send(clientErrorEnvelope(status, localeOf(request as FastifyRequest)));
    },
    // And the HTTP parser's own (431 headers or URL too large, 400 malformed request, 408 timeout).
    clientErrorHandler: (err: NodeJS.ErrnoException, socket) => {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      // The headers were not read (that is the problem), so the language cannot be known: English.
      const body = JSON.stringify(clientErrorEnvelope(status));
      if (socket.writable)
        socket.write(
          `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
            `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      socket.destroy(err);
    },
  });

  setClusterLogger(ctx, app.log);
  installErrorHandling(app);
  installContract(app);
  installBaselineHeaders(app);
  const prefix = config.apiPrefix;
  const probes = new Set([`${prefix}/health`, `${prefix}/ready`]);
  installRequestLogging(app, (request) => {
    const url = request.routeOptions.url ?? '';
    return isCachedRoute(ctx, request) || probes.has(url) || url.startsWith('/static/') || url.startsWith('/remotes/');
  });
  registerHealth(app, ctx);
  // Before the modules register: their routes inherit the read cache's hooks.
  installHttpCache(app, ctx);
  followChanges(app, ctx);
  await app.register(fastifyCookie);
  if (config.rateLimitPerMinute > 0) {
    // Per process and per client address (see README, "Security"): static files and artifacts are not counted.
    await app.register(fastifyRateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // (and the read cache's own warming requests, src/modules/catalog/query-stats.ts)
      allowList: (request) => /^\/(static|remotes|builds)\//.test(request.url) || isWarmRequest(request),
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'GlobalTrade Mall API',
        description: 'Buyer-facing storefront API. Every answer is {code, msg, data}; paths under /p/ need the `authorization` header.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        // Every scheme a route names in schema.security must be declared here, or /api/docs/json fails.
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'authorization' },
          releaseToken: { type: 'apiKey', in: 'header', name: 'x-release-token' },
        },
      },
    },
    // Routes declare zod schemas (@mall/shared/contracts); the document shows them as JSON Schema.
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${config.apiPrefix}/docs` });

  // One scope for all modules so a hook one module adds (the /p/ auth guard) covers them all.
  await app.register(
    async (api) => {
      // Before any route's own (zod) schema: the one input guard (control characters, integer ranges).
      installInputGuard(api);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const mod of modules) await mod.register(typed, ctx);
    },
    { prefix: config.apiPrefix },
  );
  for (const mod of modules) await mod.registerSite?.(app, ctx);
  await registerSite(app, ctx);

  return app;
}
