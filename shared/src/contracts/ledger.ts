import { z } from 'zod';
import { isoTime, type Contract } from './common';

/**
 * The buyer's raw balance and points ledgers (`checkout` API module, /p/ledger): the latest 50
 * movements, newest first. The wallet pages read the filtered, paged ledgers of contracts/membership.ts.
 */

const entry = {
  entryId: z.number().int(),
  /** Minor units (balance) or points; negative when spent. */
  change: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  createdAt: isoTime,
};
export const balanceEntrySchema = z.object({ ...entry, balanceAfter: z.number().int() });
export type BalanceEntry = z.input<typeof balanceEntrySchema>;
export const pointsEntrySchema = z.object({ ...entry, pointsAfter: z.number().int() });
export type PointsEntry = z.input<typeof pointsEntrySchema>;

export const ledgerContract = {
  balance: { method: 'GET', url: '/p/ledger/balance', data: z.array(balanceEntrySchema) },
  points: { method: 'GET', url: '/p/ledger/points', data: z.array(pointsEntrySchema) },
} as const satisfies Contract;
