import { IMAGE_WIDTHS, RESPONSE_CODES } from '@mall/shared';
import { imagesContract } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { envelope, translate, localeOf } from '../../http/envelope';
import type { ApiModule } from '../types';
import { CONTENT_TYPES, formatFor, imageVariant, isImageWidth } from './image-store';
import type { ApiConfig } from '../../config';
import { imageSources, type ImageSources } from '@mall/shared';
import { DEFAULT_CARGO_IMAGE } from '../../site/shell-index';

/**
 * The image endpoint's base for the page's config, when pictures are ours to resize (the public
 * resource base is this API's own /res/); a CDN base keeps one URL per picture.
 */
export const imageBaseOf = (config: ApiConfig): string | undefined =>
  config.publicResourceBase.startsWith(config.apiPrefix + '/') ? `${config.apiPrefix}/img` : undefined;

/** A stored picture's src/srcset exactly as the browser's Picture component writes them. */
export const pictureSources = (config: ApiConfig, path: string | null | undefined, maxWidth: number): ImageSources =>
  imageSources(path, maxWidth, {
    resourceBase: config.publicResourceBase,
    defaultImage: DEFAULT_CARGO_IMAGE,
    imageBase: imageBaseOf(config),
  });

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /img/<width>/<key>: a stored picture (seed picture or public upload, keyed as under /res/)
 * resized to one of IMAGE_WIDTHS, in the best format the browser accepts, cached on disk. The URL
 * never changes meaning (keys are immutable), so it is cached for a year; `Vary: Accept` keeps a
 * shared cache from handing AVIF to a browser that asked for JPEG.
 */
function registerImageRoutes(api: Api, ctx: AppContext): void {
  route(
    api,
    imagesContract.resized,
    { tags: ['images'], summary: `A stored picture resized to one of ${IMAGE_WIDTHS.join(', ')} px, AVIF/WebP/JPEG by Accept` },
    async (request, reply) => {
      const width = Number(request.params.width);
      const locale = localeOf(request);
      if (!/^\d{2,4}$/.test(request.params.width) || !isImageWidth(width)) {
        return reply
          .status(400)
          .send(envelope(RESPONSE_CODES.INVALID_ARGUMENT, translate('code.invalidArgument', locale), { widths: IMAGE_WIDTHS }));
      }
      const format = formatFor(request.headers.accept);
      const bytes = await imageVariant(ctx, request.params['*'], width, format);
      if (!bytes) return reply.status(404).send(envelope(RESPONSE_CODES.NOT_FOUND, translate('code.notFound', locale), null));
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', IMMUTABLE)
        .header('vary', 'Accept')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}

/** Pictures at the size they are shown: the image endpoint over every stored picture. */
export const imagesModule: ApiModule = {
  name: 'images',
  register(api, ctx) {
    registerImageRoutes(api, ctx);
  },
};
