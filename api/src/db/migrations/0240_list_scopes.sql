-- Which cached searches and listings a product's change can touch (src/modules/catalog/list-cache.ts,
-- docs/scaling.md "Searches and listings in memory"). A "set" change of a few products (at most 50
-- in one statement) now names the list scopes those products were in before and are in after:
--   c<id>   each of its three category levels
--   s<id>   its shop
--   w<xy>   the first two letters of each Latin word of its names and brand (a keyword's Latin piece
--           starts a word, so it starts with one of these)
--   h<字>   each Chinese character of its names (a Chinese piece lies inside a stretch)
-- {"table":"product","ids":[...],"set":true,"scopes":["c12","s7","wle","h灯",...]}
-- A cached page of a query is dropped when the notice names the query's scope (its shop, category or
-- first keyword piece): a product outside every scope of a query cannot enter, leave or move in it.
-- Larger statements (a shop closing, the seed) keep the old notice without scopes: every list drops.

CREATE FUNCTION product_list_scopes(r_text text, r_l1 bigint, r_l2 bigint, r_cat bigint, r_shop bigint) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'c' || x FROM unnest(ARRAY[r_l1, r_l2, r_cat]) AS x WHERE x IS NOT NULL
  UNION SELECT 's' || r_shop WHERE r_shop IS NOT NULL
  UNION SELECT 'w' || left(m[1], 2) FROM regexp_matches(coalesce(r_text, ''), ' ([a-z0-9]+)', 'g') AS m
  UNION SELECT 'h' || ch FROM regexp_split_to_table(regexp_replace(coalesce(r_text, ''), '[^\u4e00-\u9fff]', '', 'g'), '') AS ch WHERE ch <> ''
$$;

-- Like ids_notice, with the scopes; a message too long with them goes without them (every list drops),
-- and one too long even then becomes {"all":true} in change_notice.
CREATE FUNCTION product_set_notice(ids bigint[], shops bigint[], is_set boolean, scopes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  message jsonb;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  message := jsonb_strip_nulls(jsonb_build_object(
    'table', 'product',
    'ids', to_jsonb(ids),
    'shops', CASE WHEN cardinality(shops) > 0 THEN to_jsonb(shops) END,
    'set', CASE WHEN is_set THEN true END,
    'scopes', CASE WHEN is_set AND cardinality(scopes) > 0 THEN to_jsonb(scopes) END));
  IF octet_length(message::text) > 7000 THEN
    message := message - 'scopes';
  END IF;
  PERFORM change_notice(message);
END
$$;

-- Migration 0194's notice, plus the scopes of a set change of at most 50 products.
CREATE OR REPLACE FUNCTION product_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids    bigint[];
  shops  bigint[];
  moved  boolean;
  scopes text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(prod_id ORDER BY prod_id), array_agg(DISTINCT shop_id) INTO ids, shops FROM new_rows;
    moved := true;
    IF cardinality(ids) <= 50 THEN
      SELECT array_agg(DISTINCT s) INTO scopes
        FROM new_rows n, product_list_scopes(n.search_text, n.cat_l1, n.cat_l2, n.category_id, n.shop_id) AS s;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(prod_id ORDER BY prod_id), array_agg(DISTINCT shop_id) INTO ids, shops FROM old_rows;
    moved := true;
    IF cardinality(ids) <= 50 THEN
      SELECT array_agg(DISTINCT s) INTO scopes
        FROM old_rows o, product_list_scopes(o.search_text, o.cat_l1, o.cat_l2, o.category_id, o.shop_id) AS s;
    END IF;
  ELSE
    SELECT array_agg(n.prod_id ORDER BY n.prod_id),
           bool_or(n.status IS DISTINCT FROM o.status OR n.shop_id IS DISTINCT FROM o.shop_id OR n.category_id IS DISTINCT FROM o.category_id
                   OR n.name_en IS DISTINCT FROM o.name_en OR n.name_zh IS DISTINCT FROM o.name_zh OR n.brand IS DISTINCT FROM o.brand
                   OR n.sold_num IS DISTINCT FROM o.sold_num OR n.score IS DISTINCT FROM o.score
                   OR n.listed IS DISTINCT FROM o.listed OR n.price IS DISTINCT FROM o.price
                   OR n.search_grams IS DISTINCT FROM o.search_grams OR n.search_text IS DISTINCT FROM o.search_text
                   OR n.region_en IS DISTINCT FROM o.region_en OR n.region_zh IS DISTINCT FROM o.region_zh
                   OR n.prod_type IS DISTINCT FROM o.prod_type OR n.created_at IS DISTINCT FROM o.created_at)
      INTO ids, moved
      FROM new_rows n JOIN old_rows o USING (prod_id);
    SELECT array_agg(DISTINCT s) INTO shops FROM (
      SELECT n.shop_id AS s FROM new_rows n JOIN old_rows o USING (prod_id)
       WHERE n.status IS DISTINCT FROM o.status OR n.shop_id IS DISTINCT FROM o.shop_id OR n.category_id IS DISTINCT FROM o.category_id
          OR n.listed IS DISTINCT FROM o.listed
      UNION
      SELECT o.shop_id FROM new_rows n JOIN old_rows o USING (prod_id) WHERE n.shop_id IS DISTINCT FROM o.shop_id
    ) x;
    IF moved AND cardinality(ids) <= 50 THEN
      SELECT array_agg(DISTINCT s) INTO scopes FROM (
        SELECT s FROM new_rows n, product_list_scopes(n.search_text, n.cat_l1, n.cat_l2, n.category_id, n.shop_id) AS s
        UNION
        SELECT s FROM old_rows o, product_list_scopes(o.search_text, o.cat_l1, o.cat_l2, o.category_id, o.shop_id) AS s
      ) x;
    END IF;
  END IF;
  PERFORM product_set_notice(ids, shops, moved, scopes);
  RETURN NULL;
END
$$;
