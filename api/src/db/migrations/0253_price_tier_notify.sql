-- A SKU's quantity price tiers (migration 0252) are part of its product's page (prodInfo's
-- priceTiers and skuList[].priceTiers): a change to them is announced by product id, like a SKU's
-- (migration 0111). Tiers deleted with their SKU find no SKU here; the SKU's own notice covers them.
CREATE FUNCTION price_tier_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT k.prod_id) INTO ids FROM new_rows t JOIN sku k ON k.sku_id = t.sku_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT k.prod_id) INTO ids FROM old_rows t JOIN sku k ON k.sku_id = t.sku_id;
  ELSE
    SELECT array_agg(DISTINCT k.prod_id) INTO ids
      FROM (SELECT sku_id FROM new_rows UNION SELECT sku_id FROM old_rows) t JOIN sku k ON k.sku_id = t.sku_id;
  END IF;
  PERFORM ids_notice('product', ids, NULL, false);
  RETURN NULL;
END
$$;
CREATE TRIGGER price_tier_change_notice_ins AFTER INSERT ON price_tier REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_tier_change_notice();
CREATE TRIGGER price_tier_change_notice_upd AFTER UPDATE ON price_tier REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_tier_change_notice();
CREATE TRIGGER price_tier_change_notice_del AFTER DELETE ON price_tier REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_tier_change_notice();
