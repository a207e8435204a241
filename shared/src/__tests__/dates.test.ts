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

  it('shows a calendar day (YYYY-MM-DD) as that day in every zone', () => {
    const zone = process.env.TZ;
    try {
      // West of UTC, where UTC midnight is still the day before.
      process.env.TZ = 'America/New_York';
      expect(formatDate('2026-11-23', 'en')).toBe('Nov 23, 2026');
      expect(formatDate('2026-01-01', 'zh_CN')).toBe('2026年1月1日');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('answers an empty string for a value that is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime('', 'zh_CN')).toBe('');
  });
});
