-- A product's change is a "set" change (it can move the product in or out of a list, or within one:
-- tag.productSet, src/cache/invalidation.ts) also when what the lists filter and sort on moves:
-- listed (a shop that closes or opens updates it), price (price filters and sorts), the words a
-- keyword is matched against (search_grams, search_text), region and product type. Kept answers
-- about lists (a keyword's total, listing.ts) are then read again; before, only status, owner,
-- category, names, brand, sales and score were.
CREATE OR REPLACE FUNCTION product_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids   bigint[];
  shops bigint[];
  moved boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(prod_id ORDER BY prod_id), array_agg(DISTINCT shop_id) INTO ids, shops FROM new_rows;
    moved := true;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(prod_id ORDER BY prod_id), array_agg(DISTINCT shop_id) INTO ids, shops FROM old_rows;
    moved := true;
  ELSE
    SELECT array_agg(n.prod_id ORDER BY n.prod_id),
           bool_or(n.status IS DISTINCT FROM o.status OR n.shop_id IS DISTINCT FROM o.shop_id OR n.category_id IS DISTINCT FROM o.category_id
                   OR n.name_en IS DISTINCT FROM o.name_en OR n.name_zh IS DISTINCT FROM o.name_zh OR n.brand IS DISTINCT FROM o.brand
                   OR n.sold_num IS DISTINCT FROM o.sold_num OR n.score IS DISTINCT FROM o.score
                   OR n.listed IS DISTINCT FROM o.listed OR n.price IS DISTINCT FROM o.price
                   OR n.search_grams IS DISTINCT FROM o.search_grams OR n.search_text IS DISTINCT FROM o.search_text
                   OR n.region_en IS DISTINCT FROM o.region_en OR n.region_zh IS DISTINCT FROM o.region_zh
                   OR n.prod_type IS DISTINCT FROM o.prod_type)
      INTO ids, moved
      FROM new_rows n JOIN old_rows o USING (prod_id);
    SELECT array_agg(DISTINCT s) INTO shops FROM (
      SELECT n.shop_id AS s FROM new_rows n JOIN old_rows o USING (prod_id)
       WHERE n.status IS DISTINCT FROM o.status OR n.shop_id IS DISTINCT FROM o.shop_id OR n.category_id IS DISTINCT FROM o.category_id
          OR n.listed IS DISTINCT FROM o.listed
      UNION
      SELECT o.shop_id FROM new_rows n JOIN old_rows o USING (prod_id) WHERE n.shop_id IS DISTINCT FROM o.shop_id
    ) x;
  END IF;
  PERFORM ids_notice('product', ids, shops, moved);
  RETURN NULL;
END
$$;
