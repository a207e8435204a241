import { describe, expect, it } from 'vitest';
import { COMMENT_IMAGES_MAX, COMMENT_MAX } from '../../constants';
import { reviewErrors, reviewSubmitSchema } from '../reviews';

const item = (over: object = {}) => ({ orderItemId: 1, score: 5, content: 'Good', pics: [], isAnonymous: false, ...over });

describe('review schema (write-comments form and API)', () => {
  it('needs text: empty or blank is "Evaluation cannot be empty"; 150 characters pass, 151 do not', () => {
    expect(reviewErrors(item({ content: '' })).content).toBe('validation.commentEmpty');
    expect(reviewErrors(item({ content: ' \n ' })).content).toBe('validation.commentEmpty');
    expect(reviewErrors(item({ content: 'a'.repeat(COMMENT_MAX) }))).toEqual({});
    expect(reviewErrors(item({ content: ` ${'评'.repeat(COMMENT_MAX)} ` }))).toEqual({});
    expect(reviewErrors(item({ content: 'a'.repeat(COMMENT_MAX + 1) })).content).toBe('validation.commentMax');
  });
  it('takes up to 9 pictures and a 1-5 star rating', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `comment-image/${i}`);
    expect(reviewErrors(item({ pics: keys(COMMENT_IMAGES_MAX) }))).toEqual({});
    expect(reviewErrors(item({ pics: keys(COMMENT_IMAGES_MAX + 1) })).pics).toBe('validation.uploadLimit');
    expect(reviewErrors(item({ score: 0 })).score).toBe('validation.ratingRequired');
    expect(reviewErrors(item({ score: 6 })).score).toBe('validation.ratingRequired');
  });
  it('a submit reviews each order item once', () => {
    expect(reviewSubmitSchema.safeParse({ orderNumber: '1760000000001', comments: [item(), item({ orderItemId: 2 })] }).success).toBe(true);
    expect(reviewSubmitSchema.safeParse({ orderNumber: '1760000000001', comments: [item(), item()] }).success).toBe(false);
    expect(reviewSubmitSchema.safeParse({ orderNumber: '1760000000001', comments: [] }).success).toBe(false);
  });
});
