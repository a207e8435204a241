import { z } from 'zod';
import { ORDER_NUMBER_PATTERN } from '../constants';
import { merchantReplySchema, reviewSubmitSchema } from '../schemas/reviews';
import { isoTime, noData, pageOf, pageQuery, picPath, type Contract } from './common';

/**
 * Reviews of the buyer's side (`reviews` API module, mall4j /p/prodComm): written on the
 * write-comments page (mf-checkout), listed under "My reviews" (mf-user-center). The product
 * page's public review list is the catalogue's (contracts/catalog.ts).
 */

// --- bodies --------------------------------------------------------------------------------------

/** One line of an order as the buyer's screens show it (price in minor units). */
export const orderLineSchema = z.object({
  orderItemId: z.number().int(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: picPath,
  price: z.number().int(),
  count: z.number().int(),
});
export type OrderLine = z.input<typeof orderLineSchema>;

/** One of the buyer's reviews. */
export const reviewViewSchema = z.object({
  prodCommId: z.number().int(),
  prodId: z.number().int(),
  orderNumber: z.string(),
  orderItemId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: picPath,
  score: z.number().int().min(1).max(5),
  content: z.string(),
  pics: z.array(z.string()),
  isAnonymous: z.boolean(),
  /** When the review was written. */
  recTime: isoTime,
  /** When the order was paid (placed, if never paid): the spec's "transaction time". */
  transactionTime: isoTime,
  replyContent: z.string().nullable(),
});
export type ReviewView = z.input<typeof reviewViewSchema>;

/** An order line to review, with its review once written (null: not reviewed yet). */
export const reviewableItemSchema = orderLineSchema.extend({ review: reviewViewSchema.nullable() });
export type ReviewableItem = z.input<typeof reviewableItemSchema>;

/** One of the buyer's orders with its lines. */
export const orderForReviewSchema = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  shopName: z.string(),
  createTime: isoTime,
  transactionTime: isoTime,
  items: z.array(reviewableItemSchema),
});
export type OrderForReview = z.input<typeof orderForReviewSchema>;

/** The new reviews and the order's status after them (5 once every item is reviewed). */
export const reviewsSubmittedSchema = z.object({
  prodCommIds: z.array(z.number().int()),
  orderStatus: z.number().int(),
});
export type ReviewsSubmitted = z.input<typeof reviewsSubmittedSchema>;

// --- routes --------------------------------------------------------------------------------------

/** An order number as orders carry it. */
export const orderNumberQuery = z.object({ orderNumber: z.string().regex(ORDER_NUMBER_PATTERN) });

export const reviewsContract = {
  orderItems: { method: 'GET', url: '/p/prodComm/orderItems', querystring: orderNumberQuery, data: orderForReviewSchema },
  /** The rules of spec section 5 (schemas/reviews.ts); the last review of an order completes it. */
  submit: { method: 'POST', url: '/p/prodComm/submit', body: reviewSubmitSchema, data: reviewsSubmittedSchema },
  myReviews: { method: 'GET', url: '/p/prodComm/prodCommPageByUser', querystring: pageQuery(), data: pageOf(reviewViewSchema) },
  myReview: {
    method: 'GET',
    url: '/p/prodComm/prodCommInfo',
    querystring: z.object({ prodCommId: z.coerce.number<number>().int().positive() }),
    data: reviewViewSchema,
  },
  /** The merchant answers a review of their shop's product (merchant token; another shop's review is A00013). */
  merchantReply: { method: 'POST', url: '/merchant/prodComm/reply', body: merchantReplySchema, data: noData },
} as const satisfies Contract;
