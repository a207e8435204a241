import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { installContract } from './http/contract';
import { installErrorHandling } from './http/error-handler';
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
    // Behind a load balancer the client address and protocol come from X-Forwarded-*.
    trustProxy: ctx.config.trustProxy,
  });

  installErrorHandling(app);
  installContract(app);
  await app.register(fastifyCookie);

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
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const mod of modules) await mod.register(typed, ctx);
    },
    { prefix: config.apiPrefix },
  );
  for (const mod of modules) await mod.registerSite?.(app, ctx);
  await registerSite(app, ctx);

  return app;
}
