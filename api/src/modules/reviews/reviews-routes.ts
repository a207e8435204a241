import { reviewsContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { merchantOf, requireMerchant, userOf } from '../accounts';
import { uploadService } from '../uploads';
import { RESPONSE_CODES } from '@mall/shared';
import { ModuleError } from '../../http/messages';
import { myReview, myReviews, orderForReview, replyToReview, submitReviews } from './reviews-service';

const tags = ['prodComm'];

/** Buyer reviews (mall4j /p/prodComm): thin handlers over reviews-service; bodies in contracts/reviews.ts. */
export function registerReviewsRoutes(api: Api, ctx: AppContext): void {
  const { db } = ctx;

  route(api, c.orderItems, { tags, summary: "An order's items with their review (null = not reviewed yet)" }, async (r) =>
    ok(await orderForReview(db, userOf(r).userId, r.query.orderNumber, localeOf(r))),
  );
  route(api, c.submit, { tags, summary: 'Review items of a received order; the last one completes the order' }, async (r) =>
    ok(await submitReviews(db, await uploadService(ctx), userOf(r).userId, r.body, localeOf(r))),
  );
  route(api, c.myReviews, { tags, summary: "The buyer's own reviews, newest first" }, async (r) =>
    ok(await myReviews(db, userOf(r).userId, localeOf(r), r.query.current, r.query.size)),
  );
  route(api, c.myReview, { tags, summary: "One of the buyer's reviews" }, async (r) =>
    ok(await myReview(db, userOf(r).userId, r.query.prodCommId, localeOf(r))),
  );
  route(
    api,
    c.merchantReply,
    { onRequest: requireMerchant(ctx), tags: ['merchant-prodComm'], summary: "Reply to a review of the shop's product" },
    async (r) => {
      const shopId = merchantOf(r).shopId;
      if (shopId == null) throw new ModuleError('reviews', 'reviewNotFound', { code: RESPONSE_CODES.NOT_FOUND });
      await replyToReview(db, shopId, r.body.prodCommId, r.body.content);
      return ok(null);
    },
  );
}
