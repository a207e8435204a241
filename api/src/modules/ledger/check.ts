import { PAY_TYPES } from '@mall/shared';
import { POINTS_PER_CENT } from '../checkout/checkout-settings';
import { PAYMENT_STATUS } from '../checkout/payment';
import { GATEWAY_PAY_TYPES } from './payback';
import type { Db } from '../../db';
import { num } from '../../db/sql';

/**
 * The money invariants (docs/money.md), as queries over the whole database: what `pnpm money:check`
 * runs, what every API test file's database is held to when it closes, and what the property test
 * asserts after each step. Each answers the rows that break it; none may ever answer one.
 */
export interface Breach {
  invariant: InvariantName;
  /** What breaks it: an order, a payment, an account, a SKU, a coupon. */
  subject: string;
  detail: string;
}

/** Limits the check to some accounts (their orders, payments, ledgers, coupons) and SKUs. */
export interface CheckScope {
  userIds?: string[];
  skuIds?: number[];
}

export const INVARIANTS = {
  refundedLePaid: 'Per order and payment method, money paid back ≤ money paid (per settled part too)',
  paymentAccounted: 'Every payment taken settles its orders or goes back whole; nothing is paid back beyond a payment',
  gatewayRefunds: 'Gateway refunds of a payment ≤ its amount; every gateway payback has the gateway’s refund',
  orderFigures: 'An order’s paid, refunded and points-returned figures are the sums of its settlements and paybacks',
  balance: 'Balance = the sum of its ledger lines (never below 0); each refund, payment line has its payback or payment',
  points: 'Points = the sum of their ledger lines; refunds, spending and returns match their paybacks, orders and payments',
  growth: 'Growth = the sum of its ledger lines; the level is the growth’s; an order refunded in full keeps no growth',
  stock: 'Per SKU, stock = opening + adjustments + returned − sold; each order line sold once, returned at most what it took',
  coupons: 'Per coupon at most one live use: a free coupon no open order lists; a used one listed by the open orders of one submit',
} as const;
export type InvariantName = keyof typeof INVARIANTS;

type Row = Record<string, unknown>;
interface Query {
  invariant: InvariantName;
  /** $1: the accounts in scope, $2: the SKUs (jsonb arrays of ids, or null: everything). */
  sql: string;
  describe: (r: Row) => { subject: string; detail: string };
}

const USERS = (col: string) => `($1::jsonb IS NULL OR ${col} = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb))))`;
const SKUS = (col: string) => `($2::jsonb IS NULL OR ${col} = ANY (ARRAY(SELECT jsonb_array_elements_text($2::jsonb)::bigint)))`;
const MONEY_PARTS = `('full', 'advance', 'final')`;

// Built on first use: the pay types and payment states come from modules that import this one.
const queries = (): Query[] => [
  {
    invariant: 'refundedLePaid',
    sql: `WITH paid AS (SELECT s.order_number, p.pay_type, sum(s.amount) AS paid FROM order_settlement s JOIN payment p ON p.payment_id = s.payment_id GROUP BY 1, 2),
               back AS (SELECT b.order_number, b.pay_type, sum(b.amount) AS back FROM payback b JOIN order_info o ON o.order_number = b.order_number
                         WHERE b.part IN ${MONEY_PARTS} AND ${USERS('o.user_id')} GROUP BY 1, 2)
          SELECT back.order_number AS "order", back.pay_type AS "payType", coalesce(paid.paid, 0) AS paid, back.back
            FROM back LEFT JOIN paid ON paid.order_number = back.order_number AND paid.pay_type = back.pay_type
           WHERE back.back > coalesce(paid.paid, 0)
          UNION ALL
          SELECT b.order_number, b.pay_type, coalesce(max(s.amount), 0), sum(b.amount)
            FROM payback b JOIN order_info o ON o.order_number = b.order_number
            LEFT JOIN order_settlement s ON s.order_number = b.order_number AND s.part = b.part
           WHERE b.part IN ${MONEY_PARTS} AND ${USERS('o.user_id')}
           GROUP BY b.order_number, b.part, b.pay_type HAVING sum(b.amount) > coalesce(max(s.amount), 0)`,
    describe: (r) => ({ subject: `order ${r.order}`, detail: `pay type ${r.payType}: paid back ${num(r.back)} of ${num(r.paid)} paid` }),
  },
  {
    invariant: 'paymentAccounted',
    // A taken payment (paid, or refunded because it came late) is settled or paid back whole; others hold nothing.
    sql: `SELECT * FROM (
            SELECT p.payment_id AS payment, p.status, p.amount,
                   coalesce((SELECT sum(s.amount) FROM order_settlement s WHERE s.payment_id = p.payment_id), 0) AS settled,
                   coalesce((SELECT sum(b.amount) FROM payback b WHERE b.payment_id = p.payment_id AND b.part = 'payment'), 0) AS late,
                   coalesce((SELECT sum(b.amount) FROM payback b WHERE b.payment_id = p.payment_id AND b.part <> 'pointsUsed'), 0) AS back
              FROM payment p WHERE ${USERS('p.user_id')}) x
           WHERE back > amount OR settled + late <> CASE WHEN status IN (${PAYMENT_STATUS.paid}, ${PAYMENT_STATUS.refunded}) THEN amount ELSE 0 END`,
    describe: (r) => ({
      subject: `payment ${r.payment}`,
      detail: `status ${r.status}, amount ${num(r.amount)}: settled ${num(r.settled)}, paid back whole ${num(r.late)}, paid back in all ${num(r.back)}`,
    }),
  },
  {
    invariant: 'gatewayRefunds',
    sql: `SELECT p.payment_id AS payment, p.amount, sum(g.amount) AS refunded, NULL AS payback
            FROM payment p JOIN sandbox_gateway_refund g ON g.payment_id = p.payment_id
           WHERE ${USERS('p.user_id')} GROUP BY p.payment_id, p.amount HAVING sum(g.amount) > p.amount
          UNION ALL
          SELECT b.payment_id, b.amount, g.amount, b.payback_id::text
            FROM payback b LEFT JOIN sandbox_gateway_refund g ON g.refund_no = b.gateway_refund_no
           WHERE b.status = 'done' AND b.pay_type IN (${GATEWAY_PAY_TYPES.join(', ')}) AND ${USERS('b.user_id')}
             AND (g.refund_no IS NULL OR g.amount <> b.amount OR g.payment_id <> b.payment_id)`,
    describe: (r) => ({
      subject: `payment ${r.payment}`,
      detail: r.payback
        ? `payback ${r.payback} of ${num(r.amount)} has no matching gateway refund (${r.refunded == null ? 'none' : num(r.refunded)})`
        : `the gateway refunded ${num(r.refunded)} of ${num(r.amount)}`,
    }),
  },
  {
    invariant: 'orderFigures',
    sql: `SELECT o.order_number AS "order", o.paid_amount AS paid, o.refunded_amount AS refunded, o.points_used AS "pointsUsed", o.points_returned AS "pointsReturned",
                 s.settled, coalesce(b.money, 0) AS money, coalesce(b.points, 0) AS points
            FROM order_info o
            LEFT JOIN (SELECT order_number, sum(amount) AS settled FROM order_settlement GROUP BY 1) s ON s.order_number = o.order_number
            LEFT JOIN (SELECT order_number, sum(amount) FILTER (WHERE part IN ${MONEY_PARTS}) AS money, sum(amount) FILTER (WHERE part = 'pointsUsed') AS points
                         FROM payback GROUP BY 1) b ON b.order_number = o.order_number
           WHERE ${USERS('o.user_id')}
             AND (o.refunded_amount <> coalesce(b.money, 0) OR o.points_returned <> coalesce(b.points, 0) OR o.points_returned > o.points_used
                  OR o.refunded_amount > o.paid_amount OR o.paid_amount <> coalesce(s.settled, 0))`,
    describe: (r) => ({
      subject: `order ${r.order}`,
      detail:
        `paid ${num(r.paid)} (settled ${num(r.settled)}), refunded ${num(r.refunded)} (paybacks ${num(r.money)}), ` +
        `points used ${num(r.pointsUsed)}, returned ${num(r.pointsReturned)} (paybacks ${num(r.points)})`,
    }),
  },
  {
    invariant: 'balance',
    sql: `SELECT u.user_id AS account, u.balance, l.lines, l.refunds, l.pays, b.back, p.paid
            FROM app_user u
            LEFT JOIN (SELECT user_id, sum(change) AS lines, sum(change) FILTER (WHERE reason = 'refund') AS refunds,
                              sum(change) FILTER (WHERE reason = 'pay') AS pays FROM balance_ledger GROUP BY 1) l ON l.user_id = u.user_id
            LEFT JOIN (SELECT user_id, sum(amount) AS back FROM payback WHERE pay_type = ${PAY_TYPES.balance} AND status = 'done' GROUP BY 1) b ON b.user_id = u.user_id
            LEFT JOIN (SELECT user_id, sum(amount) AS paid FROM payment WHERE pay_type = ${PAY_TYPES.balance} AND status = ${PAYMENT_STATUS.paid} GROUP BY 1) p ON p.user_id = u.user_id
           WHERE ${USERS('u.user_id')}
             AND (u.balance <> coalesce(l.lines, 0) OR u.balance < 0 OR coalesce(l.refunds, 0) <> coalesce(b.back, 0)
                  OR -coalesce(l.pays, 0) <> coalesce(p.paid, 0))`,
    describe: (r) => ({
      subject: `account ${r.account}`,
      detail:
        `balance ${num(r.balance)}, its lines add up to ${num(r.lines)}; refund lines ${num(r.refunds)} vs balance paybacks ${num(r.back)}; ` +
        `payment lines ${-num(r.pays)} vs balance payments ${num(r.paid)}`,
    }),
  },
  {
    invariant: 'points',
    sql: `SELECT u.user_id AS account, u.score, l.lines, l.refunds, l.returns, l.uses, l.pays, b.back, b.returned, o.used, p.paid
            FROM app_user u
            LEFT JOIN (SELECT user_id, sum(change) AS lines, sum(change) FILTER (WHERE reason = 'refund') AS refunds,
                              sum(change) FILTER (WHERE reason IN ('orderReturn', 'refundPointsReturn')) AS returns,
                              sum(change) FILTER (WHERE reason = 'orderUse') AS uses, sum(change) FILTER (WHERE reason = 'pay') AS pays
                         FROM points_ledger GROUP BY 1) l ON l.user_id = u.user_id
            LEFT JOIN (SELECT user_id, sum(amount) FILTER (WHERE pay_type = ${PAY_TYPES.points} AND status = 'done') AS back,
                              sum(amount) FILTER (WHERE part = 'pointsUsed') AS returned FROM payback GROUP BY 1) b ON b.user_id = u.user_id
            LEFT JOIN (SELECT user_id, sum(points_used) AS used FROM order_info GROUP BY 1) o ON o.user_id = u.user_id
            LEFT JOIN (SELECT user_id, sum(amount) AS paid FROM payment WHERE pay_type = ${PAY_TYPES.points} AND status = ${PAYMENT_STATUS.paid} GROUP BY 1) p ON p.user_id = u.user_id
           WHERE ${USERS('u.user_id')}
             AND (u.score <> coalesce(l.lines, 0) OR u.score < 0 OR coalesce(l.refunds, 0) <> coalesce(b.back, 0) * ${POINTS_PER_CENT}
                  OR coalesce(l.returns, 0) <> coalesce(b.returned, 0) OR -coalesce(l.uses, 0) <> coalesce(o.used, 0)
                  OR -coalesce(l.pays, 0) <> coalesce(p.paid, 0) * ${POINTS_PER_CENT})`,
    describe: (r) => ({
      subject: `account ${r.account}`,
      detail:
        `points ${num(r.score)}, lines add up to ${num(r.lines)}; refund lines ${num(r.refunds)} vs points paybacks ${num(r.back) * POINTS_PER_CENT}; ` +
        `returned ${num(r.returns)} vs paybacks ${num(r.returned)}; used ${-num(r.uses)} vs orders ${num(r.used)}; ` +
        `paid ${-num(r.pays)} vs payments ${num(r.paid) * POINTS_PER_CENT}`,
    }),
  },
  {
    invariant: 'growth',
    sql: `SELECT u.user_id AS account, u.growth, u.level, l.lines, NULL AS "order",
                 (SELECT max(level) FROM member_level WHERE growth_min <= u.growth) AS "levelOfGrowth"
            FROM app_user u LEFT JOIN (SELECT user_id, sum(change) AS lines FROM growth_ledger GROUP BY 1) l ON l.user_id = u.user_id
           WHERE ${USERS('u.user_id')}
             AND (u.growth <> coalesce(l.lines, 0) OR u.growth < 0
                  OR u.level IS DISTINCT FROM coalesce((SELECT max(level) FROM member_level WHERE growth_min <= u.growth), u.level))
          UNION ALL
          SELECT o.user_id, NULL, NULL, sum(g.change), o.order_number, NULL
            FROM order_info o JOIN growth_ledger g ON g.user_id = o.user_id AND (g.ref = o.order_number OR g.ref LIKE o.order_number || ':%')
           WHERE o.paid_amount > 0 AND o.refunded_amount >= o.paid_amount AND ${USERS('o.user_id')}
           GROUP BY o.user_id, o.order_number HAVING sum(g.change) <> 0`,
    describe: (r) =>
      r.order
        ? { subject: `order ${r.order}`, detail: `refunded in full, still keeps ${num(r.lines)} growth` }
        : {
            subject: `account ${r.account}`,
            detail: `growth ${num(r.growth)}, its lines add up to ${num(r.lines)}; level ${r.level}, the growth's level ${r.levelOfGrowth}`,
          },
  },
  {
    invariant: 'stock',
    sql: `SELECT 'sku ' || s.sku_id AS subject, 'stock ' || s.stocks || ', its movements add up to ' || coalesce(m.sum, 0) AS detail
            FROM sku s LEFT JOIN (SELECT sku_id, sum(change) AS sum FROM stock_movement GROUP BY 1) m ON m.sku_id = s.sku_id
           WHERE ${SKUS('s.sku_id')} AND s.stocks <> coalesce(m.sum, 0)
          UNION ALL
          SELECT 'order line ' || i.order_item_id || ' (sku ' || i.sku_id || ', order ' || i.order_number || ')',
                 'took ' || i.count || ': sold ' || -coalesce(m.sold, 0) || ' in ' || coalesce(m.sales, 0) || ' movement(s), returned ' || coalesce(m.returned, 0)
            FROM order_item i
            LEFT JOIN (SELECT order_item_id, sum(change) FILTER (WHERE reason = 'sale') AS sold, count(*) FILTER (WHERE reason = 'sale') AS sales,
                              sum(change) FILTER (WHERE reason = 'return') AS returned FROM stock_movement WHERE order_item_id IS NOT NULL GROUP BY 1) m
              ON m.order_item_id = i.order_item_id
           WHERE ${SKUS('i.sku_id')} AND (coalesce(m.sales, 0) <> 1 OR -coalesce(m.sold, 0) <> i.count OR coalesce(m.returned, 0) > i.count)`,
    describe: (r) => ({ subject: String(r.subject), detail: String(r.detail) }),
  },
  {
    invariant: 'coupons',
    sql: `SELECT uc.user_coupon_id AS coupon, uc.status, count(DISTINCT o.submit_uuid) AS submits, string_agg(o.order_number, ', ') AS orders
            FROM user_coupon uc JOIN order_info o ON o.user_id = uc.user_id AND uc.user_coupon_id = ANY (o.coupon_ids) AND o.status <> 6
           WHERE ${USERS('uc.user_id')}
           GROUP BY uc.user_coupon_id, uc.status HAVING uc.status = 0 OR count(DISTINCT o.submit_uuid) > 1`,
    describe: (r) => ({
      subject: `coupon ${r.coupon}`,
      detail: `${r.status === 0 ? 'free again' : 'used'}, yet open orders of ${num(r.submits)} submit(s) use it: ${r.orders}`,
    }),
  },
];

/** Every breach of the invariants in the database (or in the scope), grouped in the order of INVARIANTS. */
export async function checkMoney(db: Db, scope: CheckScope = {}): Promise<Breach[]> {
  const users = scope.userIds ? JSON.stringify(scope.userIds) : null;
  const skus = scope.skuIds ? JSON.stringify(scope.skuIds.map(String)) : null;
  const breaches: Breach[] = [];
  // One statement for all of them: one round trip (the property test checks after every step).
  const all = queries();
  const sql = all.map((q, i) => `SELECT ${i} AS q, to_jsonb(x) AS row FROM (${q.sql}) x`).join('\nUNION ALL\n');
  const rows = await db.query<{ q: number; row: Row }>(`${sql}\nORDER BY 1`, [users, skus]);
  for (const { q, row } of rows) {
    const query = all[q]!;
    breaches.push({ invariant: query.invariant, ...query.describe(typeof row === 'string' ? (JSON.parse(row) as Row) : row) });
  }
  return breaches;
}

/** The breaches as a report: one line per breach under its invariant. */
export function formatBreaches(breaches: Breach[]): string {
  if (!breaches.length) return 'Money invariants: all hold.';
  const lines = [`Money invariants: ${breaches.length} breach(es).`];
  for (const name of Object.keys(INVARIANTS) as InvariantName[]) {
    const mine = breaches.filter((b) => b.invariant === name);
    if (!mine.length) continue;
    lines.push(`✗ ${INVARIANTS[name]}`);
    for (const b of mine.slice(0, 50)) lines.push(`    ${b.subject}: ${b.detail}`);
    if (mine.length > 50) lines.push(`    … and ${mine.length - 50} more`);
  }
  return lines.join('\n');
}
