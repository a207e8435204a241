import type { Db } from '../../db';

/**
 * Import duty and tax estimates for DDP orders (docs/product.md "Trade terms"), from the seeded
 * `duty_rate` table: per destination country and top-level category, with the country's row for
 * every other category (category 0) and a generic row for countries without a table ('ZZ').
 * Estimates: the destination's customs decides the real amounts.
 */
export interface DutyRate {
  countryCode: string;
  categoryId: number;
  dutyBp: number;
  taxBp: number;
  dutyFreeUnder: number | null;
  asOf: string;
}

/** The table's fallback for a country it has no rows for. */
export const ANY_COUNTRY = 'ZZ';

export const DUTY_COLS = `country_code AS "countryCode", category_id::int AS "categoryId", duty_bp AS "dutyBp", tax_bp AS "taxBp",
  duty_free_under::float8 AS "dutyFreeUnder", to_char(as_of, 'YYYY-MM-DD') AS "asOf"`;

/** The rows for a destination: its own, or the generic ones when it has none. */
export const DUTY_SQL = (param: string) =>
  `SELECT ${DUTY_COLS} FROM duty_rate
    WHERE country_code = CASE WHEN EXISTS (SELECT 1 FROM duty_rate WHERE country_code = ${param}) THEN ${param} ELSE '${ANY_COUNTRY}' END`;

export async function dutyRates(db: Db, countryCode: string): Promise<DutyRate[]> {
  return db.query<DutyRate>(DUTY_SQL('$1'), [countryCode]);
}

export interface DutyEstimate {
  duty: number;
  tax: number;
  /** The rates of the order's largest line (what the page explains), and the table's date. */
  dutyBp: number;
  taxBp: number;
  asOf: string | null;
}

/** Half-up rounding of a non-negative amount times basis points: one rounding, in integer minor units. */
const bpOf = (amount: number, bp: number) => Math.floor((amount * bp + 5000) / 10000);

/**
 * Duty and import tax of one shop's order. Customs value per line: its goods plus its share of
 * freight and insurance (by value; the last line takes what rounding left); duty at the line's
 * category rate, none while the goods total is under the country's de minimis; tax on the customs
 * value plus the duty.
 */
export function estimateDuties(
  rates: readonly DutyRate[],
  lines: readonly { catL1: number | null; productTotal: number }[],
  freight: number,
  insurance: number,
): DutyEstimate {
  const fallback = rates.find((r) => r.categoryId === 0);
  const rateOf = (cat: number | null) => rates.find((r) => r.categoryId === cat) ?? fallback;
  const goods = lines.reduce((s, l) => s + l.productTotal, 0);
  const none: DutyEstimate = { duty: 0, tax: 0, dutyBp: 0, taxBp: 0, asOf: fallback?.asOf ?? null };
  if (!lines.length || !goods || !fallback) return none;
  const dutyFree = fallback.dutyFreeUnder != null && goods < fallback.dutyFreeUnder;
  const extra = freight + insurance;
  let shared = 0;
  let duty = 0;
  let tax = 0;
  lines.forEach((l, i) => {
    const share = i === lines.length - 1 ? extra - shared : Math.floor((extra * l.productTotal) / goods);
    shared += share;
    const rate = rateOf(l.catL1)!;
    const value = l.productTotal + share;
    const lineDuty = dutyFree ? 0 : bpOf(value, rate.dutyBp);
    duty += lineDuty;
    tax += bpOf(value + lineDuty, rate.taxBp);
  });
  const main = rateOf([...lines].sort((a, b) => b.productTotal - a.productTotal)[0]!.catL1)!;
  return { duty, tax, dutyBp: dutyFree ? 0 : main.dutyBp, taxBp: main.taxBp, asOf: main.asOf };
}
