import { RESPONSE_CODES } from '@mall/shared';
import type { Db } from '../../db';
import { CheckoutError } from './messages';
import type { SubmitParams } from './pricing';

/**
 * A flash sale's losers, refused in one read instead of a transaction: a buy-now submit of a SKU
 * whose stock is already below the count gets the refusal the full submit would give
 * (insufficientStock, A03010), without taking a connection for a transaction, the idempotency key
 * or the pricing queries. Only when nothing else would be refused first: the uuid is new, the
 * buyer has the address, the product is on sale. Stock is still taken by the guarded UPDATE in
 * submitOrder; this only turns away, early, those it would turn away.
 */
export async function refuseSoldOut(db: Db, userId: string, p: SubmitParams): Promise<void> {
  if (!p.orderItem) return;
  const r = await db.one<{ stocks: number; orderable: boolean }>(
    `/* checkout.soldOut */ SELECT s.stocks,
            s.status = 1 AND pr.status = 1 AND sh.shop_status = 1 AND s.prod_id = $2
            AND NOT (pr.prod_type = 'seckill' AND pr.seckill_end < now())
            AND NOT EXISTS (SELECT 1 FROM order_submission WHERE user_id = $3 AND uuid = $4)
            AND EXISTS (SELECT 1 FROM user_addr WHERE user_id = $3 AND ($5::bigint IS NULL OR addr_id = $5)) AS orderable
       FROM sku s JOIN product pr ON pr.prod_id = s.prod_id JOIN shop sh ON sh.shop_id = pr.shop_id
      WHERE s.sku_id = $1`,
    [p.orderItem.skuId, p.orderItem.prodId, userId, p.uuid, p.addrId ?? null],
  );
  if (r?.orderable && r.stocks < p.orderItem.count) {
    throw new CheckoutError('insufficientStock', RESPONSE_CODES.OUT_OF_STOCK, undefined, { skuId: p.orderItem.skuId, stocks: r.stocks });
  }
}
