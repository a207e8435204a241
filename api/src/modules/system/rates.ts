import { convertMinor } from '@mall/shared';
import type { Db } from '../../db';

/**
 * Minor units of an enabled currency as minor units of the base (default) currency, at the one
 * dated rate table (`currency`), rounded once; null when the currency is unknown (or, with
 * `enabledOnly`, switched off: what a buyer may pay in now; a quotation keeps the currency it was made in).
 */
export async function toBaseCurrency(db: Db, amount: number, from: string, enabledOnly = false): Promise<number | null> {
  const rates = await db.query<{ code: string; rate: string | number; isDefault: number }>(
    `SELECT currency_code AS code, exchange_rate AS rate, default_currency AS "isDefault" FROM currency
      WHERE (currency_code = $1 AND (status = 1 OR NOT $2)) OR default_currency = 1`,
    [from, enabledOnly],
  );
  const source = rates.find((r) => r.code === from);
  const base = rates.find((r) => r.isDefault === 1);
  if (!source || !base) return null;
  return convertMinor(
    amount,
    { currencyCode: source.code, exchangeRate: Number(source.rate) },
    { currencyCode: base.code, exchangeRate: Number(base.rate) },
  );
}
