import type { Db } from '../../db';

/**
 * Gifts (prod_gift): a product may come with free gift SKUs, gift_count of them per unit bought.
 * At submit each becomes an order line of its own (price 0) pointing at its main line and worth
 * the gift SKU's price x count (gift_amount: what keeping it is worth when the main line is
 * refunded, spec section 5). A gift is given only while its SKU has the stock; its stock is taken
 * with the same guarded update as bought goods.
 */
export interface GiftLine {
  mainId: string | number;
  shopId: string | number;
  giftSkuId: string | number;
  giftProdId: string | number;
  units: number;
  price: string | number;
  prodNameEn: string;
  prodNameZh: string;
  skuNameEn: string;
  skuNameZh: string;
  pic: string | null;
}

/** The gifts of an order's lines (read before the order takes its stock: see addGiftLines). */
export async function giftLinesOf(t: Db, orderNumber: string): Promise<GiftLine[]> {
  return t.query<GiftLine>(
    `SELECT i.order_item_id AS "mainId", i.shop_id AS "shopId", s.sku_id AS "giftSkuId", s.prod_id AS "giftProdId", (i.count * g.gift_count)::int AS units,
            s.price, p.name_en AS "prodNameEn", p.name_zh AS "prodNameZh", s.sku_name_en AS "skuNameEn", s.sku_name_zh AS "skuNameZh",
            coalesce(s.pic, p.pic) AS pic
       FROM order_item i JOIN prod_gift g ON g.prod_id = i.prod_id JOIN sku s ON s.sku_id = g.gift_sku_id JOIN product p ON p.prod_id = s.prod_id
      WHERE i.order_number = $1 AND i.gift_of IS NULL
      ORDER BY s.sku_id, i.order_item_id`,
    [orderNumber],
  );
}

/**
 * Adds the gifts an order's stock allows, as lines of their own. Called after the order took the
 * stock of its main SKUs (a fixed lock order: main SKUs, then gifts), with giftLinesOf's answer.
 */
export async function addGiftLines(t: Db, orderNumber: string, gifts: GiftLine[]): Promise<number> {
  let added = 0;
  for (const g of gifts) {
    // The stock, the line and its sale in the SKU's stock ledger, in one statement: no stock, no gift.
    const taken = await t.one(
      `WITH s AS (UPDATE sku SET stocks = stocks - $10 WHERE sku_id = $4 AND stocks >= $10 AND status = 1 RETURNING sku_id),
            i AS (INSERT INTO order_item (order_number, shop_id, prod_id, sku_id, prod_name_en, prod_name_zh, sku_name_en, sku_name_zh, pic, price,
                                          count, product_total, gift_of, gift_amount)
                  SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, 0, $11, $12 FROM s RETURNING order_item_id),
            m AS (INSERT INTO stock_movement (sku_id, change, reason, order_item_id, ref) SELECT $4, -$10::int, 'sale', order_item_id, $1 FROM i)
       UPDATE product SET total_stocks = greatest(total_stocks - $10, 0) FROM s WHERE prod_id = $3 RETURNING 1`,
      [
        orderNumber,
        g.shopId,
        g.giftProdId,
        g.giftSkuId,
        g.prodNameEn,
        g.prodNameZh,
        g.skuNameEn,
        g.skuNameZh,
        g.pic,
        g.units,
        g.mainId,
        Number(g.price) * g.units,
      ],
    );
    if (taken) added++;
  }
  return added;
}
