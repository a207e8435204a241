import { describe, expect, it } from 'vitest';
import { LEDGER_REASONS, LOCALES } from '@mall/shared';
import { features } from '../../../i18n/features';

describe('ledger reasons', () => {
  // The API writes these reasons (moveBalance, movePoints); a buyer must never see a raw key.
  for (const locale of LOCALES) {
    it(`names every reason the ledgers can hold in ${locale}`, () => {
      const names = (features[locale] as { ledger: { reasons: Record<string, string> } }).ledger.reasons;
      const reasons = [...new Set([...LEDGER_REASONS.balance, ...LEDGER_REASONS.points])];
      expect(reasons.filter((r) => typeof names[r] !== 'string' || names[r] === '')).toEqual([]);
    });
  }
});
