import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ApiModule } from '../types';
import './catalog-settings';
import { cacheCatalogRoutes } from './catalog-cache';
import { registerCategoryRoutes } from './categories';
import { registerContentRoutes } from './content';
import { renderImage } from './images';
import { registerProductRoutes } from './product';
import { registerSearchRoutes } from './search';
import { registerSeo } from './seo';
import { registerSitemap } from './sitemap';
import { registerVideoFiles } from './videos';

/** Demo pictures: generated, so they never change once served. */
function registerImages(api: FastifyInstance): void {
  api.get<{ Params: { kind: string; file: string } }>('/res/catalog/:kind/:file', { schema: { hide: true } }, async (request, reply) => {
    const m = /^(\d{1,4})\.svg$/.exec(request.params.file);
    const svg = m ? renderImage(request.params.kind, Number(m[1])) : null;
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
    registerImages(api);
    await registerVideoFiles(api);
    cacheCatalogRoutes(ctx);
  },
  registerSite(app, ctx) {
    registerSeo(app, ctx);
    registerSitemap(app, ctx);
  },
};
