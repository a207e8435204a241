import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reviewSubmitSchema } from '@mall/shared/schemas';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localeOf, ok, parse } from '../../http/envelope';
import { userOf } from '../accounts';
import { uploadService } from '../uploads';
import { myReview, myReviews, orderForReview, submitReviews } from './reviews-service';

const orderNumberQuery = z.object({ orderNumber: z.string().regex(/^\d{6,32}$/) });
const reviewIdQuery = z.object({ prodCommId: z.coerce.number().int().positive() });
const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** Buyer reviews (mall4j /p/prodComm): thin handlers over reviews-service. */
export function registerReviewsRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;
  const tags = ['prodComm'];

  api.get(
    '/p/prodComm/orderItems',
    { schema: { tags, summary: "An order's items with their review (null = not reviewed yet) ?orderNumber" } },
    async (r) => ok(await orderForReview(db, uid(r), parse(orderNumberQuery, r.query).orderNumber, localeOf(r))),
  );
  api.post(
    '/p/prodComm/submit',
    {
      schema: {
        tags,
        summary:
          'Review items of a received order {orderNumber, comments: [{orderItemId, score, content, pics, isAnonymous}]}; the last one completes the order',
      },
    },
    async (r) => {
      const input = parse(reviewSubmitSchema, r.body ?? {});
      return ok(await submitReviews(db, await uploadService(ctx), uid(r), input, localeOf(r)));
    },
  );
  api.get('/p/prodComm/prodCommPageByUser', { schema: { tags, summary: "The buyer's own reviews ?current&size" } }, async (r) => {
    const q = parse(pageQuery, r.query);
    return ok(await myReviews(db, uid(r), localeOf(r), q.current, q.size));
  });
  api.get('/p/prodComm/prodCommInfo', { schema: { tags, summary: 'One of the buyer’s reviews ?prodCommId' } }, async (r) =>
    ok(await myReview(db, uid(r), parse(reviewIdQuery, r.query).prodCommId, localeOf(r))),
  );
}
