import { DEFAULT_CURRENCY, formatMoney, type Page } from '@mall/shared';
import type { LedgerEntryView, WalletSummary } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { arr, iso, num } from '../../db/sql';
import { POINTS_PER_CENT } from '../checkout/checkout-settings';
import { moveBalance } from '../ledger';
import { createPlatformOrder, PLATFORM_SHOP_ID, type PaidPlatformOrder } from '../checkout/order-kinds';
import { notify } from '../notifications';
import { rechargeAmountSchema } from '@mall/shared/schemas';
import { invalidField } from '../../http/messages';
import { toBaseCurrency } from '../system/rates';

/**
 * The wallet: balance and points with their ledgers (checkout's balance_ledger / points_ledger),
 * and the balance top-up, bought at the payment counter as a platform order of type 'recharge'.
 */
export async function walletSummary(db: Db, userId: string): Promise<WalletSummary> {
  const u = await db.one<{ balance: string | number; score: number }>(`SELECT balance, score FROM app_user WHERE user_id = $1`, [userId]);
  return { balance: num(u?.balance), points: u?.score ?? 0, pointsPerCent: POINTS_PER_CENT };
}

export interface LedgerQuery {
  /** in = money or points received, out = spent. */
  direction?: 'in' | 'out';
  reason?: string;
  /** Calendar days ('YYYY-MM-DD') in the buyer's time zone, both included. */
  from?: string;
  to?: string;
  timeZone: string;
  current: number;
  size: number;
}

const LEDGERS = {
  balance: { table: 'balance_ledger', after: 'balance_after' },
  points: { table: 'points_ledger', after: 'points_after' },
} as const;

/**
 * One page of a ledger, newest first, with the goods orders each movement concerns: a payment's
 * orders (the ref is the payment id), or the order its ref names ('<orderNumber>' or
 * '<orderNumber>:<part>'). Only the buyer's own goods orders are named.
 */
export async function ledgerPage(db: Db, userId: string, which: keyof typeof LEDGERS, q: LedgerQuery): Promise<Page<LedgerEntryView>> {
  const { table, after } = LEDGERS[which];
  const params: unknown[] = [userId];
  const where = ['l.user_id = $1'];
  if (q.direction) where.push(q.direction === 'in' ? 'l.change > 0' : 'l.change < 0');
  if (q.reason) {
    params.push(q.reason);
    where.push(`l.reason = $${params.length}`);
  }
  if (q.from || q.to) params.push(q.timeZone);
  const zone = `$${params.length}`;
  if (q.from) {
    params.push(q.from);
    where.push(`(l.created_at AT TIME ZONE ${zone})::date >= $${params.length}::date`);
  }
  if (q.to) {
    params.push(q.to);
    where.push(`(l.created_at AT TIME ZONE ${zone})::date <= $${params.length}::date`);
  }
  const cond = where.join(' AND ');
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} l WHERE ${cond}`, params))?.n);
  const rows = await db.query<{
    entryId: string | number;
    change: string | number;
    after: string | number;
    reason: string;
    ref: string;
    createdAt: string;
    refs: string[];
  }>(
    `SELECT l.entry_id AS "entryId", l.change, l.${after} AS after, l.reason, l.ref, l.created_at AS "createdAt",
            coalesce(p.order_numbers, ARRAY[split_part(l.ref, ':', 1)]) AS refs
       FROM ${table} l LEFT JOIN payment p ON p.payment_id = l.ref AND p.user_id = l.user_id
      WHERE ${cond} ORDER BY l.entry_id DESC LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  );
  const named = [...new Set(rows.flatMap((r) => r.refs))];
  const goods = new Set(
    named.length
      ? (
          await db.query<{ n: string }>(
            `SELECT order_number AS n FROM order_info WHERE user_id = $1 AND shop_id <> ${PLATFORM_SHOP_ID} AND order_number = ANY(${arr(2, 'text')})`,
            [userId, JSON.stringify(named)],
          )
        ).map((r) => r.n)
      : [],
  );
  return {
    records: rows.map((r) => ({
      entryId: num(r.entryId),
      change: num(r.change),
      after: num(r.after),
      reason: r.reason,
      ref: r.ref,
      orderNumbers: r.refs.filter((n) => goods.has(n)),
      createTime: iso(r.createdAt)!,
    })),
    total,
    pages: Math.ceil(total / q.size),
    current: q.current,
    size: q.size,
  };
}

/**
 * A top-up order to pay at the counter: an amount typed in the buyer's currency becomes base minor
 * units once (toBaseCurrency), then the base limits apply (rechargeAmountSchema, as the form checks).
 */
export async function createRecharge(
  db: Db,
  userId: string,
  typed: number,
  currency: string | undefined,
  payTimeoutMs: number,
): Promise<{ orderNumber: string }> {
  const amount = currency ? await toBaseCurrency(db, typed, currency, true) : typed;
  if (amount === null) throw invalidField('currency', 'validation.invalid');
  if (!rechargeAmountSchema.safeParse(amount).success) throw invalidField('amount', 'validation.rechargeAmount');
  return { orderNumber: await createPlatformOrder(db, { userId, orderType: 'recharge', amount, payTimeoutMs }) };
}

/** Paying a top-up credits the balance (once: the ledger's (reason, ref) is unique) and tells the buyer. */
export async function fulfilRecharge(t: Db, order: PaidPlatformOrder): Promise<void> {
  await moveBalance(t, order.userId, order.amount, 'recharge', order.orderNumber);
  await notify(t, {
    userId: order.userId,
    kind: 'system',
    event: 'membership:notify.recharged',
    params: { amount: formatMoney(order.amount, DEFAULT_CURRENCY), orderNumber: order.orderNumber },
    link: '/user-center/uc-balance',
    ref: `recharge:${order.orderNumber}`,
  });
}
