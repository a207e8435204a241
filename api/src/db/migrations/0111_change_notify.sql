-- Change notices for read caches (src/cache, src/cluster): after a write commits, PostgreSQL sends
-- a notice on the channel '<schema>__changes' to every API process that listens, whoever wrote
-- (a service, the seed, a merchant tool, psql). A rolled-back write sends nothing.
--   {"table":"product","ids":[...],"shops":[...],"set":true}  products (and SKUs, by product id)
--   {"table":"shop","ids":[...],"set":true}                    shops (and their follower counts)
--   {"table":"<name>"}                                          any other table, as a whole
--   {"all":true}                                                too many rows to list
-- "shops" lists shops whose set of products (or their categories) changed; "set" means a change that can move a row in
-- or out of a list (insert, delete, shelf status, owner, category, names, sales, score).

CREATE FUNCTION change_notice(message jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- NOTIFY payloads are limited to 8000 bytes; a larger change is announced as "everything".
  IF octet_length(message::text) > 7000 THEN
    message := '{"all":true}';
  END IF;
  PERFORM pg_notify(current_schema() || '__changes', message::text);
END
$$;

CREATE FUNCTION ids_notice(tbl text, ids bigint[], shops bigint[], is_set boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM change_notice(jsonb_strip_nulls(jsonb_build_object(
    'table', tbl,
    'ids', to_jsonb(ids),
    'shops', CASE WHEN cardinality(shops) > 0 THEN to_jsonb(shops) END,
    'set', CASE WHEN is_set THEN true END)));
END
$$;

CREATE FUNCTION product_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
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
                   OR n.sold_num IS DISTINCT FROM o.sold_num OR n.score IS DISTINCT FROM o.score)
      INTO ids, moved
      FROM new_rows n JOIN old_rows o USING (prod_id);
    SELECT array_agg(DISTINCT s) INTO shops FROM (
      SELECT n.shop_id AS s FROM new_rows n JOIN old_rows o USING (prod_id)
       WHERE n.status IS DISTINCT FROM o.status OR n.shop_id IS DISTINCT FROM o.shop_id OR n.category_id IS DISTINCT FROM o.category_id
      UNION
      SELECT o.shop_id FROM new_rows n JOIN old_rows o USING (prod_id) WHERE n.shop_id IS DISTINCT FROM o.shop_id
    ) x;
  END IF;
  PERFORM ids_notice('product', ids, shops, moved);
  RETURN NULL;
END
$$;
CREATE TRIGGER product_change_notice_ins AFTER INSERT ON product REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_change_notice();
CREATE TRIGGER product_change_notice_upd AFTER UPDATE ON product REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_change_notice();
CREATE TRIGGER product_change_notice_del AFTER DELETE ON product REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_change_notice();

-- A SKU is part of its product's page (price, stock, names), and so are its reviews: announced by product id.
CREATE FUNCTION product_part_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT prod_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT prod_id) INTO ids FROM new_rows;
  END IF;
  PERFORM ids_notice('product', ids, NULL, false);
  RETURN NULL;
END
$$;
CREATE TRIGGER sku_change_notice_ins AFTER INSERT ON sku REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_part_change_notice();
CREATE TRIGGER sku_change_notice_upd AFTER UPDATE ON sku REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_part_change_notice();
CREATE TRIGGER sku_change_notice_del AFTER DELETE ON sku REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_part_change_notice();
CREATE TRIGGER prod_comment_change_notice_ins AFTER INSERT ON prod_comment REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_part_change_notice();
CREATE TRIGGER prod_comment_change_notice_upd AFTER UPDATE ON prod_comment REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_part_change_notice();
CREATE TRIGGER prod_comment_change_notice_del AFTER DELETE ON prod_comment REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_part_change_notice();

-- Shops (status, names, score...) and their follower counts, by shop id.
CREATE FUNCTION shop_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT shop_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT shop_id) INTO ids FROM new_rows;
  END IF;
  -- A follow changes one count on the shop's header; the shop row itself can move it in lists.
  PERFORM ids_notice('shop', ids, NULL, TG_TABLE_NAME = 'shop');
  RETURN NULL;
END
$$;
CREATE TRIGGER shop_change_notice_ins AFTER INSERT ON shop REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_change_notice();
CREATE TRIGGER shop_change_notice_upd AFTER UPDATE ON shop REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_change_notice();
CREATE TRIGGER shop_change_notice_del AFTER DELETE ON shop REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_change_notice();
CREATE TRIGGER shop_follow_change_notice_ins AFTER INSERT ON shop_follow REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_change_notice();
CREATE TRIGGER shop_follow_change_notice_del AFTER DELETE ON shop_follow REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_change_notice();

-- Small tables read whole: the table's name is the notice.
CREATE FUNCTION table_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_notice(jsonb_build_object('table', TG_TABLE_NAME));
  RETURN NULL;
END
$$;
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['category', 'banner', 'featured_topic', 'featured_product', 'premium_product', 'exhibition', 'exhibition_news',
                           'industry_belt', 'industry_belt_category', 'news', 'video', 'hot_search', 'shop_detail', 'dict_data',
                           'web_config', 'currency', 'language', 'sys_config', 'release_version', 'release_live'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION table_change_notice()',
                   t || '_change_notice', t);
  END LOOP;
END
$$;
