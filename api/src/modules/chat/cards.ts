import { RESPONSE_CODES } from '@mall/shared';
import type { ChatOrderCard, ChatProductCard } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { ModuleError } from '../../http/messages';

/**
 * Product and order cards (spec section 3: "order link, product link"; an order shows its number
 * and payment amount). A card is the thing as it was when sent: later price or status changes do
 * not rewrite the conversation.
 */

const notFound = (key: 'productNotFound' | 'orderNotFound') => new ModuleError('chat', key, { code: RESPONSE_CODES.NOT_FOUND });

export async function productCard(db: Db, prodId: number): Promise<ChatProductCard> {
  const row = await db.one<ChatProductCard>(
    `/* chat.productCard */ SELECT prod_id::int AS "prodId", name_en AS "nameEn", name_zh AS "nameZh", pic, price::float8 AS price,
            currency::text AS currency
       FROM product WHERE prod_id = $1`,
    [prodId],
  );
  if (!row) throw notFound('productNotFound');
  return { ...row, currency: row.currency.trim() };
}

/**
 * The buyer's order as a card. Only the buyer's own order, and in a shop's conversation only an
 * order of that shop: anything else answers A00013, as a missing order does.
 */
export async function orderCard(db: Db, orderNumber: string, userId: string, shopId: number | null): Promise<ChatOrderCard> {
  const row = await db.one<ChatOrderCard>(
    `/* chat.orderCard */ SELECT o.order_number AS "orderNumber", o.actual_total::float8 AS amount, 'USD' AS currency, o.status::int AS status,
            (SELECT count(*)::int FROM order_item i WHERE i.order_number = o.order_number) AS "itemCount",
            f.pic, COALESCE(f.prod_name_en, '') AS "prodNameEn", COALESCE(f.prod_name_zh, '') AS "prodNameZh"
       FROM order_info o
       LEFT JOIN LATERAL (SELECT pic, prod_name_en, prod_name_zh FROM order_item i
                           WHERE i.order_number = o.order_number ORDER BY order_item_id LIMIT 1) f ON true
      WHERE o.order_number = $1 AND o.user_id = $2 AND ($3::bigint IS NULL OR o.shop_id = $3)`,
    [orderNumber, userId, shopId],
  );
  if (!row) throw notFound('orderNotFound');
  return row;
}
