-- Listing and search at a million products (docs/search-at-scale.md), and sitemap dates.
--   listed          the product may be shown: on shelf in an open shop (kept by triggers below),
--                   so lists filter one column instead of joining every candidate's shop
--   cat_l1, cat_l2  its top and second-level categories: a listing of any level is one equality
--   updated_at      last change of the row (sitemap lastmod); shops get one too

ALTER TABLE product
  ADD COLUMN listed     boolean     NOT NULL DEFAULT false,
  ADD COLUMN cat_l1     bigint,
  ADD COLUMN cat_l2     bigint,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE shop ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The product's derived columns, whoever writes it.
CREATE FUNCTION product_listing_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent bigint;
  grand  bigint;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.shop_id IS DISTINCT FROM OLD.shop_id THEN
    NEW.listed := NEW.status = 1 AND coalesce((SELECT shop_status = 1 FROM shop WHERE shop_id = NEW.shop_id), false);
  END IF;
  -- cat_l1 set to NULL asks for a recomputation (a category moved).
  IF TG_OP = 'INSERT' OR NEW.category_id IS DISTINCT FROM OLD.category_id OR NEW.cat_l1 IS NULL THEN
    SELECT c.parent_id, p.parent_id INTO parent, grand FROM category c LEFT JOIN category p ON p.category_id = c.parent_id
     WHERE c.category_id = NEW.category_id;
    -- Leaves are level 3; a product filed under a level-2 or level-1 category gets the levels it has.
    IF grand IS NOT NULL AND grand <> 0 THEN
      NEW.cat_l1 := grand;
      NEW.cat_l2 := parent;
    ELSIF parent IS NOT NULL AND parent <> 0 THEN
      NEW.cat_l1 := parent;
      NEW.cat_l2 := NEW.category_id;
    ELSE
      NEW.cat_l1 := NEW.category_id;
      NEW.cat_l2 := NULL;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER product_listing_fields BEFORE INSERT OR UPDATE ON product FOR EACH ROW EXECUTE FUNCTION product_listing_fields();

-- A shop opening or closing lists or hides all its products at once.
CREATE FUNCTION shop_listing_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER shop_listing_fields BEFORE UPDATE ON shop FOR EACH ROW EXECUTE FUNCTION shop_listing_fields();

CREATE FUNCTION shop_status_lists_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product SET listed = (status = 1 AND NEW.shop_status = 1)
   WHERE shop_id = NEW.shop_id AND listed IS DISTINCT FROM (status = 1 AND NEW.shop_status = 1);
  RETURN NULL;
END
$$;
CREATE TRIGGER shop_status_lists_products AFTER UPDATE OF shop_status ON shop FOR EACH ROW
  WHEN (NEW.shop_status IS DISTINCT FROM OLD.shop_status) EXECUTE FUNCTION shop_status_lists_products();

-- A category moved under another parent: its products' levels follow (rare; the update re-runs the product trigger).
CREATE FUNCTION category_moves_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product SET cat_l1 = NULL
   WHERE category_id IN (SELECT category_id FROM category WHERE category_id = NEW.category_id OR parent_id = NEW.category_id
                         OR parent_id IN (SELECT category_id FROM category WHERE parent_id = NEW.category_id));
  RETURN NULL;
END
$$;
CREATE TRIGGER category_moves_products AFTER UPDATE OF parent_id ON category FOR EACH ROW
  WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id) EXECUTE FUNCTION category_moves_products();

-- Existing rows (an empty table on a fresh database).
UPDATE product p SET listed = (p.status = 1 AND s.shop_status = 1) FROM shop s WHERE s.shop_id = p.shop_id;
UPDATE product SET cat_l1 = NULL;
