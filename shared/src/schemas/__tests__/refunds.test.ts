import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  lineRefundFor,
  refundApplySchema,
  refundExpressSchema,
  refundInterventionSchema,
  refundMobileSchema,
} from '../refunds';

const base = {
  orderNumber: '1234567890',
  orderItemId: 7,
  refundType: 2,
  applyType: 1,
  isReceiver: false,
  buyerReason: 'noLongerNeeded',
  refundAmount: 500,
  goodsNum: 1,
  buyerMobile: '+86 13800138000',
};
const errors = (value: unknown, limits = { maxAmount: 1000, maxQuantity: 2 }) => fieldErrors(refundApplySchema(limits).safeParse(value));

describe('refundApplySchema (the apply form and the API)', () => {
  it('accepts a request within the limits', () => {
    expect(errors(base)).toEqual({});
  });

  it('amount: at least 0.01, at most the refundable maximum, whole cents', () => {
    expect(errors({ ...base, refundAmount: 0 })).toEqual({ refundAmount: 'validation.refundAmount' });
    expect(errors({ ...base, refundAmount: 1001 })).toEqual({ refundAmount: 'validation.refundAmount' });
    expect(errors({ ...base, refundAmount: 1000 })).toEqual({});
    expect(errors({ ...base, refundAmount: 9.99 })).toEqual({ refundAmount: 'validation.refundAmount' });
    // Nothing left to refund: every amount is refused.
    expect(errors({ ...base, refundAmount: 1 }, { maxAmount: 0, maxQuantity: 1 })).toEqual({ refundAmount: 'validation.refundAmount' });
  });

  it('quantity: 1 to what is left', () => {
    expect(errors({ ...base, goodsNum: 0 })).toEqual({ goodsNum: 'validation.refundQuantity' });
    expect(errors({ ...base, goodsNum: 3 })).toEqual({ goodsNum: 'validation.refundQuantity' });
  });

  it('note at most 200, vouchers at most 5', () => {
    expect(errors({ ...base, buyerDesc: 'x'.repeat(201) })).toEqual({ buyerDesc: 'validation.refundNoteMax' });
    expect(errors({ ...base, photoFiles: Array.from({ length: 6 }, (_, i) => `k${i}`) })).toEqual({ photoFiles: 'validation.uploadLimit' });
  });

  it('a line request names its line; a return needs the goods; the reason fits the cargo status', () => {
    expect(errors({ ...base, orderItemId: undefined })).toEqual({ orderItemId: 'validation.refundLine' });
    expect(errors({ ...base, applyType: 2 })).toEqual({ applyType: 'validation.returnNeedsGoods' });
    expect(errors({ ...base, buyerReason: 'damaged' })).toEqual({ buyerReason: 'validation.refundReason' });
    expect(errors({ ...base, isReceiver: true, buyerReason: 'damaged', applyType: 2 })).toEqual({});
    expect(errors({ ...base, refundType: 1, keepGifts: [3] })).toEqual({ keepGifts: 'validation.giftWholeOrder' });
  });

  it('contact: phone with area code (normalised), optional e-mail', () => {
    expect(refundMobileSchema.parse('+86 138-0013-8000')).toBe('+86 13800138000');
    expect(refundMobileSchema.safeParse('13800138000').success).toBe(false);
    expect(refundMobileSchema.safeParse('+86 123').success).toBe(false);
    expect(errors({ ...base, buyerMail: '' })).toEqual({});
    expect(errors({ ...base, buyerMail: 'nope' })).toEqual({ buyerMail: 'validation.correctEmail' });
  });
});

describe('return parcel and intervention', () => {
  it('company and number required; intervention needs a reason and at most 3 vouchers', () => {
    expect(fieldErrors(refundExpressSchema.safeParse({ refundSn: 'R1234567', expressNo: '1' }))).toEqual({
      expressName: 'validation.logisticsCompanyRequired',
    });
    expect(fieldErrors(refundExpressSchema.safeParse({ refundSn: 'R1234567', expressName: 'DHL', expressNo: ' ' }))).toEqual({
      expressNo: 'validation.logisticsNumberRequired',
    });
    expect(
      fieldErrors(refundInterventionSchema.safeParse({ refundSn: 'R1234567', reason: 'Look', photoFiles: ['a', 'b', 'c', 'd'] })),
    ).toEqual({
      photoFiles: 'validation.uploadLimit',
    });
    expect(fieldErrors(refundInterventionSchema.safeParse({ refundSn: 'R1234567', reason: '' }))).toEqual({
      reason: 'validation.interventionReason',
    });
  });
});

describe('lineRefundFor', () => {
  const line = { share: 1000, count: 3, refundedCount: 0, refundedAmount: 0 };
  it('pays k units pro rata (floored) and the last units what is left, never more than the share in total', () => {
    expect(lineRefundFor(line, 1)).toBe(333);
    expect(lineRefundFor(line, 2)).toBe(666);
    expect(lineRefundFor(line, 3)).toBe(1000);
    const afterOne = { ...line, refundedCount: 1, refundedAmount: 333 };
    expect(lineRefundFor(afterOne, 1)).toBe(333);
    expect(lineRefundFor(afterOne, 2)).toBe(667);
    expect(lineRefundFor({ ...line, refundedCount: 2, refundedAmount: 666 }, 1)).toBe(334);
  });
});
