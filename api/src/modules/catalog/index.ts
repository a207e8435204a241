import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ApiModule } from '../types';
import './catalog-settings';
import { cacheCatalogRoutes } from './catalog-cache';
import { registerCategoryRoutes } from './categories';
import { registerContentRoutes } from './content';
import { seedPicture } from '../images/image-store';
import { renderImage } from './images';
import { registerProductRoutes } from './product';
import { scheduleQueryStats } from './query-stats';
import { scheduleSearchTerms } from './search-terms';
import { registerSearchRoutes } from './search';
import { registerSeo } from './seo';
import { registerSitemap } from './sitemap';
import { registerVideoFiles } from './videos';

/** Demo pictures at full size: computed, so they never change once served. */
function registerImages(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { kind: string; file: string } }>('/res/catalog/:kind/:file', { schema: { hide: true } }, async (request, reply) => {
    const m = /^(\d{1,4})\.(svg|jpg)$/.exec(request.params.file);
    const n = Number(m?.[1]);
    if (m?.[2] === 'jpg') {
      const jpeg = await seedPicture(ctx, request.params.kind, n);
      if (!jpeg) return reply.callNotFound();
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/jpeg').send(jpeg);
    }
    const svg = m ? renderImage(request.params.kind, n) : null;
    if (!svg) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(svg);
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
