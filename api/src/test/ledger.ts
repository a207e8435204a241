import type { Db } from '../db';
import { moveBalance, movePoints } from '../modules/ledger';

/**
 * Test set-up that goes through the ledgers instead of writing totals: a test database is held to
 * the money invariants when it closes (harness.ts), so a balance, points or stock a test needs is
 * granted as a ledger line or a stock adjustment, as the platform would.
 */
let grants = 0;

/** Gives an account balance and/or points ('grant' ledger lines). */
export async function grant(db: Db, userId: string, amounts: { balance?: number; points?: number }): Promise<void> {
  const ref = `test-grant-${++grants}`;
  if (amounts.balance) await moveBalance(db, userId, amounts.balance, 'grant', ref);
  if (amounts.points) await movePoints(db, userId, amounts.points, 'grant', ref);
}

/** Sets a SKU's stock as a count correction would: an 'adjust' move for the difference. */
export async function setStock(db: Db, skuId: number, stocks: number): Promise<void> {
  await db.tx(async (t) => {
    const s = await t.one<{ stocks: number }>(`SELECT stocks FROM sku WHERE sku_id = $1 FOR UPDATE`, [skuId]);
    const change = stocks - (s?.stocks ?? 0);
    if (!change) return;
    await t.query(`UPDATE sku SET stocks = $2 WHERE sku_id = $1`, [skuId, stocks]);
    await t.query(`INSERT INTO stock_movement (sku_id, change, reason, ref) VALUES ($1, $2, 'adjust', 'test')`, [skuId, change]);
  });
}
