import { RESPONSE_CODES, type Locale, type Page } from '@mall/shared';
import type { OrderForReview, ReviewsSubmitted, ReviewView } from '@mall/shared/contracts';
import type { reviewSubmitSchema } from '@mall/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db';
import { arr, iso, langOfLocale as lang, num } from '../../db/sql';
import { awardOrderPoints } from '../checkout';
import { claimUpload, type UploadService } from '../uploads';
import { ModuleError } from '../../http/messages';

export const REVIEW_ORDER_STATUS = { toReview: 4, completed: 5 } as const;
export type ReviewSubmit = z.output<typeof reviewSubmitSchema>;

/** 0 good (4-5 stars), 1 medium (3), 2 bad (1-2): the product page's filters. */
export const evaluateOf = (score: number) => (score >= 4 ? 0 : score === 3 ? 1 : 2);

const REVIEW_COLS = (l: 'en' | 'zh') => `c.comment_id, c.prod_id, c.order_number, c.order_item_id, oi.prod_name_${l} AS prod_name,
  oi.sku_name_${l} AS sku_name, oi.pic, c.score, c.content_${l} AS content, c.pics, c.is_anonymous, c.created_at, c.reply,
  coalesce(o.paid_at, o.created_at) AS transaction_time`;
const REVIEW_FROM = `prod_comment c JOIN order_item oi ON oi.order_item_id = c.order_item_id JOIN order_info o ON o.order_number = c.order_number`;

function shapeReview(r: Record<string, unknown>): ReviewView {
  return {
    prodCommId: num(r.comment_id),
    prodId: num(r.prod_id),
    orderNumber: String(r.order_number),
    orderItemId: num(r.order_item_id),
    prodName: String(r.prod_name),
    skuName: String(r.sku_name),
    pic: (r.pic as string | null) ?? null,
    score: num(r.score),
    content: String(r.content),
    pics: (r.pics as string[] | null) ?? [],
    isAnonymous: Boolean(r.is_anonymous),
    recTime: iso(r.created_at)!,
    transactionTime: iso(r.transaction_time)!,
    replyContent: (r.reply as string | null) ?? null,
  };
}

/**
 * The items of one of the buyer's orders with their review (null while not reviewed), for the
 * write-comments page. Another buyer's order is not found (A00013).
 */
export async function orderForReview(db: Db, userId: string, orderNumber: string, locale: Locale): Promise<OrderForReview> {
  const l = lang(locale);
  const o = await db.one<Record<string, unknown>>(
    `SELECT o.order_number, o.status, o.created_at, coalesce(o.paid_at, o.created_at) AS transaction_time, sh.shop_name_${l} AS shop_name
       FROM order_info o JOIN shop sh ON sh.shop_id = o.shop_id
      WHERE o.order_number = $1 AND o.user_id = $2 AND NOT o.buyer_deleted`,
    [orderNumber, userId],
  );
  if (!o) throw new ModuleError('reviews', 'orderNotFound', { code: RESPONSE_CODES.NOT_FOUND });
  const items = await db.query<Record<string, unknown>>(
    `SELECT oi.order_item_id, oi.prod_id, oi.sku_id, oi.prod_name_${l} AS prod_name, oi.sku_name_${l} AS sku_name, oi.pic, oi.price, oi.count,
            c.comment_id
       FROM order_item oi LEFT JOIN prod_comment c ON c.order_item_id = oi.order_item_id
      WHERE oi.order_number = $1 AND oi.gift_of IS NULL ORDER BY oi.order_item_id`,
    [orderNumber],
  );
  const reviewed = items.filter((i) => i.comment_id != null).map((i) => num(i.comment_id));
  const reviews = reviewed.length
    ? await db.query<Record<string, unknown>>(
        `SELECT ${REVIEW_COLS(l)} FROM ${REVIEW_FROM} WHERE c.comment_id = ANY(${arr(1, 'bigint')})`,
        [JSON.stringify(reviewed)],
      )
    : [];
  const byItem = new Map(reviews.map((r) => [num(r.order_item_id), shapeReview(r)]));
  return {
    orderNumber: String(o.order_number),
    status: num(o.status),
    shopName: String(o.shop_name),
    createTime: iso(o.created_at)!,
    transactionTime: iso(o.transaction_time)!,
    items: items.map((i) => ({
      orderItemId: num(i.order_item_id),
      prodId: num(i.prod_id),
      skuId: num(i.sku_id),
      prodName: String(i.prod_name),
      skuName: String(i.sku_name),
      pic: (i.pic as string | null) ?? null,
      price: num(i.price),
      count: num(i.count),
      review: byItem.get(num(i.order_item_id)) ?? null,
    })),
  };
}

/**
 * Reviews some or all items of a received order (status 4), in one transaction: the order row is
 * locked first, so concurrent submits queue and the later one finds the items reviewed (a clear
 * error, never a second review; the unique index on order_item_id backs this up). Pictures are the
 * buyer's uploads, claimed for the review. Each product's review count and score are recomputed
 * under a product row lock (a fresh statement, so it sees reviews committed meanwhile). When no item
 * is left unreviewed the order becomes completed (5).
 */
export async function submitReviews(
  db: Db,
  uploads: UploadService,
  userId: string,
  input: ReviewSubmit,
  locale: Locale,
): Promise<ReviewsSubmitted> {
  return db.tx(async (t) => {
    const order = await t.one<{ status: number }>(
      `SELECT status FROM order_info WHERE order_number = $1 AND user_id = $2 AND NOT buyer_deleted FOR UPDATE`,
      [input.orderNumber, userId],
    );
    if (!order) throw new ModuleError('reviews', 'orderNotFound', { code: RESPONSE_CODES.NOT_FOUND });
    const items = await t.query<Record<string, unknown>>(
      `SELECT oi.order_item_id, oi.prod_id, oi.sku_id, oi.sku_name_${lang(locale)} AS sku_name,
              EXISTS (SELECT 1 FROM prod_comment c WHERE c.order_item_id = oi.order_item_id) AS reviewed
         FROM order_item oi WHERE oi.order_number = $1 AND oi.gift_of IS NULL`,
      [input.orderNumber],
    );
    const byId = new Map(items.map((i) => [num(i.order_item_id), i]));
    for (const c of input.comments) {
      const item = byId.get(c.orderItemId);
      if (!item) throw new ModuleError('reviews', 'itemNotInOrder', { code: RESPONSE_CODES.NOT_FOUND });
      if (item.reviewed) throw new ModuleError('reviews', 'alreadyReviewed');
    }
    if (order.status !== REVIEW_ORDER_STATUS.toReview) throw new ModuleError('reviews', 'notToReview');

    const user = await t.one<{ nickName: string }>(`SELECT nick_name AS "nickName" FROM app_user WHERE user_id = $1`, [userId]);
    const tx = { ...uploads, db: t };
    const prodCommIds: number[] = [];
    for (const c of input.comments) {
      const item = byId.get(c.orderItemId)!;
      const pics = [...new Set(c.pics)];
      const row = await t.one<{ id: string | number }>(
        `INSERT INTO prod_comment (prod_id, user_id, nick_name, score, evaluate, content_en, content_zh, pics, sku_name, is_anonymous,
                                   order_number, order_item_id, sku_id)
         VALUES ($1, $2, $3, $4, $5, $6, $6, ARRAY(SELECT jsonb_array_elements_text($7::jsonb)), $8, $9, $10, $11, $12)
         RETURNING comment_id AS id`,
        [
          item.prod_id,
          userId,
          user?.nickName ?? '',
          c.score,
          evaluateOf(c.score),
          c.content,
          JSON.stringify(pics),
          item.sku_name,
          c.isAnonymous,
          input.orderNumber,
          c.orderItemId,
          item.sku_id,
        ],
      );
      const id = num(row!.id);
      for (const fileKey of pics) await claimUpload(tx, { fileKey, ownerId: userId, purpose: 'comment-image', ref: `prod_comment:${id}` });
      prodCommIds.push(id);
    }

    const prodIds = [...new Set(input.comments.map((c) => num(byId.get(c.orderItemId)!.prod_id)))].sort((a, b) => a - b);
    await t.query(`SELECT prod_id FROM product WHERE prod_id = ANY(${arr(1, 'bigint')}) ORDER BY prod_id FOR UPDATE`, [
      JSON.stringify(prodIds),
    ]);
    await t.query(
      `UPDATE product p SET review_count = s.n, score = s.score
         FROM (SELECT prod_id, count(*)::int AS n, round(avg(score), 2) AS score FROM prod_comment
                WHERE prod_id = ANY(${arr(1, 'bigint')}) GROUP BY prod_id) s
        WHERE p.prod_id = s.prod_id`,
      [JSON.stringify(prodIds)],
    );

    const left = await t.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_item oi
        WHERE oi.order_number = $1 AND oi.gift_of IS NULL AND NOT EXISTS (SELECT 1 FROM prod_comment c WHERE c.order_item_id = oi.order_item_id)`,
      [input.orderNumber],
    );
    let orderStatus: number = order.status;
    if ((left?.n ?? 0) === 0) {
      await t.query(`UPDATE order_info SET status = $2, updated_at = now() WHERE order_number = $1`, [
        input.orderNumber,
        REVIEW_ORDER_STATUS.completed,
      ]);
      orderStatus = REVIEW_ORDER_STATUS.completed;
      await awardOrderPoints(t, input.orderNumber);
    }
    return { prodCommIds, orderStatus };
  });
}

/** The buyer's own reviews, newest first (user centre "My reviews"). */
export async function myReviews(db: Db, userId: string, locale: Locale, current: number, size: number): Promise<Page<ReviewView>> {
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${REVIEW_FROM} WHERE c.user_id = $1`, [userId]))?.n);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${REVIEW_COLS(lang(locale))} FROM ${REVIEW_FROM} WHERE c.user_id = $1
      ORDER BY c.created_at DESC, c.comment_id DESC LIMIT $2 OFFSET $3`,
    [userId, size, (current - 1) * size],
  );
  return { records: rows.map(shapeReview), total, pages: Math.ceil(total / size), current, size };
}

/** One of the buyer's reviews; someone else's is not found (A00013). */
export async function myReview(db: Db, userId: string, prodCommId: number, locale: Locale): Promise<ReviewView> {
  const row = await db.one<Record<string, unknown>>(
    `SELECT ${REVIEW_COLS(lang(locale))} FROM ${REVIEW_FROM} WHERE c.comment_id = $1 AND c.user_id = $2`,
    [prodCommId, userId],
  );
  if (!row) throw new ModuleError('reviews', 'reviewNotFound', { code: RESPONSE_CODES.NOT_FOUND });
  return shapeReview(row);
}

/**
 * The merchant's reply to a review of one of their shop's products (a second reply replaces the
 * first). Another shop's review is not found (A00013).
 */
export async function replyToReview(db: Db, shopId: number, prodCommId: number, content: string): Promise<void> {
  const row = await db.one(
    `UPDATE prod_comment c SET reply = $3, reply_at = now() FROM product p
      WHERE c.comment_id = $1 AND p.prod_id = c.prod_id AND p.shop_id = $2 RETURNING c.comment_id`,
    [prodCommId, shopId, content],
  );
  if (!row) throw new ModuleError('reviews', 'reviewNotFound', { code: RESPONSE_CODES.NOT_FOUND });
}
