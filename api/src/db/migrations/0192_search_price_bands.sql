-- A keyword sorted by price whose matches sit at the far end of the order (docs/search-at-scale.md):
-- "bolt" by price descending walked 259,553 pricier products before the first bolt (600+ ms at a
-- million products). Each listed product's grams are indexed once more, each paired with the
-- product's price band (about 8.7% wide: floor(12 * ln(price))), so "is there a bolt in band b?"
-- is one GIN lookup. The listing probes the bands from the far end and starts its walk of the
-- price index at the first band holding a match (catalog listing.ts, priceBound).
CREATE OR REPLACE FUNCTION search_price_band(price bigint) RETURNS int
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(ln(greatest(price, 1)::float8) * 12)::int $$;
-- (COST: computing the keys of every row is what a sequential scan would do; on a small catalogue
-- the planner otherwise prefers that to the index, probe after probe.)
CREATE OR REPLACE FUNCTION search_price_keys(grams text[], band int) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 10000
  AS $$ SELECT ARRAY(SELECT g || '|' || band::text FROM unnest(grams) AS g) $$;
-- Building it at a million products takes minutes; more memory makes the build faster.
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX IF NOT EXISTS product_search_price_grams ON product
  USING gin (search_price_keys(search_grams, search_price_band(price))) WHERE listed;
