import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../dates';

// Built from local parts, so the expectations hold in any zone the tests run in.
const local = new Date(2026, 10, 1, 9, 5).toISOString();

describe('dates in the page language', () => {
  it('writes a date the way each language reads it', () => {
    expect(formatDate(local, 'en')).toBe('Nov 1, 2026');
    expect(formatDate(local, 'zh_CN')).toBe('2026年11月1日');
  });

  it('adds a 24-hour time with leading zeros', () => {
    expect(formatDateTime(local, 'en')).toBe('Nov 1, 2026, 09:05');
    expect(formatDateTime(new Date(2026, 0, 31, 23, 59), 'zh_CN')).toBe('2026年1月31日 23:59');
  });

  it('answers an empty string for a value that is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime('', 'zh_CN')).toBe('');
  });
});
