import { RESPONSE_CODES, type Locale, type Page } from '@mall/shared';
import type { InquiryDetail, InquirySent, InquirySummary } from '@mall/shared/contracts';
import type { InquiryPageQuery, InquirySend, InquiryState } from '@mall/shared/schemas';
import type { Db } from '../../db';
import { iso, langOfLocale, num } from '../../db/sql';
import { fieldError, inquiryNotFound, sourcingError } from './messages';
import { notifyBuyer } from './notices';
import { readQuotations } from './quotation-views';

/**
 * Inquiries ("Contact supplier"): a buyer's message to a shop about a product (with SKU and
 * quantity) or the shop itself, and the thread that follows. States of spec section 4, as the
 * supplier's handling moves them: unread -> readNotSent (the supplier opened it) -> readAndSent
 * (it sent a quotation for it) or replied (it answered in the thread); a buyer's follow-up makes
 * it unread for the supplier again; either side may close it.
 */

const COLS = (l: 'en' | 'zh') => `i.inquiry_id, i.status, i.context, coalesce(p.name_${l}, s.shop_name_${l}) AS subject, i.shop_id,
  s.shop_name_${l} AS shop_name, i.prod_id, i.sku_id, p.name_${l} AS prod_name, k.sku_name_${l} AS sku_name,
  coalesce(k.pic, p.pic, s.logo) AS pic, i.quantity, i.unit, i.buyer_unread, i.last_message_at, i.created_at, i.closed_by,
  u.nick_name AS buyer_name,
  (SELECT m.body FROM inquiry_message m WHERE m.inquiry_id = i.inquiry_id ORDER BY m.message_id DESC LIMIT 1) AS last_message`;
const FROM = `inquiry i JOIN shop s ON s.shop_id = i.shop_id JOIN app_user u ON u.user_id = i.user_id
  LEFT JOIN product p ON p.prod_id = i.prod_id LEFT JOIN sku k ON k.sku_id = i.sku_id`;

type Row = Record<string, unknown>;
const EXCERPT = 120;

function shape(r: Row): InquirySummary {
  const last = String(r.last_message ?? '');
  return {
    inquiryId: num(r.inquiry_id),
    status: r.status as InquiryState,
    context: r.context as InquirySummary['context'],
    subject: String(r.subject ?? ''),
    shopId: num(r.shop_id),
    shopName: String(r.shop_name ?? ''),
    prodId: r.prod_id == null ? null : num(r.prod_id),
    skuId: r.sku_id == null ? null : num(r.sku_id),
    prodName: (r.prod_name as string | null) ?? null,
    skuName: (r.sku_name as string | null) ?? null,
    pic: (r.pic as string | null) ?? null,
    quantity: r.quantity == null ? null : num(r.quantity),
    unit: (r.unit as string | null) ?? null,
    buyerUnread: Boolean(r.buyer_unread),
    lastMessage: last.length > EXCERPT ? `${last.slice(0, EXCERPT)}…` : last,
    lastMessageAt: iso(r.last_message_at)!,
    createTime: iso(r.created_at)!,
    closedBy: (r.closed_by as string | null) ?? null,
    buyerName: String(r.buyer_name ?? ''),
  };
}

async function page(db: Db, locale: Locale, where: string, params: unknown[], q: InquiryPageQuery): Promise<Page<InquirySummary>> {
  const all = [...params, q.status ?? null];
  const filter = `${where} AND ($${all.length}::text IS NULL OR i.status = $${all.length}::text)`;
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE ${filter}`, all))?.n);
  const rows = await db.query<Row>(
    `SELECT ${COLS(langOfLocale(locale))} FROM ${FROM} WHERE ${filter}
      ORDER BY i.last_message_at DESC, i.inquiry_id DESC LIMIT $${all.length + 1} OFFSET $${all.length + 2}`,
    [...all, q.size, (q.current - 1) * q.size],
  );
  return { records: rows.map(shape), total, pages: Math.ceil(total / q.size), current: q.current, size: q.size };
}

async function detail(db: Db, locale: Locale, where: string, params: unknown[]): Promise<InquiryDetail> {
  const row = await db.one<Row>(`SELECT ${COLS(langOfLocale(locale))} FROM ${FROM} WHERE ${where}`, params);
  if (!row) throw inquiryNotFound();
  const id = num(row.inquiry_id);
  const messages = await db.query<{ messageId: string | number; sender: 'buyer' | 'merchant'; body: string; createTime: unknown }>(
    `SELECT message_id AS "messageId", sender, body, created_at AS "createTime" FROM inquiry_message WHERE inquiry_id = $1 ORDER BY message_id`,
    [id],
  );
  const [quotation] = await readQuotations(db, locale, 'q.inquiry_id = $1', [id]);
  return {
    ...shape(row),
    messages: messages.map((m) => ({ messageId: num(m.messageId), sender: m.sender, body: m.body, createTime: iso(m.createTime)! })),
    quotation: quotation ?? null,
  };
}

/**
 * "Contact supplier": the product (and SKU) must be the open shop's own, on shelf; the message's
 * word limit follows the context (checked by the shared schema). Starts unread for the supplier.
 */
export async function sendInquiry(db: Db, userId: string, input: InquirySend): Promise<InquirySent> {
  return db.tx(async (t) => {
    const shop = await t.one<{ status: number }>(`SELECT shop_status AS status FROM shop WHERE shop_id = $1`, [input.shopId]);
    if (!shop) throw sourcingError('shopNotOpen', { code: RESPONSE_CODES.NOT_FOUND });
    if (shop.status !== 1) throw sourcingError('shopNotOpen');
    let unit = input.unit ?? null;
    if (input.prodId != null) {
      const p = await t.one<{ unit: string | null }>(`SELECT unit FROM product WHERE prod_id = $1 AND shop_id = $2 AND status = 1`, [
        input.prodId,
        input.shopId,
      ]);
      if (!p) throw fieldError('prodId', 'productNotInShop');
      if (input.skuId != null) {
        const k = await t.one(`SELECT 1 AS ok FROM sku WHERE sku_id = $1 AND prod_id = $2`, [input.skuId, input.prodId]);
        if (!k) throw fieldError('skuId', 'skuNotInProduct');
      }
      unit ??= p.unit;
    }
    const row = await t.one<{ id: string | number }>(
      `INSERT INTO inquiry (user_id, shop_id, prod_id, sku_id, quantity, unit, context)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING inquiry_id AS id`,
      [
        userId,
        input.shopId,
        input.prodId ?? null,
        input.skuId ?? null,
        input.quantity ? Number(input.quantity) : null,
        input.quantity ? unit : null,
        input.prodId != null ? 'product' : 'shop',
      ],
    );
    const inquiryId = num(row!.id);
    await t.query(`INSERT INTO inquiry_message (inquiry_id, sender, body) VALUES ($1, 'buyer', $2)`, [inquiryId, input.message]);
    return { inquiryId };
  });
}

export function buyerInquiries(db: Db, userId: string, q: InquiryPageQuery, locale: Locale): Promise<Page<InquirySummary>> {
  return page(db, locale, 'i.user_id = $1', [userId], q);
}

/** The buyer's inquiry with its thread; the supplier's newest answer is read now. */
export async function buyerInquiry(db: Db, userId: string, inquiryId: number, locale: Locale): Promise<InquiryDetail> {
  await db.query(`UPDATE inquiry SET buyer_unread = false WHERE inquiry_id = $1 AND user_id = $2 AND buyer_unread`, [inquiryId, userId]);
  return detail(db, locale, 'i.inquiry_id = $1 AND i.user_id = $2', [inquiryId, userId]);
}

/** A locked open inquiry of one side (`who` is the buyer's user id or the shop id); others' are not found. */
async function lockOpen(t: Db, inquiryId: number, side: 'buyer' | 'merchant', who: string | number) {
  const row = await t.one<{ status: InquiryState; userId: string }>(
    `SELECT status, user_id AS "userId" FROM inquiry WHERE inquiry_id = $1 AND ${side === 'buyer' ? 'user_id' : 'shop_id'} = $2 FOR UPDATE`,
    [inquiryId, side === 'buyer' ? String(who) : who],
  );
  if (!row) throw inquiryNotFound();
  if (row.status === 'closed') throw sourcingError('inquiryClosed');
  return row;
}

/** A buyer's follow-up in the thread: unread for the supplier again. */
export async function buyerFollowUp(db: Db, userId: string, inquiryId: number, message: string): Promise<void> {
  await db.tx(async (t) => {
    await lockOpen(t, inquiryId, 'buyer', userId);
    await t.query(`INSERT INTO inquiry_message (inquiry_id, sender, body) VALUES ($1, 'buyer', $2)`, [inquiryId, message]);
    await t.query(
      `UPDATE inquiry SET status = 'unread', buyer_unread = false, last_message_at = now(), updated_at = now() WHERE inquiry_id = $1`,
      [inquiryId],
    );
  });
}

/** Closing an inquiry also closes the open quotation sent for it. */
async function close(t: Db, inquiryId: number, by: 'buyer' | 'merchant'): Promise<void> {
  await t.query(`UPDATE inquiry SET status = 'closed', closed_by = $2, closed_at = now(), updated_at = now() WHERE inquiry_id = $1`, [
    inquiryId,
    by,
  ]);
  await t.query(
    `UPDATE quotation SET status = 5, closed_by = $2, closed_at = now(), updated_at = now() WHERE inquiry_id = $1 AND status IN (1, 2, 3)`,
    [inquiryId, by],
  );
}

export async function buyerCloseInquiry(db: Db, userId: string, inquiryId: number): Promise<void> {
  await db.tx(async (t) => {
    await lockOpen(t, inquiryId, 'buyer', userId);
    await close(t, inquiryId, 'buyer');
  });
}

function shopOf(shopId: number | null): number {
  if (shopId == null) throw sourcingError('noShop', { code: RESPONSE_CODES.NOT_FOUND });
  return shopId;
}

export function merchantInquiries(db: Db, shopId: number | null, q: InquiryPageQuery, locale: Locale): Promise<Page<InquirySummary>> {
  return page(db, locale, 'i.shop_id = $1', [shopOf(shopId)], q);
}

/** The supplier opens an inquiry of its shop: an unread one becomes 'read, not sent'. */
export async function merchantInquiry(db: Db, shopId: number | null, inquiryId: number, locale: Locale): Promise<InquiryDetail> {
  const shop = shopOf(shopId);
  await db.query(
    `UPDATE inquiry SET status = 'readNotSent', updated_at = now() WHERE inquiry_id = $1 AND shop_id = $2 AND status = 'unread'`,
    [inquiryId, shop],
  );
  return detail(db, locale, 'i.inquiry_id = $1 AND i.shop_id = $2', [inquiryId, shop]);
}

/** The supplier answers in the thread: 'replied', and the buyer is told. */
export async function merchantReply(db: Db, shopId: number | null, inquiryId: number, message: string): Promise<void> {
  const shop = shopOf(shopId);
  await db.tx(async (t) => {
    const i = await lockOpen(t, inquiryId, 'merchant', shop);
    const m = await t.one<{ id: string | number }>(
      `INSERT INTO inquiry_message (inquiry_id, sender, body) VALUES ($1, 'merchant', $2) RETURNING message_id AS id`,
      [inquiryId, message],
    );
    await t.query(
      `UPDATE inquiry SET status = 'replied', buyer_unread = true, last_message_at = now(), updated_at = now() WHERE inquiry_id = $1`,
      [inquiryId],
    );
    const s = await t.one<{ en: string; zh: string }>(
      `SELECT coalesce(p.name_en, s.shop_name_en) AS en, coalesce(p.name_zh, s.shop_name_zh) AS zh
         FROM inquiry i JOIN shop s ON s.shop_id = i.shop_id LEFT JOIN product p ON p.prod_id = i.prod_id WHERE i.inquiry_id = $1`,
      [inquiryId],
    );
    await notifyBuyer(t, {
      userId: i.userId,
      kind: 'inquiry',
      event: 'inquiryReplied',
      shopId: shop,
      subject: { en: s?.en ?? '', zh_CN: s?.zh ?? '' },
      link: `/user-center/uc-inquiry?inquiryId=${inquiryId}`,
      ref: `inquiry:${inquiryId}:m${num(m!.id)}`,
    });
  });
}

export async function merchantCloseInquiry(db: Db, shopId: number | null, inquiryId: number): Promise<void> {
  const shop = shopOf(shopId);
  await db.tx(async (t) => {
    await lockOpen(t, inquiryId, 'merchant', shop);
    await close(t, inquiryId, 'merchant');
  });
}
