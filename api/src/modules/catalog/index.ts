import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ApiModule } from '../types';
import './catalog-settings';
import { cacheCatalogRoutes } from './catalog-cache';
import { registerCategoryRoutes } from './categories';
import { registerContentRoutes } from './content';
import { seedPicture } from '../images/image-store';
import { registerProductRoutes } from './product';
import { scheduleQueryStats } from './query-stats';
import { scheduleSearchTerms } from './search-terms';
import { registerSearchRoutes } from './search';
import { registerSeo } from './seo';
import { registerSitemap } from './sitemap';
import { registerVideoFiles } from './videos';

/** Demo pictures at full size ('catalog/p/hex-bolt-2-0.jpg'): computed, so they never change once served. */
function registerImages(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { kind: string; file: string } }>('/res/catalog/:kind/:file', { schema: { hide: true } }, async (request, reply) => {
    const m = /^([a-z0-9-]{1,64})\.jpg$/.exec(request.params.file);
    const jpeg = m ? await seedPicture(ctx.config.imageCacheDir, request.params.kind, m[1]!) : null;
    if (!jpeg) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/jpeg').send(jpeg);
  });
}

/**
 * Catalogue: categories, product search and detail, reviews, collections and footprints,
 * editorial content (home, featured, premium, exhibitions, belts, news, videos), the SEO head of
 * its URLs and /sitemap.xml.
 */
export const catalogModule: ApiModule = {
  name: 'catalog',
  async register(api: FastifyInstance, ctx: AppContext) {
    registerCategoryRoutes(api, ctx);
    registerSearchRoutes(api, ctx);
    registerProductRoutes(api, ctx);
    registerContentRoutes(api, ctx);
    registerImages(api, ctx);
    await registerVideoFiles(api);
    cacheCatalogRoutes(ctx);
    scheduleQueryStats(api, ctx);
    scheduleSearchTerms(api, ctx.db);
  },
  registerSite(app, ctx) {
    registerSeo(app, ctx);
    registerSitemap(app, ctx);
  },
};
