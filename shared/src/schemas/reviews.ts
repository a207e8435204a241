import { z } from 'zod';
import * as C from '../constants';
import { commentSchema } from './commerce';

/** The upload purpose of review pictures (the API's upload service: images only, 2 MB). */
export const REVIEW_IMAGE_PURPOSE = 'comment-image';

/**
 * One item's review as the write-comments form holds it and the API receives it (spec section 5:
 * cannot be empty, at most 150 characters, up to 9 images). `pics` are upload file keys.
 */
export const reviewSchema = commentSchema.extend({
  orderItemId: z.number().int().positive(),
  score: z.number({ error: 'validation.ratingRequired' }).int().min(1, 'validation.ratingRequired').max(5, 'validation.ratingRequired'),
  pics: z.array(z.string().trim().min(1).max(200)).max(C.COMMENT_IMAGES_MAX, 'validation.uploadLimit').default([]),
});
export type ReviewInput = z.input<typeof reviewSchema>;

/** Reviews of some (or all) items of one received order, sent at once. */
export const reviewSubmitSchema = z.object({
  orderNumber: z.string().regex(C.ORDER_NUMBER_PATTERN),
  comments: z
    .array(reviewSchema)
    .min(1, 'validation.commentEmpty')
    .max(C.CART_SETTLEMENT_MAX)
    .refine((list) => new Set(list.map((c) => c.orderItemId)).size === list.length, 'validation.invalid'),
});
export type ReviewSubmitInput = z.input<typeof reviewSubmitSchema>;

/** The first message key of each field of one review, for the form ({content: 'validation.commentMax'}). */
export function reviewErrors(input: unknown): Partial<Record<'content' | 'pics' | 'score', string>> {
  const res = reviewSchema.safeParse(input);
  if (res.success) return {};
  const out: Partial<Record<'content' | 'pics' | 'score', string>> = {};
  for (const issue of res.error.issues) {
    const field = issue.path[0];
    if ((field === 'content' || field === 'pics' || field === 'score') && !out[field]) out[field] = issue.message;
  }
  return out;
}

/** A merchant's reply to a review of one of their shop's products (shown on the product page and in "My reviews"). */
export const merchantReplySchema = z.object({
  prodCommId: z.number().int().positive(),
  content: z
    .string({ error: 'validation.replyEmpty' })
    .trim()
    .min(1, 'validation.replyEmpty')
    .max(C.MERCHANT_MESSAGE_LONG, 'validation.messageTooLong'),
});
