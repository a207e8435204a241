-- A category's listing by price (docs/search-at-scale.md): the capped-count indexes of 0114 gain
-- the id, so "category X by price, ties by id" is one range of one index, read from either end.
-- Walking the price index of the whole catalogue instead passed every pricier (or cheaper)
-- product of other categories first: 120,000 index entries for a category of cheap products
-- sorted by price descending at a million products.
DROP INDEX IF EXISTS product_listed_l1;
DROP INDEX IF EXISTS product_listed_l2;
DROP INDEX IF EXISTS product_listed_l3;
CREATE INDEX product_listed_l1 ON product (cat_l1, price, prod_id) WHERE listed;
CREATE INDEX product_listed_l2 ON product (cat_l2, price, prod_id) WHERE listed;
CREATE INDEX product_listed_l3 ON product (category_id, price, prod_id) WHERE listed;
