import type { FastifyInstance } from 'fastify';
import { RESPONSE_CODES } from '@mall/shared';
import type { AppContext } from '../../context';
import { envelope, localeOf, ok, translate } from '../../http/envelope';
import { NO_CACHE } from '../../site/cache-policy';
import { releaseServiceOf } from './release-service';

/** GET /api/release/current: the live release set the shell starts from. */
export function registerReleaseRoutes(api: FastifyInstance, ctx: AppContext): void {
  const releases = releaseServiceOf(ctx);
  api.get('/release/current', { schema: { tags: ['release'], summary: 'Live version, entry and routes of every remote' } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return ok(await releases.current());
  });
}

/**
 * Build metadata of spec section 7, outside the API prefix: the shell polls builds/latest.json
 * to offer a reload when the live set changes, and reads route rules from builds/meta/<id>.json.
 */
export function registerBuildRoutes(app: FastifyInstance, ctx: AppContext): void {
  const releases = releaseServiceOf(ctx);
  const schema = { tags: ['release'] };

  app.get('/builds/latest.json', { schema: { ...schema, summary: 'Id and time of the live build' } }, async (_request, reply) => {
    const { set, timestamp } = await releases.snapshot();
    reply.header('cache-control', NO_CACHE);
    return { id: set.buildId, timestamp };
  });

  app.get<{ Params: { id: string } }>(
    '/builds/meta/:id',
    { schema: { ...schema, summary: 'Route rules (redirects) of a build: /builds/meta/<id>.json' } },
    async (request, reply) => {
      const id = request.params.id.replace(/\.json$/, '');
      const meta = request.params.id.endsWith('.json') ? await releases.buildMeta(id) : null;
      reply.header('cache-control', NO_CACHE);
      if (!meta) return reply.status(404).send(envelope(RESPONSE_CODES.NOT_FOUND, translate('code.notFound', localeOf(request)), null));
      return meta;
    },
  );
}
