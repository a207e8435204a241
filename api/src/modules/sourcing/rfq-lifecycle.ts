import { RESPONSE_CODES, type Locale } from '@mall/shared';
import type { PublicRfqDetail } from '@mall/shared/contracts';
import { rfqDay, type RfqState } from '@mall/shared/schemas';
import type { Db } from '../../db';
import { langOfLocale, num } from '../../db/sql';
import { PUBLIC_COLS, publicRfq } from '../rfq';
import { rfqNotFound, sourcingError } from './messages';
import { notifyBuyer } from './notices';

/**
 * A request's states after posting (spec section 4), beside the rfq module's post, read and
 * buyer close: the buyer cancels one that no supplier has answered yet, gives an open or expired
 * one a later validity date, the platform closes one (with the reason the buyer reads), and the
 * procurement centre shows one to suppliers without the buyer's contact.
 */

const DAY_MS = 24 * 3600 * 1000;
/** The state a reader sees: an inquiring request past its validity is expired. */
const STATE = `CASE WHEN r.status = 'inquiring' AND r.expires_at <= now() THEN 'expired' ELSE r.status END`;

async function lockOwn(t: Db, userId: string, rfqNumber: string) {
  const r = await t.one<{ id: string | number; state: string; validUntil: string; quotations: number }>(
    `SELECT r.rfq_id AS id, ${STATE} AS state, to_char(r.valid_until, 'YYYY-MM-DD') AS "validUntil",
            (SELECT count(*)::int FROM quotation q WHERE q.rfq_id = r.rfq_id) AS quotations
       FROM rfq r WHERE r.rfq_number = $1 AND r.user_id = $2 FOR UPDATE OF r`,
    [rfqNumber, userId],
  );
  if (!r) throw rfqNotFound();
  return r;
}

/** The buyer withdraws a request no supplier has quoted on yet (open or expired): 'canceled'. */
export async function cancelRfq(db: Db, userId: string, rfqNumber: string): Promise<void> {
  await db.tx(async (t) => {
    const r = await lockOwn(t, userId, rfqNumber);
    if (!['inquiring', 'expired'].includes(r.state)) throw sourcingError('notCancelable');
    if (num(r.quotations) > 0) throw sourcingError('hasQuotations');
    await t.query(`UPDATE rfq SET status = 'canceled', closed_at = now(), updated_at = now() WHERE rfq_id = $1`, [r.id]);
  });
}

/** A later validity date (today .. 90 days, checked by the shared schema) opens an expired request again. */
export async function extendRfq(db: Db, userId: string, rfqNumber: string, validUntil: string): Promise<void> {
  await db.tx(async (t) => {
    const r = await lockOwn(t, userId, rfqNumber);
    if (!['inquiring', 'expired'].includes(r.state)) throw sourcingError('notExtendable');
    if (validUntil <= r.validUntil || validUntil < rfqDay(0))
      throw sourcingError('extendLater', { code: RESPONSE_CODES.INVALID_ARGUMENT, data: { field: 'validUntil' } });
    const expiresAt = new Date(Date.parse(`${validUntil}T00:00:00Z`) + DAY_MS).toISOString();
    await t.query(
      `UPDATE rfq SET status = 'inquiring', valid_until = $2::date, expires_at = $3::timestamptz, updated_at = now() WHERE rfq_id = $1`,
      [r.id, validUntil, expiresAt],
    );
  });
}

/**
 * The platform closes an open or expired request ('closed'): the reason is kept as the request's
 * rejection reason and told to the buyer; quotations still open on it are closed.
 */
export async function adminCloseRfq(db: Db, rfqNumber: string, reason: string): Promise<void> {
  await db.tx(async (t) => {
    const r = await t.one<{ id: string | number; userId: string; state: string }>(
      `SELECT r.rfq_id AS id, r.user_id AS "userId", ${STATE} AS state FROM rfq r WHERE r.rfq_number = $1 FOR UPDATE OF r`,
      [rfqNumber],
    );
    if (!r) throw rfqNotFound();
    if (!['inquiring', 'expired'].includes(r.state)) throw sourcingError('notClosable');
    await t.query(`UPDATE rfq SET status = 'closed', reject_reason = $2, closed_at = now(), updated_at = now() WHERE rfq_id = $1`, [
      r.id,
      reason,
    ]);
    await t.query(
      `UPDATE quotation SET status = 5, closed_by = 'system', closed_at = now(), updated_at = now() WHERE rfq_id = $1 AND status IN (1, 2)`,
      [r.id],
    );
    await notifyBuyer(t, {
      userId: r.userId,
      kind: 'system',
      event: 'rfqClosed',
      params: { rfqNumber, reason },
      link: `/user-center/uc-sourcing/detail?rfqId=${num(r.id)}`,
      ref: `rfq:${num(r.id)}:closed`,
    });
  });
}

/**
 * One request as a supplier sees it in the procurement centre: never the contact, budget, annual
 * amount or the private PDF. Withdrawn or platform-closed requests are not shown (A00013).
 */
export async function publicRfqDetail(db: Db, rfqId: number, locale: Locale): Promise<PublicRfqDetail> {
  const r = await db.one<Record<string, unknown>>(
    `SELECT ${PUBLIC_COLS(langOfLocale(locale))}, ${STATE} AS status, r.currency, r.price_minor AS price, r.description, r.images,
            r.shipping_method AS "shippingMethod", r.payment_method AS "paymentMethod", r.area, r.lead_time_days AS "leadTimeDays",
            r.purchase_frequency AS "purchaseFrequency", r.supplier_type AS "supplierType", r.supplier_requirement AS "supplierRequirement"
       FROM rfq r JOIN category c ON c.category_id = r.category_id
      WHERE r.rfq_id = $1 AND r.status NOT IN ('canceled', 'closed')`,
    [rfqId],
  );
  if (!r) throw rfqNotFound();
  const images = (typeof r.images === 'string' ? JSON.parse(r.images) : r.images) as string[];
  // Images are public uploads (purpose rfq-image): served at /res/<key>.
  return {
    ...publicRfq(r),
    status: r.status as RfqState,
    currency: String(r.currency),
    price: num(r.price),
    description: String(r.description),
    images,
    shippingMethod: String(r.shippingMethod),
    paymentMethod: String(r.paymentMethod),
    area: (r.area as string | null) ?? null,
    leadTimeDays: r.leadTimeDays == null ? null : num(r.leadTimeDays),
    purchaseFrequency: (r.purchaseFrequency as string | null) ?? null,
    supplierType: (r.supplierType as string | null) ?? null,
    supplierRequirement: String(r.supplierRequirement ?? ''),
  };
}
