import { COMMENT_IMAGES_MAX, IMAGE_MAX_BYTES } from '@mall/shared';
import { REVIEW_IMAGE_PURPOSE } from '@mall/shared/schemas';
import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import { registerUploadPurpose } from '../uploads';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { registerReviewsRoutes } from './reviews-routes';

declare module '../../http/messages' {
  interface ModuleMessages {
    reviews: typeof en;
  }
}

/**
 * Reviews: the buyer reviews the items of a received order (status 4); the last review completes
 * the order (5). Reviews are prod_comment rows, so the product page lists them at once.
 */
export const reviewsModule: ApiModule = {
  name: 'reviews',
  register(api, ctx) {
    registerMessages('reviews', { en, zh_CN });
    // Public pictures, 2 MB images; a buyer may hold the pictures of five items' reviews at once.
    registerUploadPurpose(REVIEW_IMAGE_PURPOSE, {
      kind: 'image',
      maxBytes: IMAGE_MAX_BYTES,
      maxPending: COMMENT_IMAGES_MAX * 5,
      public: true,
    });
    registerReviewsRoutes(api, ctx);
  },
};
