-- Search and listing at a million products (docs/search-at-scale.md).

-- Search grams: every prefix (1..20 characters) of each Latin word, and every run of 1 to 4
-- characters of each Chinese stretch, of the names and the brand (src/modules/catalog/keywords.ts
-- splits a keyword the same way). One GIN containment answers any keyword exactly.
-- search_text: the same words and stretches, each after one space (' led desk lamp 台灯 '), so
-- "a word starting with lamp" is LIKE '% lamp%' and "台灯 anywhere" is LIKE '%台灯%'.
CREATE OR REPLACE FUNCTION product_search_fields() RETURNS trigger AS $$
DECLARE
  t     text;
  grams text[] := '{}';
  run   text;
  n     int;
  i     int;
  k     int;
BEGIN
  t := lower(NEW.name_en || ' ' || NEW.name_zh || ' ' || coalesce(NEW.brand, ''));
  NEW.search_text := ' ' || array_to_string(ARRAY(SELECT m[1] FROM regexp_matches(t, '([a-z0-9]+|[\u4e00-\u9fff]+)', 'g') AS m), ' ') || ' ';
  FOR run IN SELECT m[1] FROM regexp_matches(t, '([a-z0-9]+)', 'g') AS m LOOP
    FOR i IN 1..least(char_length(run), 20) LOOP
      grams := grams || left(run, i);
    END LOOP;
  END LOOP;
  FOR run IN SELECT m[1] FROM regexp_matches(t, '([\u4e00-\u9fff]+)', 'g') AS m LOOP
    n := char_length(run);
    FOR i IN 1..n LOOP
      FOR k IN 1..least(4, n - i + 1) LOOP
        grams := grams || substr(run, i, k);
      END LOOP;
    END LOOP;
  END LOOP;
  NEW.search_grams := ARRAY(SELECT DISTINCT g FROM unnest(grams) AS g);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

UPDATE product SET name_en = name_en;

-- Only listed products are searched; the trigram index is replaced by the grams.
DROP INDEX IF EXISTS product_search_trgm;
DROP INDEX IF EXISTS product_search_grams;
CREATE INDEX product_search_grams ON product USING gin (search_grams) WHERE listed;

-- Sorted walks: a page of a listing or of a common keyword is the first matching entries of one
-- of these, checked on the entry itself (INCLUDE: index-only, no table row read per candidate).
-- Ties go by id in the sort's direction, so one index serves both price orders and a page can
-- continue after a row (keyset).
DROP INDEX IF EXISTS product_sold;
DROP INDEX IF EXISTS product_price;
-- (score is included too: the key holds coalesce(score, -1), and an index-only scan needs the column.)
CREATE INDEX product_walk_default ON product (coalesce(score, -1) DESC, sold_num DESC, prod_id DESC)
  INCLUDE (score, cat_l1, cat_l2, category_id, shop_id, price, prod_type, region_en, region_zh, search_text) WHERE listed;
CREATE INDEX product_walk_sales ON product (sold_num DESC, prod_id DESC)
  INCLUDE (cat_l1, cat_l2, category_id, shop_id, price, prod_type, region_en, region_zh, search_text) WHERE listed;
CREATE INDEX product_walk_price ON product (price, prod_id)
  INCLUDE (cat_l1, cat_l2, category_id, shop_id, prod_type, region_en, region_zh, search_text) WHERE listed;
CREATE INDEX product_walk_newest ON product (created_at DESC, prod_id DESC)
  INCLUDE (cat_l1, cat_l2, category_id, shop_id, price, prod_type, region_en, region_zh, search_text) WHERE listed;

-- Capped counts of a category's listing (with a price range, the filter buyers use most), index-only.
CREATE INDEX product_listed_l1 ON product (cat_l1, price) WHERE listed;
CREATE INDEX product_listed_l2 ON product (cat_l2, price) WHERE listed;
CREATE INDEX product_listed_l3 ON product (category_id, price) WHERE listed;
CREATE INDEX product_listed_shop ON product (shop_id) WHERE listed;
