import { describe, expect, it } from 'vitest';
import { checkMarketKeyword } from '../keyword-rule';
import { marketSearchKeywordSchema } from '../commerce';

/** The /search page checks keywords without zod: it must answer exactly as the shared schema does. */
describe('checkMarketKeyword', () => {
  const cases: unknown[] = ['lamp', '  lamp  ', '', '   ', 'a', ' 7 ', 'a b', 'a lamp', '灯', 'x 灯', 'ab', '\tled\n', 'é', undefined, 42];
  it.each(cases.map((c) => [JSON.stringify(c) ?? String(c), c]))('%s: same answer as marketSearchKeywordSchema', (_, value) => {
    const zod = marketSearchKeywordSchema.safeParse(value);
    const plain = checkMarketKeyword(value);
    expect(plain.success).toBe(zod.success);
    if (zod.success) expect(plain).toEqual({ success: true, data: zod.data });
    else expect(plain).toEqual({ success: false, error: zod.error.issues[0]!.message });
  });

  it('refuses one Latin letter and an empty box, keeps a Chinese character', () => {
    expect(checkMarketKeyword('a')).toEqual({ success: false, error: 'validation.searchTooShort' });
    expect(checkMarketKeyword('  ')).toEqual({ success: false, error: 'validation.searchEmpty' });
    expect(checkMarketKeyword(' 灯 ')).toEqual({ success: true, data: '灯' });
  });
});
