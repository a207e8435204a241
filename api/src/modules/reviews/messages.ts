import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { BizError } from '../../http/envelope';

/** Wording of the reviews module in both languages. */
const en = {
  orderNotFound: 'Order not found',
  reviewNotFound: 'Review not found',
  itemNotInOrder: 'This item is not part of the order',
  alreadyReviewed: 'This item has already been reviewed; a review cannot be submitted twice',
  notToReview: 'Only a received order waiting for evaluation can be reviewed',
};
export type ReviewsMessageKey = keyof typeof en;

const zh_CN: Record<ReviewsMessageKey, string> = {
  orderNotFound: '订单不存在',
  reviewNotFound: '评价不存在',
  itemNotInOrder: '该商品不属于此订单',
  alreadyReviewed: '该商品已评价，不能重复提交',
  notToReview: '只有已收货、待评价的订单才能评价',
};

const TEXT: Record<Locale, Record<ReviewsMessageKey, string>> = { en, zh_CN };

/** A BizError worded from this module's messages (A00001 unless said otherwise). */
export class ReviewsError extends BizError {
  constructor(
    readonly key: ReviewsMessageKey,
    code: string = RESPONSE_CODES.SHOW_FAIL,
  ) {
    super(code, key);
    this.name = 'ReviewsError';
  }

  override messageFor(locale: Locale): string {
    return TEXT[locale]?.[this.key] ?? en[this.key];
  }
}

export const orderNotFound = () => new ReviewsError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
export const reviewNotFound = () => new ReviewsError('reviewNotFound', RESPONSE_CODES.NOT_FOUND);
